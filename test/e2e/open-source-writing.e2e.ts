/**
 * The Open source and Writing pages as built, when data/ gives them something to show (a page
 * without is not built: test/node/shown.test.ts). Open source: every chosen repository without
 * JavaScript, its script only on interaction, a filter pressed before the script arrives kept
 * through hydration, its JSON-LD. Writing: the latest posts, no section script at all, its JSON-LD.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import type { Page } from 'puppeteer-core';
import { ALL, matchesRepository, repositoryFilters } from '../../content/filters.ts';
import { fill, pluralForm } from '../../content/format.ts';
import { latestPosts, shownRepositories } from '../../content/shown.ts';
import { projectRoot } from '../../scripts/build/config.ts';
import { sectionTags } from '../../scripts/build/html.ts';
import { siteContent, useSite, type Site } from './fixture.ts';

const { strings } = siteContent;
const repositories = shownRepositories(siteContent.openSource, siteContent.repositories);
const posts = latestPosts(siteContent.writing, siteContent.posts);

/** The route of the built page that holds `tag`, if one does. */
async function routeOf(tag: string): Promise<string | undefined> {
  for (const page of siteContent.pages)
    if (sectionTags(await readFile(path.join(projectRoot, page.source), 'utf8')).includes(tag)) return page.route;
  return undefined;
}
const openSourceRoute = await routeOf('portfolio-open-source');
const writingRoute = await routeOf('portfolio-writing');

let site: Site;
before(async () => {
  site = await useSite('/');
});

/** In the page: the text of the section's cards' titles that are shown, without the new-tab note. */
const shownNames = (page: Page, tag: string, card: string) =>
  page.evaluate(
    (t, c, note) =>
      [...document.querySelector(t)!.shadowRoot!.querySelectorAll(`${c}:not([hidden]) h2`)].map((h) =>
        h.textContent!.replace(note, '').trim(),
      ),
    tag,
    card,
    strings.common.newTab,
  );

/** The page's JSON-LD blocks, parsed. */
const jsonLd = (page: Page) =>
  page.$$eval('script[type="application/ld+json"]', (scripts) => scripts.map((s) => JSON.parse(s.textContent!) as Record<string, unknown>));

describe('Open source (<portfolio-open-source>)', { skip: !openSourceRoute && 'data/ shows no repository: no Open source page' }, () => {
  const TAG = 'portfolio-open-source';
  const showing = (shown: number) =>
    fill(pluralForm(strings.openSource.showing, repositories.length, strings.lang), { shown, total: repositories.length });

  it('shows every chosen repository, in order, with JavaScript disabled', async () => {
    const { page, problems } = await site.visit(openSourceRoute!, { javaScript: false });
    try {
      assert.deepEqual(
        await shownNames(page, TAG, '.repository'),
        repositories.map((r) => r.name),
      );
      const hrefs = await page.$eval(TAG, (el) => [...el.shadowRoot!.querySelectorAll<HTMLAnchorElement>('h2 a')].map((a) => a.href));
      assert.deepEqual(
        hrefs,
        repositories.map((r) => r.url),
      );
      assert.deepEqual(problems, []);
    } finally {
      await page.close();
    }
  });

  it('loads its script only on interaction, then hydrates with the same markup and no console problem', async () => {
    const { page, problems } = await site.visit(openSourceRoute!);
    try {
      assert.equal(await page.evaluate((tag) => customElements.get(tag), TAG), undefined);
      const markup = await page.$eval(TAG, (el) => el.shadowRoot!.innerHTML);
      await page.$eval(TAG, (el) => el.shadowRoot!.querySelector<HTMLElement>('a, button')!.focus());
      await page.waitForFunction((tag) => customElements.get(tag), {}, TAG);
      await page.waitForFunction(
        (tag) => Object.keys(document.querySelector(tag)!.shadowRoot!).some((k) => k.startsWith('__react')),
        {},
        TAG,
      );
      await new Promise((r) => setTimeout(r, 50));
      assert.equal(await page.$eval(TAG, (el) => el.shadowRoot!.innerHTML), markup);
      assert.deepEqual(problems, []);
    } finally {
      await page.close();
    }
  });

  const { languages, topics } = repositoryFilters(repositories);
  const filter = [...languages, ...topics][0];
  it('keeps a filter pressed before its script arrived, and filters after hydration', { skip: !filter && 'no filter pill' }, async () => {
    const { page, problems } = await site.visit(openSourceRoute!);
    try {
      await (
        await page.evaluateHandle(
          (tag, f) => document.querySelector(tag)!.shadowRoot!.querySelector<HTMLButtonElement>(`.pill[data-filter="${CSS.escape(f)}"]`)!,
          TAG,
          filter!,
        )
      ).click();
      const matching = repositories.filter((r) => matchesRepository(r, filter!)).map((r) => r.name);
      assert.deepEqual(await shownNames(page, TAG, '.repository'), matching);
      const status = () => page.$eval(TAG, (el) => el.shadowRoot!.querySelector('[role="status"]')!.textContent);
      assert.equal(await status(), showing(matching.length));
      await page.waitForFunction(
        (tag) => Object.keys(document.querySelector(tag)!.shadowRoot!).some((k) => k.startsWith('__react')),
        {},
        TAG,
      );
      assert.equal(
        await page.$eval(TAG, (el) => el.shadowRoot!.querySelector<HTMLElement>('.pill[aria-pressed="true"]')!.dataset.filter),
        filter,
      );
      await page.$eval(TAG, (el, all) => el.shadowRoot!.querySelector<HTMLButtonElement>(`.pill[data-filter="${all}"]`)!.click(), ALL);
      await page.waitForFunction(
        (tag, n) => document.querySelector(tag)!.shadowRoot!.querySelectorAll('.repository:not([hidden])').length === n,
        {},
        TAG,
        repositories.length,
      );
      assert.equal(await status(), showing(repositories.length));
      assert.deepEqual(problems, []);
    } finally {
      await page.close();
    }
  });

  it('describes the repositories to search engines (SoftwareSourceCode in an ItemList)', async () => {
    const { page } = await site.visit(openSourceRoute!);
    try {
      const list = (await jsonLd(page)).find((d) => d['@type'] === 'ItemList') as { itemListElement: { item: Record<string, unknown> }[] };
      assert.deepEqual(
        list.itemListElement.map(({ item }) => [item['@type'], item.name, item.codeRepository]),
        repositories.map((r) => ['SoftwareSourceCode', r.name, r.url]),
      );
    } finally {
      await page.close();
    }
  });
});

describe('Writing (<portfolio-writing>)', { skip: !writingRoute && 'data/ has no post: no Writing page' }, () => {
  it('shows the latest posts, loads no script for its section however it is used, and describes them as a Blog', async () => {
    const { page, problems } = await site.visit(writingRoute!);
    try {
      assert.deepEqual(
        await shownNames(page, 'portfolio-writing', '.post'),
        posts.map((p) => p.title),
      );
      await page.$eval('portfolio-writing', (el) => el.shadowRoot!.querySelector<HTMLElement>('a')!.focus());
      await page.hover('portfolio-writing');
      await new Promise((r) => setTimeout(r, 300));
      const scripts = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((r) => r.name)
          .filter((n) => n.endsWith('.js')),
      );
      assert.ok(!scripts.some((s) => /portfolio-writing/.test(s)), scripts.join('\n'));
      assert.equal(await page.evaluate(() => customElements.get('portfolio-writing')), undefined);
      const blog = (await jsonLd(page)).find((d) => d['@type'] === 'Blog') as { blogPost: Record<string, unknown>[] };
      assert.deepEqual(
        blog.blogPost.map((p) => [p['@type'], p.headline, p.url, p.datePublished]),
        posts.map((p) => ['BlogPosting', p.title, p.url, p.date]),
      );
      assert.deepEqual(problems, []);
    } finally {
      await page.close();
    }
  });
});
