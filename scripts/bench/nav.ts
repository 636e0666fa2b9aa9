/**
 * The navigation part of `npm run bench`: on the phone profile (Chromium with 4x CPU slowdown,
 * 150 ms round trip, 1.6 Mbps down, 750 kbps up), the time from a click on a nav link, after a
 * 250 ms hover on it, to the next page's heading (its `<h1>`, in the page or in a section's shadow
 * root) being visible, for each step Home → About → … → Contact. Each run starts in a fresh
 * browser context (empty cache) at the first page, on each site in turn; the table gives the median of the runs.
 * The window is wide enough (1280 px) for the links to sit in the header rather than in the
 * phone menu, so the hover reaches them as a mouse would. Chromium does not prerender while a
 * DevTools-protocol client emulates the network, so this measures the prefetch half of the
 * speculation rules; a visitor's browser may prerender and show the page sooner still.
 */
import type { Browser, Page as Tab } from 'puppeteer-core';
import type { Page } from '../../content/types.ts';
import { emulatePhone } from './phone.ts';
import type { Site } from './sites.ts';
import { cell, printTable } from './table.ts';

const HOVER_MS = 250;
const CLICK_KEY = 'bench-nav-click';

/** Runs in every new document: the click time (kept across the navigation) and the heading time. */
const probe = `(() => {
  addEventListener('click', () => sessionStorage.setItem(${JSON.stringify(CLICK_KEY)}, String(performance.timeOrigin + performance.now())), true);
  const visible = (root) => {
    const h1 = root.querySelector('h1');
    if (h1) return h1.checkVisibility() && h1.getBoundingClientRect().height > 0;
    return [...root.querySelectorAll('*')].some((el) => el.shadowRoot && visible(el.shadowRoot));
  };
  const look = () => {
    if (document.body && visible(document)) window.__benchHeading = performance.timeOrigin + performance.now();
    else requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
})()`;

async function phoneTab(browser: Browser): Promise<{ tab: Tab; close: () => Promise<void> }> {
  const context = await browser.createBrowserContext();
  const tab = await context.newPage();
  await tab.setViewport({ width: 1280, height: 800 });
  await emulatePhone(tab);
  await tab.evaluateOnNewDocument(probe);
  return { tab, close: () => context.close() };
}

interface Step {
  /** From the click on the link until the next page's heading shows. */
  readonly ms: number;
  /** Whether the page came from a prefetch (the speculation rules at work). */
  readonly prefetched: boolean;
}

async function step(tab: Tab, href: string): Promise<Step> {
  const link = `site-nav .links a[href="${href}"]`;
  // A click during the previous page change's view transition would not reach the page.
  await tab.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  await tab.hover(link);
  await new Promise((done) => setTimeout(done, HOVER_MS));
  await tab.click(link);
  // (not waitForNavigation: it misses navigations served from a prefetch)
  await tab.waitForFunction(
    (path) => location.pathname === path && document.readyState === 'complete' && '__benchHeading' in window,
    {},
    href,
  );
  return tab.evaluate(
    (key) => ({
      ms: (window as unknown as { __benchHeading: number }).__benchHeading - Number(sessionStorage.getItem(key)),
      prefetched:
        (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { deliveryType?: string }).deliveryType ===
        'navigational-prefetch',
    }),
    CLICK_KEY,
  );
}

/**
 * Walks `route` (nav pages in order) `runs` times on each site, the sites taking turns, and
 * prints one row per step: the median, and this branch's runs, in ms.
 */
export async function benchNav(browser: Browser, sites: readonly Site[], route: readonly Page[], runs = 3): Promise<void> {
  if (route.length < 2) return;
  const times: Step[][][] = sites.map(() => route.slice(1).map(() => []));
  for (let run = 0; run < runs; run++) {
    for (const [s, site] of sites.entries()) {
      const walked = await walk(browser, site.url, route).catch((error: Error) => {
        process.stderr.write(`nav on ${site.label}: ${error.message.split('\n')[0]}\n`);
        return [];
      });
      route.slice(1).forEach((_, i) => times[s]![i]!.push(walked[i] ?? { ms: Number.NaN, prefetched: false }));
    }
  }
  console.log(`\nNavigation on the phone profile, click after a ${HOVER_MS} ms hover → next page's h1 visible, median of ${runs}:\n`);
  printTable(
    ['step', 'median', sites.length > 1 ? 'runs ms, this branch' : 'runs ms'],
    route.slice(1).map((to, i) => [
      `${route[i]!.navLabel} → ${to.navLabel}`,
      cell(
        times.map((site) => site[i]!.map((step) => step.ms)),
        { unit: 'ms' },
      ),
      times[0]![i]!.map((s) => `${Math.round(s.ms)}${s.prefetched ? '*' : ''}`).join(' / '),
    ]),
  );
  console.log('\n* served from the prefetch the speculation rules started on hover');
}

/** One walk along `route` in a fresh browser context: each step's time, as far as it got. */
async function walk(browser: Browser, siteUrl: string, route: readonly Page[]): Promise<Step[]> {
  const href = (page: Pick<Page, 'route'>) => new URL(siteUrl).pathname + (page.route ? `${page.route}/` : '');
  const steps: Step[] = [];
  const { tab, close } = await phoneTab(browser);
  try {
    await tab.goto(new URL(href(route[0]!), siteUrl).href, { waitUntil: 'load' });
    for (let i = 1; i < route.length; i++) steps.push(await step(tab, href(route[i]!)));
    return steps;
  } finally {
    await close();
  }
}
