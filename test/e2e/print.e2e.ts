/**
 * Printing a page, in the dark theme too: a light document (dark text on white), no navigation
 * and no buttons, every tab panel and every project, outside links followed by their address,
 * cards kept whole.
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { siteContent, useSite, type Site } from './fixture.ts';

const { pages } = siteContent;

let site: Site;
before(async () => {
  site = await useSite('/');
});

/** In the page, with print styles applied: what printing it shows. */
function printed() {
  const shown = (el: Element | null) => !!el && getComputedStyle(el).display !== 'none' && el.getClientRects().length > 0;
  const sections = [...document.querySelectorAll('main > *')].filter((el) => el.shadowRoot).map((el) => el.shadowRoot!);
  const inSections = (selector: string) => sections.flatMap((root) => [...root.querySelectorAll(selector)]);
  const external = [
    ...document.querySelectorAll<HTMLAnchorElement>('a[href^="http"]'),
    ...(inSections('a[href^="http"]') as HTMLAnchorElement[]),
  ].filter(shown);
  return {
    background: getComputedStyle(document.body).backgroundColor,
    text: getComputedStyle(document.body).color,
    nav: shown(document.querySelector('site-nav')),
    buttons: [...document.querySelectorAll('button'), ...inSections('button')].filter(shown).length,
    hiddenPanels: inSections('[role="tabpanel"]').filter((p) => !shown(p)).length,
    hiddenProjects: inSections('li.project').filter((p) => !shown(p)).length,
    linksWithoutAddress: external
      .filter((a) => !getComputedStyle(a, '::after').content.includes(a.getAttribute('href')!))
      .map((a) => a.href),
    splitCards: inSections('.card').filter((c) => getComputedStyle(c).breakInside !== 'avoid').length,
  };
}

describe('printing a page', () => {
  for (const page of pages) {
    it(`/${page.route}: a light document with no navigation or button, every panel and link address shown`, async () => {
      const { page: tab, problems } = await site.visit(page.route, { colorScheme: 'dark' });
      try {
        await tab.evaluate(() => document.documentElement.classList.add('dark'));
        await tab.emulateMediaType('print');
        const seen = await tab.evaluate(printed);
        assert.deepEqual(seen, {
          background: 'rgb(248, 249, 250)',
          text: 'rgb(33, 37, 41)',
          nav: false,
          buttons: 0,
          hiddenPanels: 0,
          hiddenProjects: 0,
          linksWithoutAddress: [],
          splitCards: 0,
        });
        assert.deepEqual(problems, []);
      } finally {
        await tab.close();
      }
    });
  }
});
