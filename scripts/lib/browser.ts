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
 * `TEST_ENGINES=chromium,firefox` limits the engines a test run or script uses.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import puppeteer, { type Browser } from 'puppeteer-core';
import { remote } from 'webdriverio';

export const ENGINES = ['chromium', 'firefox', 'webkit'] as const;
export type Engine = (typeof ENGINES)[number];

/** The engines this run uses: all three, or those named in TEST_ENGINES. */
export function selectedEngines(): Engine[] {
  const wanted = process.env.TEST_ENGINES?.split(',').map((e) => e.trim()).filter(Boolean);
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

export const launchBrowser = (): Promise<Browser> => puppeteer.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });

export const launchFirefox = (prefs: Record<string, unknown> = {}): Promise<Browser> =>
  puppeteer.launch({ browser: 'firefox', executablePath: FIREFOX, headless: true, extraPrefsFirefox: { ...FIREFOX_PREFS, ...prefs } });

/** What webdriverio needs to open sessions on a running WebKitWebDriver. */
export interface WebKitDriver {
  readonly hostname: string;
  readonly port: number;
  readonly capabilities: WebdriverIO.Capabilities;
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

/** Starts Xvfb on a display it picks itself (`-displayfd`) and resolves to that display's name. */
function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-nolisten', 'tcp', '-screen', '0', '1920x1080x24'], { stdio: ['ignore', 'ignore', 'pipe', 'pipe'] });
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

/** Xvfb and WebKitWebDriver, running until `close()`; sessions are opened with webdriverio's `remote`. */
export async function startWebKitDriver(): Promise<WebKitDriver> {
  const xvfb = await startXvfb();
  const port = await freePort();
  const driver = spawn(WEBKIT_DRIVER, [`--port=${port}`], { stdio: 'ignore', env: { ...process.env, DISPLAY: xvfb.display } });
  try {
    await waitForDriver(`http://127.0.0.1:${port}`, driver);
  } catch (error) {
    driver.kill();
    xvfb.process.kill();
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
    async close() {
      driver.kill();
      xvfb.process.kill();
    },
  };
}

/** One WebKit session on its own driver; `deleteSession()` then `driver.close()` end it. */
export async function launchWebKit(): Promise<{ browser: WebdriverIO.Browser; driver: WebKitDriver }> {
  const driver = await startWebKitDriver();
  const browser = await remote({ hostname: driver.hostname, port: driver.port, capabilities: driver.capabilities, logLevel: 'error' });
  return { browser, driver };
}
