import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import { tabFromHash } from '../../elements/portfolio-about/tabs.ts';
import { checkLinks } from '../support/links.ts';
import { countDeep, flatText, opensAboutTab, sectionReady, siteContent, useSite, type Site } from './fixture.ts';

const { profile, heroStats, pages, notFoundPage, quickLinks, strings } = siteContent;

/** The footer's quick links to one of About's tabs. */
const tabLinks = quickLinks.filter((l) => l.route.split('#')[0] === 'about' && tabFromHash(`#${l.route.split('#')[1]}`));

let site: Site;
before(async () => {
  site = await useSite('/');
});

/** A page's address on the published site (`siteUrl`, the site at its root). */
const published = (route: string) => new URL(route ? `${route}/` : '', siteContent.profile.siteUrl).href;

describe('the built site', () => {
  it('writes every route as a folder index, plus 404, robots, sitemap and the resume', async () => {
    for (const file of [
      'index.html',
      'about/index.html',
      'skills/index.html',
      'projects/index.html',
      'certifications/index.html',
      'journey/index.html',
      'contact/index.html',
      '404.html',
      'robots.txt',
      'sitemap.xml',
      'resume.pdf',
    ]) {
      await assert.doesNotReject(readFile(path.join(site.dir, file)), file);
    }
    const pdf = await readFile(path.join(site.dir, 'resume.pdf'));
    assert.equal(pdf.subarray(0, 5).toString(), '%PDF-');
    const sitemap = await readFile(path.join(site.dir, 'sitemap.xml'), 'utf8');
    for (const p of pages) assert.ok(sitemap.includes(`<loc>${published(p.route)}</loc>`), published(p.route));
    assert.ok(
      (await readFile(path.join(site.dir, 'robots.txt'), 'utf8')).includes(`Sitemap: ${new URL('sitemap.xml', profile.siteUrl).href}`),
    );
  });

  it('has no broken internal link, asset or anchor on any page', async () => {
    assert.deepEqual(
      (await checkLinks(site.dir, site.server.url)).filter((l) => !opensAboutTab(l)),
      [],
    );
  });

  it("opens the About tab a footer quick link names (data/site.ts quickLinks: 'about#<tab>')", {
    skip: !tabLinks.length && 'no quick link names an About tab',
  }, async () => {
    const { page, problems } = await site.visit('');
    // A protocol client watching preloading keeps Chromium from prerendering the link's page:
    // a prerendered page swapped in would leave this one a target puppeteer cannot use.
    const cdp = await page.createCDPSession();
    await cdp.send('Preload.enable');
    try {
      for (const link of tabLinks) {
        const tab = link.route.split('#')[1] as 'overview' | 'education' | 'experience';
        const anchor = await page.evaluateHandle(
          (label) => [...document.querySelectorAll<HTMLAnchorElement>('site-footer .footer-links a')].find((a) => a.textContent === label)!,
          link.label,
        );
        await anchor.click();
        await page.waitForFunction(
          (text) =>
            document.querySelector('portfolio-about')?.shadowRoot?.querySelector('[aria-selected="true"]')?.textContent?.includes(text),
          {},
          strings.about.tabs[tab],
        );
        assert.equal(new URL(page.url()).hash, `#${tab}`);
        await page.goto(site.url(''), { waitUntil: 'load' });
      }
      assert.deepEqual(problems, []);
    } finally {
      await page.close();
    }
  });

  for (const p of pages) {
    const name = `/${p.route}`;
    it(`${name} answers 200 with its title, head tags, one h1, main, nav and footer, and no console error`, async () => {
      const { page, status, problems } = await site.visit(p.route);
      try {
        assert.equal(status, 200);
        assert.equal(await page.title(), p.title);
        const head = await page.evaluate(() => ({
          lang: document.documentElement.lang,
          description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
          canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
          ogTitle: document.querySelector('meta[property="og:title"]')?.getAttribute('content'),
          icon: document.querySelector('link[rel="icon"]')?.getAttribute('href'),
        }));
        assert.equal(head.lang, strings.lang);
        assert.equal(head.description, p.description);
        assert.equal(head.canonical, published(p.route));
        assert.equal(head.ogTitle, p.title);
        assert.ok(head.icon);
        assert.equal(await countDeep(page, 'h1'), 1);
        assert.equal(await countDeep(page, 'main#main'), 1);
        const current = await page.$$eval('site-nav a[aria-current="page"]', (as) => as.map((a) => a.textContent?.trim()));
        assert.deepEqual(current, [p.navLabel]);
        assert.ok(await page.$('site-footer footer'));
        assert.deepEqual(problems, []);
      } finally {
        await page.close();
      }
    });
  }

  it('sends a strict Content-Security-Policy with every page, and a _headers file', async () => {
    const html = await readFile(path.join(site.dir, 'index.html'), 'utf8');
    const csp = html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]+)"/)?.[1];
    assert.ok(csp, 'no CSP meta tag');
    const directives = Object.fromEntries(
      csp
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([k, ...v]) => [k, v]),
    );
    assert.deepEqual(directives['default-src'], ["'none'"]);
    assert.deepEqual(directives['base-uri'], ["'none'"]);
    assert.deepEqual(directives['object-src'], ["'none'"]);
    assert.ok(!directives['script-src']!.some((v: string) => v.includes('unsafe')), 'script-src allows unsafe-*');
    assert.match(directives['script-src']!.join(' '), /^'self'( 'sha256-[\w+/=]+')+$/);
    assert.deepEqual(directives['frame-src'], ['https://www.youtube-nocookie.com', 'https://www.linkedin.com']);
    // Every page has the same policy but for the hashes of its own inline styles and scripts.
    const withoutHashes = (policy: string) => policy.replace(/ 'sha256-[\w+/=]+'/g, '');
    for (const p of pages) {
      const page = await readFile(path.join(site.dir, p.route, 'index.html'), 'utf8');
      const policy = page.match(/<meta http-equiv="Content-Security-Policy" content="([^"]+)"/)?.[1] ?? '';
      assert.equal(withoutHashes(policy), withoutHashes(csp), `/${p.route} has another policy`);
    }
    const headers = await readFile(path.join(site.dir, '_headers'), 'utf8');
    assert.match(headers, /Content-Security-Policy: default-src 'none';.*frame-ancestors 'self'/);
    assert.match(headers, /X-Content-Type-Options: nosniff/);
  });

  it('opens every external link in a new tab with rel="noopener noreferrer"', async () => {
    for (const file of [...pages.map((p) => path.join(p.route, 'index.html')), '404.html']) {
      const html = await readFile(path.join(site.dir, file), 'utf8');
      for (const [tag] of html.matchAll(/<a\s[^>]*href="https?:[^"]*"[^>]*>/g)) {
        assert.match(tag, /target="_blank"/, `${file}: ${tag}`);
        assert.match(tag, /rel="(me )?noopener noreferrer"/, `${file}: ${tag}`);
      }
    }
  });

  it('answers unknown paths with the 404 page, whose links still work', async () => {
    const { page, status, problems } = await site.visit('no/such/page/');
    try {
      assert.equal(status, 404);
      assert.equal(await page.title(), notFoundPage.title);
      assert.equal(await page.evaluate(() => document.documentElement.lang), strings.lang);
      const text = await flatText(page);
      for (const words of [strings.notFound.heading, strings.notFound.text, strings.notFound.home]) {
        assert.ok(text.includes(words), `missing "${words}"`);
      }
      assert.equal(await page.$eval('.home-link', (a) => a.getAttribute('href')), '/');
      assert.equal(await page.$eval('.home-link', (a) => a.textContent!.trim()), strings.notFound.home);
      assert.equal(await page.$$eval('site-nav a[aria-current="page"]', (as) => as.length), 0, 'no page of the menu is the current one');
      assert.deepEqual(problems, []);
    } finally {
      await page.close();
    }
  });

  it('applies the system dark scheme before first paint', async () => {
    const { page } = await site.visit('', { colorScheme: 'dark' });
    try {
      assert.equal(await page.evaluate(() => document.documentElement.classList.contains('dark')), true);
      const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      assert.notEqual(bg, 'rgb(248, 249, 250)');
    } finally {
      await page.close();
    }
  });

  it("draws the nav's icons in the page, so its first paint needs no sprite, and keeps them once the nav is live", async () => {
    const { page, problems } = await site.visit('');
    try {
      /** Each nav icon: whether it draws from a file (a `<use>`) and how many shapes it holds. */
      const icons = () =>
        page.$$eval('site-nav svg', (svgs) =>
          svgs.map((svg) => ({
            fromFile: !!svg.querySelector('use'),
            shapes: svg.querySelectorAll('path, circle, rect, line, polyline').length,
          })),
        );
      const drawn = await icons();
      assert.ok(drawn.length >= 3, 'the menu, résumé and theme icons');
      assert.deepEqual(
        drawn.filter((icon) => icon.fromFile || !icon.shapes),
        [],
        'every icon drawn in the page',
      );
      // The live nav sets attributes on each change; the icons it was served with stay.
      await page.$eval('site-nav .menu-toggle', (button) => (button as HTMLButtonElement).click());
      await page.$eval('site-nav .theme-toggle', (button) => (button as HTMLButtonElement).click());
      await page.waitForFunction(() => document.querySelector('site-nav .menu-toggle')?.getAttribute('aria-expanded') === 'true');
      assert.deepEqual(await icons(), drawn);
      assert.deepEqual(problems, []);
    } finally {
      await page.close();
    }
  });

  it('logs nothing and fails no request on any page without JavaScript, in either scheme', async () => {
    for (const p of pages) {
      for (const colorScheme of ['light', 'dark'] as const) {
        const { page, problems } = await site.visit(p.route, { javaScript: false, colorScheme });
        await page.close();
        assert.deepEqual(problems, [], `/${p.route} ${colorScheme}`);
      }
    }
  });

  it('follows the system dark scheme without JavaScript too', async () => {
    const { page } = await site.visit('', { javaScript: false, colorScheme: 'dark' });
    try {
      const [body, hero] = await page.evaluate(() => [
        getComputedStyle(document.body).backgroundColor,
        getComputedStyle(document.querySelector('portfolio-hero')!.shadowRoot!.querySelector('h1')!).color,
      ]);
      assert.notEqual(body, 'rgb(248, 249, 250)');
      assert.equal(hero, 'rgb(241, 243, 245)'); // --text-1 in dark
    } finally {
      await page.close();
    }
  });

  it('keeps every link usable without JavaScript, on a phone too', async () => {
    const { page, problems } = await site.visit('about', { javaScript: false });
    try {
      await page.setViewport({ width: 390, height: 800 });
      const links = await page.$$eval('site-nav .links a', (as) =>
        as.map((a) => {
          const r = a.getBoundingClientRect();
          return r.width > 0 && r.height > 0 && getComputedStyle(a).visibility !== 'hidden';
        }),
      );
      assert.equal(links.length, pages.length);
      assert.ok(links.every(Boolean), 'a nav link is hidden without JavaScript');
      assert.deepEqual(problems, []);
    } finally {
      await page.close();
    }
  });
});

/** The site never loads the hero's bundle (nothing in it is interactive): tests load it by hand. */
async function heroBundle(): Promise<string> {
  const bundle = (await readdir(path.join(site.dir, 'assets'))).find((f) => /^portfolio-hero\.\w+\.js$/.test(f))!;
  return site.url(`assets/${bundle}`);
}

describe('Home (<portfolio-hero>)', () => {
  it('shows its whole content with JavaScript disabled', async () => {
    const { page } = await site.visit('', { javaScript: false });
    try {
      const text = await flatText(page);
      for (const expected of [
        strings.hero.kicker,
        profile.name,
        profile.role,
        profile.email,
        ...(profile.phone ? [profile.phone] : []),
        ...(profile.location ? [profile.location] : []),
        strings.hero.getInTouch,
        strings.hero.viewProjects,
        ...heroStats.map((s) => `${s.label} ${s.value}`),
      ]) {
        assert.ok(text.includes(expected), `missing "${expected}"`);
      }
      const styled = await page.$eval(
        'portfolio-hero',
        (el) => getComputedStyle(el.shadowRoot!.querySelector('.button.primary')!).borderRadius,
      );
      assert.notEqual(styled, '0px', 'shadow styles are not applied without JavaScript');
    } finally {
      await page.close();
    }
  });

  it('loads no script for the hero on the site', async () => {
    const { page } = await site.visit('');
    try {
      const scripts = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((r) => r.name.endsWith('.js'))
          .map((r) => r.name),
      );
      assert.equal(scripts.length, 1, `expected only the site runtime, got ${scripts.join(', ')}`);
      assert.equal(await page.evaluate(() => customElements.get('portfolio-hero')), undefined);
    } finally {
      await page.close();
    }
  });

  it('hydrates the prerendered markup without a change, a duplicate or a console message', async () => {
    const { page, problems } = await site.visit('');
    try {
      const before = await page.$eval('portfolio-hero', (el) => el.shadowRoot!.innerHTML);
      await page.addScriptTag({ type: 'module', url: await heroBundle() });
      await sectionReady(page, 'portfolio-hero');
      const after = await page.$eval('portfolio-hero', (el) => el.shadowRoot!.innerHTML);
      assert.equal(after, before);
      assert.equal(await countDeep(page, 'h1'), 1);
      assert.deepEqual(problems, []);
    } finally {
      await page.close();
    }
  });

  it('renders when created by script, with no prerendered markup', async () => {
    const { page, problems } = await site.visit('');
    try {
      await page.addScriptTag({ type: 'module', url: await heroBundle() });
      await page.waitForFunction(() => customElements.get('portfolio-hero'));
      await page.evaluate(() => document.body.append(document.createElement('portfolio-hero')));
      await page.waitForFunction(() => document.querySelectorAll('portfolio-hero')[1]?.shadowRoot?.querySelector('h1'));
      const [prerendered, scripted] = await page.$$eval('portfolio-hero', (els) =>
        els.map((el) => el.shadowRoot!.querySelector('.hero')!.textContent),
      );
      assert.equal(scripted, prerendered);
      assert.deepEqual(problems, []);
    } finally {
      await page.close();
    }
  });
});
