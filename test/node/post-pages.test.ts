/**
 * The owner's Markdown posts as the build publishes them, on a copy of the project with the
 * fixture posts of test/node/fixtures/posts/ in its data/posts/ (a long post with code, a short
 * one, a draft): a page per post with ids, a table of contents and highlighted code, no script
 * beyond what every page has, within the page budget; listed on Writing and in the sitemap; the
 * draft built by `npm start` only and listed nowhere.
 */
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { cp, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { gzipSync } from 'node:zlib';
import { profile } from '../../data/profile.ts';
import { strings } from '../../data/strings.ts';
import { projectRoot } from '../../scripts/build/config.ts';
import { htmlText } from '../../scripts/build/escape.ts';
import { build } from '../../scripts/build/pipeline.ts';
import { copyProject } from '../../scripts/lib/content-set.ts';

/** HTML + CSS of a page, gzip: its stylesheet is inline. */
const BUDGET = 14 * 1024;

/** The site's origin and default language, as data/ has them. */
const SITE = new URL(profile.siteUrl).origin;
const LANG = strings.lang;
/** `text` as a regular expression that matches it exactly. */
const exactly = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

const scriptsOf = (html: string) => (html.match(/<script(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/g) ?? []).sort();

describe('Markdown posts, built', () => {
  let dir: string;
  const page = (outDir: string, file: string) => readFile(path.join(dir, outDir, file), 'utf8');

  before(async () => {
    dir = await copyProject('portfolio-posts-');
    // Its own posts only: the fixtures, not those data/ has.
    await rm(path.join(dir, 'data/posts'), { recursive: true, force: true });
    await cp(path.join(projectRoot, 'test/node/fixtures/posts'), path.join(dir, 'data/posts'), { recursive: true });
    await build({ base: '/', outDir: path.join(dir, 'site'), root: dir });
    await build({ base: '/', outDir: path.join(dir, 'dev'), root: dir, drafts: true });
  });
  after(() => rm(dir, { recursive: true, force: true }));

  it('makes a page per post with heading ids, a table of contents to them and highlighted code', async () => {
    const html = await page('site', 'writing/tide-tables/index.html');
    assert.match(html, /<h1 class="page-title">Reading tide tables with a small parser<\/h1>/);
    const ids = [...html.matchAll(/<h[23] id="([^"]+)"><a class="anchor" href="#\1">/g)].map((m) => m[1]);
    assert.deepEqual(ids, ['where-the-numbers-come-from', 'a-note-on-time-zones', 'running-it', 'what-is-left']);
    const toc = /<nav class="toc"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? '';
    assert.deepEqual(
      [...toc.matchAll(/href="#([^"]+)"/g)].map((m) => m[1]),
      ids,
    );
    assert.match(html, /<pre class="code"[^>]*data-lang="ts"><code><span class="tk\d+">/);
    assert.match(/<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '', /\.tk0\{color:light-dark\(#[0-9a-f]+,#[0-9a-f]+\)\}/i);
    assert.match(html, /<time datetime="2026-09-14">/);
    assert.doesNotMatch(html, /alert\(|onclick/);
    const [posting] = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) => JSON.parse(m[1]!));
    assert.deepEqual(
      [posting['@type'], posting.headline, posting.url, posting.datePublished],
      ['BlogPosting', 'Reading tide tables with a small parser', `${SITE}/writing/tide-tables/`, '2026-09-14'],
    );
    // A short post has no table of contents.
    assert.doesNotMatch(await page('site', 'writing/first-light/index.html'), /class="toc"/);
  });

  it('loads no script beyond what every page has, and stays within the page budget', async () => {
    const post = await page('site', 'writing/tide-tables/index.html');
    assert.deepEqual(scriptsOf(post), scriptsOf(await page('site', 'writing/index.html')));
    assert.ok(!/<script[^>]*\ssrc=/.test(post), 'no script file');
    const size = gzipSync(post, { level: 9 }).length;
    assert.ok(size <= BUDGET, `${size} B gzip`);
  });

  it('lists the published posts on Writing, as links on the site, and in the sitemap', async () => {
    const writing = await page('site', 'writing/index.html');
    for (const slug of ['tide-tables', 'first-light']) {
      assert.match(writing, new RegExp(`<a href="/writing/${slug}/" hrefLang="${LANG}">`), slug);
    }
    const sitemap = await page('site', 'sitemap.xml');
    assert.match(sitemap, new RegExp(`<loc>${exactly(SITE)}/writing/tide-tables/</loc>`));
    assert.match(sitemap, new RegExp(`<loc>${exactly(SITE)}/writing/first-light/</loc>`));
  });

  it('publishes RSS, Atom and JSON feeds of the published posts, newest first, named in every page’s head', async () => {
    const rss = await page('site', 'feed.xml');
    assert.deepEqual(
      [...rss.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map((m) => m[1]),
      [`${SITE}/writing/first-light/`, `${SITE}/writing/tide-tables/`],
    );
    assert.match(await page('site', 'atom.xml'), new RegExp(`<entry>[\\s\\S]*<link href="${exactly(SITE)}/writing/first-light/"/>`));
    const json = JSON.parse(await page('site', 'feed.json')) as { items: { url: string }[] };
    assert.deepEqual(
      json.items.map((item) => item.url),
      [`${SITE}/writing/first-light/`, `${SITE}/writing/tide-tables/`],
    );
    for (const file of ['index.html', 'about/index.html', 'writing/tide-tables/index.html']) {
      const head = await page('site', file);
      assert.match(
        head,
        new RegExp(`<link rel="alternate" type="application/rss\\+xml" title="[^"]+" href="${exactly(SITE)}/feed\\.xml" />`),
        file,
      );
      assert.match(
        head,
        new RegExp(`<link rel="alternate" type="application/atom\\+xml" [^>]*href="${exactly(SITE)}/atom\\.xml" />`),
        file,
      );
    }
  });

  it('builds a draft only in npm start, marked as one, and lists it nowhere', async () => {
    assert.ok(!existsSync(path.join(dir, 'site/writing/unfinished-thoughts')));
    const draft = await page('dev', 'writing/unfinished-thoughts/index.html');
    assert.ok(draft.includes(`<p class="post-draft" role="note">${htmlText(strings.writing.draft)}</p>`));
    for (const out of ['site', 'dev']) {
      for (const file of ['writing/index.html', 'index.html', 'sitemap.xml', 'feed.xml', 'atom.xml', 'feed.json']) {
        assert.doesNotMatch(await page(out, file), /unfinished-thoughts|Unfinished thoughts/, `${out}/${file}`);
      }
    }
  });
});
