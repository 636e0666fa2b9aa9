/**
 * The page's inline head script (after the theme script; allowed by its CSP hash). It:
 *
 * - starts the site runtime (`elements/site.ts`, at `__RUNTIME_URL__`) without making the
 *   page's largest paint wait for it. After `load`, the next largest-contentful-paint entry says
 *   the page's main content is on screen (entries arrive once a paint has been presented); when
 *   none comes within a moment, it already was. Earlier triggers (two frames after
 *   DOMContentLoaded, `load` plus an idle callback) still ran before that paint on a busy
 *   machine. Browsers without the entry type (Safari, Firefox) start at `load`;
 * - keeps the taps and tabs keys made until then, which the runtime replays
 *   (shared/runtime/early-input.ts);
 * - handles the view transition of a page change that the engine skips (WebKit skips one on
 *   every back/forward restore and rejects its promises; unhandled, that is a page error).
 *   Engines without cross-document view transitions fire neither event: nothing to do.
 *
 * A page left while the runtime is still loading aborts the import (Firefox rejects it as the
 * navigation starts, before `pagehide`): that is no error to report (the browser itself names a
 * file that failed to load), and a page restored from the back/forward cache without its
 * runtime starts it again.
 */
import { holdEarlyInput } from './shared/runtime/early-input.ts';

declare const __RUNTIME_URL__: string;

holdEarlyInput();

// Both ends of a page change carry the transition: the page left (`pageswap`; WebKit skips its
// transition when that page comes back from the back/forward cache) and the page shown.
for (const type of ['pageswap', 'pagereveal'] as const) {
  addEventListener(type, ({ viewTransition }) => {
    if (viewTransition)
      for (const settled of [viewTransition.ready, viewTransition.finished, viewTransition.updateCallbackDone]) settled.catch(() => {});
  });
}

/** (a variable, not the constant itself: the bundler must leave this import to the browser) */
const runtimeUrl: string = __RUNTIME_URL__;
let state: 'waiting' | 'loading' | 'running' = 'waiting';
const start = () => {
  if (state !== 'waiting') return;
  state = 'loading';
  import(runtimeUrl).then(
    () => (state = 'running'),
    () => (state = 'waiting'),
  );
};
addEventListener('pageshow', ({ persisted }) => persisted && start());

addEventListener('load', () => {
  const LAST_CHANCE_MS = 250;
  if (!PerformanceObserver.supportedEntryTypes.includes('largest-contentful-paint')) return start();
  const observer = new PerformanceObserver(() => {
    observer.disconnect();
    clearTimeout(timer);
    start();
  });
  observer.observe({ type: 'largest-contentful-paint' });
  const timer = setTimeout(() => {
    observer.disconnect();
    start();
  }, LAST_CHANCE_MS);
});
