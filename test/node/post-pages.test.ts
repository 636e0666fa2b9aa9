/**
 * The owner's Markdown posts as the build publishes them, on a copy of the project with the
 * fixture posts of test/node/fixtures/posts/ in its data/posts/ (a long post with code, a short
 * one, a draft): a page per post with ids, a table of contents and highlighted code, no script
 * beyond what every page has, within the page budget; listed on Writing and in the sitemap; the
 * draft built by `npm start` only and listed nowhere; pictures through the image pipeline, a
 * section of the site's prerendered in a post, and a link-preview picture per post.
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { gzipSync } from 'node:zlib';
import sharp from 'sharp';
import { profile } from '../../data/profile.ts';
import { strings } from '../../data/strings.ts';
import { translations } from '../../data/translations.ts';
import { styleHash } from '../../scripts/build/csp.ts';
import { htmlText } from '../../scripts/build/escape.ts';
import { OG } from '../../scripts/build/link-preview.ts';
import type { BuildResult, build as buildSite } from '../../scripts/build/pipeline.ts';
import { copyBuild, copyProject } from '../../scripts/lib/content-set.ts';
import { useFixturePosts } from '../support/fixture-posts.ts';

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
  /** The copy's build, and its `npm start` build, whose quick path the last tests take. */
  let build: typeof buildSite;
  let dev: BuildResult;
  const page = (outDir: string, file: string) => readFile(path.join(dir, outDir, file), 'utf8');

  before(async () => {
    dir = await copyProject('portfolio-posts-');
    // Its own posts only: the fixtures, not those data/ has.
    await useFixturePosts(dir);
    // The copy's own build, which reads pictures from the copy's data/images/.
    build = await copyBuild(dir);
    await build({ base: '/', outDir: path.join(dir, 'site'), root: dir });
    dev = await build({ base: '/', outDir: path.join(dir, 'dev'), root: dir, drafts: true });
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

  it('shows the pictures of the front matter and the text with the files the build made, each box sized', async () => {
    const html = await page('site', 'writing/tide-tables/index.html');
    const pictures = [...html.matchAll(/<picture>([\s\S]*?)<\/picture>/g)].map((m) => m[1]!);
    assert.equal(pictures.length, 2);
    for (const picture of pictures) {
      assert.match(picture, /<source type="image\/avif" srcset="\/assets\/[^"]+\.avif \d+w, [^"]+" sizes="[^"]+">/);
      const size = /<img alt="[^"]*" width="(\d+)" height="(\d+)"/.exec(picture);
      assert.ok(size, picture);
      assert.equal(Math.round((Number(size[1]) / Number(size[2])) * 100) / 100, 1.78, 'the photo’s own shape');
      for (const file of picture.matchAll(/(\/assets\/[^ "]+)/g)) assert.ok(existsSync(path.join(dir, 'site', file[1]!)), file[1]);
    }
    // The front matter's, above the text, at once and decorative; the text's, lazily, with its words.
    assert.match(html, /<figure class="post-picture"><picture>[\s\S]*?<img alt="" [^>]*loading="eager" fetchpriority="high"/);
    assert.match(html, /<img alt="The harbour(?:'|&#x27;|&#39;)s table for March" [^>]*loading="lazy" decoding="async"/);
  });

  it("prerenders a section of the site a post holds, as on any page: in its language, under the post's title, styled, its styles allowed by the policy", async () => {
    const html = await page('site', 'writing/first-light/index.html');
    const host =
      /<portfolio-projects featured="" lang="([^"]+)" dir="(?:ltr|rtl)" data-in-text=""><template shadowrootmode="open">([\s\S]*?)<\/template><\/portfolio-projects>/.exec(
        html,
      );
    assert.ok(host, 'the element, prerendered, marked as inside the text');
    assert.equal(host[1], LANG);
    assert.match(host[2]!, /<li class="project card"/);
    // The post's title is the page's one <h1>: the section's heading is a heading of the text.
    assert.equal(html.match(/<h1[\s>]/g)?.length, 1);
    assert.match(host[2]!, /<h2 id="[^"]+" class="page-title">/);
    // Alone, not inside a paragraph.
    assert.doesNotMatch(html, /<p>\s*<portfolio-projects/);
    const policy = /http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)![1]!;
    for (const [, css] of html.matchAll(/<style(?:\s[^>]*)?>([\s\S]*?)<\/style>/g))
      assert.ok(policy.includes(styleHash(css!)), 'an inline style the policy allows');
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

  it("gives each post its own link-preview picture, of the preview's size, named by its og:image", async () => {
    const ogImage = async (file: string) => {
      const url = /<meta property="og:image" content="([^"]+)"/.exec(await page('site', file))![1]!;
      return path.join(dir, 'site', new URL(url).pathname);
    };
    const [post, other, home] = await Promise.all(
      ['writing/tide-tables/index.html', 'writing/first-light/index.html', 'index.html'].map(ogImage),
    );
    assert.equal(new Set([post, other, home]).size, 3, 'a picture per post');
    const { width, height, format } = await sharp(post).metadata();
    assert.deepEqual({ width, height, format }, { width: OG.width, height: OG.height, format: 'jpeg' });
  });

  it("stops the build with one line naming a post's missing picture", async () => {
    const file = path.join(dir, 'data/posts/first-light.md');
    const text = await readFile(file, 'utf8');
    await writeFile(file, `${text}\n![Gone](images/not-there.jpg)\n`);
    try {
      await assert.rejects(
        build({ base: '/', outDir: path.join(dir, 'broken'), root: dir }),
        (error) =>
          error instanceof Error &&
          /^data\/posts\/first-light\.md: line \d+: picture: no image file for "images\/not-there\.jpg"/m.test(error.message),
      );
    } finally {
      await writeFile(file, text);
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
  describe("npm start's quick path, after an edit of a post's text alone", () => {
    const postFile = (slug: string) => path.join(dir, 'data/posts', `${slug}.md`);
    const mtime = async (file: string) => (await stat(path.join(dir, 'dev', file))).mtimeMs;

    it('writes that post’s pages again, and no other page, with its new text and code allowed by _headers', async () => {
      const before = await readFile(postFile('first-light'), 'utf8');
      const others = ['writing/index.html', 'index.html', 'writing/tide-tables/index.html'];
      const untouched = await Promise.all(others.map(mtime));
      await writeFile(postFile('first-light'), `${before}\nA second paragraph, written later.\n\n\`\`\`css\na { color: red; }\n\`\`\`\n`);
      // Its page in every language of the site (an untranslated post has one in each).
      assert.equal(await dev.rebuildPostTexts(), translations.length + 1);
      const html = await page('dev', 'writing/first-light/index.html');
      assert.match(html, /<p>A second paragraph, written later\.<\/p>/);
      assert.match(html, /<pre class="code"[^>]*data-lang="css">/);
      assert.deepEqual(await Promise.all(others.map(mtime)), untouched);
      // The page's style, new with its code, is allowed by the site's header as by its own policy.
      const style = /<style>([\s\S]*?)<\/style>/.exec(html)![1]!;
      const hash = `'sha256-${createHash('sha256').update(style).digest('base64')}'`;
      assert.ok(html.includes(hash), 'the page policy');
      assert.ok((await page('dev', '_headers')).includes(hash), '_headers');
    });

    it('leaves the page as it was when the new text has a problem, with its one line', async () => {
      const built = await page('dev', 'writing/first-light/index.html');
      await writeFile(postFile('first-light'), '---\ntitle: First light\ndate: 2026-10-02\n---\n\nA [link](elsewhere.html).\n');
      await assert.rejects(
        dev.rebuildPostTexts(),
        // One line naming the file and line (the copy's own ContentError: its message, not its class, is what a caller reads).
        (error) => error instanceof Error && /^Content has 1 problem:\ndata\/posts\/first-light\.md: line \d+: link /.test(error.message),
      );
      assert.equal(await page('dev', 'writing/first-light/index.html'), built);
    });

    it('asks for the whole build when a front matter changed, a picture came into a text or a post came', async () => {
      const text = await readFile(postFile('first-light'), 'utf8');
      await writeFile(postFile('first-light'), text.replace('title: First light', 'title: First light, renamed'));
      assert.equal(await dev.rebuildPostTexts(), null);
      await writeFile(postFile('first-light'), text);
      await writeFile(postFile('first-light'), `${text}\n![A new picture](images/fixture-tide.png)\n`);
      assert.equal(await dev.rebuildPostTexts(), null, 'a picture added to the text');
      await writeFile(postFile('first-light'), text);
      await writeFile(postFile('second-light'), '---\ntitle: Second light\ndate: 2026-10-03\n---\n\nMore.\n');
      assert.equal(await dev.rebuildPostTexts(), null);
    });
  });
});
