/**
 * The one script every page loads: the nav and footer behaviour, and the section loader. The
 * build writes its entry (scripts/build/sections.ts): it calls `startSite` with the nav and
 * footer content and, for every section folder with an `island.ts`, that section's loading rule
 * and its chunk (React is a shared chunk, fetched once and cached across pages). Until a
 * section's chunk has arrived its first taps are answered on the prerendered markup
 * (shared/runtime/early.ts). Sections without an `island.ts` are static on the site and load no
 * JavaScript at all.
 */
import type { ChromeContent } from './shared/chrome.ts';
import { replayEarlyInput } from './shared/runtime/early-input.ts';
import { startIslands, type Island } from './shared/runtime/islands.ts';
import { defineSiteFooter } from './site-footer/site-footer.ts';
import { defineSiteNav } from './site-nav/site-nav.ts';

export function startSite(chrome: ChromeContent, islands: Readonly<Record<string, Island>>): void {
  defineSiteNav(chrome);
  defineSiteFooter(chrome);
  startIslands(document, islands);
  // Taps and keys made before this script ran (held by the page's head script), now answered.
  replayEarlyInput();
}
