import { defineSiteSection, siteContent } from '../../test/support/site-section.ts';
import { setViewport } from '../../test/support/commands.ts';
import { expect, fixture, html } from '@open-wc/testing';
import type { JourneyEntry } from '../../content/types.ts';
import { strings } from '../../data/strings.ts';

import { periodText, periodYear, sortJourney } from '../../content/period.ts';
import journeySection from './spec.ts';
import { stringsFor } from '../shared/section/contract.ts';
import { iconHtml, inBothThemes, renderedShadow, text, usePageStyles } from '../../test/support/dom.ts';
import { defineWithContent } from '../../test/support/section.ts';

defineSiteSection(journeySection);

const { journey } = siteContent;
const words = strings.journey;
/** A type's badge: its label in data/strings.ts, or the type as written, capitalised. */
const badgeOf = (type: string) => (words.types as Readonly<Record<string, string>>)[type] ?? type.charAt(0).toUpperCase() + type.slice(1);

const entry = (title: string, period: string, type: string): JourneyEntry => ({
  title,
  period,
  type,
  company: `${title} & Co.`,
  location: 'Zagreb, Hrvatska',
  description: [`${title}: what happened.`, 'What I learned.'],
});
/** Journey entries this file owns, deliberately out of order: every known type and one other. */
const FIXTURE: readonly JourneyEntry[] = [
  entry('Mentored <first-years>', 'November 2023', 'volunteering'),
  entry('Joined Ωmega Labs', 'March 2026', 'experience'),
  entry('Born', '{personal}', 'milestone'),
  entry('Finished school', 'May 2022', 'education'),
  entry('Entrance exam', '2020 - 2022', 'achievement'),
  entry('Won a contest', '2019', 'achievement'),
  entry('Language course', '2014-2018', 'education'),
  entry('Won a hackathon', 'June 2026', 'achievement'),
  entry('Shipped a first app', 'April 2024', 'milestone'),
];
/** Newest first by the first year in the period; same year: as given; no year: last. */
const ORDER = [
  'Joined Ωmega Labs',
  'Won a hackathon',
  'Shipped a first app',
  'Mentored <first-years>',
  'Finished school',
  'Entrance exam',
  'Won a contest',
  'Language course',
  'Born',
];
defineWithContent(journeySection, { journey: FIXTURE, strings: stringsFor(siteContent, 'journey') }, 'fixture-journey');
/** The fixture entries with badge words of their own for the known types, none of them the type's name. */
const BADGES: Readonly<Record<string, string>> = { experience: 'Work', education: 'Study', achievement: 'Award', milestone: 'Moment' };
defineWithContent(
  journeySection,
  { journey: FIXTURE, strings: { ...stringsFor(siteContent, 'journey'), journey: { ...words, types: { ...words.types, ...BADGES } } } },
  'badges-journey',
);

/** The section with the fixture entries, or (`site`) the site's with data/journey.ts. */
async function journeyFixture(content: 'fixture' | 'site' = 'fixture') {
  const el = await fixture<HTMLElement>(
    content === 'site' ? html`<portfolio-journey></portfolio-journey>` : html`<portfolio-fixture-journey></portfolio-fixture-journey>`,
  );
  const root = await renderedShadow(el, '.timeline > li');
  const entries = [...root.querySelectorAll<HTMLLIElement>('.timeline > li')];
  const dataOf = (li: Element) => (content === 'site' ? journey : FIXTURE).find((j) => j.title === title(li))!;
  return { el, root, entries, dataOf };
}

const title = (entry: Element) => text(entry.querySelector('h2'));
const colours = (entry: Element) => {
  const badge = getComputedStyle(entry.querySelector('.badge')!);
  return { marker: getComputedStyle(entry.querySelector('.marker')!).backgroundColor, badge: badge.color, badgeBg: badge.backgroundColor };
};
/** Largest difference between the red, green and blue channels: small for a grey. */
const chroma = (rgb: string) => {
  const [r, g, b] = rgb.match(/\d+(\.\d+)?/g)!.map(Number) as [number, number, number];
  return Math.max(r, g, b) - Math.min(r, g, b);
};

const known = { experience: 'briefcase', education: 'graduation', achievement: 'trophy', milestone: 'flag' } as const;

describe('<portfolio-journey>', () => {
  before(usePageStyles);
  afterEach(() => setViewport({ width: 1280, height: 800 }));

  it('is defined', () => {
    expect(customElements.get('portfolio-journey')).to.exist;
  });

  it('renders the one heading and every entry of data/ as an item of an ordered list, when created by script', async () => {
    const { root, entries } = await journeyFixture('site');
    expect(root.querySelectorAll('h1').length).to.equal(1);
    expect(text(root.querySelector('h1'))).to.equal(words.heading);
    expect(root.querySelector('ol.timeline')).to.exist;
    expect(entries.length).to.equal(journey.length);
    expect(entries.every((li) => li.querySelector(':scope > article h2'))).to.equal(true);
  });

  it('lists the newest first by the first year in the period, same-year entries as given, no year last', async () => {
    const { entries } = await journeyFixture();
    // "2020 - 2022" counts as 2020, after May 2022; "2014-2018" as 2014, after 2019; March 2026
    // stays before June 2026, as given.
    expect(entries.map(title)).to.deep.equal(ORDER);
    expect(text(entries.at(-1)!.querySelector('.period'))).to.equal(''); // "{personal}" shows no period
    expect(entries.at(-1)!.textContent).not.to.contain('{personal}');
  });

  it('lists the entries of data/ in the same order', async () => {
    const { entries } = await journeyFixture('site');
    expect(entries.map(title)).to.deep.equal(sortJourney(journey).map((j) => j.title));
    const years = entries.map((e) => periodYear(text(e.querySelector('.period'))));
    expect(years).to.deep.equal([...years].sort((a, b) => b - a));
  });

  for (const content of ['fixture', 'site'] as const) {
    it(`shows on each entry its icon, title, company, location, type badge, period and bullets (${content})`, async () => {
      const { entries, dataOf } = await journeyFixture(content);
      for (const li of entries) {
        const data = dataOf(li);
        expect(li.querySelector('.marker .icon svg'), data.title).to.exist;
        expect(text(li.querySelector('.where'))).to.equal([data.company, data.location].filter(Boolean).join(' '));
        expect(text(li.querySelector('.badge'))).to.equal(badgeOf(data.type));
        expect(text(li.querySelector('.period'))).to.equal(periodYear(data.period) ? periodText(data.period) : '');
        expect([...li.querySelectorAll('.details > li')].map(text)).to.deep.equal(data.description);
      }
    });
  }

  it("labels each known type's badge with its word from the strings", async () => {
    const el = await fixture<HTMLElement>(html`<portfolio-badges-journey></portfolio-badges-journey>`);
    const root = await renderedShadow(el, '.timeline > li');
    const shown = [...root.querySelectorAll('.timeline > li')].map((li) => [title(li), text(li.querySelector('.badge'))]);
    const typeOf = new Map(FIXTURE.map((entry) => [entry.title, entry.type]));
    expect(shown).to.deep.equal(ORDER.map((t) => [t, BADGES[typeOf.get(t)!] ?? badgeOf(typeOf.get(t)!)]));
    expect(shown.filter(([, badge]) => Object.values(BADGES).includes(badge!))).to.have.length(FIXTURE.length - 1);
  });

  it('gives each known type its own icon and colour, in both themes', async () => {
    const { entries, dataOf } = await journeyFixture();
    const first = (type: string) => entries.find((li) => dataOf(li).type === type)!;
    for (const [type, icon] of Object.entries(known)) {
      const all = entries.filter((li) => dataOf(li).type === type);
      expect(
        all.every((li) => li.querySelector('.marker .icon')!.innerHTML === iconHtml(icon)),
        type,
      ).to.equal(true);
    }
    await inBothThemes(async (theme) => {
      const seen = Object.keys(known).map((type) => colours(first(type)));
      expect(new Set(seen.map((c) => c.marker)).size, `${theme} markers`).to.equal(4);
      expect(new Set(seen.map((c) => c.badge)).size, `${theme} badges`).to.equal(4);
      for (const c of seen) expect(chroma(c.marker), theme).to.be.greaterThan(60);
    });
  });

  it('gives any other type a grey style and the default icon', async () => {
    const { entries, dataOf } = await journeyFixture();
    const other = entries.find((li) => dataOf(li).type === 'volunteering')!;
    expect(text(other.querySelector('.badge'))).to.equal(badgeOf('volunteering'));
    expect(other.querySelector('.marker .icon')!.innerHTML).to.equal(iconHtml('circle'));
    const knownMarkers = new Set(entries.filter((li) => dataOf(li).type in known).map((li) => colours(li).marker));
    await inBothThemes(async (theme) => {
      const c = colours(other);
      expect(knownMarkers.has(c.marker), theme).to.equal(false);
      for (const value of [c.marker, c.badge, c.badgeBg]) expect(chroma(value), `${theme} ${value}`).to.be.lessThan(25);
    });
  });

  it('alternates entries left and right of a centre line on a desktop', async () => {
    const { root, entries } = await journeyFixture('site');
    const line = root.querySelector('.timeline')!.getBoundingClientRect();
    const centre = line.left + line.width / 2;
    entries.forEach((li, i) => {
      const card = li.querySelector('article')!.getBoundingClientRect();
      const marker = li.querySelector('.marker')!.getBoundingClientRect();
      expect(Math.abs(marker.left + marker.width / 2 - centre), 'marker on the line').to.be.lessThan(2);
      if (i % 2 === 0) expect(card.right, `${i} left`).to.be.lessThan(centre);
      else expect(card.left, `${i} right`).to.be.greaterThan(centre);
    });
  });

  it('becomes one column, markers on the left, on a phone', async () => {
    await setViewport({ width: 390, height: 844 });
    const { entries } = await journeyFixture('site');
    const lefts = new Set(entries.map((li) => Math.round(li.querySelector('article')!.getBoundingClientRect().left)));
    expect(lefts.size).to.equal(1);
    for (const li of entries) {
      const card = li.querySelector('article')!.getBoundingClientRect();
      expect(li.querySelector('.marker')!.getBoundingClientRect().right).to.be.lessThan(card.left);
      expect(card.right).to.be.at.most(390);
    }
  });

  for (const content of ['fixture', 'site'] as const) {
    it(`is accessible in light and dark (${content})`, async () => {
      const { el } = await journeyFixture(content);
      await inBothThemes(async () => {
        await expect(el).to.be.accessible();
      });
    });
  }
});
