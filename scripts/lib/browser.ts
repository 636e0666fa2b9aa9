/**
 * The three browser engines a visitor may use, each from Debian's packages, never a download of
 * a tool's own:
 *
 * - Chromium (`chromium`): puppeteer-core over the DevTools protocol.
 * - Firefox ESR (`firefox-esr`): puppeteer-core over WebDriver BiDi. BiDi has no touch input,
 *   no media-feature emulation and no switch for JavaScript: prefer settings a page can be
 *   given in every engine (the saved theme in localStorage, `FIREFOX_PREFS` below).
 * - WebKit (`webkit2gtk-driver`, WebKitGTK's MiniBrowser): WebDriver classic through
 *   webdriverio, under a private Xvfb display (MiniBrowser has no headless mode). Classic
 *   WebDriver has no console or page-error events and no script before a page's own.
 *
 * A visitor's system settings the pages follow (`SystemPreferences`: dark colour scheme,
 * reduced motion) can be changed while Firefox and WebKit run, as the system would change them:
 * `setFirefoxPreferences` and the WebKit driver's `setPreferences` (through `xsettingsd`, Debian's
 * `xsettingsd`). Chromium emulates them over the DevTools protocol (`page.emulateMediaFeatures`).
 *
 * `TEST_ENGINES=chromium,firefox` limits the engines a test run or script uses.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import puppeteer, { type Browser } from 'puppeteer-core';
import { remote } from 'webdriverio';

export const ENGINES = ['chromium', 'firefox', 'webkit'] as const;
export type Engine = (typeof ENGINES)[number];

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
};

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

/** Launch argument that lets `setFirefoxPreferences` reach Firefox's own (privileged) windows over BiDi. */
export const FIREFOX_SYSTEM_ACCESS = '--remote-allow-system-access';

interface BidiConnection {
  send(method: string, params: object): Promise<{ result: unknown }>;
}

/**
 * Changes Firefox's preferences while it runs; open pages follow at once (a media query's
 * answer, its change event). Firefox must have been launched with `FIREFOX_SYSTEM_ACCESS`.
 */
export async function setFirefoxPreferences(browser: Browser, prefs: Readonly<Record<string, number | boolean | string>>): Promise<void> {
  // puppeteer's BiDi browser keeps its connection public at run time, not in its types.
  const { connection } = browser as unknown as { connection: BidiConnection };
  const tree = (await connection.send('browsingContext.getTree', { 'moz:scope': 'chrome', maxDepth: 0 })).result as {
    contexts: { context: string }[];
  };
  const setters = { number: 'setIntPref', boolean: 'setBoolPref', string: 'setStringPref' } as const;
  const expression = Object.entries(prefs)
    .map(
      ([name, value]) =>
        `Services.prefs.${setters[typeof value as keyof typeof setters]}(${JSON.stringify(name)}, ${JSON.stringify(value)});`,
    )
    .join('\n');
  const { result } = (await connection.send('script.evaluate', {
    expression,
    target: { context: tree.contexts[0]!.context },
    awaitPromise: false,
  })) as {
    result: { type: string; exceptionDetails?: { text: string } };
  };
  if (result.type !== 'success') throw new Error(`Firefox preferences not set: ${result.exceptionDetails?.text}`);
}

export const launchBrowser = (): Promise<Browser> => puppeteer.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });

export const launchFirefox = (prefs: Record<string, unknown> = {}): Promise<Browser> =>
  puppeteer.launch({ browser: 'firefox', executablePath: FIREFOX, headless: true, extraPrefsFirefox: { ...FIREFOX_PREFS, ...prefs } });

/** What webdriverio needs to open sessions on a running WebKitWebDriver. */
export interface WebKitDriver {
  readonly hostname: string;
  readonly port: number;
  readonly capabilities: WebdriverIO.Capabilities;
  /**
   * Changes the system settings MiniBrowser reads (GTK's theme name and animations switch, as a
   * desktop's settings daemon would); pages follow shortly after, not at once.
   */
  setPreferences(prefs: SystemPreferences): Promise<void>;
  close(): Promise<void>;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/**
 * Starts Xvfb on a display it picks itself (`-displayfd`) and resolves to that display's name.
 * Its screen is 16 px square, so that the X pointer, in the middle of it, is over the window's
 * toolbar at any window size: with no window manager, keyboard focus follows that pointer, and
 * a page in a window that has lost it matches no `:focus` (windows may be larger than the screen).
 */
function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-nolisten', 'tcp', '-screen', '0', '16x16x24'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let stderr = '';
    xvfb.stderr!.on('data', (d) => (stderr += d));
    xvfb.on('error', reject);
    xvfb.on('exit', (code) => reject(new Error(`Xvfb exited (${code}) before it had a display: ${stderr.trim()}`)));
    (xvfb.stdio[3] as NodeJS.ReadableStream).once('data', (d) => resolve({ display: `:${String(d).trim()}`, process: xvfb }));
  });
}

async function waitForDriver(url: string, driver: ChildProcess): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited with code ${driver.exitCode}`);
    try {
      const status = (await (await fetch(`${url}/status`)).json()) as { value?: { ready?: boolean } };
      if (status.value?.ready !== false) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('WebKitWebDriver did not answer within 20 s');
}

/** The XSETTINGS GTK reads for these preferences, in xsettingsd's configuration format. */
const xsettings = ({ colorScheme, reducedMotion }: SystemPreferences) =>
  `Net/ThemeName "${colorScheme === 'dark' ? 'Adwaita-dark' : 'Adwaita'}"\nGtk/EnableAnimations ${reducedMotion === 'reduce' ? 0 : 1}\n`;

/** Starts xsettingsd on `display` with the settings in `file`, resolved once it serves them. */
function startXsettingsd(display: string, file: string): Promise<ChildProcess> {
  const daemon = spawn('xsettingsd', [`--config=${file}`], {
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, DISPLAY: display },
  });
  return new Promise((resolve, reject) => {
    let stderr = '';
    daemon.on('error', reject);
    daemon.on('exit', (code) => reject(new Error(`xsettingsd exited (${code}): ${stderr.trim()}`)));
    daemon.stderr!.on('data', (d) => {
      stderr += d;
      if (stderr.includes('Took ownership')) resolve(daemon);
    });
  });
}

/**
 * GTK styles for MiniBrowser's own widgets: without them its toolbar keeps the window at least
 * 447 px wide, wider than a phone. Pages are not styled by GTK.
 */
const GTK_CSS = '* { min-width: 0; min-height: 0; margin: 0; padding: 0; border-width: 0; font-size: 1px; }\n';

/**
 * Xvfb, xsettingsd and WebKitWebDriver, running until `close()`; sessions are opened with
 * webdriverio's `remote`. The system settings start light, with animations.
 */
export async function startWebKitDriver(): Promise<WebKitDriver> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'webkit-'));
  await mkdir(path.join(dir, 'gtk-3.0'));
  await writeFile(path.join(dir, 'gtk-3.0', 'gtk.css'), GTK_CSS);
  const settingsFile = path.join(dir, 'xsettingsd.conf');
  let settings: SystemPreferences = {};
  await writeFile(settingsFile, xsettings(settings));
  const processes: ChildProcess[] = [];
  const cleanUp = () => {
    for (const child of processes.splice(0).reverse()) child.kill();
    rmSync(dir, { recursive: true, force: true });
  };
  // Also when the process ends without close() (a test runner's exit): no Xvfb outlives it.
  process.once('exit', cleanUp);
  const stop = async () => {
    process.off('exit', cleanUp);
    cleanUp();
  };
  const port = await freePort();
  let daemon: ChildProcess;
  try {
    const xvfb = await startXvfb();
    processes.push(xvfb.process);
    daemon = await startXsettingsd(xvfb.display, settingsFile);
    processes.push(daemon);
    const driver = spawn(WEBKIT_DRIVER, [`--port=${port}`], {
      stdio: 'ignore',
      env: { ...process.env, DISPLAY: xvfb.display, XDG_CONFIG_HOME: dir },
    });
    processes.push(driver);
    await waitForDriver(`http://127.0.0.1:${port}`, driver);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    hostname: '127.0.0.1',
    port,
    capabilities: {
      browserName: 'MiniBrowser',
      // webdriverio asks for BiDi by default; WebKitWebDriver's sessions are classic only.
      'wdio:enforceWebDriverClassic': true,
      'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
    } as WebdriverIO.Capabilities,
    async setPreferences(prefs) {
      settings = { ...settings, ...prefs };
      await writeFile(settingsFile, xsettings(settings));
      daemon.kill('SIGHUP'); // xsettingsd reads its file again
    },
    close: stop,
  };
}

/** One WebKit session on its own driver; `deleteSession()` then `driver.close()` end it. */
export async function launchWebKit(): Promise<{ browser: WebdriverIO.Browser; driver: WebKitDriver }> {
  const driver = await startWebKitDriver();
  const browser = await remote({ hostname: driver.hostname, port: driver.port, capabilities: driver.capabilities, logLevel: 'error' });
  return { browser, driver };
}
