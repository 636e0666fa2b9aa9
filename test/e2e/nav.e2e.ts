/**
 * The header of the built site (<site-nav>) on a laptop and a desktop, in every language of the
 * site: one row of links (those without room in a More menu), the résumé and the theme toggle
 * shown, nothing out of the header, and the row the page is built with being the one the runtime
 * keeps at the header's full width (the first paint of most desktop windows).
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import type { Page } from 'puppeteer-core';
import { siteLanguages, useSite, type Site } from './fixture.ts';
import { header, laidOut } from './header.ts';

let site: Site;
before(async () => {
  site = await useSite('/');
});

/** The addresses More lists, opened with a click and closed with Escape (focus back on its button). */
async function moreLinks(page: Page): Promise<string[]> {
  const button = 'site-nav .more .popup-toggle';
  await page.click(button);
  await page.waitForFunction((b) => document.querySelector(b)!.getAttribute('aria-expanded') === 'true', {}, button);
  const listed = await page.$$eval('site-nav #nav-more a', (as) =>
    as.filter((a) => a.checkVisibility()).map((a) => a.getAttribute('href')!),
  );
  await page.keyboard.press('Escape');
  await page.waitForFunction(
    (b) => !document.querySelector('site-nav #nav-more')!.checkVisibility() && document.activeElement === document.querySelector(b),
    {},
    button,
  );
  return listed;
}

describe('the header (<site-nav>) on a wide screen', () => {
  for (const { language, content } of siteLanguages) {
    const last = content.pages.at(-1)!;
    const all = content.pages.map((p) => new URL(language.folder + (p.route ? `${p.route}/` : ''), 'http://x/').pathname);

    for (const width of [1024, 1280]) {
      it(`${language.lang} at ${width} px: one row with every page in it or in More, the current one in the row, links 8 px apart`, async () => {
        // The last page: its link is the first to lose its place, unless the current page keeps it.
        const { page, problems } = await site.visit(language.folder + last.route);
        try {
          await page.setViewport({ width, height: 800 });
          await page.evaluate(laidOut);
          const seen = await page.evaluate(header);
          assert.equal(seen.menuButton, false, 'the phone menu button is shown');
          assert.ok(seen.resume && seen.theme, 'the résumé or the theme toggle is hidden');
          assert.deepEqual(seen.outside, [], 'out of the header');
          assert.equal(seen.pageWider, false, 'the page is wider than the window');
          assert.ok(seen.current, "the current page's link left the row");
          assert.ok(
            seen.gaps.every((gap) => gap >= 8),
            `links closer than 8 px: ${seen.gaps.join(', ')}`,
          );
          const inMore = seen.more ? await moreLinks(page) : [];
          assert.deepEqual([...seen.inRow, ...inMore].sort(), [...all].sort());
          assert.deepEqual(problems, []);
        } finally {
          await page.close();
        }
      });
    }

    it(`${language.lang}: each page is built with a row that fits at 1440 px, the runtime only bringing links back from More`, async () => {
      for (const p of [content.pages[0]!, last]) {
        const file = path.join(site.dir, language.folder, p.route, 'index.html');
        const html = await readFile(file, 'utf8');
        const list = html.slice(html.indexOf('<ul class="links"'), html.indexOf('</ul>', html.indexOf('<ul class="links"')));
        // Each link's item, marked `in-more` when the link is in More.
        const items = [...list.matchAll(/<li( class="in-more")?\s*>/g)];
        assert.equal(items.length, content.pages.length, `/${language.folder}${p.route}: the links as built`);
        const built = items.flatMap((m, i) => (m[1] ? [i] : []));
        // The row is foreseen for the site's typeface. It is `font-display: optional`: a visit that
        // had to wait for it keeps the fallback for good, so the typeface is fetched first, as a
        // visitor's second page has it, whatever the load on the machine running the test.
        const warm = await site.visit(language.folder + p.route);
        // Every face, each loaded or failed (a metric-matched fallback face names a local font the machine may lack).
        await warm.page.evaluate(() => Promise.allSettled([...document.fonts].map((face) => face.load())));
        await warm.page.close();
        const { page } = await site.visit(language.folder + p.route);
        try {
          await page.setViewport({ width: 1440, height: 900 });
          await page.evaluate(laidOut);
          const kept = await page.$$eval('site-nav .links > li', (lis) =>
            lis.flatMap((li, i) => (li.classList.contains('in-more') ? [i] : [])),
          );
          // The build foresees widths with its own fonts, widened to the widest system font: never
          // narrower than the page draws, so the first row never overflows, and the runtime can only
          // bring links back from More. With the system font the two agree; a site's own typeface
          // (narrower) may keep a link or two in More until the runtime runs (scripts/build/nav-fit.ts).
          const stray = kept.filter((i) => !built.includes(i));
          assert.deepEqual(stray, [], `/${language.folder}${p.route}: pages the runtime moved into More that the build had in the row`);
        } finally {
          await page.close();
        }
      }
    });
  }
});
