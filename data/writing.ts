import type { Writing } from '../content/types.ts';

/**
 * The Writing page: your posts, from the RSS or Atom feeds listed here (dev.to:
 * https://dev.to/feed/<user>, Medium: https://medium.com/feed/@<user>, Hashnode:
 * https://<blog>.hashnode.dev/rss.xml, or your blog's). `npm run sync` writes them into
 * data/posts.ts, recording the feeds they come from (the site shows them only while these are
 * the feeds listed here); with no feed, or no post, the page is not built. See docs/sync.md.
 */
export const writing: Writing = {
  /** false for no Writing page at all: the sync then fetches nothing and the doctor asks for nothing. */
  page: true,
  feeds: ['https://dev.to/feed/example-aarav'],
  count: 6,
  maxAgeDays: 30,
  inResume: false,
};
