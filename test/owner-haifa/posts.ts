// Written by `npm run sync` from the feeds in data/writing.ts (docs/sync.md): review the change, do not edit by hand.
import type { Post } from '../content/types.ts';

export const posts: readonly Post[] = [];
