/**
 * `npm run bench`: builds the site (timed, and again in a copy with a 2,000-character name and
 * summary: bench/long-name.ts), serves `dist/` with gzip on 127.0.0.1, runs
 * Lighthouse (mobile preset, simulated throttling, Debian Chromium) on every page `BENCH_RUNS`
 * times (default 3) and prints the median scores and metrics per page, with the page's HTML+CSS
 * gzip bytes and the JavaScript transferred before any interaction; then the time from a nav
 * click to the next page's heading (bench/nav.ts), the next-paint latency of a first and a later
 * tap in every interactive section (bench/tap.ts) and what one widget costs a host page
 * (bench/embed.ts). A benchmark, not a test: it prints numbers and never fails on them.
 * `BENCH_PAGES=about,skills` limits the pages, `BENCH_ONLY=long-name,lighthouse,nav,tap,embed` the tables,
 * `BENCH_LANG=ar` measures Lighthouse on that language's pages (data/translations.ts) instead of the default's.
 * `npm run bench -- --scale` runs the same on a generated owner at scale (bench/scale.ts).
 * The raw Lighthouse results go to `bench-results/` (ignored by git).
 */
import lighthouse, { type RunnerResult } from 'lighthouse';
import { spawn } from 'node:child_process';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from '../build.ts';
import { benchEmbed } from './bench/embed.ts';
import { longNameBuildMs } from './bench/long-name.ts';
import { benchNav } from './bench/nav.ts';
import { median, printTable } from './bench/table.ts';
import { prepareScaleSet, SCALE } from './bench/scale.ts';
import { benchTap } from './bench/tap.ts';
import { launchBrowser } from './lib/browser.ts';
import { projectRoot } from './build/config.ts';
import { sourceElements } from './build/html.ts';
import { startServer } from './lib/server.ts';
import { loadContent } from './build/content.ts';
import { folderOf } from '../content/languages.ts';

if (process.argv.includes('--scale')) {
  // The same bench on a copy of the project with its content grown (bench/scale.ts).
  const dir = await prepareScaleSet();
  console.log(
    `Scale set: ${SCALE.projects} projects, ${SCALE.certifications} certifications, ${SCALE.journey} journey entries, in ${dir}\n`,
  );
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench.ts'], { cwd: dir, stdio: 'inherit' });
  process.exitCode = await new Promise<number>((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
  await rm(dir, { recursive: true, force: true });
  process.exit();
}

const { pages } = await loadContent(projectRoot);

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const only = process.env.BENCH_PAGES?.split(',').map((s) => s.trim());
const tables = process.env.BENCH_ONLY?.split(',').map((s) => s.trim());
const wanted = (table: string) => !tables || tables.includes(table);
const pagesChosen = pages.filter((p) => !only || only.includes(p.route || 'home'));
const chosen = wanted('lighthouse') ? pagesChosen : [];
/** The folder of the pages measured: the default language's (the root) or `BENCH_LANG`'s. */
const langFolder = process.env.BENCH_LANG ? folderOf(process.env.BENCH_LANG) : '';
const gz = (data: string | Buffer) => gzipSync(data, { level: 9 }).length;

const result = await build();
console.log(`Build: ${Math.round(result.milliseconds)} ms\n`);
if (wanted('long-name')) console.log(`Build with a 2,000-character name and summary: ${Math.round(await longNameBuildMs())} ms\n`);
const server = await startServer({ dir: result.config.outDir, base: result.config.base });
const browser = await launchBrowser();
const port = Number(new URL(browser.wsEndpoint()).port);
const outDir = path.join(projectRoot, 'bench-results');
await mkdir(outDir, { recursive: true });

interface Row {
  page: string;
  perf: number;
  a11y: number;
  bp: number;
  seo: number;
  lcp: number;
  tbt: number;
  cls: number;
  htmlCss: number;
  js: number;
  thirdParty: number;
}
const rows: Row[] = [];
try {
  for (const page of chosen) {
    const route = `${langFolder}${page.route}`.replace(/\/$/, '');
    const url = new URL(route ? `${route}/` : '', server.url).href;
    const file = path.join(result.config.outDir, route, 'index.html');
    const html = await readFile(file, 'utf8');
    const stylesheets = sourceElements(html, (tag) => tag === 'link').filter((link) => link.attributes.rel === 'stylesheet');
    const css = await Promise.all(
      stylesheets.map((link) => readFile(path.join(result.config.outDir, link.attributes.href!.slice(result.config.base.length)))),
    );
    const htmlCss = gz(html) + css.reduce((sum, c) => sum + gz(c), 0);
    const runs: RunnerResult['lhr'][] = [];
    for (let i = 0; i < RUNS; i++) {
      const run = await lighthouse(url, { port, output: 'json', logLevel: 'error' });
      if (!run) throw new Error(`Lighthouse gave no result for ${url}`);
      runs.push(run.lhr);
      await writeFile(path.join(outDir, `${route.replaceAll('/', '-') || 'home'}-${i + 1}.json`), run.report as string);
    }
    const score = (id: string) => median(runs.map((r) => Math.round((r.categories[id]?.score ?? 0) * 100)));
    const metric = (id: string) => median(runs.map((r) => r.audits[id]?.numericValue ?? NaN));
    const requests = (r: (typeof runs)[number]) =>
      (r.audits['network-requests']?.details as { items?: { url: string; resourceType?: string; transferSize?: number }[] } | undefined)
        ?.items ?? [];
    rows.push({
      page: `/${route}`,
      perf: score('performance'),
      a11y: score('accessibility'),
      bp: score('best-practices'),
      seo: score('seo'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      htmlCss,
      js: median(
        runs.map((r) =>
          requests(r)
            .filter((q) => q.resourceType === 'Script')
            .reduce((s, q) => s + (q.transferSize ?? 0), 0),
        ),
      ),
      thirdParty: median(
        runs.map((r) => requests(r).filter((q) => !q.url.startsWith(new URL(server.url).origin) && !q.url.startsWith('data:')).length),
      ),
    });
    process.stderr.write(`measured /${route}\n`);
  }
  if (rows.length) {
    console.log(`Lighthouse ${RUNS}× per page, mobile preset, medians:\n`);
    printTable(
      ['page', 'perf', 'a11y', 'best-pr', 'seo', 'LCP ms', 'TBT ms', 'CLS', 'HTML+CSS gz B', 'JS gz B', '3rd-party req'],
      rows.map((r) =>
        [r.page, r.perf, r.a11y, r.bp, r.seo, Math.round(r.lcp), Math.round(r.tbt), r.cls.toFixed(3), r.htmlCss, r.js, r.thirdParty].map(
          String,
        ),
      ),
    );
  }
  if (wanted('nav')) await benchNav(browser, server.url, pagesChosen, RUNS);
  if (wanted('tap')) await benchTap(browser, server.url, RUNS);
  if (wanted('embed')) await benchEmbed(browser, server.url, result.config.outDir, RUNS);
} finally {
  await browser.close();
  await server.close();
}
