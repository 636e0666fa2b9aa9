/**
 * The site and its embeds, the same in every engine a visitor may use: Chromium, Firefox ESR and
 * WebKit (`TEST_ENGINES` picks some). One browser per engine, one engine after another, each
 * driven like a visitor (real clicks, taps and keys; ./engines/driver.ts) on the site built once
 * (./engines/world.ts). Every test ends with no problem recorded on the pages it visited: no
 * uncaught error, unhandled rejection, failed element load, policy violation, console error or
 * warning (./engines/recorder.ts).
 *
 * "Before the script ran" is made certain by the test server holding that script back until
 * the test releases it: the site runtime, a section's script, an embed's React file.
 *
 * Where a driver cannot act like a visitor (no touch over Firefox's BiDi or in WebKit's
 * MiniBrowser), the driver files say what stands in.
 */
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it } from 'node:test';
import * as data from '../../data/index.ts';
import { translate } from '../../content/translate.ts';
import { strings } from '../../data/strings.ts';
import { language } from '../../content/languages.ts';
import { SECTION_READY } from '../../elements/shared/events.ts';
import { projectRoot } from '../../scripts/build/config.ts';
import { loadSite } from '../../scripts/build/content.ts';
import { ENGINE_NAMES, selectedEngines } from '../../scripts/lib/browser.ts';
import { launchDriver, PHONE, type Driver, type Viewport } from './engines/driver.ts';
import { header, laidOut } from './header.ts';
import { colorShare, parseColor, readPng } from './engines/pixels.ts';
import {
  BLANK_PATH,
  embedApp,
  island,
  openWorld,
  pinnedApp,
  RUNTIME,
  TAMPERED,
  type EmbedForm,
  type Hold,
  type World,
} from './engines/world.ts';

let world: World;
before(async () => {
  world = await openWorld();
});
after(async () => {
  await world?.close();
});

/** Long enough for a script to load and a section to hydrate on a busy machine. */
const LOADS = { timeout: 15_000 };
const PROJECTS = 'portfolio-projects';
const ABOUT = 'portfolio-about';
/** The last card: far enough down that closing its dialog has a scroll position to give back. */
const LAST_CARD = `${PROJECTS} >>> li.project:last-of-type h2 a`;
const pathOf = (route: string) => new URL(world.url(route)).pathname;
const navLink = (route: string) => `site-nav .links a[href="${pathOf(route)}"]`;
/** The pages the build makes (those with something to show). */
const { pages } = (await loadSite(projectRoot)).languages[0]!.content;
const [home, other] = pages;
/** The site's languages after the default one (data/translations.ts): where, and its projects' titles. */
const otherLanguages = data.translations.map((t) => ({
  ...language(t.lang, false),
  titles: translate(data, t).data.projects.map((p) => p.title),
}));
/** A laptop's window: the header's row without room for every link of a long menu. */
const LAPTOP: Viewport = { width: 1024, height: 768 };
/** The routes the tests below open themselves. */
const OPENED_ELSEWHERE = [home!.route, other!.route, 'about', 'projects'];

/** Fails after `ms` unless `promise` settles first (a file that is never asked for). */
const within = <T>(promise: Promise<T>, ms: number, what: string) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      setTimeout(() => reject(new Error(`${what}: not within ${ms} ms`)), ms).unref();
    }),
  ]);

/**
 * The problems recorded on the current page's origin, once the site has answered every request
 * (what a released script set off has happened).
 */
async function settledProblems(d: Driver): Promise<string[]> {
  await within(world.idle(), 10_000, 'the site answers every request');
  return d.problems();
}

// In the page ---------------------------------------------------------------------------------

const runtimeRan = () => !!customElements.get('site-nav');

/** Marks the section's element once React has hydrated it (its `SECTION_READY` event). */
function watchReady(selector: string, event: string) {
  const host = document.querySelector(selector)!;
  host.addEventListener(event, () => host.setAttribute('data-e2e-ready', ''), { once: true });
}
const isReady = (selector: string) => document.querySelector(selector)!.hasAttribute('data-e2e-ready');

/** Whether More is open (its button says so, its links show), or closed with the focus on its button. */
const moreIs = (open: boolean) => {
  const button = document.querySelector('site-nav .more .popup-toggle');
  const shown = button?.getAttribute('aria-expanded') === 'true' && !!document.querySelector('site-nav #nav-more a')?.checkVisibility();
  return open ? shown : !shown && document.activeElement === button;
};

const loadedAt = (pathname: string) => location.pathname === pathname && document.readyState === 'complete';

/** Puts the last project card mid-screen; its title. */
function showLastCard(selector: string) {
  const card = document.querySelector(selector)!.shadowRoot!.querySelector('li.project:last-of-type')!;
  card.scrollIntoView({ block: 'center', behavior: 'instant' });
  return card.querySelector('h2')!.textContent!.trim();
}

/** What a visitor sees of a projects section's open dialog, where the page is and what has focus. */
function dialogState(selector: string) {
  const dialog = document.querySelector(selector)!.shadowRoot!.querySelector('dialog[open]');
  let focus = document.activeElement;
  while (focus?.shadowRoot?.activeElement) focus = focus.shadowRoot.activeElement;
  return {
    dialog: dialog && { modal: dialog.matches(':modal'), title: dialog.querySelector('h2')?.textContent?.trim() },
    y: Math.round(scrollY),
    focus: focus?.closest('li.project') ? focus.textContent?.trim() : (focus?.localName ?? null),
  };
}
const dialogOpen = (selector: string) => !!document.querySelector(selector)!.shadowRoot!.querySelector('dialog[open]');
/** The dialog open and the page behind it unable to scroll (the root's overflow, or the body's). */
const pageHeld = (selector: string) => {
  const hidden = (el: Element) => ['hidden', 'clip'].includes(getComputedStyle(el).overflowY);
  return (
    !!document.querySelector(selector)!.shadowRoot!.querySelector('dialog[open]') &&
    (hidden(document.documentElement) || hidden(document.body))
  );
};
/** The dialog closed and the page behind it free to scroll again. */
const dialogClosed = (selector: string) => {
  const hidden = (el: Element) => ['hidden', 'clip'].includes(getComputedStyle(el).overflowY);
  return (
    !document.querySelector(selector)!.shadowRoot!.querySelector('dialog[open]') &&
    !hidden(document.documentElement) &&
    !hidden(document.body)
  );
};
const scrollAfterFrames = async () => {
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  return Math.round(scrollY);
};
/** In the page: counts the wheel events that reach it from now on (`e2eWheels`). */
function countWheels() {
  const counted = window as unknown as { e2eWheels?: number };
  if (counted.e2eWheels === undefined) addEventListener('wheel', () => counted.e2eWheels!++, { passive: true, capture: true });
  counted.e2eWheels = 0;
}
/** In the page: counts, frame by frame, the frames the page has stayed where it is (`e2eStill`), for 600 frames. */
function watchStillness() {
  const page = window as unknown as { e2eStill: number };
  page.e2eStill = 0;
  let [last, frames] = [scrollY, 0];
  const tick = () => {
    page.e2eStill = scrollY === last ? page.e2eStill + 1 : 0;
    last = scrollY;
    if (++frames < 600) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}
/** The middle of the open dialog's title, in the viewport. */
function dialogTitleMiddle(selector: string) {
  const box = document.querySelector(selector)!.shadowRoot!.querySelector('dialog[open] h2')!.getBoundingClientRect();
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

// Steps ---------------------------------------------------------------------------------------

/** The wheel turned 400 px down over the point (x, y), by default the page's side half-way down. */
const turnWheel = async (d: Driver, at?: { x: number; y: number }) => d.wheel(at?.x ?? 4, at?.y ?? (await d.viewport()).height / 2, 400);

/**
 * The wheel moves the page while no dialog is open, so that the page standing still behind one
 * means something in this engine; the last card is then put back mid-screen.
 */
async function wheelMovesPage(d: Driver, selector: string) {
  // Listened to from here on: an engine that scrolls off the main thread learns of a new
  // listener only when it next draws the page.
  await d.evaluate(countWheels);
  const y = await d.evaluate(scrollAfterFrames);
  await turnWheel(d);
  await d.waitFor('the wheel scrolls the page while no dialog is open', (from) => Math.round(scrollY) !== from, [y]);
  // Until it rests, the wheel's next turns go on scrolling the page (WebKit), whatever is over it.
  await d.evaluate(watchStillness);
  await d.waitFor('the page comes to rest', () => (window as unknown as { e2eStill: number }).e2eStill >= 3, [], LOADS);
  await d.evaluate(showLastCard, selector);
}

/**
 * The page behind the open dialog stays at `y` under the wheel turned over the dialog's title
 * (which does not scroll, so a wheel there goes on to the page), looked at once the wheel has
 * reached the page.
 */
async function wheelBehindDialog(d: Driver, selector: string, y: number) {
  await d.evaluate(countWheels);
  await turnWheel(d, await d.evaluate(dialogTitleMiddle, selector));
  // Slow where a loaded machine paints the dimmed page in software, a frame a second.
  await d.waitFor(
    'the wheel over the dialog reaches the page',
    () => (window as unknown as { e2eWheels: number }).e2eWheels > 0,
    [],
    LOADS,
  );
  assert.equal(await d.evaluate(scrollAfterFrames), y, 'the page behind the dialog scrolled under the wheel');
}

/**
 * A visitor opens the last project's dialog from its card, tries to scroll the page behind it
 * (with the wheel when `wheel`, as soon as the page is locked: puppeteer's wheel takes a second
 * in Chromium, so once per test), and closes it with Escape or its Close button: the page is
 * where it was and the card has focus.
 */
async function openAndClose(
  d: Driver,
  selector: string,
  close: 'Escape' | 'Close',
  { wheel = false, titles = data.projects.map((p) => p.title) }: { wheel?: boolean; titles?: readonly string[] } = {},
) {
  const title = await d.evaluate(showLastCard, selector);
  assert.ok(titles.includes(title), `the last card's title "${title}" is a project of data/`);
  if (wheel) await wheelMovesPage(d, selector);
  await d.click(LAST_CARD.replace(PROJECTS, selector));
  await d.waitFor(`the dialog of "${title}" opens`, dialogOpen, [selector]);
  await d.waitFor('the page behind the open dialog is held still', pageHeld, [selector]);
  const open = await d.evaluate(dialogState, selector);
  assert.deepEqual(open.dialog, { modal: true, title }, 'the dialog shown is the card’s, as a modal');
  if (wheel) await wheelBehindDialog(d, selector, open.y);
  if (close === 'Escape') await d.press('Escape');
  else await d.click(`${selector} >>> dialog[open] .close`);
  await d.waitFor(`${close} closes the dialog and frees the page behind`, dialogClosed, [selector]);
  const closed = await d.evaluate(dialogState, selector);
  assert.deepEqual({ y: closed.y, focus: closed.focus }, { y: open.y, focus: title }, `after ${close}`);
}

/**
 * Opens `url` and lets each of its sections hydrate, as a visitor's pointer over it would make it;
 * returns once nothing is left loading (leaving a page mid-load is a test of its own).
 */
async function loadAndHydrate(d: Driver, url: string) {
  await d.open(url);
  await d.waitFor('the site runtime runs', runtimeRan, [], LOADS);
  for (const tag of world.islands) {
    if (!(await d.evaluate((t) => !!document.querySelector(t), tag))) continue;
    await d.evaluate(watchReady, tag, SECTION_READY);
    await d.hover(tag);
    await d.waitFor(`${tag} hydrates`, isReady, [tag], LOADS);
  }
  await within(world.idle(), 10_000, 'the site answers every request');
}

/**
 * The dialog before the section's script ran (its file held), closed with Escape, the wheel
 * turned behind it, then after, closed with its button.
 */
async function dialogBeforeAndAfter(d: Driver, url: string, script: Hold) {
  await d.open(url);
  await d.evaluate(watchReady, PROJECTS, SECTION_READY);
  await openAndClose(d, PROJECTS, 'Escape', { wheel: true });
  await within(script.requested, 5000, 'the first touch of the section asks for its script');
  assert.equal(await d.evaluate((tag) => !!customElements.get(tag), PROJECTS), false, 'the section was defined while its script was held');
  script.release();
  await d.waitFor('the section hydrates', isReady, [PROJECTS], LOADS);
  await openAndClose(d, PROJECTS, 'Close');
}

/** In the page: the visible icons of the header or footer, brought on screen, their files loaded and decoded. */
async function iconsOf(selector: string) {
  const part = document.querySelector(selector)!;
  scrollTo({ top: selector === 'site-nav' ? 0 : document.documentElement.scrollHeight, behavior: 'instant' });
  const icons = [...part.querySelectorAll('svg')].filter((svg) => {
    const box = svg.getBoundingClientRect();
    return svg.checkVisibility() && box.width > 0 && box.bottom > 0 && box.top < innerHeight;
  });
  // An icon drawn from its own file (a mask, a <use>): that file must load and decode as an image.
  const files = icons.map(
    (svg) =>
      svg
        .querySelector('[mask]')
        ?.getAttribute('mask')
        ?.match(/url\(["']?([^"')#]+)/)?.[1] ??
      svg
        .querySelector('use')
        ?.getAttribute('href')
        ?.match(/^[^#]+/)?.[0],
  );
  const decodes = await Promise.all(
    files.map(async (file) => {
      if (!file) return true;
      const image = new Image();
      image.src = file;
      return image.decode().then(
        () => true,
        () => false,
      );
    }),
  );
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  return {
    scale: devicePixelRatio,
    icons: icons.map((svg, i) => {
      const { x, y, width, height } = svg.getBoundingClientRect();
      const label = svg.closest('a, button');
      return {
        name:
          svg
            .querySelector('use')
            ?.getAttribute('href')
            ?.match(/#([\w-]+)$/)?.[1] ??
          label?.getAttribute('aria-label') ??
          label?.textContent?.trim() ??
          `#${i}`,
        file: files[i],
        decodes: decodes[i],
        box: { x, y, width, height },
        color: getComputedStyle(svg).color,
      };
    }),
  };
}

// The tests -----------------------------------------------------------------------------------

for (const engine of selectedEngines()) {
  describe(engine, () => {
    let d: Driver;
    before(async () => {
      d = await launchDriver(engine);
    });
    after(async () => {
      await d?.close();
    });
    let failed = false;
    afterEach(async () => {
      world.releaseAll();
      if (!failed) return;
      failed = false;
      // What a failed test left (a script still loading, a dialog open) is not the next test's:
      // leave its page for an empty one of the same origin, and drop what the recorder kept there.
      await within(world.idle(), 10_000, 'the site answers every request').catch(() => {});
      const origin = await d.evaluate(() => location.origin).catch(() => 'null');
      if (origin !== 'null') await d.open(new URL(BLANK_PATH, origin).href);
      await d.problems().catch(() => []);
    });
    /**
     * A test that fails because its browser crashed is run once more, in a fresh browser that the
     * tests after it keep; the crash is one line naming the engine, the test and the cause.
     */
    const test = (name: string, fn: () => Promise<void>) =>
      it(name, { timeout: 120_000 }, async () => {
        try {
          await fn();
        } catch (error) {
          const crash = await d.crashed();
          if (!crash) {
            failed = true;
            throw error;
          }
          console.log(`✗ ${ENGINE_NAMES[engine]} crashed in "${name}": ${crash}; running it once more in a fresh browser`);
          world.releaseAll();
          await d.close().catch(() => {});
          d = await launchDriver(engine);
          try {
            await fn();
          } catch (again) {
            failed = true;
            throw again;
          }
        }
      });

    test('the pages no other test opens load with no problem, nor do their sections when their script runs', async () => {
      for (const page of pages.filter((p) => !OPENED_ELSEWHERE.includes(p.route))) await loadAndHydrate(d, world.url(page.route));
      // What every page visited recorded, on this origin.
      assert.deepEqual(await settledProblems(d), []);
    });

    for (const { lang, dir, folder, titles } of otherLanguages)
      test(`every page in ${lang} (${dir}) loads and hydrates with no problem, and its project dialog opens`, async () => {
        for (const page of pages) {
          await loadAndHydrate(d, world.url(`${folder}${page.route}`));
          assert.deepEqual(
            await d.evaluate(() => [document.documentElement.lang, document.documentElement.dir]),
            [lang, dir],
            `/${folder}${page.route}`,
          );
          // Hydrated in this language (numbers, dates and words as the build wrote them), the
          // dialog is React's: it opens and gives the page back on closing.
          if (await d.evaluate((t) => !!document.querySelector(t), PROJECTS)) await openAndClose(d, PROJECTS, 'Close', { titles });
        }
        assert.deepEqual(await settledProblems(d), []);
      });

    test('header and footer icons draw their shapes, not solid squares', async () => {
      await d.open(world.url(home!.route));
      await d.waitFor('the site runtime runs', runtimeRan, [], LOADS);
      const wrong: string[] = [];
      for (const part of ['site-nav', 'site-footer']) {
        const { scale, icons } = await d.evaluate(iconsOf, part);
        assert.ok(icons.length > 0, `${part} shows no icon`);
        const picture = await readPng(await d.screenshot());
        for (const icon of icons) {
          const share = colorShare(picture, icon.box, parseColor(icon.color), scale);
          const file = icon.decodes ? '' : ` (${icon.file} does not decode as an image)`;
          if (share > 0.95) wrong.push(`${part} ${icon.name}: a solid square${file}`);
          else if (share < 0.03) wrong.push(`${part} ${icon.name}: nothing drawn${file}`);
          else if (file) wrong.push(`${part} ${icon.name}:${file}`);
        }
      }
      assert.deepEqual(wrong, []);
      assert.deepEqual(await settledProblems(d), []);
    });

    test('the theme toggle tapped at load, before the site runtime ran, switches the theme', async () => {
      const runtime = world.hold(RUNTIME);
      try {
        await d.open(world.url(home!.route));
        await within(runtime.requested, 5000, 'the page asks for the site runtime after load');
        const dark = await d.evaluate(() => document.documentElement.classList.contains('dark'));
        await d.click('site-nav .theme-toggle');
        runtime.release();
        await d.waitFor('the site runtime runs', runtimeRan, [], LOADS);
        await d.waitFor(`the page turns ${dark ? 'light' : 'dark'}`, (was) => document.documentElement.classList.contains('dark') !== was, [
          dark,
        ]);
        const label = await d.evaluate(() => document.querySelector('site-nav .theme-toggle')!.getAttribute('aria-label'));
        assert.equal(label, dark ? strings.nav.toDarkTheme : strings.nav.toLightTheme, 'the toggle offers the theme the page is not in');
        assert.deepEqual(await settledProblems(d), []);
      } finally {
        await d.evaluate(() => localStorage.removeItem('theme')).catch(() => {});
      }
    });

    test("About: Tab to the tabs, ArrowRight selects the next tab before the section's script ran, and after", async () => {
      const script = world.hold(island(ABOUT));
      await d.open(world.url('about'));
      await d.waitFor('the site runtime runs', runtimeRan, [], LOADS);
      await d.evaluate(watchReady, ABOUT, SECTION_READY);
      // Tab from the top of the page until a tab has focus.
      const focusedTab = () => {
        let focus = document.activeElement;
        while (focus?.shadowRoot?.activeElement) focus = focus.shadowRoot.activeElement;
        return focus?.getAttribute('role') === 'tab' ? focus.textContent!.trim() : null;
      };
      let start: string | null = null;
      for (let presses = 0; presses < 60 && !start; presses++) {
        await d.press('Tab');
        start = await d.evaluate(focusedTab);
      }
      assert.ok(start, 'Tab never reached a tab');
      const tabs = await d.evaluate(
        (tag) => [...document.querySelector(tag)!.shadowRoot!.querySelectorAll('[role="tab"]')].map((t) => t.textContent!.trim()),
        ABOUT,
      );
      const next = (name: string) => tabs[(tabs.indexOf(name) + 1) % tabs.length]!;
      const shown = (tag: string, name: string) => {
        const root = document.querySelector(tag)!.shadowRoot!;
        const tab = [...root.querySelectorAll('[role="tab"]')].find((t) => t.textContent!.trim() === name)!;
        const panel = root.getElementById(tab.getAttribute('aria-controls') ?? '');
        let focus = document.activeElement;
        while (focus?.shadowRoot?.activeElement) focus = focus.shadowRoot.activeElement;
        return tab.getAttribute('aria-selected') === 'true' && !!panel?.checkVisibility({ visibilityProperty: true }) && focus === tab;
      };
      await within(script.requested, 5000, 'focus inside the section asks for its script');
      await d.press('ArrowRight');
      await d.waitFor(`ArrowRight before the script ran selects and shows "${next(start)}"`, shown, [ABOUT, next(start)]);
      script.release();
      await d.waitFor('the section hydrates', isReady, [ABOUT], LOADS);
      assert.ok(await d.evaluate(shown, ABOUT, next(start)), 'the tab chosen before the script ran is kept');
      await d.press('ArrowRight');
      await d.waitFor(`ArrowRight after the script ran selects and shows "${next(next(start))}"`, shown, [ABOUT, next(next(start))]);
      assert.deepEqual(await settledProblems(d), []);
    });

    test("Projects: a card opens its dialog before the section's script ran; Escape and Close give back scroll and focus", async () => {
      const script = world.hold(island(PROJECTS));
      await d.open(world.url('projects'));
      await d.waitFor('the site runtime runs', runtimeRan, [], LOADS);
      await d.evaluate(watchReady, PROJECTS, SECTION_READY);
      await openAndClose(d, PROJECTS, 'Escape', { wheel: true });
      await openAndClose(d, PROJECTS, 'Close');
      await within(script.requested, 5000, 'the first touch of the section asks for its script');
      assert.equal(
        await d.evaluate((tag) => !!customElements.get(tag), PROJECTS),
        false,
        'the section was defined while its script was held',
      );
      script.release();
      // Done loading before the page is left (leaving mid-load is a test of its own).
      await d.waitFor('the section hydrates', isReady, [PROJECTS], LOADS);
      assert.deepEqual(await settledProblems(d), []);
    });

    test("Projects: a card opens its dialog after the section's script ran; Escape and Close give back scroll and focus", async () => {
      await d.open(world.url('projects'));
      await d.waitFor('the site runtime runs', runtimeRan, [], LOADS);
      await d.evaluate(watchReady, PROJECTS, SECTION_READY);
      // The pressed filter, pressed again: a first sign of use that changes nothing.
      await d.click(`${PROJECTS} >>> .pill[aria-pressed="true"]`);
      await d.waitFor('the section hydrates', isReady, [PROJECTS], LOADS);
      await openAndClose(d, PROJECTS, 'Escape', { wheel: true });
      await openAndClose(d, PROJECTS, 'Close');
      assert.deepEqual(await settledProblems(d), []);
    });

    for (const form of ['script', 'snippet'] as const satisfies readonly EmbedForm[]) {
      test(`${form} embed: a card opens its dialog before and after React; Escape and Close give back scroll and focus`, async () => {
        // The snippet pins its loader, which then runs the one-file widget it knows the integrity of.
        const app = form === 'snippet' ? pinnedApp(PROJECTS) : embedApp(PROJECTS);
        await dialogBeforeAndAfter(d, world.hostPage(form, PROJECTS), world.hold(app));
        assert.deepEqual(await settledProblems(d), []);
      });
    }

    test('pinned snippet: a widget file changed on the server is refused; the widget keeps working as painted, said once on the console', async () => {
      const restore = world.tamper(pinnedApp(PROJECTS));
      try {
        await d.open(world.hostPage('snippet', PROJECTS));
        // Its first use asks for the widget's file, which the browser refuses: the dialog still
        // opens and closes on the painted markup, and a second use asks for nothing more.
        await openAndClose(d, PROJECTS, 'Escape');
        await within(world.idle(), 10_000, 'the site answers every request');
        await openAndClose(d, PROJECTS, 'Escape');
        assert.deepEqual(
          await d.evaluate(
            (tag, mark) => [!!customElements.get(tag), (globalThis as Record<string, unknown>)[mark] === true],
            PROJECTS,
            TAMPERED,
          ),
          [false, false],
          'the changed file did not run',
        );
        // What is recorded: the refused file (once), and the widget's one line saying so.
        const problems = await settledProblems(d);
        assert.equal(problems.length, 2, problems.join('\n'));
        assert.match(problems[0]!, /^failed to load: <script> \S+\/embed\/portfolio-projects\.pinned\.\w+\.js /);
        assert.match(
          problems[1]!,
          /^console\.warn: <portfolio-projects>: \S+ did not load or does not match the snippet's pinned integrity/,
        );
      } finally {
        restore();
      }
    });

    test("leaving a page while a section's script is still loading records no problem", async () => {
      const script = world.hold(island(PROJECTS));
      await d.open(world.url('projects'));
      await d.waitFor('the site runtime runs', runtimeRan, [], LOADS);
      await d.click(`${PROJECTS} >>> .pill[aria-pressed="true"]`);
      await within(script.requested, 5000, 'the first touch of the section asks for its script');
      const next = pages.find((p) => p.route !== 'projects')!;
      await d.click(navLink(next.route));
      await d.waitFor('the next page opens', loadedAt, [pathOf(next.route)], LOADS);
      script.release();
      assert.deepEqual(await settledProblems(d), []);
    });

    test('back and forward bring pages back from the back/forward cache with no problem', async () => {
      await d.open(world.url(home!.route));
      await d.waitFor('the site runtime runs', runtimeRan, [], LOADS);
      // A mark in the page's memory survives only a restore from the cache.
      const mark = () => ((window as unknown as { e2eMark: boolean }).e2eMark = true);
      const marked = () => (window as unknown as { e2eMark?: boolean }).e2eMark === true;
      await d.evaluate(mark);
      await d.click(navLink(other!.route));
      await d.waitFor('the next page opens', loadedAt, [pathOf(other!.route)], LOADS);
      await d.waitFor('the site runtime runs', runtimeRan, [], LOADS);
      await d.evaluate(mark);
      await d.back();
      await d.waitFor('back returns to the first page', loadedAt, [pathOf(home!.route)], LOADS);
      assert.ok(await d.evaluate(marked), 'back did not restore the page from the cache');
      assert.deepEqual(await settledProblems(d), [], 'after back');
      await d.forward();
      await d.waitFor('forward returns to the next page', loadedAt, [pathOf(other!.route)], LOADS);
      assert.ok(await d.evaluate(marked), 'forward did not restore the page from the cache');
      assert.deepEqual(await settledProblems(d), [], 'after forward');
    });

    test('laptop: the header keeps one row; More opens with a click or Enter, closes with Escape, and its links lead to their pages', async () => {
      await d.open(world.url(home!.route), LAPTOP);
      await d.waitFor('the site runtime runs', runtimeRan, [], LOADS);
      await d.evaluate(laidOut);
      const seen = await d.evaluate(header);
      assert.equal(seen.menuButton, false, 'the phone menu button is shown');
      assert.ok(seen.resume && seen.theme, 'the résumé or the theme toggle is hidden');
      assert.deepEqual(seen.outside, [], 'out of the header');
      if (!seen.more) assert.equal(seen.inRow.length, pages.length, 'a page is neither in the row nor in More');
      else {
        await d.click('site-nav .more .popup-toggle');
        await d.waitFor('More opens', moreIs, [true]);
        await d.press('Escape');
        await d.waitFor('Escape closes More and gives its button the focus', moreIs, [false]);
        await d.press('Enter');
        await d.waitFor('Enter opens More', moreIs, [true]);
        const target = await d.evaluate(() => document.querySelector('site-nav #nav-more a')!.getAttribute('href')!);
        await d.click('site-nav #nav-more a');
        await d.waitFor("More's link leads to its page", loadedAt, [target], LOADS);
      }
      assert.deepEqual(await settledProblems(d), []);
    });

    for (const { lang, folder } of otherLanguages.slice(0, 1))
      test(`laptop: the language menu opens and leads to the page in ${lang}`, async () => {
        await d.open(world.url('about'), LAPTOP);
        await d.waitFor('the site runtime runs', runtimeRan, [], LOADS);
        await d.click('site-nav .languages .popup-toggle');
        await d.waitFor('the language menu opens', () => !!document.querySelector('site-nav #nav-languages a')?.checkVisibility(), []);
        await d.click(`site-nav #nav-languages a[hreflang="${lang}"]`);
        await d.waitFor(`the page opens in ${lang}`, loadedAt, [pathOf(`${folder}about`)], LOADS);
        assert.equal(await d.evaluate(() => document.documentElement.lang), lang);
        assert.deepEqual(await settledProblems(d), []);
      });

    test('phone: the menu opens and a link in it leads to its page', async () => {
      await d.open(world.url(home!.route), PHONE);
      await d.waitFor('the site runtime runs', runtimeRan, [], LOADS);
      const menuShown = () => {
        const toggle = document.querySelector('site-nav .menu-toggle')!;
        return toggle.getAttribute('aria-expanded') === 'true' && !!document.querySelector('site-nav .links a')?.checkVisibility();
      };
      assert.ok(
        await d.evaluate(() => document.querySelector('site-nav .menu-toggle')!.checkVisibility()),
        'no menu button: not the phone layout',
      );
      assert.equal(await d.evaluate(menuShown), false, 'the menu is open before a tap');
      await d.tap('site-nav .menu-toggle');
      await d.waitFor('the menu opens', menuShown, []);
      await d.tap(navLink(other!.route));
      await d.waitFor('the link leads to its page', loadedAt, [pathOf(other!.route)], LOADS);
      assert.deepEqual(await settledProblems(d), []);
    });
  });
}
