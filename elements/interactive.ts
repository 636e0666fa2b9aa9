/**
 * The sections that need their script, and when it loads (shared/islands.ts): the same rule on
 * the site (elements/site.ts) and in the embeds (shared/embed-loader.ts). Sections not listed
 * (hero, certifications, journey) are read-only: their prerendered markup is all there is.
 */
import { ABOUT_TABS, needsTabAtLoad } from './portfolio-about/tabs.ts';
import { draftKey, hasDraft } from './portfolio-contact/draft.ts';
import type { Island } from './shared/islands.ts';

export type LoadRule = Omit<Island, 'load'>;

export const interactive: Readonly<Record<string, LoadRule>> = {
  // On the site, at once when the address opens a tab only the script can show (/about#education),
  // and a tab chosen before the script came is written into the address, as the section does.
  // An embed leaves the host page's address alone.
  'portfolio-about': __EMBED__
    ? { when: 'interaction' }
    : {
        when: () => (needsTabAtLoad(location.hash) ? 'now' : 'interaction'),
        answered: (host) => history.replaceState(history.state, '', `#${ABOUT_TABS[Number(host.dataset.tab)] ?? ''}`),
      },
  'portfolio-skills': { when: 'interaction' },
  // At once when a draft of this form waits to be put back, else on the first sign of use.
  'portfolio-contact': { when: (host) => (hasDraft(draftKey(host)) ? 'now' : 'interaction') },
  'portfolio-projects': { when: 'interaction' },
};
