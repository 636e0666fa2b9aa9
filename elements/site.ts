/**
 * The one script every page loads: the nav and footer behaviour, and the section loader.
 * Interactive sections (elements/interactive.ts) each load their own chunk (React is a shared
 * chunk, fetched once and cached across pages) when `scheduleIsland` decides it is needed; until
 * then their first taps are answered on the prerendered markup (shared/early.ts).
 * `island:<tag>` names a section's built file: the build resolves it to a URL, so nothing
 * imported here is shared with the sections (this file stays one self-contained script).
 * Sections not listed are static on the site and load no JavaScript at all.
 */
import './site-nav/site-nav.ts';
import './site-footer/site-footer.ts';
import { interactive } from './interactive.ts';
import { replayEarlyInput } from './shared/early-input.ts';
import { startIslands, type Island } from './shared/islands.ts';

const load: Record<string, Island['load']> = {
  'portfolio-about': () => import('island:portfolio-about'),
  'portfolio-skills': () => import('island:portfolio-skills'),
  'portfolio-contact': () => import('island:portfolio-contact'),
  'portfolio-projects': () => import('island:portfolio-projects'),
};

startIslands(document, Object.fromEntries(Object.entries(interactive).map(([tag, rule]) => [tag, { ...rule, load: load[tag]! }])));
// Taps and keys made before this script ran (held by the page's head script), now answered.
replayEarlyInput();
