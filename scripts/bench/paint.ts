/**
 * Page code: the page's first contentful paint by the engine's own paint timing, in ms from the
 * start of navigation, waiting up to 2 s for its entry (it is queued once the frame is presented,
 * which on a busy machine can come after `load`); null when the engine reports none. Written
 * without named inner functions, so that it runs as sent by puppeteer and by the engine drivers.
 */
export function firstContentfulPaint(): Promise<number | null> {
  return new Promise((resolve) => {
    const start = performance.now();
    const timer = setInterval(() => {
      const entry = performance.getEntriesByName('first-contentful-paint')[0];
      if (!entry && performance.now() - start < 2000) return;
      clearInterval(timer);
      resolve(entry ? entry.startTime : null);
    }, 20);
  });
}
