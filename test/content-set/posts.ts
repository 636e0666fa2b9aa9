// Written by `npm run sync` from the feeds in data/writing.ts (docs/sync.md): review the change, do not edit by hand.
import type { Post, PostsFrom } from '../content/types.ts';

/** The feeds they are synced from: the site shows them only while data/ names the same. */
export const postsFrom: PostsFrom = null;

export const posts: readonly Post[] = [];
