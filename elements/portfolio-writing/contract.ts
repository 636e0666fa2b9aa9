/** `<portfolio-writing>`'s contract (shared/section/contract.ts): read-only, no attributes. */
import { latestPosts } from '../../content/shown.ts';
import type { Content } from '../../content/types.ts';
import { stringsFor, type Attributes } from '../shared/section/contract.ts';
import type { SectionDocs } from '../shared/section/docs.ts';
import type { WritingContent } from './writing.tsx';

export const tag = 'portfolio-writing';

export const attributes: Attributes<object> = {};

export const content = (c: Content): WritingContent => ({ posts: latestPosts(c.writing, c.posts), strings: stringsFor(c, 'writing') });

export const shows = (c: Content): boolean => c.posts.length > 0;

export const docs: SectionDocs<object> = {
  summary:
    "Writing: the owner's latest posts (data/writing.ts's count): those synced from their feeds into data/posts.ts and their own published ones of data/posts/, newest first, each with its title linking to it (an own post to its page, by absolute address in an embed), its date, summary and tags.",
};
