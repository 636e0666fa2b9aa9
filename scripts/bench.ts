/**
 * `npm run bench`: builds the site (timed, and again in a copy with a 2,000-character name and
 * summary: bench/long-name.ts; and as `npm start` builds an owner at scale, then again after an edit
 * of one post's text: bench/rebuild.ts), serves it with gzip on 127.0.0.1 and prints, as medians of a few
 * runs: Lighthouse per page (bench/lighthouse.ts), what each page weighs before interaction
 * (bench/weight.ts), page changes (bench/nav.ts), a first and a later tap of every interactive
 * section in Chromium (bench/tap.ts), first paint and first tap in Chromium, Firefox and WebKit
 * (bench/engines.ts) and what one widget costs a host page (bench/embed.ts). A benchmark, not a
 * test: it prints numbers, marks each against its goal, and never fails on them.
 *
 * Flags (bench/args.ts): `--compare <git-ref>` builds that ref in a temporary copy and measures
 * it beside this branch in the same run, run for run (bench/sites.ts); `--scale` an owner at
 * scale (bench/scale.ts); `--profile` saves a Chromium trace of every throttled first tap
 * (bench/trace.ts); `--pages about,skills`, `--taps about,filter`, `--only tap,engines`,
 * `--engines firefox,webkit`, `--runs 1`, `--lang ar`.
 */
import { folderOf } from '../content/languages.ts';
import { projectRoot } from './build/config.ts';
import { loadContent } from './build/content.ts';
import { BenchArgumentError, parseBenchArgs, type BenchOptions, type Part } from './bench/args.ts';
import { benchEmbed } from './bench/embed.ts';
import { benchEngines, printEngines } from './bench/engines.ts';
import { benchLighthouse } from './bench/lighthouse.ts';
import { longNameBuildMs } from './bench/long-name.ts';
import { benchNav } from './bench/nav.ts';
import { benchRebuild } from './bench/rebuild.ts';
import { benchWeight } from './bench/weight.ts';
import { entryPages, prepareSites, type BenchPage } from './bench/sites.ts';
import { chooseTaps, benchTap } from './bench/tap.ts';
import { Traces } from './bench/trace.ts';
import { launchBrowser } from './lib/browser.ts';

let options: BenchOptions;
try {
  options = parseBenchArgs(process.argv.slice(2), process.env);
} catch (error) {
  if (!(error instanceof BenchArgumentError)) throw error;
  console.error(`bench: ${error.message}`);
  process.exit(2);
}
const { runs } = options;
const wanted = (part: Part) => options.parts.includes(part);

const { pages } = await loadContent(projectRoot);
const chosen = pages.filter((page) => !options.pages || options.pages.includes(page.route || 'home'));
/** Lighthouse and page weight measure the default language's pages, or `--lang`'s. */
const langFolder = options.lang ? folderOf(options.lang) : '';
const benchPages: BenchPage[] = chosen.map((page) => {
  const route = `${langFolder}${page.route}`.replace(/\/$/, '');
  return { name: `/${route}`, route };
});
const taps = chooseTaps(options.taps, options.pages);

const { sites, close } = await prepareSites(options).catch((error: unknown) => {
  if (!(error instanceof BenchArgumentError)) throw error;
  console.error(`bench: ${error.message}`);
  process.exit(2);
});
const [own, earlier] = sites;
// A page of each kind the build makes one of per entry (a post's), as the first of its pages built.
benchPages.push(...(await entryPages(own!.dir, langFolder, options.pages)));
if (earlier)
  console.log(`Compared with ${earlier.label}: each cell reads "${earlier.label} → this branch ×ratio", the two measured in turn.\n`);
const thisOnly = earlier ? ' (this branch only)' : '';
const traces = options.profile && wanted('tap') ? await Traces.create() : undefined;
if (traces) console.log(`Traces of the throttled first taps go to ${traces.folder}\n`);

// Ctrl-C: the temporary copies and the servers go too.
process.once('SIGINT', () => void close().finally(() => process.exit(130)));
const browser = await launchBrowser().catch(async (error: unknown) => {
  await close();
  throw error;
});
try {
  if (wanted('long-name'))
    console.log(`Build with a 2,000-character name and summary${thisOnly}: ${Math.round(await longNameBuildMs())} ms\n`);
  if (wanted('rebuild')) await benchRebuild(runs);
  if (wanted('lighthouse') && benchPages.length) await benchLighthouse(browser, sites, benchPages, runs);
  if (wanted('weight') && benchPages.length) await benchWeight(browser, sites, benchPages);
  if (wanted('nav')) await benchNav(browser, sites, chosen, runs);
  const tapRuns = wanted('tap') && taps.length ? await benchTap(browser, sites, taps, runs, traces) : undefined;
  if (wanted('engines') && taps.length) printEngines(await benchEngines(options.engines, sites, taps, runs), taps, runs, tapRuns);
  if (wanted('embed')) {
    if (earlier) console.log(`\nEmbeds${thisOnly}:`);
    await benchEmbed(browser, own!.url, own!.dir, runs);
  }
  if (traces) console.log(`\nTraces of the throttled first taps: ${traces.folder}`);
} finally {
  await browser.close();
  await close();
}
