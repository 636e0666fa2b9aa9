/**
 * What Open source and Writing show (content/shown.ts), and which pages are built: a page only
 * when a section on it has something to show, so an owner without repositories or posts gets
 * neither page, nor a link to one anywhere (menu, footer, sitemap, alternates, link previews).
 * The rules on fixture content; the pages on the owner's data/ and on a copy of the project
 * whose repositories and posts the test takes away.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { latestPosts, shownRepositories, withShownPages } from '../../content/shown.ts';
import type { Content, Page, Post, Repository } from '../../content/types.ts';
import { projectRoot } from '../../scripts/build/config.ts';
import { loadSite } from '../../scripts/build/content.ts';
import { sectionTags } from '../../scripts/build/html.ts';
import { copyProject } from '../../scripts/lib/content-set.ts';
import { siteContent } from '../support/site-content.ts';

const repo = (name: string, stars: number, pushed: string, more: Partial<Repository> = {}): Repository => ({
  name,
  url: `https://github.com/someone/${name}`,
  description: null,
  language: null,
  topics: [],
  stars,
  forks: 0,
  homepage: null,
  license: null,
  pushed,
  fork: false,
  archived: false,
  ...more,
});
const REPOSITORIES = [
  repo('b-tied', 10, '2025-01-01'),
  repo('newest', 2, '2026-06-01'),
  repo('a-tied', 10, '2025-01-01'),
  repo('starred', 50, '2024-01-01'),
  repo('pushed-tie', 10, '2025-03-01'),
  repo('forked', 900, '2026-09-01', { fork: true }),
  repo('archived', 800, '2026-09-01', { archived: true }),
];
const names = (rs: readonly Repository[]) => rs.map((r) => r.name);

describe('shownRepositories', () => {
  it('shows the names listed, in their order, forks and archived ones included, unknown names skipped, each once', () => {
    const show = ['archived', 'newest', 'no-such-repository', 'forked', 'newest'];
    assert.deepEqual(names(shownRepositories({ show }, REPOSITORIES)), ['archived', 'newest', 'forked']);
  });

  it('by stars: the most starred first, then the most recently pushed, then by name; no fork or archived one', () => {
    assert.deepEqual(names(shownRepositories({ show: { by: 'stars', count: 4 } }, REPOSITORIES)), [
      'starred',
      'pushed-tie',
      'a-tied',
      'b-tied',
    ]);
  });

  it('by pushed: the most recently pushed first, then the most starred, then by name', () => {
    assert.deepEqual(names(shownRepositories({ show: { by: 'pushed', count: 3 } }, REPOSITORIES)), ['newest', 'pushed-tie', 'a-tied']);
  });

  it('shows what there is when there are fewer than count, and nothing from nothing', () => {
    assert.equal(shownRepositories({ show: { by: 'stars', count: 99 } }, REPOSITORIES).length, 5);
    assert.deepEqual(shownRepositories({ show: { by: 'stars', count: 3 } }, []), []);
    assert.deepEqual(shownRepositories({ show: [] }, REPOSITORIES), []);
  });
});

describe('latestPosts', () => {
  const post = (title: string, date: string): Post => ({ title, url: `https://blog.example.org/${title}`, date, summary: null, tags: [] });
  it('shows the count newest, newest first, a same-day tie by title', () => {
    const posts = [post('old', '2024-01-01'), post('b', '2026-02-02'), post('a', '2026-02-02'), post('new', '2026-05-01')];
    assert.deepEqual(
      latestPosts({ count: 3 }, posts).map((p) => p.title),
      ['new', 'a', 'b'],
    );
    assert.deepEqual(latestPosts({ count: 3 }, []), []);
  });
});

describe('withShownPages', () => {
  const page = (route: string): Page => ({ route, source: `pages/${route}.html`, navLabel: route, title: route, description: route });
  const content = {
    ...siteContent,
    pages: [page('home'), page('empty'), page('mixed'), page('plain')],
    quickLinks: [
      { label: 'Empty', route: 'empty' },
      { label: 'Empty part', route: 'empty#part' },
      { label: 'Mixed', route: 'mixed' },
    ],
  } satisfies Content;
  const sections: Record<string, string[]> = {
    'pages/home.html': ['portfolio-a'],
    'pages/empty.html': ['portfolio-nothing'],
    'pages/mixed.html': ['portfolio-nothing', 'portfolio-a'],
    'pages/plain.html': [],
  };
  const shown = withShownPages(
    content,
    (p) => sections[p.source]!,
    (tag) => tag !== 'portfolio-nothing',
  );

  it('keeps a page when a section on it shows something, or when it has no section', () => {
    assert.deepEqual(
      shown.pages.map((p) => p.route),
      ['home', 'mixed', 'plain'],
    );
  });

  it("drops the footer's quick links to a page left out, a part of it too", () => {
    assert.deepEqual(
      shown.quickLinks.map((l) => l.label),
      ['Mixed'],
    );
  });

  it('hands on the same content when every page shows', () => {
    assert.equal(
      withShownPages(
        content,
        (p) => sections[p.source]!,
        () => true,
      ),
      content,
    );
  });
});

/** Each page of `pages` with the section tags its source holds. */
const sectionsOn = async (root: string, pages: readonly Page[]) =>
  Promise.all(pages.map(async (p) => ({ page: p, tags: sectionTags(await readFile(path.join(root, p.source), 'utf8')) })));

describe("the owner's data/: a page with Open source or Writing is built exactly when it has something to show", () => {
  it('keeps the Open source page when it shows a repository and the Writing page when there is a post', async () => {
    // As the build reads data/: its posts are the synced ones and those of data/posts/.
    const { content } = (await loadSite(projectRoot)).languages[0]!;
    const built = content.pages.map((p) => p.route);
    const shows: Record<string, boolean> = {
      'portfolio-open-source': shownRepositories(content.openSource, content.repositories).length > 0,
      'portfolio-writing': latestPosts(content.writing, content.posts).length > 0,
    };
    for (const { page, tags } of await sectionsOn(projectRoot, siteContent.pages)) {
      const expected = tags.length === 0 || tags.some((tag) => shows[tag] ?? true);
      assert.equal(built.includes(page.route), expected, page.route);
    }
  });
});

describe('an owner without repositories or posts (a copy of the project, with a second language)', () => {
  let dir: string;
  /** The routes of the pages that show Open source and Writing in data/site.ts. */
  let gone: string[];
  before(async () => {
    dir = await copyProject('portfolio-shown-');
    const data = path.join(dir, 'data');
    await rm(path.join(data, 'posts'), { recursive: true, force: true });
    await writeFile(path.join(data, 'repositories.ts'), 'export const repositories = [];\n');
    await writeFile(path.join(data, 'posts.ts'), 'export const posts = [];\n');
    await writeFile(path.join(data, 'translations.ts'), "export const translations = [{ lang: 'fr', strings: {} }];\n");
    // A quick link to each, as an owner may have written before removing their posts.
    await rename(path.join(data, 'site.ts'), path.join(data, 'site.own.ts'));
    const found = await sectionsOn(dir, siteContent.pages);
    gone = found
      .filter(({ tags }) => tags.some((t) => t === 'portfolio-open-source' || t === 'portfolio-writing'))
      .map((f) => f.page.route);
    assert.ok(gone.length > 0, 'data/site.ts has a page for Open source or Writing');
    await writeFile(
      path.join(data, 'site.ts'),
      `export * from './site.own.ts';\nimport { quickLinks as own } from './site.own.ts';\n\nexport const quickLinks = [...own, ${gone.map((r) => `{ label: ${JSON.stringify(r)}, route: ${JSON.stringify(r)} }`).join(', ')}];\n`,
    );
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'build.ts'], { cwd: dir, encoding: 'utf8' });
    assert.equal(run.status, 0, run.stderr || run.stdout);
  });
  after(() => rm(dir, { recursive: true, force: true }));

  const dist = (file: string) => path.join(dir, 'dist', file);

  it('builds neither page, in either language', () => {
    for (const route of gone) for (const folder of ['', 'fr/']) assert.ok(!existsSync(dist(`${folder}${route}`)), `${folder}${route}/`);
  });

  it('links to neither from any page (menu, footer, alternates, previews) nor from the sitemap', async () => {
    const pages = (await readdir(path.join(dir, 'dist'), { recursive: true })).filter((f) => f.endsWith('.html') && !f.startsWith('embed'));
    assert.ok(pages.length > 10);
    const sitemap = await readFile(dist('sitemap.xml'), 'utf8');
    for (const route of gone) {
      const link = new RegExp(`/${route}/`);
      assert.doesNotMatch(sitemap, link, 'sitemap.xml');
      for (const file of pages) assert.doesNotMatch(await readFile(dist(file), 'utf8'), link, file);
    }
  });

  it('draws no link preview for either', async () => {
    const previews = await readdir(dist('assets'));
    for (const route of gone) assert.ok(!previews.some((f) => f.startsWith(`preview-${route}.`)), route);
  });
});
