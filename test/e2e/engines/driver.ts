/**
 * One way to drive Chromium, Firefox and WebKit in the cross-engine tests and screenshots: a single
 * tab per engine that opens pages at a viewport size, runs functions in them, clicks, taps and
 * presses keys as a visitor does, waits for conditions and takes pictures.
 *
 * Chromium and Firefox run through puppeteer-core (`./puppeteer.ts`, the DevTools protocol and
 * WebDriver BiDi), WebKit through webdriverio on WebKitWebDriver (`./webdriver.ts`, classic
 * WebDriver). Classic WebDriver has no console events and runs nothing before a page's own
 * scripts, so no driver listens to the browser for problems: the test server puts a recorder at
 * the start of every page (`./recorder.ts`) and `problems()` reads what it wrote.
 */
import type { Engine } from '../../../scripts/lib/browser.ts';

export interface Viewport {
  readonly width: number;
  readonly height: number;
  /** A phone: touch input where the engine's driver has it (see `tap`). */
  readonly phone?: boolean;
}

export const DESKTOP: Viewport = { width: 1280, height: 800 };
export const PHONE: Viewport = { width: 390, height: 844, phone: true };

export type Key = 'Tab' | 'Escape' | 'ArrowRight' | 'ArrowLeft' | 'Enter';

export interface WaitOptions {
  /** Milliseconds; default 3000 (a reaction to input), longer for a script to load. */
  readonly timeout?: number;
}

export interface Driver {
  readonly engine: Engine;
  /** Sets the viewport (WebKit: the window) unless it already has that size, then loads `url` and resolves after its `load` event. */
  open(url: string, viewport?: Viewport): Promise<void>;
  /** The viewport's size as the page sees it (WebKit's window has a minimum width). */
  viewport(): Promise<{ width: number; height: number }>;
  /** Runs `fn(...args)` in the page and resolves to its (awaited, JSON-shaped) result. */
  evaluate<A extends unknown[], R>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>>;
  /** Polls `fn(...args)` in the page, through page changes, until it is truthy; throws `what` after the timeout. */
  waitFor<A extends unknown[]>(what: string, fn: (...args: A) => unknown, args: A, options?: WaitOptions): Promise<void>;
  /**
   * A real click: the pointer moves to the middle of the element (scrolled into view first), is
   * pressed and released. `selector` is CSS; ` >>> ` steps into the shadow root of what the part
   * before it matched, and each part also matches inside open shadow roots below (`findDeep`).
   */
  click(selector: string): Promise<void>;
  /** Moves the pointer over the middle of the element (scrolled into view first). */
  hover(selector: string): Promise<void>;
  /** A touch tap on a phone viewport where the driver has touch input (Chromium); a click elsewhere. */
  tap(selector: string): Promise<void>;
  press(key: Key): Promise<void>;
  /** Types `text` into the focused element a key at a time, as a visitor does (Shift held for a shifted character). */
  type(text: string): Promise<void>;
  /** Turns the mouse wheel over the point (x, y), as far as `deltaY` (pixels; down when positive). */
  wheel(x: number, y: number, deltaY: number): Promise<void>;
  back(): Promise<void>;
  forward(): Promise<void>;
  /** What the recorder wrote on this origin since the last call, after two frames; clears it. */
  problems(): Promise<string[]>;
  /** PNG of the viewport. */
  screenshot(): Promise<Buffer>;
  /**
   * Why the browser died or crashed since the last call (its process gone, a crash it or the
   * kernel logged), in one line; undefined while it runs as it should.
   */
  crashed(): Promise<string | undefined>;
  close(): Promise<void>;
}

/**
 * `fn(...args)` as an expression every engine can evaluate. tsx compiles the functions these
 * tests pass with esbuild's `__name` helper, which the page does not have: it is a parameter here.
 */
export const callExpression = (fn: (...args: never[]) => unknown, args: readonly unknown[]): string =>
  `((__name) => (${fn.toString()})(...${JSON.stringify(args)}))((f) => f)`;

/**
 * In the page: the element `selector` names (see `Driver.click`). Each part is looked for in its
 * scope's own tree first, then in the open shadow roots below it, the first one that has it.
 */
export function findDeep(selector: string): Element | null {
  const search = (root: Document | ShadowRoot | Element, part: string): Element | null => {
    const hit = root.querySelector(part);
    if (hit) return hit;
    for (const el of root.querySelectorAll('*')) {
      const inner = el.shadowRoot && search(el.shadowRoot, part);
      if (inner) return inner;
    }
    return null;
  };
  let scope: Document | ShadowRoot | Element = document;
  let found: Element | null = null;
  for (const part of selector.split('>>>').map((p) => p.trim())) {
    found = search(scope, part);
    if (!found) return null;
    scope = found.shadowRoot ?? found;
  }
  return found;
}

/**
 * Waits in the page until `fn(...args)` is truthy, trying it every 20 ms there (one round trip
 * to the browser per `chunk` ms, not one per try); a page change on the way ends that round trip
 * and the wait goes on in the next page. `run` evaluates an expression in the page.
 */
export async function waitInPage<A extends unknown[]>(
  run: (expression: string, ms: number) => Promise<unknown>,
  what: string,
  fn: (...args: A) => unknown,
  args: A,
  timeout = 3000,
  chunk = Infinity,
): Promise<void> {
  const deadline = Date.now() + timeout;
  let error: unknown;
  for (;;) {
    const left = deadline - Date.now();
    if (left <= 0)
      throw new Error(`${what}: not within ${timeout} ms${error ? ` (${error instanceof Error ? error.message : String(error)})` : ''}`);
    try {
      const ms = Math.min(left, chunk);
      if (await run(waitExpression(fn, args, ms), ms)) return;
      error = undefined;
    } catch (e) {
      // The page went away mid-wait: try again on the next one.
      error = e;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

/**
 * Loads `url` with `navigate` (which need not wait for anything) and resolves once the new page's
 * `load` has come. The page being left is marked first, so the same address opened again is not
 * taken for the new page.
 */
export async function loadPage(driver: Pick<Driver, 'evaluate' | 'waitFor'>, navigate: () => Promise<unknown>, url: string): Promise<void> {
  await driver.evaluate(() => ((window as unknown as { e2eLeft: boolean }).e2eLeft = true));
  await navigate();
  await driver.waitFor(
    `${url} loads`,
    (href) => location.href === href && document.readyState === 'complete' && !(window as unknown as { e2eLeft?: boolean }).e2eLeft,
    [url],
    { timeout: 30_000 },
  );
}

/**
 * An expression for a promise of whether `fn(...args)` became truthy within `ms` (see
 * `callExpression`). A page being left answers at once: WebKit never answers from a page that
 * went into the back/forward cache with a script still waiting.
 */
const waitExpression = (fn: (...args: never[]) => unknown, args: readonly unknown[], ms: number) => `((__name) => new Promise((resolve) => {
  const test = (${fn.toString()}), args = ${JSON.stringify(args)}, end = performance.now() + ${Math.round(ms)};
  addEventListener('pagehide', () => resolve(false), { once: true });
  const tick = async () => {
    let ok = false;
    try { ok = !!(await test(...args)); } catch {}
    if (ok || performance.now() > end) resolve(ok);
    else setTimeout(tick, 20);
  };
  tick();
}))((f) => f)`;

/** Opens a driver on a fresh browser of `engine` (one tab, kept for every test of the engine). */
export async function launchDriver(engine: Engine): Promise<Driver> {
  if (engine === 'webkit') return (await import('./webdriver.ts')).launchWebKitDriver();
  return (await import('./puppeteer.ts')).launchPuppeteerDriver(engine);
}
