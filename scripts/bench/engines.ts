/**
 * First paint and first tap in every engine (Chromium, Firefox ESR, WebKit's MiniBrowser), on the
 * pages and first taps of ./tap.ts, driven as the cross-engine tests drive them
 * (test/e2e/engines/driver.ts): one tab per engine, 390×844, unthrottled (Firefox and WebKit
 * have no CPU throttling to match Chromium's), every file fetched afresh on each visit (the site's
 * `no-store` server); Chromium taps by touch, Firefox (BiDi has no touch) and WebKit click.
 *
 * - **First paint**: the engine's own paint timing (`first-contentful-paint`, which all three
 *   have); an engine without it would show –.
 * - **First tap**, from the tap's first input event to the next paint after its handlers:
 *   Chromium by Event Timing as INP counts it (the longest entry of the tap's `interactionId`);
 *   Firefox by Event Timing too, by `interactionId` where it gives one, else (Firefox ESR 140
 *   gave none) the longest of the tap's `pointerdown`/`pointerup`/`click` (and mouse) entries;
 *   WebKit, which has no Event Timing, in the page: for each of those events, from its
 *   `timeStamp` to a task queued by the first animation frame after it (so after that frame's
 *   style, layout and paint), the longest.
 *   That in-page number is taken in every engine and printed beside Event Timing's as a check.
 * As in ./tap.ts, the control is scrolled into view `LOOK_MS` before the tap, and the tap must
 * show its effect. A benchmark: it prints numbers and never fails on them.
 */
import { ENGINE_NAMES, type Engine } from '../lib/browser.ts';
import { launchDriver, PHONE, type Driver } from '../../test/e2e/engines/driver.ts';
import { firstContentfulPaint } from './paint.ts';
import { pageUrl, type Site } from './sites.ts';
import { cell, goalText, pooled, printTable, TAP_GOAL, type Runs } from './table.ts';
import { firstTapName, LOOK_MS, type Tap, type TapRuns } from './tap.ts';

/** How the first tap was timed in an engine. */
type TapMeasure = 'Event Timing' | 'next paint, in the page';

interface EngineVisit {
  readonly paint: number;
  readonly tap: number;
  /** Absent when the visit failed. */
  readonly measure?: TapMeasure;
}

/** Per engine, per tap: the runs of each site (this branch's first), and how the engine's taps were timed. */
export type EngineRuns = ReadonlyMap<
  Engine,
  { readonly taps: ReadonlyMap<Tap, { paint: Runs; tap: Runs }>; readonly measure?: TapMeasure }
>;

/** What the page code keeps, on `window.__benchTap`. */
interface TapState {
  target?: Element;
  entries: { name: string; id: number; duration: number }[];
  painted: Record<string, number>;
  eventTiming: boolean;
}
type BenchWindow = Window & { __benchTap: TapState };

/** In the page: the element `selector` names (one `>>>` per shadow root), scrolled to the middle of the screen and kept. */
function findAndScroll(selector: string): boolean {
  const target = selector
    .split('>>>')
    .reduce<Element | null | undefined>((scope, part, i) => (i ? scope?.shadowRoot : document)?.querySelector(part.trim()), undefined);
  target?.scrollIntoView({ block: 'center', inline: 'center' });
  (window as unknown as BenchWindow).__benchTap = { ...(target && { target }), entries: [], painted: {}, eventTiming: false };
  return !!target;
}

/** In the page, just before the tap: Event Timing's observer where there is one, and the in-page next paint of each tap event. */
function arm(): void {
  const state = (window as unknown as BenchWindow).__benchTap;
  state.eventTiming = PerformanceObserver.supportedEntryTypes.includes('event');
  if (state.eventTiming) {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { interactionId?: number })[]) {
        state.entries.push({ name: e.name, id: e.interactionId ?? 0, duration: e.duration });
      }
    }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
  }
  for (const type of ['pointerdown', 'pointerup', 'click']) {
    const listener = (event: Event) =>
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => (state.painted[type] = performance.now() - event.timeStamp);
        channel.port2.postMessage(null);
      });
    addEventListener(type, listener, { capture: true, once: true });
  }
}

/** In the page, once the tap has painted: its Event Timing duration (null without Event Timing) and its in-page next paint. */
function collect(): Promise<{ eventTiming: number | null; nextPaint: number }> {
  const state = (window as unknown as BenchWindow).__benchTap;
  const TAP_EVENTS = ['pointerdown', 'pointerup', 'mousedown', 'mouseup', 'click', 'touchstart', 'touchend'];
  // Event Timing entries are delivered after the frame they end on: two more frames and a task.
  return new Promise((resolve) =>
    requestAnimationFrame(() =>
      requestAnimationFrame(() =>
        setTimeout(() => {
          const ids = state.entries.filter((e) => e.id).map((e) => e.id);
          const tap = ids.length
            ? state.entries.filter((e) => e.id === Math.min(...ids))
            : state.entries.filter((e) => TAP_EVENTS.includes(e.name));
          resolve({
            eventTiming: state.eventTiming ? Math.max(16, ...tap.map((e) => e.duration)) : null,
            nextPaint: Math.max(...Object.values(state.painted)),
          });
        }, 100),
      ),
    ),
  );
}

/**
 * A function for `Driver.waitFor` whose page code is `source`: the driver sends a function's
 * text, and the tap's effect check is a function of ./tap.ts put into it.
 */
const pageFunction = (source: string) => Object.assign(() => undefined, { toString: () => source });

/** In the page: the tap's effect shows and its click has painted. */
const tapShown = (tap: Tap) =>
  pageFunction(`() => {
    const state = window.__benchTap;
    return state.painted.click !== undefined && (${tap.first.done.toString()})(state.target);
  }`);

/** One visit of `tap`'s page on `site`: its first paint, then the first tap. */
async function visit(driver: Driver, site: Site, tap: Tap): Promise<EngineVisit> {
  await driver.open(pageUrl(site, { name: tap.page, route: tap.route }, true), PHONE);
  const paint = await driver.evaluate(firstContentfulPaint);
  if (!(await driver.evaluate(findAndScroll, tap.first.target))) throw new Error(`no element matches ${tap.first.target}`);
  await new Promise((resolve) => setTimeout(resolve, LOOK_MS));
  await driver.evaluate(arm);
  await driver.tap(tap.first.target);
  await driver.waitFor(`${tap.first.name} shows`, tapShown(tap), [], { timeout: 30_000 });
  const { eventTiming, nextPaint } = await driver.evaluate(collect);
  process.stderr.write(
    `  ${driver.engine} ${firstTapName(tap)} on ${site.label}: paint ${Math.round(paint ?? Number.NaN)} ms, tap ${eventTiming ?? '–'} ms by Event Timing, ${Math.round(nextPaint)} ms in the page\n`,
  );
  return {
    paint: paint ?? Number.NaN,
    tap: eventTiming ?? nextPaint,
    measure: eventTiming === null ? 'next paint, in the page' : 'Event Timing',
  };
}

/**
 * A browser's first page loads slower than any after it (its page process starting, its caches
 * empty: 3.8 s against 0.2 s in Firefox): one unmeasured visit of each site comes first.
 */
async function warmUp(driver: Driver, sites: readonly Site[], tap: Tap): Promise<void> {
  for (const site of sites) await driver.open(pageUrl(site, { name: tap.page, route: tap.route }, true), PHONE);
}

/** Every visit of one engine: `runs` per tap and site, the sites taking turns; a browser that crashed is started afresh. */
async function benchEngine(engine: Engine, sites: readonly Site[], taps: readonly Tap[], runs: number) {
  let driver = await launchDriver(engine);
  await warmUp(driver, sites, taps[0]!);
  let measure: TapMeasure | undefined;
  const results = new Map(taps.map((tap) => [tap, { paint: sites.map((): number[] => []), tap: sites.map((): number[] => []) }]));
  try {
    for (let run = 0; run < runs; run++) {
      for (const tap of taps) {
        for (const [s, site] of sites.entries()) {
          const result: EngineVisit = await visit(driver, site, tap).catch(async (error: Error) => {
            process.stderr.write(`${engine} ${firstTapName(tap)} on ${site.label}: ${error.message.split('\n')[0]}\n`);
            if (await driver.crashed()) {
              await driver.close().catch(() => {});
              driver = await launchDriver(engine);
              await warmUp(driver, sites, tap);
            }
            return { paint: Number.NaN, tap: Number.NaN };
          });
          measure ??= result.measure;
          results.get(tap)!.paint[s]!.push(result.paint);
          results.get(tap)!.tap[s]!.push(result.tap);
        }
      }
    }
  } finally {
    await driver.close();
  }
  return { taps: results, ...(measure && { measure }) };
}

export async function benchEngines(
  engines: readonly Engine[],
  sites: readonly Site[],
  taps: readonly Tap[],
  runs: number,
): Promise<EngineRuns> {
  const results = new Map<Engine, Awaited<ReturnType<typeof benchEngine>>>();
  for (const engine of engines) {
    process.stderr.write(`${ENGINE_NAMES[engine]}: first paint and first tap\n`);
    // A browser that cannot start leaves its column out, not the rest of the bench.
    const measured = await benchEngine(engine, sites, taps, runs).catch((error: Error) => {
      console.log(`\n${ENGINE_NAMES[engine]} not measured: ${error.message.split('\n')[0]}`);
    });
    if (measured) results.set(engine, measured);
  }
  return results;
}

/**
 * One table: first paint per page and first tap per tap, in Chromium on the phone profile (from
 * ./tap.ts, when it ran) and in each engine unthrottled.
 */
export function printEngines(results: EngineRuns, taps: readonly Tap[], runs: number, phone?: TapRuns): void {
  const engines = [...results];
  const pages = [...new Map(taps.map((tap) => [tap.route, tap.page]))];
  const on = (route: string) => taps.filter((tap) => tap.route === route);
  const paintRow = ([route, page]: [string, string]) => [
    `${page}: first paint`,
    ...(phone ? [cell(pooled(on(route).map((tap) => phone.get(tap)!.phone.paint)), { unit: 'ms' })] : []),
    ...engines.map(([, r]) => cell(pooled(on(route).map((tap) => r.taps.get(tap)!.paint)), { unit: 'ms' })),
  ];
  const tapRow = (tap: Tap) => [
    `${firstTapName(tap)} (first tap)`,
    ...(phone ? [cell(phone.get(tap)!.phone.first, { unit: 'ms', goal: TAP_GOAL })] : []),
    ...engines.map(([, r]) => cell(r.taps.get(tap)!.tap, { unit: 'ms', goal: TAP_GOAL })),
  ];
  console.log(
    `\nFirst paint and first tap in every engine, median of ${runs} cold visits; first taps held to ${goalText(TAP_GOAL)} ms (✓/✗).` +
      '\nUnthrottled columns: one tab per engine, 390×844, every file fetched afresh; Firefox and WebKit click (no touch input)' +
      " and have no CPU throttling to match Chromium's 4x." +
      `\nFirst paint: each engine's first-contentful-paint. First tap: ${engines.map(([engine, r]) => `${ENGINE_NAMES[engine]} by ${r.measure ?? '–'}`).join(', ')}.\n`,
  );
  printTable(
    ['', ...(phone ? ['Chromium, phone profile'] : []), ...engines.map(([engine]) => `${ENGINE_NAMES[engine]}, unthrottled`)],
    [...pages.map(paintRow), ...taps.map(tapRow)],
  );
}
