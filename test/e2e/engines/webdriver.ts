/**
 * The driver over webdriverio for WebKit: WebKitGTK's MiniBrowser on WebKitWebDriver (classic
 * WebDriver) under a private Xvfb.
 *
 * What it cannot do like a visitor, and what stands in:
 * - No touch: MiniBrowser is a desktop browser. A phone viewport is a window as narrow as a
 *   phone (scripts/lib/browser.ts lets its toolbar shrink that far), driven by mouse clicks
 *   (`tap` clicks).
 * - No wheel from WebKitWebDriver, which accepts wheel actions and does nothing: the wheel is
 *   turned on MiniBrowser's X display instead (./x-wheel.ts), as a visitor's mouse turns it.
 * - No console events and no script before the page's own: problems come from the recorder the
 *   test server puts in every page (./recorder.ts), as in the other engines.
 *
 * The session's page load strategy is `none`: with `normal`, WebKitWebDriver waits for every
 * request a page has started, `load` or not, so a page whose script a test holds back would
 * never finish opening. `open` waits for the new page's `load` itself (`loadPage`).
 */
import { Key as Keys, remote } from 'webdriverio';
import { startWebKitDriver } from '../../../scripts/lib/webkit.ts';
import { typing } from '../../support/key-actions.ts';
import { callExpression, DESKTOP, findDeep, loadPage, waitInPage, type Driver, type Key, type Viewport } from './driver.ts';
import { PROBLEMS_KEY, readProblems } from './recorder.ts';
import { connectXWheel } from './x-wheel.ts';

/** Pixels a page scrolls for each notch of the wheel, about (WebKitGTK scrolls some 70). */
const PIXELS_PER_NOTCH = 100;

const KEYS: Record<Key, string> = {
  Tab: Keys.Tab,
  Escape: Keys.Escape,
  ArrowRight: Keys.ArrowRight,
  ArrowLeft: Keys.ArrowLeft,
  Enter: Keys.Enter,
};

export async function launchWebKitDriver(): Promise<Driver> {
  const webDriver = await startWebKitDriver();
  const browser = await remote({
    hostname: webDriver.hostname,
    port: webDriver.port,
    capabilities: { ...webDriver.capabilities, pageLoadStrategy: 'none' },
    logLevel: 'error',
  });
  // A script whose page goes away gets no answer until this timeout, and holds the session till
  // then: waits run in the page half a second at a time (`waitInPage`), well within it, and no
  // script takes longer (`readProblems` waits 1.5 s at most).
  await browser.setTimeout({ script: 3000 });
  const xWheel = await connectXWheel(webDriver.display);
  let current: Viewport | undefined;
  let mark = webDriver.mark();

  /**
   * The page's size once two reads 50 ms apart agree: right after a resize, a page between two
   * states answers with nothing, or with its old size.
   */
  const settledViewport = async () => {
    let last: Viewport | null = null;
    for (let tries = 0; tries < 40; tries++) {
      const inner = await driver.viewport().catch(() => null);
      const valid = inner && Number.isFinite(inner.width) && Number.isFinite(inner.height);
      if (valid && last && inner.width === last.width && inner.height === last.height) return inner;
      last = valid ? inner : null;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error("WebKit's window did not settle on a size");
  };

  /** Sizes the window so the page gets `viewport` (the window's own bars take some of it). */
  const resize = async ({ width, height }: Viewport) => {
    await browser.setWindowSize(width, height);
    for (let tries = 0; tries < 5; tries++) {
      const inner = await settledViewport();
      if (inner.width === width && inner.height === height) return;
      const outer = await browser.getWindowSize();
      await browser.setWindowSize(Math.max(1, outer.width + width - inner.width), Math.max(1, outer.height + height - inner.height));
    }
    throw new Error(`WebKit's window did not give the page ${width} × ${height}`);
  };

  const element = async (selector: string) => {
    const reference = await browser.execute(`return ${callExpression(findDeep, [selector])}`);
    if (!reference) throw new Error(`no element matches ${selector}`);
    return browser.$(reference as unknown as WebdriverIO.Element);
  };

  const driver: Driver = {
    engine: 'webkit',
    async open(url, viewport = DESKTOP) {
      if (current !== viewport) {
        // A window is sized on a page; the first one is blank.
        await resize(viewport);
        current = viewport;
      }
      await loadPage(driver, () => browser.url(url), url);
    },
    viewport: () => driver.evaluate(() => ({ width: innerWidth, height: innerHeight })),
    evaluate: (fn, ...args) => browser.execute(`return ${callExpression(fn, args)}`) as never,
    waitFor: (what, fn, args, { timeout } = {}) =>
      waitInPage((expression) => browser.execute(`return ${expression}`), what, fn, args, timeout, 500),
    async click(selector) {
      await (await element(selector)).click();
    },
    async hover(selector) {
      await (await element(selector)).moveTo();
    },
    tap: (selector) => driver.click(selector),
    press: (key) => browser.keys(KEYS[key]),
    type: (text) => browser.performActions([{ type: 'key', id: 'keyboard', actions: typing(text) }]),
    async wheel(x, y, deltaY) {
      const [outer, page] = await Promise.all([browser.getWindowSize(), driver.viewport()]);
      const notches = Math.sign(deltaY) * Math.max(1, Math.round(Math.abs(deltaY) / PIXELS_PER_NOTCH));
      await xWheel.turn({ ...outer, top: outer.height - page.height }, x, y, notches);
    },
    back: () => browser.back(),
    forward: () => browser.forward(),
    problems: () => driver.evaluate(readProblems, PROBLEMS_KEY),
    screenshot: async () => Buffer.from(await browser.takeScreenshot(), 'base64'),
    async crashed() {
      const answers = await browser.execute('return 1').then(
        () => true,
        () => false,
      );
      const logged = await webDriver.crashSince(mark);
      mark = webDriver.mark();
      return logged ?? (answers ? undefined : 'no answer from the browser');
    },
    async close() {
      xWheel.close();
      await browser.deleteSession();
      await webDriver.close();
    },
  };
  return driver;
}
