/**
 * First-tap latency of every interactive section, as a visitor feels it: a cold page (fresh
 * browser context, empty cache), a tap 1.5 s after `load`, and the time from the tap's
 * `pointerup` to the first animation frame in which its effect is on screen (the tab's panel
 * shown, the filter applied, the dialog open with its project). Measured on the "phone
 * profile" (4x CPU slowdown, 150 ms round trip, 1.6 Mbps down, 0.75 Mbps up, touch) and on an
 * unthrottled desktop. A benchmark: it prints numbers and never fails on them.
 *
 * The clock starts when the finger lifts (`pointerup`): a tap is a click from there on, and the
 * time a finger rests on the glass is not the page's. `done` runs in the page in every frame.
 */
import type { Browser, ElementHandle, Page } from 'puppeteer-core';
import { median, phonePage, printTable } from './table.ts';

export type Profile = 'phone' | 'desktop';

interface Tap {
  readonly name: string;
  readonly route: string;
  /** A puppeteer selector (`>>>` pierces shadow roots) for the control to tap. */
  readonly target: string;
  /** Runs in the page in every frame after the tap, with the tapped element: true once its effect shows. */
  readonly done: (el: Element) => boolean;
}

/** The tapped tab is selected and its panel shown. */
const tabShown = (el: Element) => {
  const panel = (el.getRootNode() as ShadowRoot).getElementById(el.getAttribute('aria-controls') ?? '');
  return el.getAttribute('aria-selected') === 'true' && !!panel && !panel.hidden && panel.checkVisibility();
};

export const TAPS: readonly Tap[] = [
  { name: 'About: Education tab', route: 'about', target: 'portfolio-about >>> [role="tab"]:nth-child(2)', done: tabShown },
  { name: 'Skills: second category', route: 'skills', target: 'portfolio-skills >>> [role="tab"]:nth-child(2)', done: tabShown },
  {
    name: 'Projects: AI filter',
    route: 'projects',
    target: 'portfolio-projects >>> .filters button:nth-child(3)',
    done: (el) => {
      const root = el.getRootNode() as ShadowRoot;
      const shown = [...root.querySelectorAll('.grid > li')].filter((li) => li.checkVisibility()).length;
      return (
        el.getAttribute('aria-pressed') === 'true' && (root.querySelector('.count')?.textContent ?? '').includes(`Showing ${shown} of`)
      );
    },
  },
  {
    name: 'Projects: open the first project',
    route: 'projects',
    target: 'portfolio-projects >>> .grid > li:first-child h2 button',
    done: (el) => {
      const open = (el.getRootNode() as ShadowRoot).querySelector('dialog[open]');
      return !!open && open.matches(':modal') && open.checkVisibility() && open.querySelector('h2')?.textContent === el.textContent;
    },
  },
];

/**
 * Page code: from the moment the finger lifts (the tap's `pointerup`, where a click starts and
 * where INP measures a tap from), checks `effect(target)` in every frame; keeps the time it took.
 */
const WATCH = `addEventListener('pointerup', (event) => {
  const frame = () => (effect(target) ? (window.tapTook = performance.now() - event.timeStamp) : requestAnimationFrame(frame));
  requestAnimationFrame(frame);
}, { capture: true, once: true });`;

async function applyProfile(page: Page, profile: Profile) {
  if (profile === 'desktop') return page.setViewport({ width: 1280, height: 800 });
  await phonePage(page);
}

/** One cold visit and one tap; milliseconds from the tap's pointerup to the frame that shows its effect. */
export async function measureTap(browser: Browser, siteUrl: string, tap: Tap, profile: Profile): Promise<number> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await applyProfile(page, profile);
    await page.setBypassCSP(true); // the predicate below is compiled in the page (new Function)
    await page.goto(new URL(`${tap.route}/`, siteUrl).href, { waitUntil: 'load', timeout: 60_000 });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const el = (await page.waitForSelector(tap.target)) as ElementHandle<Element>;
    await el.scrollIntoView();
    // The check runs in every frame from the tap on, set up before it: a busy page cannot delay
    // it. Passed as text: tsx would wrap named functions in a helper the page does not have.
    await page.evaluate(
      (target: Element, done: string, watch: string) => new Function('target', `const effect = (${done});${watch}`)(target),
      el,
      tap.done.toString(),
      WATCH,
    );
    if (profile === 'phone') await el.tap();
    else await el.click();
    const took = await page.waitForFunction(() => (window as unknown as { tapTook?: number }).tapTook, { timeout: 30_000 });
    return Math.round((await took.jsonValue()) as number);
  } finally {
    await context.close();
  }
}

/** Median of `runs` first taps per interactive section, phone profile and desktop. */
export async function benchTap(browser: Browser, siteUrl: string, runs = 3, only = process.env.BENCH_TAPS): Promise<void> {
  const rows: string[][] = [];
  for (const tap of TAPS.filter((t) => !only || only.split(',').some((word) => t.name.toLowerCase().includes(word.trim().toLowerCase())))) {
    const row = [tap.name];
    for (const profile of ['phone', 'desktop'] as const) {
      const times: number[] = [];
      for (let i = 0; i < runs; i++) times.push(await measureTap(browser, siteUrl, tap, profile));
      row.push(`${median(times)} ms`, times.join(' / '));
      process.stderr.write(`tap ${tap.name} (${profile}): ${times.join(', ')} ms\n`);
    }
    rows.push(row);
  }
  console.log(`\nFirst tap, 1.5 s after load, cold cache, median of ${runs} (finger lifts → first frame showing the effect):\n`);
  printTable(['tap', 'phone profile', 'phone runs', 'desktop', 'desktop runs'], rows);
}
