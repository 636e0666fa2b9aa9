/**
 * The page system, as a visitor sees it on every page of every language the build makes: one
 * title style for every page but Home (per language: its script may add a typeface), one column for the header, the sections and the footer,
 * prose at a readable line length, and email addresses that break only where a reader expects.
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { Page } from 'puppeteer-core';
import { projectRoot } from '../../scripts/build/config.ts';
import { loadSite } from '../../scripts/build/content.ts';
import { useSite, type Site } from './fixture.ts';

let site: Site;
before(async () => {
  site = await useSite();
});
const { languages } = await loadSite(projectRoot);
/** Every page of every language, by its path under the site root; Home first. */
const everyPage = languages.flatMap(({ language, content }) => [
  ...content.pages.map((p) => ({
    path: language.folder + (p.route ? `${p.route}/` : ''),
    home: p.route === '',
    language: language.folder,
  })),
  { path: `${language.folder}404.html`, home: false, language: language.folder },
]);

/** The longest line of prose a paragraph may run to, in characters. */
const MEASURE = 75;
const WIDE = { width: 1440, height: 900 };

async function open(path: string, viewport = WIDE): Promise<Page> {
  const page = await site.browser.newPage();
  // tsx compiles the functions these tests pass to page.evaluate with esbuild's `__name` helper.
  await page.evaluateOnNewDocument('globalThis.__name = (fn) => fn');
  await page.setViewport(viewport);
  await page.goto(site.url(path), { waitUntil: 'load' });
  return page;
}

/** The page's `<h1>` (in the light DOM or a section's shadow root): its look, and its start edge against its section's content box. */
const titleStyle = (page: Page) =>
  page.evaluate(() => {
    const roots: (Document | ShadowRoot)[] = [document];
    for (const el of document.querySelectorAll('main *')) if (el.shadowRoot) roots.push(el.shadowRoot);
    const h1 = roots.flatMap((r) => [...r.querySelectorAll('h1')])[0];
    if (!h1) return null;
    const s = getComputedStyle(h1);
    const main = document.querySelector('main')!.getBoundingClientRect();
    const start = s.direction === 'rtl' ? main.right - h1.getBoundingClientRect().right : h1.getBoundingClientRect().left - main.left;
    return { fontSize: s.fontSize, fontWeight: s.fontWeight, lineHeight: s.lineHeight, fontFamily: s.fontFamily, start: Math.round(start) };
  });

describe('The page system', () => {
  it('titles every page but Home the same way in each language: one size, weight, line height, typeface and alignment', async () => {
    for (const { language } of languages) {
      const looks = new Map<string, string[]>();
      for (const { path } of everyPage.filter((p) => !p.home && p.language === language.folder)) {
        const page = await open(path);
        const look = JSON.stringify(await titleStyle(page));
        await page.close();
        looks.set(look, [...(looks.get(look) ?? []), path || '/']);
      }
      assert.equal(looks.size, 1, `page titles differ:\n${[...looks].map(([look, paths]) => `${look}: ${paths.join(', ')}`).join('\n')}`);
    }
  });

  it('puts the header, every section and the footer on one column (within 4 px) at 1440 px', async () => {
    for (const { path } of everyPage) {
      const page = await open(path);
      const edges = await page.evaluate(() => {
        const startOf = (el: Element) => {
          const box = el.getBoundingClientRect();
          const s = getComputedStyle(el);
          return s.direction === 'rtl' ? innerWidth - box.right + parseFloat(s.paddingRight) : box.left + parseFloat(s.paddingLeft);
        };
        const sections = [...document.querySelectorAll('main > *')].map((el) =>
          startOf(el.shadowRoot?.querySelector('.section, .hero') ?? el.querySelector('.page') ?? el),
        );
        return { header: startOf(document.querySelector('.nav')!), footer: startOf(document.querySelector('.footer-grid')!), sections };
      });
      await page.close();
      for (const [where, edge] of [['footer', edges.footer], ...edges.sections.map((e, i) => [`section ${i + 1}`, e] as const)] as const)
        assert.ok(
          Math.abs(edge - edges.header) <= 4,
          `${path || '/'}: the ${where} starts at ${edge} px, the header at ${edges.header} px`,
        );
    }
  });

  it(`keeps every paragraph to ${MEASURE} characters a line at 1440 px`, async () => {
    for (const { path } of everyPage) {
      const page = await open(path);
      const longest = await page.evaluate(() => {
        const roots: (Document | ShadowRoot)[] = [document];
        for (let i = 0; i < roots.length; i++)
          for (const el of roots[i]!.querySelectorAll('*')) if (el.shadowRoot) roots.push(el.shadowRoot);
        let worst = { chars: 0, text: '' };
        for (const p of roots.flatMap((r) => [...r.querySelectorAll('p')])) {
          if (!p.checkVisibility({ visibilityProperty: true })) continue;
          // Characters per line: each character's line is the top of its box.
          const lines = new Map<number, number>();
          const walker = document.createTreeWalker(p, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const range = document.createRange();
            for (let i = 0; i < node.textContent!.length; i++) {
              range.setStart(node, i);
              range.setEnd(node, i + 1);
              const box = range.getClientRects()[0];
              if (box) lines.set(Math.round(box.top), (lines.get(Math.round(box.top)) ?? 0) + 1);
            }
          }
          const chars = Math.max(0, ...lines.values());
          if (chars > worst.chars) worst = { chars, text: p.textContent!.slice(0, 60) };
        }
        return worst;
      });
      await page.close();
      assert.ok(longest.chars <= MEASURE, `${path || '/'}: a line of ${longest.chars} characters in "${longest.text}…"`);
    }
  });

  it('breaks an email address only after its "@" or before a dot, from 320 to 1440 px', async () => {
    for (const width of [320, 360, 390, 768, 1024, 1440]) {
      for (const { path } of everyPage.filter((p) => p.home || /contact\/$/.test(p.path))) {
        const page = await open(path, { width, height: 900 });
        const broken = await page.evaluate(() => {
          const roots: (Document | ShadowRoot)[] = [document];
          for (let i = 0; i < roots.length; i++)
            for (const el of roots[i]!.querySelectorAll('*')) if (el.shadowRoot) roots.push(el.shadowRoot);
          const found: string[] = [];
          for (const link of roots.flatMap((r) => [...r.querySelectorAll('a[href^="mailto:"]')])) {
            const address = decodeURIComponent(link.getAttribute('href')!.slice('mailto:'.length));
            if (link.textContent!.trim() !== address) continue; // a link named in words ("Email"), not by its address
            // Every run of text between two allowed break points sits on one line.
            const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              const range = document.createRange();
              range.selectNodeContents(node);
              const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
              if (tops.size > 1) found.push(`"${node.textContent}" of ${address}`);
            }
          }
          return found;
        });
        await page.close();
        assert.deepEqual(broken, [], `${path || '/'} at ${width} px breaks inside a word`);
      }
    }
  });
});
