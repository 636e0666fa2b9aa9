/**
 * Lighthouse 12 (mobile preset, simulated throttling, Debian Chromium) on every page, `runs`
 * times per site, the sites taking turns run by run so that the machine's load weighs on both
 * alike: the four scores, LCP, TBT, CLS and third-party requests, each held to the site's goal.
 * Every report is kept in `bench-results/<site>-<page>-<run>.json` (ignored by git) to read what
 * a number waited for.
 */
import lighthouse, { type RunnerResult } from 'lighthouse';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from 'puppeteer-core';
import { projectRoot } from '../build/config.ts';
import { pageFile, pageUrl, type BenchPage, type Site } from './sites.ts';
import { cell, printTable, type Quantity } from './table.ts';

type Report = RunnerResult['lhr'];

interface Column extends Quantity {
  readonly header: string;
  readonly read: (report: Report, site: Site) => number;
}

const score = (id: string) => (report: Report) => Math.round((report.categories[id]?.score ?? 0) * 100);
const metric = (id: string) => (report: Report) => report.audits[id]?.numericValue ?? Number.NaN;

/** Requests to another origin than the site's (data: URLs are not requests). */
const thirdParty = (report: Report, site: Site) =>
  ((report.audits['network-requests']?.details as { items?: { url: string }[] } | undefined)?.items ?? []).filter(
    (request) => !request.url.startsWith(new URL(site.url).origin) && !request.url.startsWith('data:'),
  ).length;

const PERFECT = { atLeast: 100 };
const COLUMNS: readonly Column[] = [
  { header: 'perf', read: score('performance'), goal: PERFECT },
  { header: 'a11y', read: score('accessibility'), goal: PERFECT },
  { header: 'best-pr', read: score('best-practices'), goal: PERFECT },
  { header: 'seo', read: score('seo'), goal: PERFECT },
  { header: 'LCP', read: metric('largest-contentful-paint'), unit: 'ms', goal: { atMost: 900 } },
  { header: 'TBT', read: metric('total-blocking-time'), unit: 'ms', goal: { atMost: 50 } },
  { header: 'CLS', read: metric('cumulative-layout-shift'), digits: 3, goal: { atMost: 0 } },
  { header: '3rd-party req', read: thirdParty, goal: { atMost: 0 } },
];

/** One Lighthouse run of `page` on `site`, its report kept; undefined where the site has no such page. */
async function run(browser: Browser, site: Site, page: BenchPage, index: number, outDir: string): Promise<Report | undefined> {
  if (!existsSync(pageFile(site, page))) return undefined;
  const port = Number(new URL(browser.wsEndpoint()).port);
  const result = await lighthouse(pageUrl(site, page), { port, output: 'json', logLevel: 'error' });
  if (!result) throw new Error(`Lighthouse gave no result for ${pageUrl(site, page)}`);
  await writeFile(
    path.join(outDir, `${site.slug}-${page.route.replaceAll('/', '-') || 'home'}-${index + 1}.json`),
    result.report as string,
  );
  return result.lhr;
}

export async function benchLighthouse(browser: Browser, sites: readonly Site[], pages: readonly BenchPage[], runs: number): Promise<void> {
  const outDir = path.join(projectRoot, 'bench-results');
  await mkdir(outDir, { recursive: true });
  const rows: string[][] = [];
  for (const page of pages) {
    const reports: (Report | undefined)[][] = sites.map(() => []);
    for (let i = 0; i < runs; i++) {
      for (const [s, site] of sites.entries()) reports[s]!.push(await run(browser, site, page, i, outDir));
    }
    const runsOf = (column: Column) =>
      sites.map((site, s) => reports[s]!.map((report) => (report ? column.read(report, site) : Number.NaN)));
    rows.push([page.name, ...COLUMNS.map((column) => cell(runsOf(column), column))]);
    process.stderr.write(`lighthouse ${page.name}\n`);
  }
  console.log(`Lighthouse ${runs}× per page, mobile preset, medians:\n`);
  printTable(['page', ...COLUMNS.map((column) => column.header)], rows);
}
