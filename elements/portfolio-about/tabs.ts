/**
 * About's tabs and the URL hashes that name them (`/about#education`). Kept free of React so
 * the site runtime can read it to load the section at once for a deep link.
 */
export const ABOUT_TABS = ['overview', 'education', 'experience'] as const;

export type AboutTab = (typeof ABOUT_TABS)[number];

/** The tab a URL hash names, or null (`#main` from the skip link, no hash, …). */
export const tabFromHash = (hash: string): AboutTab | null => ABOUT_TABS.find((tab) => `#${tab}` === hash) ?? null;

/** True when the hash opens a tab other than the default, which only the script can show. */
export const needsTabAtLoad = (hash: string): boolean => {
  const tab = tabFromHash(hash);
  return tab !== null && tab !== ABOUT_TABS[0];
};
