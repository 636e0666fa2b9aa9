import type { OpenSource } from '../content/types.ts';

/**
 * The Open source page: which of your public GitHub repositories it shows. `npm run sync`
 * writes every one of them (forks and archived ones only when named in `show`) into
 * data/repositories.ts, from the GitHub account of `profile.links.github`, and records whose they
 * are: the site shows them only while that link names the same account. Without that link, or with
 * no repository, the page is not built. See docs/sync.md.
 */
export const openSource: OpenSource = {
  /** false for no Open source page at all: the sync then fetches nothing and the doctor asks for nothing. */
  page: true,
  /** Names in the order to show them (`['shopsphere', 'dotfiles']`), or a rule: */
  show: { by: 'stars', count: 6 },
  maxAgeDays: 30,
  inResume: false,
};
