/**
 * `npm run screenshots`: builds the site and saves pictures of it for the README and docs/screenshots.md.
 *
 * - Every page in light and dark, on a desktop and a phone viewport, with Chromium, to
 *   `docs/screenshots/<page>-<theme>-<device>.png`.
 * - The same places in every engine, to compare them (`docs/screenshots/engines/`):
 *   `<engine>-header.png` and `<engine>-footer.png` (Home, desktop) and
 *   `<engine>-projects-dialog.png` (Projects, desktop, the first project's dialog opened by a
 *   click, or the page as it is where the click opens nothing).
 *
 * - For a site with a right-to-left language, in every engine, that language's Home, Journey and a
 *   project's dialog (`docs/screenshots/engines/<engine>-rtl-home.png`, `-rtl-journey.png`,
 *   `-rtl-projects-dialog.png`).
 *
 * Options: `--engines` also shoots every page in each engine, light and dark, desktop and phone,
 * with the first post's and the first project's own page, into `docs/screenshots/engines/<engine>/` (kept out of git); `--no-pages` leaves the Chromium
 * page pictures alone; `--rtl-only` takes only the right-to-left pictures (the README's come
 * from the second content set, `test/content-set/`, which has Arabic); `--full` takes whole
 * pages instead of the first screen (Chromium pages).
 * `TEST_ENGINES=firefox,webkit` picks the engines, `SCREENSHOTS_DIR` writes elsewhere.
 *
 * Engines are driven as in the cross-engine tests (test/e2e/engines/driver.ts): no engine but
 * Chromium can emulate a colour scheme, so the dark pictures there come from the saved choice
 * (`localStorage.theme`), as a visitor's toggle leaves it; the phone is a narrow window, without
 * touch, in Firefox and WebKit.
 */
import { routePath } from '../content/site-urls.ts';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { build } from './build/pipeline.ts';
import { DESKTOP, launchDriver, PHONE, type Driver } from '../test/e2e/engines/driver.ts';
import { launchBrowser, selectedEngines, type Engine } from './lib/browser.ts';
import { projectRoot } from './build/config.ts';
import { startServer } from './lib/server.ts';
import { loadSite } from './build/content.ts';

const site = await loadSite(projectRoot);
const { pages, ownPosts, projectPages } = site.languages[0]!.content;
/** The pages an owner adds by writing: their first post's and their first project's (with `--engines`). */
const ownPages = [ownPosts[0], projectPages[0]].filter((p) => p !== undefined);
/** The first right-to-left language of the site, if it has one. */
const rightToLeft = site.languages.find((l) => l.language.dir === 'rtl')?.language;

const outDir = path.resolve(projectRoot, process.env.SCREENSHOTS_DIR ?? 'docs/screenshots');
const enginesDir = path.join(outDir, 'engines');
const flags = new Set(process.argv.slice(2));
const viewports = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844, isMobile: true, hasTouch: true, deviceScaleFactor: 1 },
};

const { config } = await build();
const server = await startServer({ dir: config.outDir, base: config.base });
const pageUrl = (route: string, folder = '') => new URL(routePath(route, folder), server.url).href;
const fileName = (route: string, theme: string, device: string) => `${(route || 'home').replaceAll('/', '-')}-${theme}-${device}.png`;
let saved = 0;

/** The page pictures of the README and docs/screenshots.md, with Chromium (emulated colour scheme, reduced motion, a touch phone). */
async function chromiumPages() {
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    page.on('console', (m) => ['error', 'warn'].includes(m.type()) && console.log(`console ${m.type()}: ${m.text()}`));
    for (const [device, viewport] of Object.entries(viewports)) {
      await page.setViewport(viewport);
      for (const theme of ['light', 'dark'] as const) {
        // Reduced motion: pictures of finished pages, not of entrance animations half-way.
        await page.emulateMediaFeatures([
          { name: 'prefers-color-scheme', value: theme },
          { name: 'prefers-reduced-motion', value: 'reduce' },
        ]);
        for (const p of pages) {
          await page.goto(pageUrl(p.route), { waitUntil: 'networkidle0' });
          await page.screenshot({ path: path.join(outDir, fileName(p.route, theme, device)), fullPage: flags.has('--full') });
          saved++;
        }
      }
    }
  } finally {
    await browser.close();
  }
}

/** In the page: loaded, the runtime started, every picture on screen decoded and no animation under way (in any shadow root too). */
function finished() {
  const roots: (Document | ShadowRoot)[] = [document];
  for (let i = 0; i < roots.length; i++) for (const el of roots[i]!.querySelectorAll('*')) if (el.shadowRoot) roots.push(el.shadowRoot);
  const onScreen = (el: Element) => {
    const box = el.getBoundingClientRect();
    return box.bottom > 0 && box.top < innerHeight && el.checkVisibility();
  };
  return (
    document.readyState === 'complete' &&
    !!customElements.get('site-nav') &&
    roots.every((root) => [...root.querySelectorAll('img')].every((img) => !onScreen(img) || (img.complete && img.naturalWidth > 0))) &&
    roots.every((root) => root.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity))
  );
}

/** A laptop's window, where the nav is inline and what does not fit goes into More. */
const LAPTOP = { width: 1024, height: 768 };

const settle = (d: Driver, what: string) => d.waitFor(`${what} is ready for its picture`, finished, [], { timeout: 15_000 });

/** In the page: where `selector` is on screen (scrolled into view first), in device pixels. */
function boxOf(selector: string) {
  const el = document.querySelector(selector)!;
  el.scrollIntoView({ block: 'nearest', behavior: 'instant' });
  const { x, y, width, height } = el.getBoundingClientRect();
  const scale = devicePixelRatio;
  const left = Math.max(0, Math.round(x * scale));
  const top = Math.max(0, Math.round(y * scale));
  return {
    left,
    top,
    width: Math.round(Math.min(width, innerWidth - x) * scale),
    height: Math.round(Math.min(height, innerHeight - y) * scale),
  };
}

async function save(file: string, png: Buffer) {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, png);
  saved++;
}

/** A project's dialog, opened by a click on the first card, on the Projects page of the language in `folder`. */
async function projectDialog(d: Driver, engine: Engine, folder: string, file: string) {
  await d.open(pageUrl('projects', folder), DESKTOP);
  await settle(d, 'Projects');
  await d.click('portfolio-projects >>> li.project h2 a');
  // Open, with the project's details in it (rendered once the section's script has hydrated it).
  const opened = () => !!document.querySelector('portfolio-projects')!.shadowRoot!.querySelector('dialog[open] .details');
  await d
    .waitFor("the first project's dialog opens with its details", opened, [])
    .catch(() => console.warn(`${engine}: a click on the first project opened no dialog; the picture shows the page as it is`));
  await settle(d, "The first project's dialog");
  await save(path.join(enginesDir, file), await d.screenshot());
}

/** The area of Home's header, cut from a screenshot. */
async function header(d: Driver): Promise<Buffer> {
  const box = await d.evaluate(boxOf, '.site-header');
  return sharp(await d.screenshot())
    .extract(box)
    .png()
    .toBuffer();
}

/** The header on a laptop (1024 px): the nav inline, the links that do not fit in its More menu, opened. */
async function laptopHeader(d: Driver, engine: Engine) {
  await d.open(pageUrl(''), LAPTOP);
  await settle(d, 'Home at 1024 px');
  await save(path.join(enginesDir, `${engine}-header-1024.png`), await header(d));
  // Every link may fit (a site with fewer pages): then there is no More menu to open.
  if (!(await d.evaluate(() => !!document.querySelector('.site-header .more:not(.is-idle) .popup-toggle')))) return;
  await d.click('.site-header .more .popup-toggle');
  await d.waitFor(
    'the More menu opens',
    () => document.querySelector('.site-header .more .popup-toggle')?.getAttribute('aria-expanded') === 'true',
    [],
  );
  await save(path.join(enginesDir, `${engine}-header-1024-more.png`), await d.screenshot());
}

/** Contact's form after a send with every field empty: each wrong field with its own message. */
async function formErrors(d: Driver, engine: Engine) {
  await d.open(pageUrl('contact'), DESKTOP);
  await settle(d, 'Contact');
  await d.click('portfolio-contact >>> form button[type=submit]');
  const shown = () => !!document.querySelector('portfolio-contact')!.shadowRoot!.querySelector('[aria-invalid="true"]');
  await d.waitFor("the form shows its fields' errors", shown, []);
  await settle(d, "Contact's form errors");
  await save(path.join(enginesDir, `${engine}-contact-errors.png`), await d.screenshot());
}

/** The right-to-left language's Home, Journey and a project's dialog, in this engine. */
async function rightToLeftPictures(d: Driver, engine: Engine) {
  if (!rightToLeft) return;
  for (const route of ['', 'journey']) {
    await d.open(pageUrl(route, rightToLeft.folder), DESKTOP);
    await settle(d, `/${rightToLeft.folder}${route}`);
    await save(path.join(enginesDir, `${engine}-rtl-${route || 'home'}.png`), await d.screenshot());
  }
  await projectDialog(d, engine, rightToLeft.folder, `${engine}-rtl-projects-dialog.png`);
}

/** The pictures that compare engines, and with `--engines` every page in this engine. */
async function enginePictures(engine: Engine) {
  const d = await launchDriver(engine);
  try {
    await rightToLeftPictures(d, engine);
    if (flags.has('--rtl-only')) return;
    await d.open(pageUrl(''), DESKTOP);
    await d.evaluate(() => localStorage.removeItem('theme'));
    await settle(d, 'Home');
    for (const [part, selector] of [
      ['header', '.site-header'],
      ['footer', '.site-footer'],
    ] as const) {
      const box = await d.evaluate(boxOf, selector);
      await settle(d, `Home's ${part}`);
      await save(
        path.join(enginesDir, `${engine}-${part}.png`),
        await sharp(await d.screenshot())
          .extract(box)
          .png()
          .toBuffer(),
      );
    }

    await laptopHeader(d, engine);
    await projectDialog(d, engine, '', `${engine}-projects-dialog.png`);
    await formErrors(d, engine);

    if (!flags.has('--engines')) return;
    for (const [device, viewport] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      for (const theme of ['light', 'dark'] as const) {
        for (const p of [...pages, ...ownPages]) {
          await d.open(pageUrl(p.route), viewport);
          if (p === pages[0]) {
            // The saved choice, as the theme toggle leaves it: read before the first paint.
            await d.evaluate((t) => localStorage.setItem('theme', t), theme);
            await d.open(pageUrl(p.route), viewport);
          }
          await settle(d, `/${p.route}`);
          await save(path.join(enginesDir, engine, fileName(p.route, theme, device)), await d.screenshot());
        }
      }
    }
    await d.evaluate(() => localStorage.removeItem('theme'));
  } finally {
    await d.close();
  }
}

await mkdir(outDir, { recursive: true });
try {
  if (!flags.has('--no-pages') && !flags.has('--rtl-only')) await chromiumPages();
  for (const engine of selectedEngines()) await enginePictures(engine);
  console.log(`Saved ${saved} screenshots to ${path.relative(projectRoot, outDir)}/`);
} finally {
  await server.close();
}
