// The Haifa owner writes no posts (see profile.ts): no feed.
import type { Writing } from '../content/types.ts';

export const writing: Writing = {
  feeds: [],
  count: 6,
  maxAgeDays: 30,
  inResume: false,
};
