import { defineSiteSection, siteContent } from '../../test/support/site-section.ts';
import { expect, fixture, html } from '@open-wc/testing';
import { ALL, matchesRepository, repositoryFilters } from '../../content/filters.ts';
import { fill, formattingLocale, longDate, pluralForm } from '../../content/format.ts';
import { shownRepositories } from '../../content/shown.ts';
import type { Repository } from '../../content/types.ts';
import { strings } from '../../data/strings.ts';
import openSourceSection from './spec.ts';
import { stringsFor } from '../shared/section/contract.ts';
import { setViewport } from '../../test/support/commands.ts';
import { inBothThemes, renderedShadow, text, until, usePageStyles } from '../../test/support/dom.ts';
import { defineWithContent } from '../../test/support/section.ts';

defineSiteSection(openSourceSection);

const words = strings.openSource;
const { newTab } = strings.common;
const locale = formattingLocale(strings.lang);
const sectionStrings = stringsFor(siteContent, 'openSource');
/** A count in the language's plural form, as data/strings.ts words it. */
const counted = (forms: typeof words.stars, count: number) =>
  fill(pluralForm(forms, count, strings.lang), { count: new Intl.NumberFormat(locale).format(count) });
const showing = (shown: number, total: number) =>
  fill(pluralForm(words.showing, total, strings.lang), { shown: String(shown), total: String(total) });

/**
 * Repositories this file owns: two languages with a GitHub colour and one without, a name with
 * markup characters, an archived one with a homepage, a fork without description, language or
 * licence, topics shared and not, one star and one fork (the singular forms).
 */
const base: Repository = {
  name: '',
  url: 'https://github.com/someone/x',
  description: 'Does one thing well.',
  language: 'Rust',
  topics: [],
  stars: 1,
  forks: 1,
  homepage: null,
  license: 'MIT',
  pushed: '2026-02-03',
  fork: false,
  archived: false,
};
const FIXTURE: readonly Repository[] = [
  { ...base, name: 'kartograf & <maps>', url: 'https://github.com/someone/kartograf', topics: ['maps', 'cli'], stars: 1204, forks: 87 },
  { ...base, name: 'old-site', language: 'Elm', topics: ['web'], archived: true, homepage: 'https://old.example.org/', stars: 0, forks: 0 },
  { ...base, name: 'leaflet', description: null, language: null, license: null, topics: ['maps'], fork: true },
  { ...base, name: 'scratchpad', language: 'Rust', topics: ['cli', 'notes'], pushed: '2024-12-31' },
  { ...base, name: 'odd-one', language: 'No Such Language', topics: [] },
];
const [KARTOGRAF, OLD, LEAFLET, SCRATCHPAD] = FIXTURE as [Repository, Repository, Repository, Repository, Repository];
const COLORS = { Rust: '#dea584', Elm: '#60b5cc' };
const FILTERS = repositoryFilters(FIXTURE);
defineWithContent(
  openSourceSection,
  { repositories: FIXTURE, filters: FILTERS, colors: COLORS, strings: sectionStrings },
  'fixture-open-source',
);
defineWithContent(
  openSourceSection,
  { repositories: [], filters: { languages: [], topics: [] }, colors: {}, strings: sectionStrings },
  'empty-open-source',
);

async function mount(filter?: string) {
  const el = await fixture<HTMLElement>(
    filter === undefined
      ? html`<portfolio-fixture-open-source></portfolio-fixture-open-source>`
      : html`<portfolio-fixture-open-source filter=${filter}></portfolio-fixture-open-source>`,
  );
  return { el, root: await renderedShadow(el, '.repository') };
}

const names = (root: ShadowRoot) =>
  [...root.querySelectorAll('.repository:not([hidden]) h2')].map(text).map((t) => t.replace(` ${newTab}`, ''));
const pressed = (root: ShadowRoot) => [...root.querySelectorAll<HTMLElement>('.pill[aria-pressed="true"]')].map((b) => b.dataset.filter);
const pill = (root: ShadowRoot, filter: string) => root.querySelector<HTMLButtonElement>(`.pill[data-filter="${CSS.escape(filter)}"]`)!;
const card = (root: ShadowRoot, name: string) =>
  [...root.querySelectorAll('.repository')].find((c) => text(c.querySelector('h2')).startsWith(name))!;

describe('<portfolio-open-source>', () => {
  before(usePageStyles);

  it('is defined', () => {
    expect(customElements.get('portfolio-open-source')).to.exist;
  });

  it("shows data/'s choice of repositories in order, with the pills of its languages and topics", async () => {
    const el = await fixture<HTMLElement>(html`<portfolio-open-source></portfolio-open-source>`);
    const shown = shownRepositories(siteContent.openSource, siteContent.repositories);
    const root = await renderedShadow(el, shown.length ? '.repository' : '.empty');
    expect([...root.querySelectorAll('h1')].map(text)).to.deep.equal([words.heading]);
    expect(text(root.querySelector('.page-intro'))).to.equal(words.intro);
    expect(names(root)).to.deep.equal(shown.map((r) => r.name));
    const { languages, topics } = repositoryFilters(shown);
    const pills = [...root.querySelectorAll<HTMLElement>('.pill')].map((b) => b.dataset.filter);
    expect(pills).to.deep.equal(languages.length + topics.length ? [ALL, ...languages, ...topics] : []);
  });

  it('names the pills: the whole group, languages and topics, All first and pressed', async () => {
    const { root } = await mount();
    const [all, ...sets] = [...root.querySelectorAll('[role="group"]')];
    expect(all!.getAttribute('aria-label')).to.equal(words.filtersLabel);
    expect(sets.map((g) => g.getAttribute('aria-label'))).to.deep.equal([words.languagesLabel, words.topicsLabel]);
    expect([...root.querySelectorAll<HTMLElement>('.pill')].map((b) => [text(b), b.getAttribute('aria-pressed')])).to.deep.equal([
      [words.all, 'true'],
      ...FILTERS.languages.map((l) => [l, 'false']),
      ...FILTERS.topics.map((t) => [t, 'false']),
    ]);
    expect(FILTERS).to.deep.equal({ languages: ['Rust', 'Elm', 'No Such Language'], topics: ['maps', 'cli'] });
    expect(text(root.querySelector('[role="status"]'))).to.equal(showing(FIXTURE.length, FIXTURE.length));
  });

  for (const filter of [ALL, 'Rust', 'Elm', 'maps', 'cli']) {
    it(`shows for "${filter}" the repositories matchesRepository gives, presses only its pill and announces the count`, async () => {
      const { root } = await mount();
      pill(root, 'No Such Language').click();
      await until(() => pressed(root)[0] === 'No Such Language');
      pill(root, filter).click();
      await until(() => pressed(root)[0] === filter);
      const shown = FIXTURE.filter((r) => matchesRepository(r, filter)).map((r) => r.name);
      expect(pressed(root)).to.deep.equal([filter]);
      expect(names(root)).to.deep.equal(shown);
      expect(text(root.querySelector('[role="status"]'))).to.equal(showing(shown.length, FIXTURE.length));
    });
  }

  it('starts on the filter the `filter` attribute names (any case), on All for another name', async () => {
    const { root } = await mount('MAPS');
    expect(pressed(root)).to.deep.equal(['maps']);
    expect(names(root)).to.deep.equal([KARTOGRAF.name, LEAFLET.name]);
    expect(pressed((await mount('Haskell')).root)).to.deep.equal([ALL]);
  });

  it('gives each card its name as a link to the repository in a new tab, and what it has: badges, topics, facts, homepage', async () => {
    const { root } = await mount();
    const kartograf = card(root, KARTOGRAF.name);
    const link = kartograf.querySelector<HTMLAnchorElement>('h2 a')!;
    expect([link.href, link.target, link.rel]).to.deep.equal([KARTOGRAF.url, '_blank', 'noopener noreferrer']);
    expect(text(link)).to.equal(`${KARTOGRAF.name} ${newTab}`);
    expect(text(kartograf.querySelector('.summary'))).to.equal(KARTOGRAF.description);
    expect(kartograf.querySelector('.tags')!.getAttribute('aria-label')).to.equal(words.topicsListLabel);
    expect([...kartograf.querySelectorAll('.tag')].map(text)).to.deep.equal(KARTOGRAF.topics);
    expect([...kartograf.querySelectorAll('.facts > li')].map(text)).to.deep.equal([
      `${words.language} Rust`,
      counted(words.stars, 1204),
      counted(words.forks, 87),
      fill(words.license, { license: 'MIT' }),
      fill(words.updated, { date: longDate(KARTOGRAF.pushed, locale) }),
    ]);
    expect(kartograf.querySelector('time')!.getAttribute('datetime')).to.equal(KARTOGRAF.pushed);
    expect(kartograf.querySelectorAll('.badge, .homepage')).to.have.length(0);

    const old = card(root, OLD.name);
    expect(old.classList.contains('archived')).to.equal(true);
    expect([...old.querySelectorAll('.badge')].map(text)).to.deep.equal([words.archived]);
    expect([...old.querySelectorAll('.facts > li')].map(text).slice(1, 3)).to.deep.equal([
      counted(words.stars, 0),
      counted(words.forks, 0),
    ]);
    const homepage = old.querySelector<HTMLAnchorElement>('.homepage a')!;
    expect([homepage.href, homepage.target, text(homepage)]).to.deep.equal([OLD.homepage, '_blank', `${words.homepage} ${newTab}`]);

    const leaflet = card(root, LEAFLET.name);
    expect([...leaflet.querySelectorAll('.badge')].map(text)).to.deep.equal([words.fork]);
    expect(leaflet.querySelectorAll('.summary, .dot')).to.have.length(0);
    expect([...leaflet.querySelectorAll('.facts > li')].map(text)).to.deep.equal([
      counted(words.stars, 1),
      counted(words.forks, 1),
      fill(words.updated, { date: longDate(LEAFLET.pushed, locale) }),
    ]);
    expect(card(root, SCRATCHPAD.name).querySelector('.tags')).to.exist;
  });

  it("draws each language's GitHub colour as a dot beside its name, on cards and pills, in both themes; none for a language without one", async () => {
    const { root } = await mount();
    const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;
    await inBothThemes(async () => {
      for (const [language, color] of Object.entries(COLORS)) {
        const dots = [...root.querySelectorAll<HTMLElement>('.dot')].filter((d) => text(d.parentElement).endsWith(language));
        expect(dots.length, language).to.be.greaterThan(1);
        for (const dot of dots) {
          expect(getComputedStyle(dot).backgroundColor, language).to.equal(rgb(color));
          expect(dot.getAttribute('aria-hidden')).to.equal('true');
          expect(dot.getBoundingClientRect().width).to.be.greaterThan(8);
        }
      }
      const odd = card(root, 'odd-one').querySelector<HTMLElement>('.dot')!;
      expect(odd.hasAttribute('data-language')).to.equal(false);
      expect(Object.values(COLORS).map(rgb)).to.not.include(getComputedStyle(odd).backgroundColor);
    });
  });

  it('lays out on a phone in one column without overflowing, and in columns on a desktop', async () => {
    const { el, root } = await mount();
    try {
      await setViewport({ width: 360, height: 740 });
      await until(() => el.getBoundingClientRect().width <= 360);
      const lefts = new Set([...root.querySelectorAll('.repository')].map((c) => Math.round(c.getBoundingClientRect().left)));
      expect(lefts.size).to.equal(1);
      for (const node of root.querySelectorAll('.repository, .pill, .facts')) {
        expect(node.getBoundingClientRect().right, node.className).to.be.at.most(el.getBoundingClientRect().right + 1);
      }
    } finally {
      await setViewport({ width: 1280, height: 800 });
    }
    await until(() => new Set([...root.querySelectorAll('.repository')].map((c) => Math.round(c.getBoundingClientRect().left))).size > 1);
  });

  it('says so where there is no repository (an embed), with no pill or count', async () => {
    const el = await fixture<HTMLElement>(html`<portfolio-empty-open-source></portfolio-empty-open-source>`);
    const root = await renderedShadow(el, '.empty');
    expect(text(root.querySelector('.empty'))).to.equal(words.empty);
    expect(root.querySelectorAll('.pill, [role="status"], .grid')).to.have.length(0);
  });
});
