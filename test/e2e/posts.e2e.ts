/**
 * The owner's own posts (data/posts/) as a visitor reaches them, when data/ has any (the second
 * content set does; the sample has none): from Writing to each post's page, in every language;
 * its table of contents leads to its sections; its language menu leads to a page; no section
 * script and no error on the way. What the build writes is held by test/node/post-pages.test.ts.
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { routePath } from '../../content/site-urls.ts';
import { siteContent, siteLanguages, useSite, type Site } from './fixture.ts';

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
