/**
 * What each page weighs before a visitor does anything: its HTML and CSS gzipped (the page and
 * the stylesheets it links, read from the build, gzip level 9) against the 14 KB budget, and
 * what it fetches once loaded and left alone (Chromium, a 390×844 phone screen, cold cache,
 * until the network has been idle for a second): JavaScript and web-font files, by their
 * transferred body (gzipped where the server gzips). The font column shows when a site has one.
 * Bytes do not drift with the machine's load: one load per page and site.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'puppeteer-core';
import { sourceElements } from '../build/html.ts';
import { pageFile, pageUrl, type BenchPage, type Site } from './sites.ts';
import { cell, HTML_CSS_BUDGET, printTable } from './table.ts';

interface Weight {
  readonly htmlCss: number;
  readonly js: number;
  readonly font: number;
}

const gz = (data: string | Buffer) => gzipSync(data, { level: 9 }).length;

/** The page's HTML and the stylesheets it links, each gzipped, in bytes. */
async function htmlCssBytes(site: Site, page: BenchPage): Promise<number> {
  const html = await readFile(pageFile(site, page), 'utf8');
  const stylesheets = sourceElements(html, (tag) => tag === 'link').filter((link) => link.attributes.rel === 'stylesheet');
  const css = await Promise.all(stylesheets.map((link) => readFile(path.join(site.dir, link.attributes.href!.slice(site.base.length)))));
  return gz(html) + css.reduce((sum, file) => sum + gz(file), 0);
}

/** JavaScript and font bytes the page fetches before any interaction (Resource Timing's transferred bodies). */
async function fetchedBytes(browser: Browser, url: string): Promise<{ js: number; font: number }> {
  const context = await browser.createBrowserContext();
  try {
    const tab = await context.newPage();
    await tab.setViewport({ width: 390, height: 844, isMobile: true, hasTouch: true, deviceScaleFactor: 1 });
    await tab.evaluateOnNewDocument('performance.setResourceTimingBufferSize(10_000)');
    await tab.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await tab.waitForNetworkIdle({ idleTime: 1000, timeout: 60_000 });
    return await tab.evaluate(() =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).reduce(
        (sum, entry) => {
          const file = new URL(entry.name).pathname;
          if (file.endsWith('.js')) sum.js += entry.encodedBodySize;
          if (/\.(woff2?|ttf|otf)$/.test(file)) sum.font += entry.encodedBodySize;
          return sum;
        },
        { js: 0, font: 0 },
      ),
    );
  } finally {
    await context.close();
  }
}

async function weigh(browser: Browser, site: Site, page: BenchPage): Promise<Weight | undefined> {
  if (!existsSync(pageFile(site, page))) return undefined;
  return { htmlCss: await htmlCssBytes(site, page), ...(await fetchedBytes(browser, pageUrl(site, page))) };
}

export async function benchWeight(browser: Browser, sites: readonly Site[], pages: readonly BenchPage[]): Promise<void> {
  const weights: (Weight | undefined)[][] = [];
  for (const page of pages) weights.push(await Promise.all(sites.map((site) => weigh(browser, site, page))));
  const runs = (row: readonly (Weight | undefined)[], key: keyof Weight) => row.map((weight) => [weight?.[key] ?? Number.NaN]);
  const fonts = weights.some((row) => row.some((weight) => weight?.font));
  console.log(`\nWhat a page weighs before any interaction (Chromium, 390×844, cold cache, left alone until the network is idle):\n`);
  printTable(
    ['page', 'HTML+CSS gz ≤ 14 KB', 'JavaScript', ...(fonts ? ['web fonts'] : [])],
    pages.map((page, i) => [
      page.name,
      cell(runs(weights[i]!, 'htmlCss'), { unit: 'B', goal: HTML_CSS_BUDGET }),
      cell(runs(weights[i]!, 'js'), { unit: 'B' }),
      ...(fonts ? [cell(runs(weights[i]!, 'font'), { unit: 'B' })] : []),
    ]),
  );
}
