/**
 * The owner's own posts (data/posts/) as a visitor reaches them, when data/ has any (the second
 * content set does; the sample has none): from Writing to each post's page, in every language;
 * its table of contents leads to its sections; its pictures load at their shape, moving nothing;
 * its language menu leads to a page; no section
 * script and no error on the way; a section of the site's a post holds works as on any page. What the build writes is held by test/node/post-pages.test.ts.
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { routePath } from '../../content/site-urls.ts';
import { textPictures } from '../../content/text-pictures.ts';
import { sectionReady, siteContent, siteLanguages, useSite, type Site } from './fixture.ts';

const withPosts = siteLanguages.filter(({ content }) => content.pages.some((p) => p.route === 'writing') && content.ownPosts.length);

describe("the owner's own posts", { skip: !siteContent.ownPosts.length && 'data/ has no post of its own (data/posts/)' }, () => {
  let site: Site;
  before(async () => {
    site = await useSite('/');
  });

  for (const { language, content } of withPosts) {
    it(`${language.lang}: Writing links to each post's page, which shows its title and loads no section script`, async () => {
      const listed = content.posts.filter((p) => p.local);
      assert.equal(listed.length, content.ownPosts.length);
      for (const post of listed) {
        const { page, problems } = await site.visit(routePath('writing', language.folder));
        try {
          const href = await page.$eval(
            'portfolio-writing',
            (el, title) => [...el.shadowRoot!.querySelectorAll<HTMLAnchorElement>('.post h2 a')].find((a) => a.textContent === title)!.href,
            post.title,
          );
          assert.equal(new URL(href).pathname, `/${routePath(post.local!.route, post.local!.folder)}`);
          await page.goto(href, { waitUntil: 'load' });
          assert.equal(await page.$eval('main h1', (h) => h.textContent), post.title);
          const scripts = await page.evaluate(() =>
            performance
              .getEntriesByType('resource')
              .map((r) => r.name)
              .filter((n) => n.endsWith('.js')),
          );
          assert.ok(!scripts.some((s) => /portfolio-/.test(s)), scripts.join('\n'));
          assert.deepEqual(problems, []);
        } finally {
          await page.close();
        }
      }
    });
  }

  const withSection = siteContent.ownPosts.find((post) => /<portfolio-[a-z-]+/.test(post.version.markdown));
  it("a section of the site's in a post is prerendered and hydrates on use, as on any page, with no problem", {
    skip: !withSection && 'no post holds a section of the site',
  }, async () => {
    const tag = /<(portfolio-[a-z-]+)/.exec(withSection!.version.markdown)![1]!;
    const { page, problems } = await site.visit(withSection!.route);
    try {
      await page.waitForFunction((t) => !!document.querySelector(t)?.shadowRoot?.childElementCount, {}, tag);
      // Used: the pointer over it loads its script, as anywhere on the site.
      await page.hover(tag);
      await sectionReady(page, tag);
      assert.deepEqual(problems, []);
    } finally {
      await page.close();
    }
  });

  it("a long post's table of contents takes the reader to each section", async () => {
    const post = siteContent.ownPosts.find((p) => p.version.markdown.includes('\n## '));
    assert.ok(post, 'a post with sections');
    const { page, problems } = await site.visit(post.route);
    try {
      const targets = await page.$$eval('.toc a', (links) => links.map((a) => a.getAttribute('href')!));
      assert.ok(targets.length >= 3, 'a table of contents');
      await page.click(`.toc a[href="${targets.at(-1)}"]`);
      await page.waitForFunction(
        (id) => {
          const top = document.getElementById(id.slice(1))?.getBoundingClientRect().top ?? -1;
          return location.hash === id && top >= 0 && top < innerHeight / 2;
        },
        {},
        targets.at(-1)!,
      );
      assert.deepEqual(problems, []);
    } finally {
      await page.close();
    }
  });

  const post = siteContent.ownPosts.find((p) => p.version.front.image || textPictures(p.version).length);
  it("a post's pictures load in a format the browser picks from the build's, at their own shape, moving nothing", {
    skip: !post && 'no post of data/ shows a picture',
  }, async () => {
    if (!post) return;
    const { page, problems } = await site.visit(post.route);
    try {
      // Every layout shift of the page, from its start (`buffered`).
      await page.evaluate(() => {
        const w = window as unknown as { shifts: number };
        w.shifts = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) w.shifts += (entry as unknown as { value: number }).value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const count = await page.$$eval('main picture img', (imgs) => imgs.length);
      assert.equal(count, (post.version.front.image ? 1 : 0) + textPictures(post.version).length);
      for (let i = 0; i < count; i++) {
        await page.$$eval('main picture img', (imgs, n) => imgs[n]!.scrollIntoView({ block: 'center' }), i);
        await page.waitForFunction(
          (n) => {
            const img = document.querySelectorAll<HTMLImageElement>('main picture img')[n]!;
            return img.complete && img.naturalWidth > 0;
          },
          {},
          i,
        );
      }
      const drawn = await page.$$eval('main picture img', (imgs) =>
        imgs.map((img) => ({ src: img.currentSrc, ratio: img.width / img.height, natural: img.naturalWidth / img.naturalHeight })),
      );
      for (const { src, ratio, natural } of drawn) {
        assert.match(src, /\.avif$/, 'Chromium takes the AVIF');
        assert.ok(Math.abs(ratio - natural) < 0.02, `drawn at its own shape: ${ratio} against ${natural}`);
      }
      assert.equal(await page.evaluate(() => (window as unknown as { shifts: number }).shifts), 0, 'CLS');
      assert.deepEqual(problems, []);
    } finally {
      await page.close();
    }
  });

  it("every post page's language menu leads to a page in that language", { skip: siteLanguages.length < 2 && 'one language' }, async () => {
    for (const { language, content } of siteLanguages) {
      for (const post of content.ownPosts) {
        const { page } = await site.visit(routePath(post.route, language.folder));
        try {
          const links = await page.$$eval('site-nav .languages a', (as) => as.map((a) => a.getAttribute('href')!));
          assert.equal(links.length, siteLanguages.length);
          for (const href of links) {
            const response = await fetch(new URL(href, site.url('')));
            assert.equal(response.status, 200, `${href} from /${routePath(post.route, language.folder)}`);
          }
        } finally {
          await page.close();
        }
      }
    }
  });
});
