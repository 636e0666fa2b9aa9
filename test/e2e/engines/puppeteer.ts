/**
 * The driver over puppeteer-core: Chromium through the DevTools protocol, Firefox ESR through
 * WebDriver BiDi. Both keep the visitor's default motion settings, as WebKit must (it cannot
 * emulate media features): Firefox's test profile asks for reduced motion, which is undone here.
 *
 * Chromium does not prerender pages here (see below): puppeteer would lose the page it drives.
 * BiDi has no touch input, so on Firefox a phone viewport is a narrow window driven by mouse
 * clicks (`tap` clicks); Chromium emulates a touch phone (`isMobile`, `hasTouch`) and taps.
 */
import type { Browser, ElementHandle, Frame, Page } from 'puppeteer-core';
import { launchBrowser, launchFirefox } from '../../../scripts/lib/browser.ts';
import { callExpression, DESKTOP, findDeep, loadPage, waitInPage, type Driver, type Key, type Viewport } from './driver.ts';
import { PROBLEMS_KEY, readProblems } from './recorder.ts';

export async function launchPuppeteerDriver(engine: 'chromium' | 'firefox'): Promise<Driver> {
  const browser: Browser = engine === 'chromium' ? await launchBrowser() : await launchFirefox({ 'ui.prefersReducedMotion': 0 });
  // A tab of our own: Firefox's first tab never has focus here (no focus events, `hasFocus()` false).
  const page: Page = await browser.newPage();
  const touch = engine === 'chromium';
  // Chromium swaps a prerendered page in for the one puppeteer holds (a nav link's pointerdown
  // starts one, by the speculation rules); a client watching preloading keeps it to prefetching.
  if (engine === 'chromium') await (await page.createCDPSession()).send('Preload.enable');
  let current: Viewport | undefined;

  const element = async (selector: string) => {
    const handle = (await page.evaluateHandle(callExpression(findDeep, [selector]))).asElement();
    if (!handle) throw new Error(`no element matches ${selector}`);
    return handle as ElementHandle<Element>;
  };

  /**
   * Evaluates `expression`, which takes up to `ms`, in the page. Over BiDi an evaluation whose
   * page goes away never settles: no answer in time is an error, and so is (for a wait, which is
   * tried again) a page change, even within the document.
   */
  const evaluate = (expression: string, ms: number, endOnPageChange = false) =>
    new Promise<unknown>((resolve, reject) => {
      const changed = (frame: Frame) => frame === page.mainFrame() && stop(new Error('the page changed'));
      const timer = setTimeout(() => stop(new Error('no answer from the page')), ms + 2000);
      const stop = (error?: Error, value?: unknown) => {
        clearTimeout(timer);
        page.off('framenavigated', changed);
        if (error) reject(error);
        else resolve(value);
      };
      if (endOnPageChange) page.on('framenavigated', changed);
      page.evaluate(expression).then((value) => stop(undefined, value), stop);
    });

  const driver: Driver = {
    engine,
    async open(url, viewport = DESKTOP) {
      if (current !== viewport) {
        const phone = touch && !!viewport.phone;
        await page.setViewport({ width: viewport.width, height: viewport.height, deviceScaleFactor: 1, isMobile: phone, hasTouch: phone });
        current = viewport;
      }
      // Not puppeteer's own wait: over BiDi, after a page came back from the back/forward cache,
      // the next goto() waits for a navigation that never ends.
      await loadPage(driver, async () => void page.goto(url, { waitUntil: 'load', timeout: 60_000 }).catch(() => {}), url);
    },
    viewport: () => driver.evaluate(() => ({ width: innerWidth, height: innerHeight })),
    evaluate: (fn, ...args) => evaluate(callExpression(fn, args), 5000) as never,
    waitFor: (what, fn, args, { timeout } = {}) => waitInPage((expression, ms) => evaluate(expression, ms, true), what, fn, args, timeout),
    async click(selector) {
      await (await element(selector)).click();
    },
    async hover(selector) {
      await (await element(selector)).hover();
    },
    async tap(selector) {
      const target = await element(selector);
      await (touch && current?.phone ? target.tap() : target.click());
    },
    press: (key: Key) => page.keyboard.press(key),
    type: (text) => page.keyboard.type(text),
    async wheel(x, y, deltaY) {
      await page.mouse.move(x, y);
      await page.mouse.wheel({ deltaY });
    },
    // As the browser's own buttons would; puppeteer's goBack() waits for a `load` that a page
    // restored from the back/forward cache never fires (over BiDi it times out).
    back: async () => void (await page.evaluate('history.back()')),
    forward: async () => void (await page.evaluate('history.forward()')),
    problems: () => driver.evaluate(readProblems, PROBLEMS_KEY),
    screenshot: async () => Buffer.from(await page.screenshot({ type: 'png' })),
    async crashed() {
      if (browser.connected) return undefined;
      const ended = browser.process();
      return `the browser disconnected${ended?.signalCode ? ` (${ended.signalCode})` : ended?.exitCode != null ? ` (exit code ${ended.exitCode})` : ''}`;
    },
    close: () => browser.close(),
  };
  return driver;
}
