import type { Writing } from '../content/types.ts';

/** No blog (yet), and she says so: no Writing page, and the doctor asks for no feed. */
export const writing: Writing = {
  page: false,
  feeds: [],
  count: 5,
  maxAgeDays: 30,
  inResume: false,
};
