/** `<portfolio-latest>`'s contract (shared/section/contract.ts): Home's latest journey entries and posts, read-only; no attributes, no events. */
import { sortJourney } from '../../content/period.ts';
import { latestPosts } from '../../content/shown.ts';
import type { Content } from '../../content/types.ts';
import { stringsFor, type Attributes } from '../shared/section/contract.ts';
import type { SectionDocs } from '../shared/section/docs.ts';
import type { LatestContent } from './latest.tsx';

/** How many journey entries and posts Home lists. */
export const LATEST = 3;

export const tag = 'portfolio-latest';

export const attributes: Attributes<object> = {};

export const content = (c: Content): LatestContent => ({
  entries: sortJourney(c.journey).slice(0, LATEST),
  posts: latestPosts(c.writing, c.posts).slice(0, LATEST),
  strings: stringsFor(c, 'journey', 'writing'),
});

export const docs: SectionDocs<object> = {
  summary:
    "Home's news: the three latest journey entries (type, period, title, where) and, when there are posts, the three latest, each list under a heading that links to its page.",
};
