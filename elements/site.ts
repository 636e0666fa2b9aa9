/**
 * The one script every page loads: the nav and footer behaviour, and the section loader.
 * Sections listed here are interactive; each loads its own chunk (React is a shared chunk,
 * fetched once and cached across pages) when `scheduleIsland` decides it is needed.
 * Sections not listed (Home's hero, …) are static on the site and load no JavaScript at all.
 */
import './site-nav/site-nav.ts';
import './site-footer/site-footer.ts';
import { startIslands, type Island } from './shared/islands.ts';

const islands: Record<string, Island> = {};

startIslands(document, islands);
