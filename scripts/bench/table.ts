/** Shared by the bench's tables: the phone profile, the median of a few runs and a Markdown table on stdout. */
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

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** Prints a Markdown table: the first column left-aligned, the others right-aligned. */
export function printTable(header: readonly string[], rows: readonly (readonly string[])[]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: readonly string[]) => `| ${cells.map((c, i) => (i ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((w, i) => (i ? `${'-'.repeat(w + 1)}:` : '-'.repeat(w + 2))).join('|')}|`);
  rows.forEach((row) => console.log(line(row)));
}
