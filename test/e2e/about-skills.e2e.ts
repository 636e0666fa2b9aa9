/**
 * The About and Skills pages as built. Both are islands: their whole content arrives as HTML
 * (without JavaScript every tab panel and every category is shown in turn), their script loads
 * on the first sign of use (or at once for /about#education), and hydration changes nothing.
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { Page } from 'puppeteer-core';
import { fill, formatNumber, longDate, pluralForm } from '../../content/format.ts';
import { periodText } from '../../content/period.ts';
import { ageOn } from '../../elements/portfolio-about/age.ts';
import { countDeep, flatText, sectionReady, siteContent, useSite, type Site } from './fixture.ts';

const { education, experience, personal, skillCategories, strings } = siteContent;
const { lang } = strings;
/** About's tabs: Overview, then Education and Experience when there are entries. */
const aboutTabs = (['overview', 'education', 'experience'] as const).filter(
  (tab) => tab === 'overview' || (tab === 'education' ? education : experience).length > 0,
);
const tabLabel = (tab: (typeof aboutTabs)[number]) => strings.about.tabs[tab];

let site: Site;
before(async () => {
  site = await useSite('/');
});

/** Per panel of a section: [its heading, whether a visitor can see it]. */
const panels = (page: Page, tag: string) =>
  page.$eval(tag, (el) =>
    [...el.shadowRoot!.querySelectorAll('[role="tabpanel"]')].map(
      (p) => [p.querySelector('h2')!.textContent!.trim(), p.checkVisibility({ visibilityProperty: true })] as const,
    ),
  );

const selectedTab = (page: Page, tag: string) =>
  page.$eval(tag, (el) => el.shadowRoot!.querySelector('[aria-selected="true"]')!.textContent!.replace(/\s+/g, ' ').trim());

/**
 * Checks the section's script has not loaded yet, focuses its first tab (a sign of use, which
 * loads it) and waits for React to take over the shadow root.
 */
async function hydrate(page: Page, tag: string) {
  const before = await page.$eval(tag, (el) => el.shadowRoot!.innerHTML);
  assert.equal(await page.evaluate((t) => customElements.get(t), tag), undefined, 'loaded before any sign of use');
  await page.$eval(tag, (el) => el.shadowRoot!.querySelector<HTMLElement>('[role="tab"]')!.focus());
  await sectionReady(page, tag);
  return { before, after: await page.$eval(tag, (el) => el.shadowRoot!.innerHTML) };
}

describe('About (<portfolio-about>)', () => {
  it('shows every fact and all three panels with JavaScript disabled', async () => {
    const { page, problems } = await site.visit('about', { javaScript: false });
    try {
      const text = await flatText(page);
      const built = await page.$eval('portfolio-about', (el) => el.getAttribute('age-reference')!);
      assert.match(built, /^\d{4}-\d{2}-\d{2}$/);
      const { facts } = strings.about;
      /** A fact as the banner shows it, label then value; none when the owner left it out. */
      const fact = (label: string, value: string | undefined) => (value === undefined ? [] : [`${label} ${value}`]);
      const born = personal.dateOfBirth;
      const expected = [
        personal.greeting,
        ...personal.highlights,
        ...personal.overview,
        ...fact(facts.age, born && formatNumber(ageOn(born, new Date(built)), siteContent.locale)),
        ...fact(facts.gender, personal.gender),
        ...fact(
          facts.languages,
          // Joined as the site's language joins a list (content/format.ts joinList, tested in list-format.test).
          personal.spoken,
        ),
        ...fact(facts.work, personal.work),
        ...fact(facts.freelance, personal.freelance),
        ...fact(facts.country, personal.country),
        ...fact(facts.dateOfBirth, born && longDate(born, siteContent.locale)),
        ...education.flatMap((e) => [
          e.institution,
          e.degree,
          ...(e.cgpa ? [`${strings.about.cgpa} ${e.cgpa}`] : e.score ? [`${strings.about.score} ${e.score}`] : []),
        ]),
        ...experience.flatMap((j) => [j.title, j.company, j.type, periodText(j.period), ...j.description]),
      ];
      for (const piece of expected) assert.ok(text.includes(piece), `missing "${piece}"`);
      assert.deepEqual(
        await panels(page, 'portfolio-about'),
        aboutTabs.map((tab) => [tabLabel(tab), true]),
      );
      const tablist = await page.$eval('portfolio-about', (el) => el.shadowRoot!.querySelector('[role="tablist"]')!.checkVisibility());
      assert.equal(tablist, false, 'tabs that cannot switch are hidden');
      assert.equal(await countDeep(page, 'h1'), 1);
      assert.deepEqual(problems, []);
    } finally {
      await page.close();
    }
  });

  it('shows Overview only, loads its script on the first sign of use, hydrates without a change, then follows the keys', async () => {
    const { page, problems } = await site.visit('about');
    try {
      assert.deepEqual(
        await panels(page, 'portfolio-about'),
        aboutTabs.map((tab, i) => [tabLabel(tab), i === 0]),
      );
      const { before, after } = await hydrate(page, 'portfolio-about');
      assert.equal(after, before);
      const next = aboutTabs[1];
      if (next) {
        await page.keyboard.press('ArrowRight');
        await page.waitForFunction((hash) => location.hash === hash, {}, `#${next}`);
        assert.equal(await selectedTab(page, 'portfolio-about'), tabLabel(next));
      }
      assert.deepEqual(problems, []);
    } finally {
      await page.close();
    }
  });

  const [, first, last] = aboutTabs;
  it('opens the tab a link names at once, and keeps the chosen tab over a reload', {
    skip: !(first && last) && 'data/ has no education or no experience: one tab fewer',
  }, async () => {
    const { page, problems } = await site.visit('');
    const selected = (label: string) =>
      page.waitForFunction(
        (text) =>
          document.querySelector('portfolio-about')!.shadowRoot!.querySelector('[aria-selected="true"]')!.textContent!.includes(text),
        {},
        label,
      );
    try {
      await page.goto(`${site.url('about')}#${last}`, { waitUntil: 'networkidle0' });
      await page.waitForFunction(() => customElements.get('portfolio-about'));
      await selected(tabLabel(last!));
      assert.deepEqual(
        await panels(page, 'portfolio-about'),
        aboutTabs.map((tab) => [tabLabel(tab), tab === last]),
      );
      await page.$eval('portfolio-about', (el) => el.shadowRoot!.querySelectorAll<HTMLElement>('[role="tab"]')[1]!.click());
      await page.waitForFunction((hash) => location.hash === hash, {}, `#${first}`);
      await page.reload({ waitUntil: 'networkidle0' });
      await selected(tabLabel(first!));
      assert.deepEqual(problems, []);
    } finally {
      await page.close();
    }
  });
});

describe('Skills (<portfolio-skills>)', () => {
  it('shows every category, count, description and skill with JavaScript disabled', async () => {
    const { page, problems } = await site.visit('skills', { javaScript: false });
    try {
      const text = await flatText(page);
      for (const c of skillCategories) {
        const n = c.skills.length;
        const pieces = [
          `${c.name} ${n} ${pluralForm(strings.skills.countNote, n, lang)}`,
          fill(pluralForm(strings.skills.count, n, lang), { count: n }),
          c.description,
          ...c.skills.map((s) => s.name),
        ];
        for (const piece of pieces) {
          assert.ok(text.includes(piece), `missing "${piece}"`);
        }
      }
      assert.deepEqual(
        await panels(page, 'portfolio-skills'),
        skillCategories.map((c) => [c.name, true]),
      );
      assert.equal(await countDeep(page, 'h1'), 1);
      assert.deepEqual(problems, []);
    } finally {
      await page.close();
    }
  });

  it('shows the first category, hydrates without a change and then follows the arrow keys', async () => {
    const { page, problems } = await site.visit('skills');
    try {
      const shown = await panels(page, 'portfolio-skills');
      assert.deepEqual(
        shown.filter(([, visible]) => visible),
        [[skillCategories[0]!.name, true]],
      );
      const { before, after } = await hydrate(page, 'portfolio-skills');
      assert.equal(after, before);
      await page.keyboard.press('ArrowDown');
      await page.waitForFunction(
        (name) =>
          document.querySelector('portfolio-skills')!.shadowRoot!.querySelector('[aria-selected="true"] .category-name')!.textContent ===
          name,
        {},
        skillCategories[1]!.name,
      );
      const logos = await page.$eval('portfolio-skills', (el) => {
        const panel = [...el.shadowRoot!.querySelectorAll('[role="tabpanel"]')].find((p) =>
          p.checkVisibility({ visibilityProperty: true }),
        )!;
        return [...panel.querySelectorAll('img')].map((img) => img.getAttribute('src'));
      });
      assert.equal(logos.length, skillCategories[1]!.skills.length);
      assert.deepEqual(problems, []);
    } finally {
      await page.close();
    }
  });
});
