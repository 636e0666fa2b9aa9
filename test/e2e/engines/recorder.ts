/**
 * What a page did wrong, recorded the same way in every engine: a tiny classic script the test
 * server serves at `RECORDER_PATH` and puts first in every page's <head> (the pages' policy
 * allows `script-src 'self'`), so it runs before the page's own scripts. It keeps uncaught errors,
 * unhandled rejections, elements that failed to load, policy violations and every
 * console.error / console.warn call in sessionStorage, where a record survives a page change
 * (a rejection while a page is being left shows on the next page of the same origin).
 *
 * What it cannot see: messages the engine itself writes to its console (only the page's own
 * console calls are kept), and a failed load inside a shadow root (that `error` event does not
 * leave the shadow tree).
 */
export const RECORDER_PATH = '/__e2e/record.js';
/** The sessionStorage entry the records are kept in. */
export const PROBLEMS_KEY = '__e2e-problems';

export const RECORDER_SOURCE = `(() => {
  const KEY = ${JSON.stringify(PROBLEMS_KEY)};
  const text = (value) => {
    if (value instanceof Error) return value.name + ': ' + value.message;
    if (typeof value === 'string') return value;
    try { return JSON.stringify(value); } catch { return String(value); }
  };
  const record = (kind, message) => {
    try {
      const list = JSON.parse(sessionStorage.getItem(KEY) || '[]');
      list.push(kind + ': ' + message + ' (' + location.pathname + ')');
      sessionStorage.setItem(KEY, JSON.stringify(list));
    } catch {}
  };
  addEventListener('error', (event) => {
    const target = event.target;
    if (target instanceof Element) record('failed to load', '<' + target.localName + '> ' + (target.src || target.href || ''));
    else record('uncaught', event.error ? text(event.error) : event.message);
  }, true);
  addEventListener('unhandledrejection', (event) => record('unhandled rejection', text(event.reason)));
  addEventListener('securitypolicyviolation', (event) => record('CSP violation', event.violatedDirective + ' blocked ' + event.blockedURI));
  for (const level of ['error', 'warn']) {
    const original = console[level];
    console[level] = function (...args) {
      record('console.' + level, args.map(text).join(' '));
      return original.apply(this, args);
    };
  }
})();
`;

/** `html` with the recorder as the first element of its <head>. */
export const withRecorder = (html: string): string =>
  html.replace(/<head(\s[^>]*)?>/i, (head) => `${head}<script src="${RECORDER_PATH}"></script>`);

/**
 * In the page (given `PROBLEMS_KEY`): the records so far, once two frames have been drawn (what
 * the last action set off has happened; a page's very first frames can take over a second on a
 * busy machine, so at most 1.5 s), cleared.
 */
export async function readProblems(key: string): Promise<string[]> {
  const frames = new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  await Promise.race([frames, new Promise((resolve) => setTimeout(resolve, 1500))]);
  const list = JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[];
  sessionStorage.removeItem(key);
  return list;
}
