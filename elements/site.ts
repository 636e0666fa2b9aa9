/**
 * The one script every page loads: the nav and footer behaviour, and the section loader.
 * Sections listed here are interactive; each loads its own chunk (React is a shared chunk,
 * fetched once and cached across pages) when `scheduleIsland` decides it is needed.
 * `island:<tag>` names a section's built file: the build resolves it to a URL, so nothing
 * imported here is shared with the sections (this file stays one self-contained script).
 * Sections not listed (Home's hero, …) are static on the site and load no JavaScript at all.
 */
import './site-nav/site-nav.ts';
import './site-footer/site-footer.ts';
import { startIslands, type Island } from './shared/islands.ts';
import { ABOUT_TABS, needsTabAtLoad } from './portfolio-about/tabs.ts';
import { hasDraft } from './portfolio-contact/draft.ts';

const islands: Record<string, Island> = {
  // At once when the address opens a tab only the script can show (/about#education).
  // A tab chosen before the section is hydrated is written into the address, as the section does.
  'portfolio-about': {
    when: () => (needsTabAtLoad(location.hash) ? 'now' : 'interaction'),
    load: () => import('island:portfolio-about'),
    answered: (host) => history.replaceState(history.state, '', `#${ABOUT_TABS[Number(host.dataset.tab)] ?? ''}`),
  },
  'portfolio-skills': { when: 'interaction', load: () => import('island:portfolio-skills') },
  // At once when a draft waits to be put back, else on the first sign of use.
  'portfolio-contact': { when: () => (hasDraft() ? 'now' : 'interaction'), load: () => import('island:portfolio-contact') },
  'portfolio-projects': { when: 'interaction', load: () => import('island:portfolio-projects') },
};

startIslands(document, islands);
