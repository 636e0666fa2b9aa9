/**
 * The browser tests' engines (Node side; used by web-test-runner.config.mjs): a launcher per
 * engine of scripts/lib/browser.ts, and the commands test/support/commands.ts sends, which do
 * the same thing in every engine:
 *
 * - `engine-viewport`: the viewport's size (puppeteer's setViewport; WebKit: the window's size).
 * - `engine-preferences`: the visitor's system settings, colour scheme and reduced motion
 *   (Chromium: DevTools emulation; Firefox: its preferences; WebKit: its GTK settings). Resolves
 *   once the page's media queries answer accordingly.
 * - `engine-keys`: key presses, typing and a held key (web-test-runner's own sendKeys types
 *   with every key held down at once over WebDriver, and cannot hold one).
 * - `engine-name`: which engine the page runs in, for the few steps one engine's driver cannot
 *   take (each test says which and why).
 *
 * Each engine starts like Chromium does: an 800 × 600 viewport, light, with motion.
 */
import type { BasicTestSession, BrowserLauncher, TestRunnerCoreConfig, TestRunnerPlugin } from '@web/test-runner';
import { ChromeLauncher, chromeLauncher } from '@web/test-runner-chrome';
import { WebdriverLauncher } from '@web/test-runner-webdriver';
import * as puppeteerCore from 'puppeteer-core';
import type { KeyInput, Page } from 'puppeteer-core';
import { Key } from 'webdriverio';
import {
  CHROMIUM,
  CHROMIUM_ARGS,
  ENGINE_NAMES,
  FIREFOX,
  FIREFOX_PREFS,
  FIREFOX_ARGS,
  firefoxPrefsFor,
  setFirefoxPreferences,
  type Engine,
  type SystemPreferences,
} from '../../scripts/lib/browser.ts';
import { noteCrash } from '../../scripts/lib/test-results/crashes.ts';
import { startWebKitDriver, type CrashMark, type WebKitDriver } from '../../scripts/lib/webkit.ts';
import { stroke, typing } from './key-actions.ts';

export interface Viewport {
  readonly width: number;
  readonly height: number;
}

/** What test/support/commands.ts's sendKeys takes: one of these. */
export type KeysPayload = { readonly type: string } | { readonly press: string } | { readonly down: string } | { readonly up: string };

/** The size web-test-runner's puppeteer launchers give each test file's page. */
const VIEWPORT: Viewport = { width: 800, height: 600 };

/** A media query true when the page sees these preferences. */
const mediaQuery = ({ colorScheme, reducedMotion }: SystemPreferences) =>
  [colorScheme && `(prefers-color-scheme: ${colorScheme})`, reducedMotion && `(prefers-reduced-motion: ${reducedMotion})`]
    .filter(Boolean)
    .join(' and ') || 'all';

/** Resolves once `condition` does, checking every 20 ms for up to 5 s. */
async function until(condition: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 5000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen within 5 s`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** What web-test-runner's WebdriverLauncher keeps private and the WebKit launcher needs. */
interface WebdriverLauncherInternals {
  readonly driver?: WebdriverIO.Browser;
  ensureManagerInitialized(): Promise<void>;
}

/** An error's first words: "invalid session id" of "invalid session id: WebDriverError: …". */
const brief = (error: unknown) => (error instanceof Error ? error.message : String(error)).split(/[:\n]/)[0]!.trim();

/** How long a browser that still runs takes at most to answer a trivial script. */
const ANSWER_WITHIN = 10_000;

/**
 * WebKitGTK's MiniBrowser over WebDriver classic, one window for every test file. Its driver,
 * Xvfb and settings daemon start with the run and stop with it, and start afresh for the next
 * file when the browser died under one: that file's crash is noted with its cause
 * (scripts/lib/test-results/crashes.ts), so that it is run once more, and the files after it
 * are not failed by a dead session.
 */
class WebKitLauncher extends WebdriverLauncher {
  readonly #options: { capabilities: WebdriverIO.Capabilities };
  #webkit?: WebKitDriver;
  /** Where each running session's browser life began, to look for signs of a crash since. */
  readonly #marks = new Map<string, CrashMark>();
  /** The browser is known to be gone: start it again before the next file. */
  #dead = false;

  constructor(options = { capabilities: {} }) {
    super(options);
    this.#options = options;
  }

  get #internals() {
    return this as unknown as WebdriverLauncherInternals;
  }

  get #driver() {
    const driver = this.#internals.driver;
    if (!driver) throw new Error('WebKit has no session yet');
    return driver;
  }

  /** The process id of the WebDriver server MiniBrowser runs under (its child). */
  get driverPid(): number | undefined {
    return this.#webkit?.pid;
  }

  override async initialize(config: TestRunnerCoreConfig): Promise<void> {
    await this.#startWebKit();
    await super.initialize(config);
    this.name = ENGINE_NAMES.webkit;
  }

  async #startWebKit(): Promise<void> {
    this.#webkit = await startWebKitDriver();
    const { hostname, port, capabilities } = this.#webkit;
    Object.assign(this.#options, { hostname, port, capabilities });
  }

  /** Whether the session's browser still runs scripts. */
  async #answers(): Promise<boolean> {
    const driver = this.#internals.driver;
    if (!driver) return false;
    const answer = driver
      .execute(() => 1)
      .then(
        (one) => one === 1,
        () => false,
      );
    const late = new Promise<false>((resolve) => setTimeout(resolve, ANSWER_WITHIN, false).unref());
    return Promise.race([answer, late]);
  }

  /** A new WebKitWebDriver, Xvfb and MiniBrowser in place of the ones that died. */
  async #restart(): Promise<void> {
    await super.stop();
    await this.#webkit?.close();
    await this.#startWebKit();
    this.#dead = false;
  }

  /** After a session failed: notes the crash, if its browser died or logged one since the session began. */
  async #checkAfter(id: string, error: unknown): Promise<void> {
    const alive = await this.#answers();
    const mark = this.#marks.get(id);
    const logged = mark && (await this.#webkit?.crashSince(mark));
    if (!alive) this.#dead = true;
    const cause = logged ?? (alive ? undefined : `no answer from the browser (${brief(error)})`);
    if (cause) noteCrash(id, 'webkit', cause);
  }

  override async startSession(id: string, url: string): Promise<void> {
    if (this.#dead || (this.#internals.driver && !(await this.#answers()))) await this.#restart();
    try {
      await this.#internals.ensureManagerInitialized();
      this.#marks.set(id, this.#webkit!.mark());
      await this.setViewport(VIEWPORT);
      await super.startSession(id, url);
    } catch (error) {
      await this.#checkAfter(id, error);
      throw error;
    }
  }

  override async stopSession(id: string): ReturnType<WebdriverLauncher['stopSession']> {
    try {
      const result = await super.stopSession(id);
      // A web process may crash and be replaced with the page still answering: the session's
      // tests were interrupted all the same.
      const mark = this.#marks.get(id);
      const logged = mark && (await this.#webkit?.crashSince(mark));
      if (logged) noteCrash(id, 'webkit', logged);
      return result;
    } catch (error) {
      await this.#checkAfter(id, error);
      throw error;
    } finally {
      this.#marks.delete(id);
    }
  }

  override async stop(): Promise<void> {
    await super.stop();
    await this.#webkit?.close();
  }

  /** Sizes the window so that its page gets `viewport` (the window adds MiniBrowser's toolbar). */
  async setViewport({ width, height }: Viewport): Promise<void> {
    const driver = this.#driver;
    const size = () => driver.execute(() => [innerWidth, innerHeight, outerWidth - innerWidth, outerHeight - innerHeight]);
    const [, , chromeWidth, chromeHeight] = await size();
    await driver.setWindowRect(null, null, width + chromeWidth!, height + chromeHeight!);
    await until(async () => {
      const [w, h] = await size();
      return w === width && h === height;
    }, `a ${width} × ${height} viewport`);
  }

  async setPreferences(prefs: SystemPreferences): Promise<void> {
    await this.#webkit!.setPreferences(prefs);
    const query = mediaQuery(prefs);
    await until(() => this.#driver.execute((q) => matchMedia(q).matches, query), `WebKit's ${query}`);
  }

  async keys(payload: KeysPayload): Promise<void> {
    const key = (name: string) => (Key as Record<string, string>)[name] ?? name;
    const actions =
      'type' in payload
        ? typing(payload.type)
        : 'press' in payload
          ? stroke(key(payload.press))
          : 'down' in payload
            ? [{ type: 'keyDown', value: key(payload.down) }]
            : [{ type: 'keyUp', value: key(payload.up) }];
    // One input source across calls, so that a key held down stays down until its keyUp.
    await this.#driver.performActions([{ type: 'key', id: 'keyboard', actions }]);
  }
}

const puppeteerLauncher = (launchOptions: puppeteerCore.LaunchOptions) =>
  chromeLauncher({ puppeteer: puppeteerCore, launchOptions: { headless: true, ...launchOptions } });

const LAUNCHERS: Record<Engine, () => BrowserLauncher> = {
  chromium: () => puppeteerLauncher({ executablePath: CHROMIUM, args: CHROMIUM_ARGS }),
  firefox: () =>
    puppeteerLauncher({
      browser: 'firefox',
      executablePath: FIREFOX,
      args: FIREFOX_ARGS,
      // Like Chromium: the light scheme, and motion (FIREFOX_PREFS reduces it for the page tests).
      extraPrefsFirefox: { ...FIREFOX_PREFS, ...firefoxPrefsFor({ colorScheme: 'light', reducedMotion: 'no-preference' }) },
    }),
  // web-test-runner's own types disagree under exactOptionalPropertyTypes (testCoverage?: …).
  webkit: () => new WebKitLauncher() as unknown as BrowserLauncher,
};

export const launcherFor = (engine: Engine): BrowserLauncher => LAUNCHERS[engine]();

async function puppeteerPreferences(launcher: ChromeLauncher, page: Page, prefs: SystemPreferences): Promise<void> {
  if (launcher.name === 'Firefox') await setFirefoxPreferences(page.browser(), firefoxPrefsFor(prefs));
  else {
    await page.emulateMediaFeatures([
      ...(prefs.colorScheme ? [{ name: 'prefers-color-scheme', value: prefs.colorScheme }] : []),
      ...(prefs.reducedMotion ? [{ name: 'prefers-reduced-motion', value: prefs.reducedMotion }] : []),
    ]);
  }
  const query = mediaQuery(prefs);
  await until(() => page.evaluate((q) => matchMedia(q).matches, query), `${launcher.name}'s ${query}`);
}

async function puppeteerKeys({ keyboard }: Page, payload: KeysPayload): Promise<void> {
  if ('type' in payload) await keyboard.type(payload.type);
  else if ('press' in payload) await keyboard.press(payload.press as KeyInput);
  else if ('down' in payload) await keyboard.down(payload.down as KeyInput);
  else await keyboard.up(payload.up as KeyInput);
}

/** Runs one engine command in the session's browser. */
async function run(session: BasicTestSession, command: string, payload: unknown): Promise<unknown> {
  const launcher = session.browser;
  if (command === 'engine-name')
    return launcher instanceof WebKitLauncher ? 'webkit' : launcher.name === 'Firefox' ? 'firefox' : 'chromium';
  if (launcher instanceof WebKitLauncher) {
    if (command === 'engine-viewport') return launcher.setViewport(payload as Viewport);
    if (command === 'engine-preferences') return launcher.setPreferences(payload as SystemPreferences);
    return launcher.keys(payload as KeysPayload);
  }
  if (!(launcher instanceof ChromeLauncher)) throw new Error(`${command}: no support for ${launcher.name}`);
  const page = launcher.getPage(session.id);
  if (command === 'engine-viewport') return page.setViewport(payload as Viewport);
  if (command === 'engine-preferences') return puppeteerPreferences(launcher, page, payload as SystemPreferences);
  return puppeteerKeys(page, payload as KeysPayload);
}

/** The plugin that answers test/support/commands.ts. */
export function engineCommands(): TestRunnerPlugin {
  return {
    name: 'engine-commands',
    async executeCommand({ command, payload, session }) {
      if (!['engine-viewport', 'engine-preferences', 'engine-keys', 'engine-name'].includes(command)) return undefined;
      return (await run(session, command, payload)) ?? true;
    },
  };
}
