import assert from 'node:assert/strict';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { build } from '../../scripts/build/pipeline.ts';
import { projectRoot } from '../../scripts/build/config.ts';
import { styleHash } from '../../scripts/build/csp.ts';
import { preloadLink } from '../../scripts/build/pages.ts';

describe('the preload of a page’s first eager image', () => {
  it('names a picture’s AVIF source, with an href, so the browser fetches what the picture picks', () => {
    assert.equal(
      preloadLink({
        href: '/a/p-320.avif',
        type: 'image/avif',
        srcset: '/a/p-320.avif 320w, /a/p-640.avif 640w',
        sizes: '(min-width: 60rem) 320px, 70vw',
      }),
      '<link rel="preload" as="image" type="image/avif" href="/a/p-320.avif" imagesrcset="/a/p-320.avif 320w, /a/p-640.avif 640w" imagesizes="(min-width: 60rem) 320px, 70vw" fetchpriority="high" />',
    );
  });

  it('takes a plain image’s own src', () => {
    assert.equal(preloadLink({ href: '/a/logo.svg' }), '<link rel="preload" as="image" href="/a/logo.svg" fetchpriority="high" />');
  });
});

describe('what the build reads from its renders (not from its HTML)', () => {
  let dir: string;
  let pages: { file: string; html: string }[];
  before(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'portfolio-render-record-'));
    await build({ base: '/', outDir: dir, root: projectRoot });
    const files = (await readdir(dir, { recursive: true })).filter((f) => f.endsWith('.html') && !f.startsWith('embed'));
    pages = await Promise.all(files.map(async (file) => ({ file, html: await readFile(path.join(dir, file), 'utf8') })));
  });
  after(() => rm(dir, { recursive: true, force: true }));

  it('allows every inline <style> of every page by its hash, and no other', () => {
    for (const { file, html } of pages) {
      const policy = /http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)![1]!;
      const allowed = new Set(
        /style-src ([^;]*)/
          .exec(policy)![1]!
          .split(' ')
          .filter((s) => s.startsWith("'sha256-")),
      );
      const inline = new Set([...html.matchAll(/<style(?:\s[^>]*)?>([\s\S]*?)<\/style>/g)].map((m) => styleHash(m[1]!)));
      assert.ok(inline.size > 0, `${file} has its page stylesheet inline`);
      assert.deepEqual(allowed, inline, `${file}: the policy allows exactly the inline styles the page carries`);
    }
  });

  it('preloads the first image a page shows at once, as its <picture> picks it', () => {
    let preloaded = 0;
    for (const { file, html } of pages) {
      const body = html.slice(html.indexOf('<body'));
      const first =
        /(?:<picture><source type="([^"]+)" srcset="([^"]+)" sizes="([^"]+)"\/?>(?:(?!<\/picture>)[\s\S])*?)?<img [^>]*loading="eager"[^>]*?src="([^"]+)"/i.exec(
          body,
        );
      const links = html.slice(0, html.indexOf('</head>')).match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
      if (!first) {
        assert.deepEqual(links, [], `${file} shows no image at once, so preloads none`);
        continue;
      }
      const [, type, srcset, sizes, src] = first;
      const expected = type ? { href: srcset!.split(' ')[0]!, type, srcset, sizes } : { href: src! };
      assert.deepEqual(links, [preloadLink(expected)], file);
      preloaded++;
    }
    assert.ok(preloaded > 0, 'some page shows an image at once');
  });
});
