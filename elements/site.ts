/**
 * The one script every page loads (started by elements/start-runtime.ts): the nav and footer
 * behaviour, and the section loader. The build gives it, as data, what the nav and footer show
 * (`bound:chrome`) and, for every section whose contract says when its script loads (`loadOn`),
 * that section's chunk and when it loads (`bound:islands`; React is a shared chunk, fetched once and cached across pages).
 * Until a section's chunk has arrived its first taps are answered on the prerendered markup
 * (shared/runtime/first-taps.ts). Sections without a `loadOn` are static on the site and load
 * no JavaScript at all.
 */
import chrome from 'bound:chrome';
import islands from 'bound:islands';
import { replayEarlyInput } from './shared/runtime/early-input.ts';
import { scheduleIsland } from './shared/runtime/schedule-island.ts';
import { defineSiteFooter } from './site-footer/site-footer.ts';
import { defineSiteNav } from './site-nav/site-nav.ts';

defineSiteNav(chrome);
defineSiteFooter(chrome);
for (const [tag, { src, loadOn }] of Object.entries(islands)) {
  // A chunk beside this file (a variable, not a literal: the bundler leaves the import to the browser).
  const url = new URL(src, import.meta.url).href;
  for (const host of document.querySelectorAll<HTMLElement>(tag)) void scheduleIsland(host, { loadOn, load: () => import(url) });
}
// Taps and keys made before this script ran (held by the page's head script), now answered.
replayEarlyInput();
