import { setViewport } from '@web/test-runner-commands';
import { expect, fixture, html } from '@open-wc/testing';
import { journey } from '../../data/journey.ts';
import '../../elements/portfolio-journey/define.ts';
import { periodYear } from '../../elements/portfolio-journey/sort.ts';
import { iconHtml, inBothThemes, renderedShadow, text, usePageStyles } from '../support/dom.ts';


async function journeyFixture() {
  const el = await fixture<HTMLElement>(html`<portfolio-journey></portfolio-journey>`);
  const root = await renderedShadow(el, '.timeline > li');
  const entries = [...root.querySelectorAll<HTMLLIElement>('.timeline > li')];
  return { el, root, entries };
}

const title = (entry: Element) => text(entry.querySelector('h2'));
const dataOf = (entry: Element) => journey.find((j) => j.title === title(entry))!;
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

  it('renders the one heading and every entry as an item of an ordered list, when created by script', async () => {
    const { root, entries } = await journeyFixture();
    expect(root.querySelectorAll('h1').length).to.equal(1);
    expect(text(root.querySelector('h1'))).to.equal('My Journey');
    expect(root.querySelector('ol.timeline')).to.exist;
    expect(entries.length).to.equal(journey.length);
    expect(entries.every((li) => li.querySelector(':scope > article h2'))).to.equal(true);
  });

  it('lists the newest first by the first year in the period, the birth milestone last', async () => {
    const { entries } = await journeyFixture();
    const periods = entries.map((e) => text(e.querySelector('.period')));
    expect(periods[0]).to.equal('June 2025');
    expect(title(entries[0]!)).to.equal('Finalist at the AWS Lambda hackathon');
    expect(periods.at(-1)).to.equal(''); // "{personal}" has no year: it sorts last and shows no period
    expect(entries.at(-1)!.textContent).not.to.contain('{personal}');
    expect(title(entries.at(-1)!)).to.equal('Born in Hyderabad');
    const years = periods.map(periodYear);
    expect(years).to.deep.equal([...years].sort((a, b) => b - a));
    // "2020 - 2022" counts as 2020, after May 2022; "2014-2018" as 2014, after 2019
    expect(periods.indexOf('2020 - 2022')).to.be.greaterThan(periods.indexOf('May 2022'));
    expect(periods.indexOf('2014-2018')).to.be.greaterThan(periods.indexOf('2019'));
  });

  it('keeps entries of the same year in their data order', async () => {
    const { entries } = await journeyFixture();
    const index = entries.map((e) => journey.indexOf(dataOf(e)));
    for (let i = 1; i < entries.length; i++) {
      const [a, b] = [journey[index[i - 1]!]!, journey[index[i]!]!];
      if (periodYear(a.period) === periodYear(b.period)) expect(index[i], `${a.title} before ${b.title}`).to.be.greaterThan(index[i - 1]!);
    }
    const of2024 = entries.filter((e) => periodYear(dataOf(e).period) === 2024).map((e) => text(e.querySelector('.period')));
    expect(of2024).to.deep.equal(['December 2024', 'September 2024', 'May 2024', 'April 2024', 'March 2024']);
  });

  it('shows on each entry its icon, title, company, location, capitalised type badge, period and bullets', async () => {
    const { entries } = await journeyFixture();
    for (const li of entries) {
      const data = dataOf(li);
      expect(li.querySelector('.marker .icon svg'), data.title).to.exist;
      expect(text(li.querySelector('.where'))).to.equal(`${data.company} ${data.location}`);
      expect(text(li.querySelector('.badge'))).to.equal(data.type.charAt(0).toUpperCase() + data.type.slice(1));
      expect(text(li.querySelector('.period'))).to.equal(periodYear(data.period) ? data.period : '');
      expect([...li.querySelectorAll('.details > li')].map(text)).to.deep.equal(data.description);
    }
    expect(entries.map((li) => text(li.querySelector('.badge')))).to.include.members(['Experience', 'Education', 'Achievement', 'Milestone', 'Volunteering']);
  });

  it('gives each known type its own icon and colour, in both themes', async () => {
    const { entries } = await journeyFixture();
    const first = (type: string) => entries.find((li) => dataOf(li).type === type)!;
    for (const [type, icon] of Object.entries(known)) {
      const all = entries.filter((li) => dataOf(li).type === type);
      expect(all.every((li) => li.querySelector('.marker .icon')!.innerHTML === iconHtml(icon)), type).to.equal(true);
    }
    await inBothThemes(async (theme) => {
      const seen = Object.keys(known).map((type) => colours(first(type)));
      expect(new Set(seen.map((c) => c.marker)).size, `${theme} markers`).to.equal(4);
      expect(new Set(seen.map((c) => c.badge)).size, `${theme} badges`).to.equal(4);
      for (const c of seen) expect(chroma(c.marker), theme).to.be.greaterThan(60);
    });
  });

  it('gives any other type a grey style and the default icon', async () => {
    const { entries } = await journeyFixture();
    const other = entries.find((li) => dataOf(li).type === 'volunteering')!;
    expect(text(other.querySelector('.badge'))).to.equal('Volunteering');
    expect(other.querySelector('.marker .icon')!.innerHTML).to.equal(iconHtml('circle'));
    const knownMarkers = new Set(entries.filter((li) => dataOf(li).type in known).map((li) => colours(li).marker));
    await inBothThemes(async (theme) => {
      const c = colours(other);
      expect(knownMarkers.has(c.marker), theme).to.equal(false);
      for (const value of [c.marker, c.badge, c.badgeBg]) expect(chroma(value), `${theme} ${value}`).to.be.lessThan(25);
    });
  });

  it('alternates entries left and right of a centre line on a desktop', async () => {
    const { root, entries } = await journeyFixture();
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
    const { entries } = await journeyFixture();
    const lefts = new Set(entries.map((li) => Math.round(li.querySelector('article')!.getBoundingClientRect().left)));
    expect(lefts.size).to.equal(1);
    for (const li of entries) {
      const card = li.querySelector('article')!.getBoundingClientRect();
      expect(li.querySelector('.marker')!.getBoundingClientRect().right).to.be.lessThan(card.left);
      expect(card.right).to.be.at.most(390);
    }
  });

  it('is accessible in light and dark', async () => {
    const { el } = await journeyFixture();
    await inBothThemes(async () => {
      await expect(el).to.be.accessible();
    });
  });
});
