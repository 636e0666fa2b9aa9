/**
 * The Certifications and Journey pages as built. Both sections are static on the site: their
 * whole content and styles arrive as HTML, they load no script of their own, and hovering
 * or focusing them (which would wake an island) changes nothing and logs nothing.
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { Page } from 'puppeteer-core';
import { isVerified } from '../../content/derive.ts';
import { periodText, periodYear, sortJourney } from '../../content/period.ts';
import { countDeep, flatText, siteContent, useSite, type Site } from './fixture.ts';

const { certifications, certificationTiles, journey, strings } = siteContent;

let site: Site;
before(async () => {
  site = await useSite('/');
});

/** Script files the page has loaded so far. */
const scriptsLoaded = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((r) => r.name.endsWith('.js'))
      .map((r) => r.name),
  );

const shadow = (tag: string) => `${tag} >>> `;

/** Polls from Node (page scripts may be disabled) until `check` holds, or fails after 3 s. */
async function eventually(check: () => Promise<boolean>, message: string) {
  for (const started = Date.now(); Date.now() - started < 3000; await new Promise((r) => setTimeout(r, 50))) {
    if (await check()) return;
  }
  assert.fail(message);
}

/**
 * A visitor about to use the section: pointer over its first `selector`, then Tab into it.
 * On the site that would wake an island; these sections must load nothing and change nothing.
 */
async function staysStatic(route: string, tag: string, selector: string) {
  const { page, problems } = await site.visit(route);
  try {
    const scripts = await scriptsLoaded(page);
    const before = await page.$eval(tag, (el) => el.shadowRoot!.innerHTML);
    const target = await page.$(`${shadow(tag)}${selector}`);
    assert.ok(target, `${tag} has no ${selector}`);
    await target.hover();
    await page.keyboard.press('Tab');
    await new Promise((r) => setTimeout(r, 300));
    assert.deepEqual(await scriptsLoaded(page), scripts, 'a script was loaded');
    assert.equal(await page.evaluate((t) => customElements.get(t), tag), undefined);
    assert.equal(await page.$eval(tag, (el) => el.shadowRoot!.innerHTML), before);
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
  }
}

/**
 * The section created by script from its embed file (on another page of the site, which
 * does not have it) reads the same as its prerendered page, with no console problem.
 */
async function scriptedMatchesPrerendered(route: string, otherRoute: string, tag: string, part: string) {
  const prerendered = await site.visit(route, { javaScript: false });
  const expected = await prerendered.page.$eval(tag, (el, p) => el.shadowRoot!.querySelector(p)!.textContent, part);
  await prerendered.page.close();
  const { page, problems } = await site.visit(otherRoute);
  try {
    assert.equal(await page.$(tag), null);
    await page.addScriptTag({ type: 'module', url: site.url(`embed/${tag}.js`) });
    await page.evaluate((t) => document.querySelector('main')!.append(document.createElement(t)), tag);
    await page.waitForFunction((t, p) => document.querySelector(t)?.shadowRoot?.querySelector(p), {}, tag, part);
    assert.equal(await page.$eval(tag, (el, p) => el.shadowRoot!.querySelector(p)!.textContent, part), expected);
    assert.equal(await countDeep(page, 'h1'), 2, 'the page h1 and the section one');
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
  }
}

describe('Certifications (<portfolio-certifications>)', () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`shows its whole content with JavaScript disabled (${theme})`, async () => {
      const { page, problems } = await site.visit('certifications', { javaScript: false, colorScheme: theme });
      try {
        const text = await flatText(page);
        assert.ok(text.includes(strings.certifications.heading));
        for (const c of certifications) {
          for (const expected of [c.name, c.issuer, ...(c.credentialId ? [c.credentialId] : [])]) {
            assert.ok(text.includes(expected), `missing "${expected}"`);
          }
        }
        const total = `${strings.certifications.total} ${certifications.length}`;
        for (const tile of [total, ...certificationTiles.map((t) => `${t.label} ${t.value}`)]) {
          assert.ok(text.includes(tile), `missing tile "${tile}"`);
        }
        assert.equal(await countDeep(page, 'h1'), 1);
        assert.equal(await countDeep(page, '.cert'), certifications.length);
        assert.equal(await countDeep(page, '.verified'), certifications.filter((c) => isVerified(c, siteContent.verifiedBy)).length);
        const radius = await page.$eval(
          'portfolio-certifications',
          (el) => getComputedStyle(el.shadowRoot!.querySelector('.cert')!).borderRadius,
        );
        assert.notEqual(radius, '0px', 'shadow styles are not applied without JavaScript');
        const logos = await page.$$eval('portfolio-certifications', ([el]) =>
          [...el!.shadowRoot!.querySelectorAll('img')].map((img) => img.complete && img.naturalWidth > 0),
        );
        assert.deepEqual(
          logos,
          certifications.filter((c) => c.img).map(() => true),
        );
        assert.deepEqual(problems, []);
      } finally {
        await page.close();
      }
    });
  }

  it('links each card with a Credly URL, in a new tab, and shows View on Credly on hover without JavaScript', {
    skip: !certifications.some((c) => c.credlyUrl) && 'no certificate in data/ has a credential URL',
  }, async () => {
    const { page, problems } = await site.visit('certifications', { javaScript: false });
    try {
      const links = await page.$eval('portfolio-certifications', (el) =>
        [...el.shadowRoot!.querySelectorAll('a')].map((a) => [a.getAttribute('href'), a.target, a.rel]),
      );
      assert.deepEqual(
        links,
        certifications.filter((c) => c.credlyUrl).map((c) => [c.credlyUrl, '_blank', 'noopener noreferrer']),
      );
      const label = `${shadow('portfolio-certifications')}a.cert .credly`;
      const opacity = () => page.$eval(label, (el) => getComputedStyle(el).opacity);
      assert.equal(await opacity(), '0');
      await (await page.$(`${shadow('portfolio-certifications')}a.cert`))!.hover();
      await eventually(async () => (await opacity()) === '1', 'View on Credly did not appear on hover');
      assert.deepEqual(problems, []);
    } finally {
      await page.close();
    }
  });

  it('loads no script for the section, even when a visitor hovers and focuses it', () =>
    staysStatic('certifications', 'portfolio-certifications', 'a.cert'));
});

describe('Journey (<portfolio-journey>)', () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`shows every entry, newest first, with JavaScript disabled (${theme})`, async () => {
      const { page, problems } = await site.visit('journey', { javaScript: false, colorScheme: theme });
      try {
        const titles = await page.$eval('portfolio-journey', (el) =>
          [...el.shadowRoot!.querySelectorAll('.timeline > li h2')].map((h) => h.textContent),
        );
        assert.deepEqual(
          titles,
          sortJourney(journey).map((j) => j.title),
        );
        const text = await flatText(page);
        assert.ok(text.includes(strings.journey.heading));
        for (const j of journey) {
          // Its type's label in data/strings.ts, else the type as written, capitalised.
          const badge = strings.journey.types[j.type] ?? j.type.charAt(0).toUpperCase() + j.type.slice(1);
          const optional = [j.company, j.location].filter((v) => v !== undefined);
          for (const expected of [...optional, badge, ...(periodYear(j.period) ? [periodText(j.period)] : []), ...j.description]) {
            assert.ok(text.includes(expected), `missing "${expected}"`);
          }
        }
        assert.equal(await countDeep(page, 'h1'), 1);
        assert.deepEqual(problems, []);
      } finally {
        await page.close();
      }
    });
  }

  it('alternates sides on a desktop and is one column on a phone down to 320 px, without JavaScript', async () => {
    const { page, problems } = await site.visit('journey', { javaScript: false });
    const sides = () =>
      page.$eval('portfolio-journey', (el) => {
        const line = el.shadowRoot!.querySelector('.timeline')!.getBoundingClientRect();
        const centre = line.left + line.width / 2;
        return [...el.shadowRoot!.querySelectorAll('.timeline > li > article')].map((a) => {
          const r = a.getBoundingClientRect();
          return r.right < centre ? 'left' : r.left > centre ? 'right' : 'across';
        });
      });
    try {
      await page.setViewport({ width: 1280, height: 900 });
      assert.deepEqual(
        await sides(),
        journey.map((_, i) => (i % 2 ? 'right' : 'left')),
      );
      for (const width of [390, 320]) {
        await page.setViewport({ width, height: 844 });
        const phone = await sides();
        assert.equal(new Set(phone).size, 1, `phone layout at ${width} px: ${phone.join(' ')}`);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        assert.equal(overflow, 0, `the page scrolls sideways at ${width} px`);
      }
      assert.deepEqual(problems, []);
    } finally {
      await page.close();
    }
  });

  it('loads no script for the section, even when a visitor hovers and focuses it', () =>
    staysStatic('journey', 'portfolio-journey', 'article'));
});

describe('Certifications and Journey as embeds', () => {
  it('<portfolio-certifications> created by script reads the same as its prerendered page', () =>
    scriptedMatchesPrerendered('certifications', 'journey', 'portfolio-certifications', '.section'));

  it('<portfolio-journey> created by script reads the same as its prerendered page', () =>
    scriptedMatchesPrerendered('journey', 'certifications', 'portfolio-journey', '.section'));
});
