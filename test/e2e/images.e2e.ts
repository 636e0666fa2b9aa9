/**
 * Images as a visitor's browser gets them: every `<img>` on every built page has its intrinsic
 * size (and, for a photo or other raster source, a `srcset`); the og:image is a 1200×630 JPEG of
 * at most 300 KB; and a 390×844 phone at device pixel ratio 3 downloads at most 250 KB of images
 * on Home and 400 KB on Projects, with whatever images `data/` names.
 */
import assert from 'node:assert/strict';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import sharp from 'sharp';
import { OG } from '../../scripts/build/link-preview.ts';
import { siteContent, useSite, type Site } from './fixture.ts';

const { pages } = siteContent;

/** Image bytes a phone may download per page (route → bytes). */
const BUDGET: Readonly<Record<string, number>> = { '': 250_000, projects: 400_000 };
const PHONE = { width: 390, height: 844, deviceScaleFactor: 3, isMobile: true, hasTouch: true } as const;

let site: Site;
before(async () => {
  site = await useSite('/');
});

const pageFile = (route: string) => path.join(site.dir, route ? path.join(route, 'index.html') : 'index.html');
const attribute = (tag: string, name: string) => tag.match(new RegExp(`\\s${name}="([^"]*)"`, 'i'))?.[1];

describe('images', () => {
  it('every <img> on every page has width and height, and a raster one a srcset with sizes', async () => {
    for (const file of [...pages.map((p) => pageFile(p.route)), path.join(site.dir, '404.html')]) {
      const html = await readFile(file, 'utf8');
      for (const [tag] of html.matchAll(/<img\s[^>]*>/g)) {
        const where = `${path.relative(site.dir, file)}: ${tag}`;
        assert.match(attribute(tag, 'width') ?? '', /^[1-9]\d*$/, where);
        assert.match(attribute(tag, 'height') ?? '', /^[1-9]\d*$/, where);
        if (/\.(svg|gif)$/.test(attribute(tag, 'src') ?? '')) continue;
        assert.match(attribute(tag, 'srcset') ?? '', /\s\d+w$/, where);
        assert.ok(attribute(tag, 'sizes'), where);
      }
    }
  });

  it('gives every page its own link preview: a 1200×630 JPEG of at most 300 KB, served by the site', async () => {
    const previews = new Set<string>();
    for (const page of pages) {
      const html = await readFile(pageFile(page.route), 'utf8');
      const url = html.match(/<meta property="og:image" content="([^"]+)"/)?.[1];
      assert.ok(url, page.route);
      const file = path.join(site.dir, new URL(url).pathname.slice(site.base.length));
      const meta = await sharp(file).metadata();
      assert.deepEqual([meta.format, meta.width, meta.height], ['jpeg', OG.width, OG.height], page.route);
      assert.ok((await stat(file)).size <= OG.maxBytes, page.route);
      previews.add(url);
    }
    assert.equal(previews.size, pages.length, 'one picture per page');
  });

  for (const [route, budget] of Object.entries(BUDGET)) {
    it(`downloads at most ${budget / 1000} KB of images on ${route || 'Home'} on a phone at 3x, each file once`, async (t) => {
      // A fresh context: nothing cached by the suites before.
      const context = await site.browser.createBrowserContext();
      const page = await context.newPage();
      try {
        await page.setViewport(PHONE);
        const cdp = await page.createCDPSession();
        await cdp.send('Network.enable');
        const images = new Map<string, string>();
        const bytes = new Map<string, number>();
        cdp.on('Network.responseReceived', (e) => e.type === 'Image' && images.set(e.requestId, e.response.url));
        cdp.on('Network.loadingFinished', (e) => bytes.set(e.requestId, e.encodedDataLength));
        await page.goto(site.url(route), { waitUntil: 'networkidle0' });
        const downloads = [...images].map(([id, url]) => ({ url, bytes: bytes.get(id) ?? 0 }));
        const total = downloads.reduce((sum, d) => sum + d.bytes, 0);
        const list = downloads.map((d) => `${d.url} ${d.bytes} B`).join('\n');
        t.diagnostic(
          `${route || 'home'}: ${downloads.length} images, ${total} B at ${PHONE.width}×${PHONE.height} DPR ${PHONE.deviceScaleFactor}`,
        );
        assert.ok(total <= budget, `${total} B of images:\n${list}`);
        assert.equal(new Set(downloads.map((d) => d.url)).size, downloads.length, `a file was fetched twice:\n${list}`);
      } finally {
        await context.close();
      }
    });
  }
});
