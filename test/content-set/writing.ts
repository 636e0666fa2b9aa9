import type { Writing } from '../content/types.ts';

/** No blog (yet): no feed, so no Writing page. */
export const writing: Writing = {
  feeds: [],
  count: 5,
  maxAgeDays: 30,
  inResume: false,
};
