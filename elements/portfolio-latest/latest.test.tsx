import { expect, fixture, html } from '@open-wc/testing';
import { formattingLocale, labelOf, longDate } from '../../content/format.ts';
import { periodText, sortJourney } from '../../content/period.ts';
import type { JourneyEntry, Post } from '../../content/types.ts';
import { strings } from '../../data/strings.ts';
import { setViewport } from '../../test/support/commands.ts';
import { inBothThemes, renderedShadow, text, usePageStyles } from '../../test/support/dom.ts';
import { defineWithContent } from '../../test/support/section.ts';
import { defineSiteSection, siteContent } from '../../test/support/site-section.ts';
import { routeHref } from '../shared/urls.ts';
import { content as latestBinding, LATEST } from './contract.ts';
import latestSection from './spec.ts';

defineSiteSection(latestSection);

const { journey: journeyWords, writing: writingWords } = strings;
const { newTab } = strings.common;
const locale = formattingLocale(strings.lang);

const entry = (title: string, period: string, type: string, where: Partial<JourneyEntry> = {}): JourneyEntry => ({
  title,
  period,
  type,
  description: ['What happened, at length, which Home leaves out.'],
  ...where,
});
/** Journey entries this file owns, out of order: a type without a label, one without a place, one past the three latest. */
const JOURNEY: readonly JourneyEntry[] = [
  entry('Learnt Zig', '2019', 'milestone', { company: 'Self-taught' }),
  entry('Shipped an Elixir service', 'March 2024 - Present', 'experience', { company: 'Kelp & Co', location: 'Remote' }),
  entry('Won a Fortran contest', 'June 2025', 'hackathon', { location: 'Online' }),
  entry('Graduated', '2020-2023', 'education'),
];
const POSTS: readonly Post[] = [
  { title: 'Old & <b>bold</b>', url: 'https://blog.example.org/old', date: '2021-02-03', summary: 'Long ago.', tags: [] },
  { title: 'Newest', url: 'https://blog.example.org/new', date: '2026-05-06', summary: null, tags: ['zig'] },
  { title: 'Middle', url: 'https://blog.example.org/mid', date: '2024-07-08', summary: 'In between.', tags: [] },
  { title: 'Oldest', url: 'https://blog.example.org/oldest', date: '2019-01-01', summary: 'Before.', tags: [] },
];
const bind = (posts: readonly Post[]) =>
  latestBinding({ ...siteContent, journey: JOURNEY, posts, writing: { ...siteContent.writing, count: 10 } });
defineWithContent(latestSection, bind(POSTS), 'fixture-latest');
defineWithContent(latestSection, bind([]), 'postless-latest');

const lists = (root: ShadowRoot) => [...root.querySelectorAll('section')];

describe('<portfolio-latest>', () => {
  before(usePageStyles);
  afterEach(() => setViewport({ width: 800, height: 600 }));

  it('is defined', () => {
    expect(customElements.get('portfolio-latest')).to.exist;
  });

  it("shows data/'s latest journey entries, newest first, at most three", async () => {
    const el = await fixture<HTMLElement>(html`<portfolio-latest></portfolio-latest>`);
    const root = await renderedShadow(el, '.item');
    const shown = sortJourney(siteContent.journey).slice(0, LATEST);
    expect([...lists(root)[0]!.querySelectorAll('h3')].map(text)).to.deep.equal(shown.map((e) => e.title));
  });

  it('lists the three latest entries, newest first, each with its type, period, title and place, without its details', async () => {
    const root = await renderedShadow(await fixture(html`<portfolio-fixture-latest></portfolio-fixture-latest>`), '.item');
    const items = [...lists(root)[0]!.querySelectorAll('.item')];
    expect(items.map((li) => text(li.querySelector('h3')))).to.deep.equal([
      'Won a Fortran contest',
      'Shipped an Elixir service',
      'Graduated',
    ]);
    const [contest, service, graduated] = items as [Element, Element, Element];
    expect(text(contest.querySelector('.badge'))).to.equal(labelOf(journeyWords.types, 'hackathon'));
    expect(text(service.querySelector('.badge'))).to.equal(journeyWords.types.experience);
    expect(text(service.querySelector('.meta'))).to.include(periodText('March 2024 - Present'));
    expect([...service.querySelectorAll('.where span')].map(text)).to.deep.equal(['Kelp & Co', 'Remote']);
    expect(graduated.querySelector('.where')).to.equal(null);
    expect(root.textContent).not.to.include('What happened');
  });

  it('lists the three latest posts, newest first: a link to each in a new tab, its date in the page language, its summary as text', async () => {
    const root = await renderedShadow(await fixture(html`<portfolio-fixture-latest></portfolio-fixture-latest>`), '.item');
    const posts = [...lists(root)[1]!.querySelectorAll('.item')];
    const link = (li: Element) => li.querySelector<HTMLAnchorElement>('h3 a')!;
    expect(posts.map((li) => text(link(li)).replace(` ${newTab}`, ''))).to.deep.equal(['Newest', 'Middle', 'Old & <b>bold</b>']);
    expect([link(posts[0]!).href, link(posts[0]!).target, link(posts[0]!).rel]).to.deep.equal([
      'https://blog.example.org/new',
      '_blank',
      'noopener noreferrer',
    ]);
    expect(text(posts[1]!.querySelector('time'))).to.equal(longDate('2024-07-08', locale));
    expect(posts[1]!.querySelector('time')!.getAttribute('datetime')).to.equal('2024-07-08');
    expect(posts[0]!.querySelector('.summary')).to.equal(null);
    expect(link(posts[2]!).querySelector('b')).to.equal(null);
  });

  it('names each list with a heading that links to its page', async () => {
    const root = await renderedShadow(await fixture(html`<portfolio-fixture-latest></portfolio-fixture-latest>`), '.item');
    const headings = lists(root).map((s) => [text(root.getElementById(s.getAttribute('aria-labelledby')!)), s.querySelector('.more-link')]);
    expect(headings.map(([title]) => title)).to.deep.equal([journeyWords.latest, writingWords.latest]);
    expect(headings.map(([, a]) => [text(a as Element), (a as HTMLAnchorElement).getAttribute('href')])).to.deep.equal([
      [journeyWords.allEntries, routeHref('journey')],
      [writingWords.allPosts, routeHref('writing')],
    ]);
    expect(root.querySelectorAll('h2').length).to.equal(2);
  });

  it('leaves the posts out, heading and all, without a post', async () => {
    const root = await renderedShadow(await fixture(html`<portfolio-postless-latest></portfolio-postless-latest>`), '.item');
    expect(lists(root)).to.have.length(1);
    expect(root.textContent).not.to.include(writingWords.latest);
  });

  it('puts the two lists side by side on a wide screen and one under the other on a phone', async () => {
    const root = await renderedShadow(await fixture(html`<portfolio-fixture-latest></portfolio-fixture-latest>`), '.item');
    await setViewport({ width: 1280, height: 800 });
    const wide = lists(root).map((s) => s.getBoundingClientRect().top);
    expect(wide[0]).to.equal(wide[1]);
    await setViewport({ width: 390, height: 844 });
    const [first, second] = lists(root).map((s) => s.getBoundingClientRect()) as [DOMRect, DOMRect];
    expect(second.top).to.be.at.least(first.bottom);
  });

  it('is accessible in light and dark', async () => {
    const el = await fixture<HTMLElement>(html`<portfolio-fixture-latest></portfolio-fixture-latest>`);
    await renderedShadow(el, '.item');
    await inBothThemes(async () => {
      await expect(el).to.be.accessible();
    });
  });
});
