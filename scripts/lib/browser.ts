/** Debian's Chromium driven by puppeteer-core: one launch shared by a script or test file. */
import puppeteer, { type Browser } from 'puppeteer-core';

export const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';

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

export const launchBrowser = (): Promise<Browser> =>
  puppeteer.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
