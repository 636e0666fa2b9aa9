/**
 * Starts the site runtime (`elements/site.ts`, at `__RUNTIME_URL__`) without making the page's
 * largest paint wait for it. Inlined in <head> by the build, allowed by its CSP hash.
 *
 * After `load`, the next largest-contentful-paint entry says the page's main content is on
 * screen (entries arrive once a paint has been presented); when none comes within a moment, it
 * already was. Earlier triggers (two frames after DOMContentLoaded, `load` plus an idle
 * callback) still ran before that paint on a busy machine. Browsers without the entry type
 * start at `load`.
 */
declare const __RUNTIME_URL__: string;

// (no top-level declarations: this is a classic script, they would become page globals)
addEventListener('load', () => {
  const LAST_CHANCE_MS = 250;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const observer = new PerformanceObserver(() => start());
  const start = () => {
    observer.disconnect();
    clearTimeout(timer);
    void import(__RUNTIME_URL__);
  };
  if (!PerformanceObserver.supportedEntryTypes.includes('largest-contentful-paint')) return start();
  observer.observe({ type: 'largest-contentful-paint' });
  timer = setTimeout(start, LAST_CHANCE_MS);
});
