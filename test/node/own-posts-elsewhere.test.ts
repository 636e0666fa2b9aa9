/**
 * The owner's own posts beyond their pages, on a build of a copy of the project with the fixture
 * posts of test/node/fixtures/posts/ (two published, a draft), its own synced posts in
 * data/posts.ts (one on another blog, a copy of a fixture post), and `writing.inResume` set: resume.json's publications and resume.pdf's Writing
 * list them beside the synced posts, at their pages' absolute addresses, the copy once; the
 * paste-ready Writing widget links to their pages by absolute address (it lives on another
 * site); and a post page's menu marks Writing as the section it is under.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { absolute, routeHref, siteUrlsFor } from '../../content/site-urls.ts';
import { profile } from '../../data/profile.ts';
import { copyBuild, copyProject } from '../../scripts/lib/content-set.ts';
import { useFixturePosts } from '../support/fixture-posts.ts';

const URLS = siteUrlsFor('/', profile.siteUrl);
/** A route's absolute address on the built site. */
const addressOf = (route: string) => absolute(URLS, routeHref(URLS, route));
const PUBLISHED = { 'tide-tables': 'Reading tide tables with a small parser', 'first-light': 'First light' };
const DRAFT = 'Unfinished thoughts';
const COPY = 'A syndicated copy of the tide tables post';
/** The feed the test's synced posts come from, and one of them, from another blog. */
const FEED = 'https://blog.example.org/feed.xml';
const ELSEWHERE = { title: 'A fixture post on another blog', url: 'https://blog.example.org/fixture-elsewhere', date: '2026-09-30' };

describe("the owner's own posts in the resume, the Writing widget and the menu (fixture posts)", () => {
  let dir: string;
  const file = (name: string) => readFile(path.join(dir, 'site', name), 'utf8');

  before(async () => {
    dir = await copyProject('portfolio-own-posts-');
    await useFixturePosts(dir);
    // The resume lists what Writing lists (its `count` latest): every post here, synced from the test's feed.
    const writing = path.join(dir, 'data/writing.ts');
    const asked = (await readFile(writing, 'utf8'))
      .replace(/inResume: false/, 'inResume: true')
      .replace(/count: \d+/, 'count: 1000')
      .replace(/feeds: \[[^\]]*\]/, `feeds: [${JSON.stringify(FEED)}]`);
    for (const set of ['inResume: true', 'count: 1000', FEED]) assert.ok(asked.includes(set), set);
    await writeFile(writing, asked);
    // A post from another blog, and the feed's copy of a local post, newer than it: listed once, as the owner's own.
    const synced = [
      { title: COPY, url: addressOf('writing/tide-tables'), date: '2026-09-20', summary: null, tags: [] },
      { ...ELSEWHERE, summary: null, tags: [] },
    ];
    await writeFile(
      path.join(dir, 'data/posts.ts'),
      `import type { Post, PostsFrom } from '../content/types.ts';\nexport const postsFrom: PostsFrom = { feeds: [${JSON.stringify(FEED)}] };\nexport const posts: readonly Post[] = ${JSON.stringify(synced)};\n`,
    );
    await (await copyBuild(dir))({ base: '/', outDir: path.join(dir, 'site'), root: dir });
  });
  after(() => rm(dir, { recursive: true, force: true }));

  it("gives resume.json's publications the published posts beside the synced ones, newest first, at absolute addresses", async () => {
    const { publications } = JSON.parse(await file('resume.json')) as {
      publications: { name: string; url: string; releaseDate: string }[];
    };
    const names = publications.map((p) => p.name);
    for (const [slug, title] of Object.entries(PUBLISHED)) {
      assert.equal(publications.find((p) => p.name === title)?.url, addressOf(`writing/${slug}`), title);
    }
    assert.ok(!names.includes(DRAFT) && !names.includes(COPY), names.join('\n'));
    assert.deepEqual(
      publications.filter((p) => p.name === ELSEWHERE.title).map((p) => [p.url, p.releaseDate]),
      [[ELSEWHERE.url, ELSEWHERE.date]],
    );
    const dates = publications.map((p) => p.releaseDate);
    assert.deepEqual(dates, [...dates].sort().reverse());
  });

  it("lists them in resume.pdf's Writing with their addresses, the draft and the copy nowhere", async () => {
    const pdf = await readFile(path.join(dir, 'site/resume.pdf'));
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: pdf, encoding: 'utf8' }).replace(/\s+/g, ' ');
    for (const [slug, title] of Object.entries(PUBLISHED)) {
      assert.ok(text.includes(title) && text.includes(addressOf(`writing/${slug}`)), `${title} in:\n${text}`);
    }
    assert.ok(text.includes(ELSEWHERE.title) && text.includes(ELSEWHERE.url), text);
    assert.ok(!text.includes(DRAFT) && !text.includes(COPY), text);
  });

  it('has the paste-ready Writing widget link to each published post by its absolute address', async () => {
    const snippet = await file('embed/portfolio-writing.html');
    const links = [...snippet.matchAll(/<a href="([^"]+)"[^>]*>([\s\S]*?)<\/a>/g)].map((m) => m[1]);
    for (const slug of Object.keys(PUBLISHED)) assert.ok(links.includes(addressOf(`writing/${slug}`)), `${slug} in ${links.join('\n')}`);
    assert.ok(!snippet.includes(DRAFT) && !snippet.includes(COPY));
  });

  it("marks Writing in a post page's menu as the section it is under, and nothing as the page", async () => {
    const html = await file('writing/tide-tables/index.html');
    const nav = /<site-nav[\s\S]*?<\/site-nav>/.exec(html)?.[0] ?? '';
    const current = [...nav.matchAll(/<a href="([^"]*)" aria-current="(\w+)"/g)].map((m) => [m[1], m[2]]);
    assert.deepEqual(current, [[routeHref(URLS, 'writing'), 'true']]);
  });
});
