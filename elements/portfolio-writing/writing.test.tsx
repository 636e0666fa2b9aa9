import { defineSiteSection, siteContent } from '../../test/support/site-section.ts';
import { expect, fixture, html } from '@open-wc/testing';
import { fill, formattingLocale, longDate } from '../../content/format.ts';
import { latestPosts } from '../../content/shown.ts';
import type { ListedPost, Post } from '../../content/types.ts';
import { strings } from '../../data/strings.ts';
import { content as writingBinding } from './contract.ts';
import writingSection from './spec.ts';
import { stringsFor } from '../shared/section/contract.ts';
import { setViewport } from '../../test/support/commands.ts';
import { renderedShadow, text, until, usePageStyles } from '../../test/support/dom.ts';
import { defineWithContent } from '../../test/support/section.ts';
import { routeHref } from '../shared/urls.ts';

defineSiteSection(writingSection);

const words = strings.writing;
const { newTab } = strings.common;
const locale = formattingLocale(strings.lang);

/** Posts this file owns: markup characters in a title, one without a summary, one without tags, an old one past the count. */
const FIXTURE: readonly Post[] = [
  {
    title: 'Old & forgotten',
    url: 'https://blog.example.org/old',
    date: '2020-01-01',
    summary: 'Before anything else.',
    tags: ['history'],
  },
  {
    title: '<b>Markup</b> is text here',
    url: 'https://blog.example.org/markup',
    date: '2026-04-30',
    summary: 'A summary that says <i>nothing</i> & more.',
    tags: ['html', 'safety'],
  },
  { title: 'No summary', url: 'https://dev.example.org/none', date: '2025-12-24', summary: null, tags: ['notes'] },
  { title: 'No tags', url: 'https://blog.example.org/plain', date: '2026-01-15', summary: 'Just words.', tags: [] },
];
const [, MARKUP, NO_SUMMARY, NO_TAGS] = FIXTURE as [Post, Post, Post, Post];
/** The section as the build binds it, for a site whose data/writing.ts shows three posts. */
const bound = writingBinding({ ...siteContent, posts: FIXTURE, writing: { ...siteContent.writing, count: 3 } });
defineWithContent(writingSection, bound, 'fixture-writing');
defineWithContent(writingSection, { posts: [], strings: stringsFor(siteContent, 'writing') }, 'empty-writing');
/** One of the owner's own posts (data/posts/), listed in another language's folder, its words in the default one. */
const LOCAL: ListedPost = {
  title: 'Tide tables',
  url: 'https://example.com/ar/writing/tide-tables/',
  date: '2026-09-14',
  summary: null,
  tags: [],
  local: { route: 'writing/tide-tables', folder: 'ar/', lang: 'pt-PT' },
};
defineWithContent(writingSection, { posts: [LOCAL, MARKUP], strings: stringsFor(siteContent, 'writing') }, 'local-writing');

const titles = (root: ShadowRoot) => [...root.querySelectorAll('.post h2')].map(text).map((t) => t.replace(` ${newTab}`, ''));

async function mount() {
  const el = await fixture<HTMLElement>(html`<portfolio-fixture-writing></portfolio-fixture-writing>`);
  return { el, root: await renderedShadow(el, '.post') };
}

describe('<portfolio-writing>', () => {
  before(usePageStyles);

  it('is defined', () => {
    expect(customElements.get('portfolio-writing')).to.exist;
  });

  it("shows data/'s latest posts, newest first, as many as data/writing.ts says", async () => {
    const el = await fixture<HTMLElement>(html`<portfolio-writing></portfolio-writing>`);
    const posts = latestPosts(siteContent.writing, siteContent.posts);
    const root = await renderedShadow(el, posts.length ? '.post' : '.empty');
    expect([...root.querySelectorAll('h1')].map(text)).to.deep.equal([words.heading]);
    expect(text(root.querySelector('.page-intro'))).to.equal(words.intro);
    expect(titles(root)).to.deep.equal(posts.map((p) => p.title));
  });

  it('binds the count newest of the posts, newest first', async () => {
    const { root } = await mount();
    expect(titles(root)).to.deep.equal([MARKUP.title, NO_TAGS.title, NO_SUMMARY.title]);
  });

  it('gives each post its title as a link to it in a new tab, its date in the page language, its summary and tags, as text', async () => {
    const { root } = await mount();
    const [markup, noTags, noSummary] = [...root.querySelectorAll('.post')] as [Element, Element, Element];
    const link = markup.querySelector<HTMLAnchorElement>('h2 a')!;
    expect([link.href, link.target, link.rel]).to.deep.equal([MARKUP.url, '_blank', 'noopener noreferrer']);
    expect(link.querySelector('b')).to.equal(null);
    expect(text(markup.querySelector('.facts'))).to.equal(fill(words.published, { date: longDate(MARKUP.date, locale) }));
    expect(markup.querySelector('time')!.getAttribute('datetime')).to.equal(MARKUP.date);
    expect(text(markup.querySelector('.summary'))).to.equal(MARKUP.summary);
    expect(markup.querySelector('.summary i')).to.equal(null);
    expect(markup.querySelector('.tags')!.getAttribute('aria-label')).to.equal(words.tagsLabel);
    expect([...markup.querySelectorAll('.tag')].map(text)).to.deep.equal(MARKUP.tags);
    expect(noTags.querySelector('.tags')).to.equal(null);
    expect(noSummary.querySelector('.summary')).to.equal(null);
  });

  it("links one of the owner's own posts to its page on the site, in the same tab, and a synced one to where it was published", async () => {
    const el = await fixture<HTMLElement>(html`<portfolio-local-writing></portfolio-local-writing>`);
    const root = await renderedShadow(el, '.post');
    const [own, synced] = [...root.querySelectorAll<HTMLAnchorElement>('.post h2 a')] as [HTMLAnchorElement, HTMLAnchorElement];
    expect([own.getAttribute('href'), own.target, own.hreflang, text(own)]).to.deep.equal([
      routeHref('writing/tide-tables', 'ar/'),
      '',
      'pt-PT',
      LOCAL.title,
    ]);
    expect([synced.href, synced.target]).to.deep.equal([MARKUP.url, '_blank']);
  });

  it('reads in one column, as wide as a line of text, and fits a phone', async () => {
    const { el, root } = await mount();
    const lefts = () => new Set([...root.querySelectorAll('.post')].map((c) => Math.round(c.getBoundingClientRect().left)));
    expect(lefts().size).to.equal(1);
    try {
      await setViewport({ width: 360, height: 740 });
      await until(() => el.getBoundingClientRect().width <= 360);
      for (const post of root.querySelectorAll('.post'))
        expect(post.getBoundingClientRect().right).to.be.at.most(el.getBoundingClientRect().right + 1);
    } finally {
      await setViewport({ width: 1280, height: 800 });
    }
  });

  it('says so where there is no post (an embed)', async () => {
    const el = await fixture<HTMLElement>(html`<portfolio-empty-writing></portfolio-empty-writing>`);
    const root = await renderedShadow(el, '.empty');
    expect(text(root.querySelector('.empty'))).to.equal(words.empty);
    expect(root.querySelectorAll('.grid')).to.have.length(0);
  });
});
