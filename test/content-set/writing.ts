import type { Writing } from '../content/types.ts';

/**
 * No feed: she writes her posts here, in data/posts/ (one translated into Arabic, one not, one
 * draft), so Writing lists those only, and the doctor asks for no feed.
 */
export const writing: Writing = {
  feeds: [],
  count: 5,
  maxAgeDays: 30,
  inResume: false,
};
