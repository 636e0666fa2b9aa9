/**
 * About's tabs, and the URL hashes that name them on the site (`/about#education`; the address
 * itself is followed by shared/section/use-tabs.tsx, and before React by shared/runtime/tabs.ts).
 */

export const ABOUT_TABS = ['overview', 'education', 'experience'] as const;

export type AboutTab = (typeof ABOUT_TABS)[number];

/** The tab a URL hash names, or null (`#main` from the skip link, no hash, …). */
export const tabFromHash = (hash: string): AboutTab | null => ABOUT_TABS.find((tab) => `#${tab}` === hash) ?? null;
