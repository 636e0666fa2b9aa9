/**
 * The site's typeface (`font` in data/site.ts), on the built site, in a browser with nothing
 * cached: every language's headings drawn in it, from the site's own origin, the files of the
 * language's script preloaded and no other script's; no layout shift when the font comes late;
 * embeds carry none. With `system`, no font is requested and none preloaded.
 */
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import type { BrowserContext, Page } from 'puppeteer-core';
import { projectRoot } from '../../scripts/build/config.ts';
import { loadSite, type LanguageSite } from '../../scripts/build/content.ts';
import { SCRIPT_FACES, scriptFaceFor } from '../../scripts/build/web-font.ts';
import { siteContent, useSite, type Site } from './fixture.ts';

let site: Site;
let languages: readonly LanguageSite[];
before(async () => {
  site = await useSite('/');
  languages = (await loadSite(projectRoot)).languages;
});

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const system = siteContent.font === 'system';

interface FirstVisit {
  readonly page: Page;
  readonly context: BrowserContext;
  /** Every font the page asked for, by URL. */
  readonly fonts: string[];
  /** Lets the held fonts through. */
  release(): void;
}

/** A page in a fresh browser profile (nothing cached), its fonts recorded and, with `holdFonts`, held back. */
async function firstVisit(route: string, viewport = DESKTOP, { holdFonts = false } = {}): Promise<FirstVisit> {
  const context = await site.browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport(viewport);
  const fonts: string[] = [];
  const held: (() => void)[] = [];
  let holding = holdFonts;
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(request.url());
    if (request.resourceType() === 'font' && holding) held.push(() => void request.continue());
    else void request.continue();
  });
  // Every layout shift a visitor did not cause (what Lighthouse's CLS sums), with what moved.
  await page.evaluateOnNewDocument(`globalThis.layoutShifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (!e.hadRecentInput) globalThis.layoutShifts.push({ value: e.value,
        moved: e.sources.map((s) => (s.node?.outerHTML ?? s.node?.textContent ?? '?').slice(0, 80) + ' ' + JSON.stringify([s.previousRect, s.currentRect])) });
    }).observe({ type: 'layout-shift', buffered: true });`);
  await page.goto(site.url(route), { waitUntil: 'domcontentloaded' });
  return {
    page,
    context,
    fonts,
    release: () => {
      holding = false;
      held.splice(0).forEach((go) => go());
    },
  };
}

/** Resolves once the page has loaded, its fonts have settled and two more frames have been drawn. */
const settled = (page: Page) =>
  page.evaluate(async () => {
    if (document.readyState !== 'complete') await new Promise((done) => addEventListener('load', done, { once: true }));
    await document.fonts.ready;
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  });

/** The fonts the browser drew the page's first `<h1>` with (in a shadow root or not), as DevTools reports them. */
async function h1Fonts(page: Page): Promise<{ familyName: string; isCustomFont: boolean }[]> {
  const cdp = await page.createCDPSession();
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  type Node = { nodeId: number; nodeName: string; children?: Node[]; shadowRoots?: Node[] };
  const { root } = (await cdp.send('DOM.getDocument', { depth: -1, pierce: true })) as { root: Node };
  const find = (node: Node): Node | undefined =>
    node.nodeName === 'H1' ? node : [...(node.shadowRoots ?? []), ...(node.children ?? [])].map(find).find(Boolean);
  const h1 = find(root);
  assert.ok(h1, 'the page has an h1');
  return (await cdp.send('CSS.getPlatformFontsForNode', { nodeId: h1.nodeId })).fonts;
}

/** Each language's Home, and the 404 page of the default language. */
const homes = () => [
  ...languages.map((l) => ({ lang: l.language.lang, route: l.language.folder })),
  { lang: '404', route: 'no-such-page' },
];

describe('the site’s typeface', () => {
  it(
    system
      ? 'is the system font: no page asks for a font file or preloads one'
      : 'draws every language’s headings, from the site’s own origin',
    async () => {
      for (const { lang, route } of homes()) {
        const { page, context, fonts } = await firstVisit(route);
        try {
          await settled(page);
          const preloads = await page.$$eval('link[rel="preload"][as="font"]', (links) => links.map((l) => (l as HTMLLinkElement).href));
          if (system) {
            assert.deepEqual([fonts, preloads], [[], []], lang);
            continue;
          }
          assert.ok(fonts.length > 0, `${lang}: asks for the typeface`);
          for (const font of fonts) assert.ok(font.startsWith(site.url('assets/')), `${lang}: ${font} is the site's own`);
          for (const preload of preloads) assert.ok(fonts.includes(preload), `${lang}: the preloaded ${preload} is used`);
          // The preloaded core has every letter of the site's text: the whole Latin subset declared before it is not fetched.
          assert.deepEqual(
            fonts.filter((font) => /-latin\.\w{10}\.woff2$/.test(font)),
            [],
            `${lang}: only the core of the Latin subset`,
          );
          const family = await page.evaluate(() => {
            const h1 = [document, ...[...document.querySelectorAll('*')].flatMap((e) => (e.shadowRoot ? [e.shadowRoot] : []))]
              .map((root) => root.querySelector('h1'))
              .find(Boolean)!;
            const first = getComputedStyle(h1).fontFamily.split(',')[0]!.replace(/"/g, '').trim();
            return { first, loaded: [...document.fonts].some((f) => f.family.replace(/"/g, '') === first && f.status === 'loaded') };
          });
          assert.ok(family.loaded, `${lang}: the h1's first family, ${family.first}, is loaded`);
          // Now cached, as on any later page: the h1 is drawn in the typeface (and its script's face) only.
          await page.reload({ waitUntil: 'load' });
          await settled(page);
          const drawn = await h1Fonts(page);
          assert.ok(drawn.length > 0 && drawn.every((f) => f.isCustomFont), `${lang}: h1 drawn with ${JSON.stringify(drawn)}`);
        } finally {
          await context.close();
        }
      }
    },
  );

  it('preloads the face of a language’s own script on its pages, and no other script’s', { skip: system }, async () => {
    for (const { lang, route } of homes().filter((h) => h.lang !== '404')) {
      const { page, context } = await firstVisit(route);
      try {
        const preloads = await page.$$eval('link[rel="preload"][as="font"]', (links) => links.map((l) => (l as HTMLLinkElement).href));
        const scriptFiles = (face: { subset: string }) => preloads.filter((href) => href.includes(`-${face.subset}.`));
        const own = scriptFaceFor(lang);
        for (const face of Object.values(SCRIPT_FACES))
          assert.equal(scriptFiles(face).length, face === own ? 1 : 0, `${lang}: preloads of the ${face.subset} face`);
        assert.equal(preloads.filter((href) => href.includes('-latin-core.')).length, 1, `${lang}: the core of the Latin subset preloaded`);
      } finally {
        await context.close();
      }
    }
  });

  it('moves nothing when it comes after the first paint, on any page, on a phone and a desktop', async () => {
    const routes = [...siteContent.pages.map((p) => p.route), ...languages.slice(1).map((l) => l.language.folder)];
    for (const viewport of [PHONE, DESKTOP]) {
      for (const route of routes) {
        const { page, context, release } = await firstVisit(route, viewport, { holdFonts: true });
        try {
          await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
          release();
          await settled(page);
          const shifts = await page.evaluate(
            () => (globalThis as unknown as { layoutShifts: { value: number; moved: string[] }[] }).layoutShifts,
          );
          assert.deepEqual(shifts, [], `/${route} at ${viewport.width} px`);
        } finally {
          await context.close();
        }
      }
    }
  });

  it('is not carried by the embeds: a widget takes the system stack', async () => {
    const files = (await readdir(path.join(site.dir, 'embed'))).filter((f) => /\.(js|html)$/.test(f));
    assert.ok(files.length > 0);
    for (const file of files) assert.doesNotMatch(await readFile(path.join(site.dir, 'embed', file), 'utf8'), /@font-face|\.woff2/, file);
  });
});
