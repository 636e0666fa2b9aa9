/** The bench's phone profile, shared by its Chromium tables: 4x CPU slowdown and a phone's network, over the DevTools protocol. */
import type { Page } from 'puppeteer-core';

/** The phone profile's CDP settings: 4x CPU slowdown, 150 ms round trip, 1.6 Mbps down, 0.75 Mbps up. */
const PHONE = { cpu: 4, latency: 150, downloadThroughput: 200_000, uploadThroughput: 93_750 } as const;

/** Puts a page on the phone profile: 4x CPU slowdown and the phone's network. */
export async function emulatePhone(page: Page): Promise<void> {
  const cdp = await page.createCDPSession();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpu });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE.latency,
    downloadThroughput: PHONE.downloadThroughput,
    uploadThroughput: PHONE.uploadThroughput,
  });
}

/** A phone's screen (390×844 CSS px, touch) on the phone profile. */
export async function phonePage(page: Page): Promise<void> {
  await page.setViewport({ width: 390, height: 844, isMobile: true, hasTouch: true, deviceScaleFactor: 1 });
  await emulatePhone(page);
}
