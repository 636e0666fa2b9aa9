/**
 * The three browser engines a visitor may use, each from Debian's packages, never a download of
 * a tool's own:
 *
 * - Chromium (`chromium`): puppeteer-core over the DevTools protocol.
 * - Firefox ESR (`firefox-esr`): puppeteer-core over WebDriver BiDi. BiDi has no touch input,
 *   no media-feature emulation and no switch for JavaScript: prefer settings a page can be
 *   given in every engine (the saved theme in localStorage, `FIREFOX_PREFS` below).
 * - WebKit (`webkit2gtk-driver`, WebKitGTK's MiniBrowser): WebDriver classic through
 *   webdriverio, under a private Xvfb display (MiniBrowser has no headless mode), started by
 *   ./webkit.ts. Classic WebDriver has no console or page-error events and no script before a
 *   page's own.
 *
 * A visitor's system settings the pages follow (`SystemPreferences`: dark colour scheme,
 * reduced motion) can be changed while Firefox and WebKit run, as the system would change them:
 * `setFirefoxPreferences` and the WebKit driver's `setPreferences` (through `xsettingsd`, Debian's
 * `xsettingsd`). Chromium emulates them over the DevTools protocol (`page.emulateMediaFeatures`).
 *
 * `TEST_ENGINES=chromium,firefox` limits the engines a test run or script uses.
 */
import { existsSync } from 'node:fs';
import puppeteer, { type Browser } from 'puppeteer-core';
import { BrowsingContext } from 'puppeteer-core/internal/bidi/core/BrowsingContext.js';

export const ENGINES = ['chromium', 'firefox', 'webkit'] as const;
export type Engine = (typeof ENGINES)[number];

/** Each engine as reports name it. */
export const ENGINE_NAMES: Readonly<Record<Engine, string>> = { chromium: 'Chromium', firefox: 'Firefox', webkit: 'WebKit' };

/** The engines this run uses: all three, or those named in TEST_ENGINES. */
export function selectedEngines(): Engine[] {
  const wanted = process.env.TEST_ENGINES?.split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  if (!wanted?.length) return [...ENGINES];
  const unknown = wanted.filter((e) => !(ENGINES as readonly string[]).includes(e));
  if (unknown.length) throw new Error(`TEST_ENGINES: unknown engine ${unknown.join(', ')} (known: ${ENGINES.join(', ')})`);
  return ENGINES.filter((e) => wanted.includes(e));
}

export const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
export const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
/** WebKitGTK's MiniBrowser, which WebKitWebDriver starts (it lives in the library's folder). */
export const MINIBROWSER =
  process.env.MINIBROWSER_PATH ??
  ['x86_64-linux-gnu', 'aarch64-linux-gnu'].map((arch) => `/usr/lib/${arch}/webkit2gtk-4.1/MiniBrowser`).find((file) => existsSync(file)) ??
  '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/** Flags for a headless Chromium in a container, as root, with no network beyond localhost. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
  '--mute-audio',
];

/** Firefox settings for tests: reduced motion (no smooth scrolling, no entrance animations), no network beyond localhost. */
export const FIREFOX_PREFS: Record<string, unknown> = {
  'ui.prefersReducedMotion': 1,
  'network.captive-portal-service.enabled': false,
  'network.connectivity-service.enabled': false,
  'browser.safebrowsing.update.enabled': false,
  'app.update.disabledForTesting': true,
  // setFirefoxPreferences opens about:config: without its warning page.
  'browser.aboutConfig.showWarning': false,
};

/**
 * Firefox's command line for tests: setFirefoxPreferences reaches Firefox's preferences through a
 * privileged page (about:config), which WebDriver BiDi opens only when allowed system access
 * (Firefox 138 and later; Debian's ESR 153 refuses it otherwise).
 */
export const FIREFOX_ARGS = ['--remote-allow-system-access'];

/** A visitor's system settings that pages follow through `prefers-color-scheme` and `prefers-reduced-motion`. */
export interface SystemPreferences {
  readonly colorScheme?: 'light' | 'dark';
  readonly reducedMotion?: 'reduce' | 'no-preference';
}

/** Firefox's preferences for these settings (what it would read from the system). */
export const firefoxPrefsFor = ({ colorScheme, reducedMotion }: SystemPreferences): Record<string, number> => ({
  ...(colorScheme && { 'ui.systemUsesDarkTheme': colorScheme === 'dark' ? 1 : 0 }),
  ...(reducedMotion && { 'ui.prefersReducedMotion': reducedMotion === 'reduce' ? 1 : 0 }),
});

interface BidiConnection {
  send(method: string, params: object): Promise<{ result: unknown }>;
}

interface Evaluated {
  readonly type: 'success' | 'exception';
  readonly result?: { readonly value?: unknown };
  readonly exceptionDetails?: { readonly text: string };
}

const evaluate = async (connection: BidiConnection, context: string, expression: string): Promise<Evaluated> =>
  (await connection.send('script.evaluate', { expression, target: { context }, awaitPromise: false })).result as Evaluated;

/**
 * A background window showing about:config, a privileged page where Firefox's own `Services`
 * is in scope: WebDriver BiDi in Firefox ESR 140 has no other way into Firefox's preferences
 * (FIREFOX_ARGS allows it to open that page).
 * Opened once per browser, in the background so that no test page loses its visibility.
 */
const privilegedWindows = new WeakMap<Browser, Promise<string>>();

async function openPrivilegedWindow(connection: BidiConnection): Promise<string> {
  const { context } = (await connection.send('browsingContext.create', { type: 'window', background: true })).result as { context: string };
  // A parent-process page never reports its load over BiDi: wait for its scope instead.
  await connection.send('browsingContext.navigate', { context, url: 'about:config', wait: 'none' });
  for (let tries = 0; tries < 500; tries++) {
    const ready = await evaluate(connection, context, 'typeof Services === "object"').catch(() => null);
    if (ready?.result?.value === true) return context;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('Firefox preferences not set: about:config did not open');
}

/**
 * Changes Firefox's preferences while it runs; open pages follow at once (a media query's
 * answer, its change event).
 */
export async function setFirefoxPreferences(browser: Browser, prefs: Readonly<Record<string, number | boolean | string>>): Promise<void> {
  // puppeteer's BiDi browser keeps its connection public at run time, not in its types.
  const { connection } = browser as unknown as { connection: BidiConnection };
  if (!privilegedWindows.has(browser)) privilegedWindows.set(browser, openPrivilegedWindow(connection));
  const context = await privilegedWindows.get(browser)!;
  const setters = { number: 'setIntPref', boolean: 'setBoolPref', string: 'setStringPref' } as const;
  const expression = Object.entries(prefs)
    .map(
      ([name, value]) =>
        `Services.prefs.${setters[typeof value as keyof typeof setters]}(${JSON.stringify(name)}, ${JSON.stringify(value)});`,
    )
    .join('\n');
  const result = await evaluate(connection, context, expression);
  if (result.type !== 'success') throw new Error(`Firefox preferences not set: ${result.exceptionDetails?.text}`);
}

export const launchBrowser = (): Promise<Browser> => puppeteer.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });

/**
 * puppeteer sets a page's screen orientation with every viewport it sets over BiDi; Firefox ESR
 * before 141 (Debian bookworm's 140) has no such command and answers "unknown command", which
 * made every `setViewport` throw. Where Firefox lacks it the viewport is set all the same and the
 * orientation left as the window's, as puppeteer already does for touch.
 */
const setScreenOrientation = BrowsingContext.prototype.setScreenOrientationOverride;
BrowsingContext.prototype.setScreenOrientationOverride = function (this: BrowsingContext, ...args) {
  return setScreenOrientation.apply(this, args).catch((error: unknown) => {
    if (!(error instanceof Error && error.message.includes('unknown command'))) throw error;
  });
};

export const launchFirefox = (prefs: Record<string, unknown> = {}): Promise<Browser> =>
  puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    args: FIREFOX_ARGS,
    extraPrefsFirefox: { ...FIREFOX_PREFS, ...prefs },
  });
