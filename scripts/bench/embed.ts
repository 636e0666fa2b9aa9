/**
 * What one widget costs the page that embeds it: a plain article page (gzipped) served from a
 * second origin, alone, with one widget by its script tag (classic, right after the element),
 * and with its paste-ready snippet (the snippet's URLs pointed at the local site). Lighthouse
 * (mobile preset) per variant, median of `runs`, with simulated and with applied throttling:
 * performance score, LCP, TBT, CLS and the JavaScript transferred before any interaction; then
 * on the phone profile, what the visitor sees: the host's first and largest paint, when the
 * widget appears, and the layout shift. A benchmark: it prints numbers and never fails on them.
 */
import lighthouse, { type RunnerResult } from 'lighthouse';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'puppeteer-core';
import { phonePage } from './phone.ts';
import { median, printTable } from './table.ts';
import { projectRoot } from '../build/config.ts';
import { loadContent } from '../build/content.ts';
import { findSections } from '../build/sections.ts';
import { startServer } from '../lib/server.ts';

/** The widgets measured: every interactive section (its contract says when its script loads). */
const widgets = async () => (await findSections()).filter((s) => s.contract.loadOn).map((s) => s.tag);

const paragraph =
  'A plain article on a blog: a few paragraphs of text, no framework, no script of its own. It is the page a portfolio owner embeds a section into.';

/** The host page: a heading and paragraphs, `widget` after the first paragraph. */
const article = (widget: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>An article</title><meta name="description" content="A host page for the embed benchmark.">
<link rel="icon" href="data:,"><style>body { max-width: 40rem; margin: 2rem auto; padding: 0 1rem; font: 18px/1.6 system-ui, sans-serif; }</style></head>
<body><main><h1>Notes from a hackathon weekend</h1><p>${paragraph}</p>
${widget}
${Array.from({ length: 6 }, () => `<p>${paragraph}</p>`).join('\n')}</main></body></html>`;

interface Row {
  readonly variant: string;
  readonly perf: number;
  readonly lcp: number;
  readonly tbt: number;
  readonly cls: number;
  readonly js: number;
  readonly appliedPerf: number;
  readonly appliedLcp: number;
  readonly appliedCls: number;
  readonly phone: PhoneRun;
}

type Report = RunnerResult['lhr'];

/** What a visitor's phone shows: the host's first and largest paint, when the widget appears, and every layout shift. */
interface PhoneRun {
  readonly fcp: number;
  readonly lcp: number;
  readonly widget: number;
  readonly cls: number;
}

/**
 * One load of a host page on the phone profile (CDP, cold cache). Layout shifts are summed
 * whatever their `hadRecentInput` (CDP's emulation sets it, and nobody touches the page).
 */
async function phoneRun(browser: Browser, url: string, tag: string | undefined): Promise<PhoneRun> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await phonePage(page);
    await page.evaluateOnNewDocument(`(() => {
      const m = (window.__bench = { fcp: 0, lcp: 0, widget: 0, cls: 0 });
      new PerformanceObserver((l) => l.getEntries().forEach((e) => { if (e.name === 'first-contentful-paint') m.fcp = e.startTime; })).observe({ type: 'paint', buffered: true });
      new PerformanceObserver((l) => l.getEntries().forEach((e) => { m.lcp = e.startTime; })).observe({ type: 'largest-contentful-paint', buffered: true });
      new PerformanceObserver((l) => l.getEntries().forEach((e) => { m.cls += e.value; })).observe({ type: 'layout-shift', buffered: true });
      const tag = ${JSON.stringify(tag ?? null)};
      const seen = () => { if (document.querySelector(tag)?.shadowRoot?.childElementCount) m.widget = performance.now(); else requestAnimationFrame(seen); };
      if (tag) requestAnimationFrame(seen);
    })()`);
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForNetworkIdle({ idleTime: 500 });
    return (await page.evaluate('window.__bench')) as PhoneRun;
  } finally {
    await context.close();
  }
}

/**
 * Lighthouse's two ways to throttle. `simulate` (its default) loads the page at full speed and
 * estimates the phone's timings from that trace (Lantern): it counts every request that ended
 * before the page's first paint as needed for it. `devtools` loads the page on a throttled
 * Chromium and measures what it paints.
 */
const MODES = ['simulate', 'devtools'] as const;

/** Every host page measured: alone, then with each widget by its script tag and by its snippet. */
async function hostPages(siteUrl: string, siteDir: string): Promise<[string, string, string?][]> {
  const { profile } = await loadContent(projectRoot);
  // A build without snippets (an older commit, for comparison) measures the script tag only.
  const snippet = async (tag: string) =>
    existsSync(path.join(siteDir, 'embed', `${tag}.html`))
      ? (await readFile(path.join(siteDir, 'embed', `${tag}.html`), 'utf8')).replaceAll(
          new URL('/', profile.siteUrl).href,
          new URL('/', siteUrl).href,
        )
      : null;
  // The script tag as docs/embeds.md gives it: a classic script right after the element.
  const scriptTag = (tag: string, attributes = '') => `<script${attributes} src="${new URL(`embed/${tag}.js`, siteUrl).href}"></script>`;
  const variants: [string, string, string?][] = [['alone', article('')]];
  const tags = await widgets();
  for (const tag of tags) {
    variants.push([`+ <${tag}> script`, article(`<${tag}></${tag}>${scriptTag(tag)}`), tag]);
    // The road not taken, measured: an async script does not hold the page, so the widget
    // appears after the text below it and pushes it down.
    if (tag === tags[0]) variants.push([`+ <${tag}> async script`, article(`<${tag}></${tag}>${scriptTag(tag, ' async')}`), tag]);
    const pasted = await snippet(tag);
    if (pasted) variants.push([`+ <${tag}> snippet`, article(pasted), tag]);
  }
  return variants;
}

/** One host page: the phone runs, then Lighthouse with each throttling method, `runs` times each. */
async function measure(
  browser: Browser,
  url: string,
  variant: string,
  tag: string | undefined,
  runs: number,
  outDir: string,
): Promise<Row> {
  const port = Number(new URL(browser.wsEndpoint()).port);
  const phone: PhoneRun[] = [];
  for (let run = 0; run < runs; run++) phone.push(await phoneRun(browser, url, tag));
  const reports: Record<(typeof MODES)[number], Report[]> = { simulate: [], devtools: [] };
  const slug = variant.replace(/[^a-z]+/g, '-').replace(/^-|-$/g, '');
  for (const throttlingMethod of MODES) {
    for (let run = 0; run < runs; run++) {
      const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], throttlingMethod });
      if (!result) throw new Error(`Lighthouse gave no result for ${variant}`);
      reports[throttlingMethod].push(result.lhr);
      await writeFile(path.join(outDir, `embed-${slug}-${throttlingMethod}-${run + 1}.json`), result.report as string);
    }
  }
  const metric = (results: readonly Report[], id: string) => median(results.map((r) => r.audits[id]?.numericValue ?? NaN));
  const perf = (results: readonly Report[]) => median(results.map((r) => Math.round((r.categories.performance?.score ?? 0) * 100)));
  const scripts = (r: Report) =>
    ((r.audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? [])
      .filter((q) => q.resourceType === 'Script')
      .reduce((sum, q) => sum + (q.transferSize ?? 0), 0);
  return {
    variant,
    perf: perf(reports.simulate),
    lcp: metric(reports.simulate, 'largest-contentful-paint'),
    tbt: metric(reports.simulate, 'total-blocking-time'),
    cls: metric(reports.simulate, 'cumulative-layout-shift'),
    js: median(reports.simulate.map(scripts)),
    appliedPerf: perf(reports.devtools),
    appliedLcp: metric(reports.devtools, 'largest-contentful-paint'),
    appliedCls: metric(reports.devtools, 'cumulative-layout-shift'),
    phone: {
      fcp: median(phone.map((r) => r.fcp)),
      lcp: median(phone.map((r) => r.lcp)),
      widget: median(phone.map((r) => r.widget)),
      cls: median(phone.map((r) => r.cls)),
    },
  };
}

export async function benchEmbed(browser: Browser, siteUrl: string, siteDir: string, runs = 3): Promise<void> {
  const variants = await hostPages(siteUrl, siteDir);
  const pagesByPath = new Map(variants.map(([, html], i) => [`/article-${i}`, html]));
  const host = await startServer({
    dir: siteDir,
    extra: (req, res) => {
      const html = pagesByPath.get(new URL(req.url ?? '/', 'http://host').pathname);
      if (html === undefined) return false;
      // Gzipped, as every static host and blog platform serves HTML.
      res
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'gzip', 'cache-control': 'no-cache' })
        .end(gzipSync(html));
      return true;
    },
  });
  const rows: Row[] = [];
  // Each report is kept (bench-results/embed-<variant>-<mode>-<run>.json) to read what the LCP waited for.
  const outDir = path.join(projectRoot, 'bench-results');
  await mkdir(outDir, { recursive: true });
  try {
    for (const [i, [variant, , tag]] of variants.entries()) {
      rows.push(await measure(browser, new URL(`/article-${i}`, host.url).href, variant, tag, runs, outDir));
      process.stderr.write(`measured host page ${variant}\n`);
    }
  } finally {
    await host.close();
  }
  console.log(
    `\nA widget on a plain host page (second origin), Lighthouse mobile, median of ${runs}; simulated (Lighthouse's default) and applied (throttlingMethod devtools) throttling:\n`,
  );
  printTable(
    ['host page', 'perf', 'LCP ms', 'TBT ms', 'CLS', 'JS gz B', 'applied: perf', 'LCP ms', 'CLS'],
    rows.map((r) => [
      r.variant,
      String(r.perf),
      String(Math.round(r.lcp)),
      String(Math.round(r.tbt)),
      r.cls.toFixed(3),
      String(r.js),
      String(r.appliedPerf),
      String(Math.round(r.appliedLcp)),
      r.appliedCls.toFixed(3),
    ]),
  );
  console.log(
    `\nThe same host pages on the phone profile (CDP: 4x CPU, 150 ms round trip, 1.6 Mbps down; 390×844, cold cache), median of ${runs}:\n`,
  );
  printTable(
    ['host page', 'host FCP ms', 'host LCP ms', 'widget shown ms', 'CLS'],
    rows.map((r) => [
      r.variant,
      String(Math.round(r.phone.fcp)),
      String(Math.round(r.phone.lcp)),
      r.phone.widget ? String(Math.round(r.phone.widget)) : '–',
      r.phone.cls.toFixed(3),
    ]),
  );
}
