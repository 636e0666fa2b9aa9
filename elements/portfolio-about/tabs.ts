/**
 * About's tabs and the URL hashes that name them (`/about#education`). Kept free of React so
 * the site runtime can read it to load the section at once for a deep link.
 */
import { afterNextPaint } from '../shared/runtime/after-paint.ts';

export const ABOUT_TABS = ['overview', 'education', 'experience'] as const;

export type AboutTab = (typeof ABOUT_TABS)[number];

/** The tab a URL hash names, or null (`#main` from the skip link, no hash, …). */
export const tabFromHash = (hash: string): AboutTab | null => ABOUT_TABS.find((tab) => `#${tab}` === hash) ?? null;

/** True when the hash opens a tab other than the default, which only the script can show. */
export const needsTabAtLoad = (hash: string): boolean => {
  const tab = tabFromHash(hash);
  return tab !== null && tab !== ABOUT_TABS[0];
};

/**
 * Writes the chosen tab into the address (`#education`), after the tap's frame is painted:
 * changing the address costs the page a style and layout pass (about 40 ms of a tap on the
 * phone profile), which the visitor need not wait for.
 */
export const writeTabToAddress = (tab: string): void =>
  void afterNextPaint().then(() => history.replaceState(history.state, '', `#${tab}`));
