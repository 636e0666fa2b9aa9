/**
 * Tap latency of every interactive section, measured as browsers score it for INP: the
 * interaction's duration by the Event Timing API, from the first event of the tap
 * (`pointerdown`) to the next paint that follows its handlers (the longest `event` entry with
 * the tap's `interactionId`; Chromium rounds to 8 ms and reports nothing under 16 ms).
 *
 * Two taps per visit, on a cold page (fresh browser context, empty cache):
 * - **first**: before the section's script has run (it loads on the first sign of use), so the
 *   tap is answered on the prerendered markup (shared/runtime/first-taps.ts);
 * - **later**: once the section has hydrated (its `section-ready` event), a second control of
 *   the same kind, answered by React (a tab never shown before, as the first was).
 * Before each tap the control is scrolled into view and the page is left alone for `LOOK_MS`, as
 * a visitor finds a control, then taps it: a tap sent the moment the bench scrolls lands on the
 * work the scroll itself starts (pictures coming into view), which no finger can.
 * Measured on the "phone profile" (4x CPU slowdown, 150 ms round trip, 1.6 Mbps down,
 * 0.75 Mbps up, touch) and on an unthrottled desktop, on each site in turn (`--compare`); each
 * phone visit also notes its first contentful paint (for ./engines.ts's table), and with
 * `--profile` its first tap is traced (./trace.ts). A benchmark: it prints numbers and never
 * fails on them.
 */
import type { Browser, ElementHandle, Page } from 'puppeteer-core';
import { SECTION_READY } from '../../elements/shared/events.ts';
import { firstContentfulPaint } from './paint.ts';
import { phonePage } from './phone.ts';
import type { Site } from './sites.ts';
import { cell, printTable, TAP_GOAL, type Runs } from './table.ts';
import type { TapTrace, Traces } from './trace.ts';

export type Profile = 'phone' | 'desktop';

/** How long a visitor looks at a control scrolled into view before tapping it (and at least as long after `load`). */
export const LOOK_MS = 1500;

export interface Step {
  /** What the tap does, as the tables name it. */
  readonly name: string;
  /** A puppeteer selector (`>>>` pierces shadow roots) for the control to tap. */
  readonly target: string;
  /** Runs in the page with the tapped element: true once its effect shows. */
  readonly done: (el: Element) => boolean;
  /** A key pressed before this tap (e.g. Escape to close what the first tap opened). */
  readonly before?: 'Escape';
}

export interface Tap {
  /** The page, as the tables name it. */
  readonly page: string;
  readonly route: string;
  /** The section's tag, whose `section-ready` marks its script as run. */
  readonly section: string;
  readonly first: Step;
  readonly later: Step;
}

export const tapName = (tap: Tap): string => `${tap.page}: ${tap.first.name}, then ${tap.later.name}`;
export const firstTapName = (tap: Tap): string => `${tap.page}: ${tap.first.name}`;

/** The tapped tab is selected and its panel shown. */
const tabShown = (el: Element) => {
  const panel = (el.getRootNode() as ShadowRoot).getElementById(el.getAttribute('aria-controls') ?? '');
  return el.getAttribute('aria-selected') === 'true' && !!panel && !panel.hidden && panel.checkVisibility();
};

/** The tapped filter is pressed, and the count (in the site's own words) names as many projects as the grid shows. */
const filtered = (el: Element) => {
  const root = el.getRootNode() as ShadowRoot;
  const shown = [...root.querySelectorAll('.grid > li')].filter((li) => li.checkVisibility()).length;
  const numbers = (root.querySelector('.count')?.textContent ?? '').match(/\d+/g);
  return el.getAttribute('aria-pressed') === 'true' && !!numbers?.includes(String(shown));
};

/** A modal dialog is open, titled as the tapped card. */
const projectOpen = (el: Element) => {
  const open = (el.getRootNode() as ShadowRoot).querySelector('dialog[open]');
  return !!open && open.matches(':modal') && open.checkVisibility() && open.querySelector('h2')?.textContent === el.textContent;
};

const tabs = (page: string, first: string, later: string, tag: string, route: string): Tap => ({
  page,
  route,
  section: tag,
  first: { name: first, target: `${tag} >>> [role="tab"]:nth-child(2)`, done: tabShown },
  later: { name: later, target: `${tag} >>> [role="tab"]:nth-child(3)`, done: tabShown },
});

export const TAPS: readonly Tap[] = [
  tabs('About', 'Education tab', 'Experience', 'portfolio-about', 'about'),
  tabs('Skills', 'second category', 'third', 'portfolio-skills', 'skills'),
  {
    page: 'Projects',
    route: 'projects',
    section: 'portfolio-projects',
    first: { name: 'AI filter', target: 'portfolio-projects >>> .filters button:nth-child(3)', done: filtered },
    later: { name: 'All', target: 'portfolio-projects >>> .filters button:first-child', done: filtered },
  },
  {
    page: 'Projects',
    route: 'projects',
    section: 'portfolio-projects',
    first: { name: 'open a project', target: 'portfolio-projects >>> .grid > li:first-child h2 a', done: projectOpen },
    later: { name: 'another', target: 'portfolio-projects >>> .grid > li:nth-child(2) h2 a', done: projectOpen, before: 'Escape' },
  },
];

/** The taps whose name holds one of `words` (all without), on the pages named by `routes` (all without). */
export const chooseTaps = (words?: readonly string[], routes?: readonly string[]): Tap[] =>
  TAPS.filter(
    (tap) =>
      (!words || words.some((word) => tapName(tap).toLowerCase().includes(word.toLowerCase()))) && (!routes || routes.includes(tap.route)),
  );

/** Page code, from page start: every event entry of an interaction, and which sections are ready. */
const OBSERVE = `window.__interactions = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) if (e.interactionId) window.__interactions.push({ id: e.interactionId, duration: e.duration, start: e.startTime });
}).observe({ type: 'event', durationThreshold: 16, buffered: true });
window.__ready = [];
addEventListener(${JSON.stringify(SECTION_READY)}, (e) => window.__ready.push(e.target.localName), true);`;

/**
 * Page code, given the tapped `target` and its `effect` check: from the finger lifting, checks
 * the effect in every frame and notes when it shows; returns the time it was set up. Set up
 * before the tap, so a busy page cannot delay it. Text, not a function: tsx would wrap named
 * functions in a helper the page does not have.
 */
const WATCH = `window.__effectAt = undefined;
addEventListener('pointerup', () => {
  const frame = () => (effect(target) ? (window.__effectAt = performance.now()) : requestAnimationFrame(frame));
  requestAnimationFrame(frame);
}, { capture: true, once: true });
return performance.now();`;

interface PageState {
  __interactions: { id: number; duration: number; start: number }[];
  __ready: string[];
  __effectAt?: number;
}

async function applyProfile(page: Page, profile: Profile) {
  if (profile === 'desktop') return page.setViewport({ width: 1280, height: 800 });
  await phonePage(page);
}

/**
 * Taps `step.target` and returns the tap's next-paint duration in ms (16 when the browser
 * reported none, i.e. under its 16 ms threshold); `trace` records it.
 */
async function measureStep(page: Page, step: Step, profile: Profile, trace?: TapTrace): Promise<number> {
  if (step.before) await page.keyboard.press(step.before);
  const el = (await page.waitForSelector(step.target)) as ElementHandle<Element>;
  await el.scrollIntoView();
  await new Promise((resolve) => setTimeout(resolve, LOOK_MS));
  const since = await page.evaluate(
    (target: Element, done: string, watch: string) => new Function('target', 'effect', watch)(target, new Function(`return (${done})`)()),
    el,
    step.done.toString(),
    WATCH,
  );
  await trace?.start(page);
  if (profile === 'phone') await el.tap();
  else await el.click();
  await page.waitForFunction(() => (window as unknown as PageState).__effectAt !== undefined, { timeout: 30_000 });
  // Event Timing entries are delivered after the frame they end on: wait two more frames and a task.
  const entries = await page.evaluate(
    (from: number) =>
      new Promise<PageState['__interactions']>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            setTimeout(() => resolve((window as unknown as PageState).__interactions.filter((e) => e.start >= from)), 100),
          ),
        ),
      ),
    since,
  );
  // The tap is the first interaction after `since` (a key pressed before it came earlier).
  const id = entries.map((e) => e.id).sort((a, b) => a - b)[0];
  const ms = Math.max(16, ...entries.filter((e) => e.id === id).map((e) => e.duration));
  await trace?.save(page, ms);
  return ms;
}

/** One cold visit: its first contentful paint, the first tap, then the later tap once the section is ready. */
export interface Visit {
  readonly paint: number;
  readonly first: number;
  readonly later: number;
}

const FAILED: Visit = { paint: Number.NaN, first: Number.NaN, later: Number.NaN };

/** One cold visit of `tap`'s page on `siteUrl`; `trace` records its first tap. */
async function measureTap(browser: Browser, siteUrl: string, tap: Tap, profile: Profile, trace?: TapTrace): Promise<Visit> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await applyProfile(page, profile);
    await page.setBypassCSP(true); // the checks are compiled in the page (new Function)
    await page.evaluateOnNewDocument(OBSERVE);
    await page.goto(new URL(`${tap.route}/`, siteUrl).href, { waitUntil: 'load', timeout: 60_000 });
    const paint = (await page.evaluate(firstContentfulPaint)) ?? Number.NaN;
    const first = await measureStep(page, tap.first, profile, trace);
    await page.waitForFunction((tag: string) => (window as unknown as PageState).__ready.includes(tag), { timeout: 60_000 }, tap.section);
    const later = await measureStep(page, tap.later, profile);
    return { paint: Math.round(paint), first: Math.round(first), later: Math.round(later) };
  } finally {
    await context.close();
  }
}

/** Per tap, per profile, the runs of each site (this branch's first). */
export type TapRuns = ReadonlyMap<Tap, Readonly<Record<Profile, Readonly<Record<keyof Visit, Runs>>>>>;

/**
 * `runs` cold visits per tap, profile and site, the sites taking turns; with `traces`, every
 * phone-profile first tap is traced. Prints the medians; returns every run.
 */
export async function benchTap(
  browser: Browser,
  sites: readonly Site[],
  taps: readonly Tap[],
  runs: number,
  traces?: Traces,
): Promise<TapRuns> {
  const results = new Map<Tap, Record<Profile, Record<keyof Visit, number[][]>>>();
  for (const tap of taps) {
    const visits = { phone: visitRuns(sites.length), desktop: visitRuns(sites.length) };
    for (const profile of ['phone', 'desktop'] as const) {
      for (let run = 1; run <= runs; run++) {
        for (const [s, site] of sites.entries()) {
          const trace = profile === 'phone' ? traces?.tap(site.slug, firstTapName(tap), run) : undefined;
          const visit = await measureTap(browser, site.url, tap, profile, trace).catch((error: Error) => {
            process.stderr.write(`tap ${tapName(tap)} on ${site.label} (${profile}): ${error.message.split('\n')[0]}\n`);
            return FAILED;
          });
          for (const key of ['paint', 'first', 'later'] as const) visits[profile][key][s]!.push(visit[key]);
        }
      }
      process.stderr.write(`tap ${tapName(tap)} (${profile}): first ${visits[profile].first.map((r) => r.join(', ')).join(' | ')} ms\n`);
    }
    results.set(tap, visits);
  }
  printTaps(results, runs, !!traces);
  return results;
}

const visitRuns = (sites: number): Record<keyof Visit, number[][]> => ({
  paint: Array.from({ length: sites }, () => []),
  first: Array.from({ length: sites }, () => []),
  later: Array.from({ length: sites }, () => []),
});

function printTaps(results: TapRuns, runs: number, traced: boolean): void {
  console.log(
    `\nTaps, next paint by the Event Timing API (INP's measure; 16 = under the browser's threshold), cold page, median of ${runs}.` +
      `\nFirst: before the section's script; later: another control once the section has hydrated; each ${LOOK_MS / 1000} s after its control scrolled into view.` +
      '\nPhone: the phone profile (4x CPU, slow network, touch); desktop: unthrottled, 1280×800, mouse.' +
      `${traced ? '\nThe phone first taps were traced (--profile), which costs them a little.' : ''}\n`,
  );
  printTable(
    ['tap', 'phone first', 'phone later', 'desktop first', 'desktop later'],
    [...results].map(([tap, { phone, desktop }]) => [
      tapName(tap),
      cell(phone.first, { unit: 'ms', goal: TAP_GOAL }),
      cell(phone.later, { unit: 'ms' }),
      cell(desktop.first, { unit: 'ms', goal: TAP_GOAL }),
      cell(desktop.later, { unit: 'ms' }),
    ]),
  );
}
