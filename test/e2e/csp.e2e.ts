/**
 * The Content-Security-Policy with no exceptions, in a browser: pages need no `style`
 * attribute (values from data are stylesheet rules), look the same without JavaScript and
 * after hydration, and hydration adds no `style` attribute either; the embeds work on a host
 * page whose strict CSP allows only their origin (no inline styles at all).
 */
import assert from 'node:assert/strict';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'puppeteer-core';
import { skillCategories } from '../../data/skills.ts';
import { startServer, type RunningServer } from '../../scripts/lib/server.ts';
import { sectionReady, siteContent, useSite, type Site } from './fixture.ts';

const { pages } = siteContent;

let site: Site;
before(async () => {
  site = await useSite('/');
});

/** Elements with a `style` attribute, in the light DOM and every open shadow root. */
const styleAttributes = (page: Page) =>
  page.evaluate(() => {
    const found: string[] = [];
    const walk = (root: Document | ShadowRoot) => {
      for (const el of root.querySelectorAll('*')) {
        if (el.hasAttribute('style')) found.push(`<${el.localName} style="${el.getAttribute('style')}">`);
        if (el.shadowRoot) walk(el.shadowRoot);
      }
    };
    walk(document);
    return found;
  });

/** Each category's `--accent` on its tab and panel, and each skill's animation delay. */
const skillLooks = (page: Page) =>
  page.$eval('portfolio-skills', (el) => {
    const root = el.shadowRoot!;
    const accent = (node: Element) => getComputedStyle(node).getPropertyValue('--accent');
    return {
      tabs: [...root.querySelectorAll('[role="tab"]')].map(accent),
      panels: [...root.querySelectorAll('.panel')].map(accent),
      delays: [...root.querySelectorAll('.panel')].map((panel) =>
        [...panel.querySelectorAll('.skill')].map((s) => getComputedStyle(s).animationDelay),
      ),
    };
  });

describe('a CSP with no exceptions', () => {
  it('pages carry no style attribute, with or without JavaScript, before and after hydration', async () => {
    for (const p of pages) {
      for (const javaScript of [false, true]) {
        const { page } = await site.visit(p.route, { javaScript });
        try {
          if (javaScript) {
            // Hydrate every interactive section on the page (a pointer over each asks for its code).
            const tags = await page.$$eval('*', (els) => els.map((e) => e.localName).filter((n) => n.startsWith('portfolio-')));
            for (const tag of tags) await page.$eval(tag, (el) => el.dispatchEvent(new PointerEvent('pointerover', { bubbles: true })));
            await page.waitForNetworkIdle({ idleTime: 100 });
            for (const tag of tags) if (await page.evaluate((t) => !!customElements.get(t), tag)) await sectionReady(page, tag);
          }
          assert.deepEqual(await styleAttributes(page), [], `/${p.route} (JavaScript ${javaScript ? 'on' : 'off'})`);
        } finally {
          await page.close();
        }
      }
    }
  });

  it('skill colours and the stagger come from the data, the same without JavaScript and after hydration', async () => {
    const expected = {
      tabs: skillCategories.map((c) => c.color),
      panels: skillCategories.map((c) => c.color),
      delays: skillCategories.map((c) => c.skills.map((_, i) => `${Math.round(i * 10) / 100}s`)),
    };
    const still = await site.visit('skills', { javaScript: false });
    const live = await site.visit('skills');
    try {
      // The stagger shows only where motion is welcome.
      for (const { page } of [still, live]) await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'no-preference' }]);
      assert.deepEqual(await skillLooks(still.page), expected);
      await live.page.$eval('portfolio-skills', (el) => el.dispatchEvent(new PointerEvent('pointerover', { bubbles: true })));
      await sectionReady(live.page, 'portfolio-skills');
      assert.deepEqual(await skillLooks(live.page), expected);
      assert.deepEqual(await styleAttributes(live.page), []);
    } finally {
      await still.page.close();
      await live.page.close();
    }
  });
});

describe('embeds under a host page with a strict CSP', () => {
  let host: RunningServer;
  let emptyDir: string;
  const tags: string[] = [];

  before(async () => {
    tags.push(
      ...(await readdir(path.join(site.dir, 'embed')))
        .filter((f) => /^portfolio-[a-z]+(?:-[a-z]+)*\.js$/.test(f))
        .map((f) => f.slice(0, -3)),
    );
    emptyDir = await mkdtemp(path.join(os.tmpdir(), 'embed-csp-host-'));
    const origin = new URL(site.server.url).origin;
    host = await startServer({
      dir: emptyDir,
      extra: (req, res) => {
        const url = new URL(req.url ?? '/', 'http://host');
        if (url.pathname !== '/strict') return false;
        const tag = url.searchParams.get('tag')!;
        // What docs/embeds.md tells a host to allow: the widget origin for scripts, images and (for
        // the contact form) connections. No style source at all.
        const csp = `default-src 'none'; script-src ${origin}; img-src ${origin}; connect-src ${origin}; style-src 'self'; base-uri 'none'; object-src 'none'`;
        res.writeHead(200, { 'content-type': 'text/html', 'content-security-policy': csp }).end(`<!doctype html><html lang="en">
          <head><meta charset="utf-8"><title>Strict host</title>
          <script type="module" src="${site.url(`embed/${tag}.js`)}"></script></head>
          <body><${tag}></${tag}></body></html>`);
        return true;
      },
    });
  });
  after(async () => {
    await host.close();
    await rm(emptyDir, { recursive: true, force: true });
  });

  it('render styled, with no CSP violation', async () => {
    // Every widget's page at once: what is checked (stylesheets, a computed font, violations) does not depend on layout.
    await Promise.all(
      tags.map(async (tag) => {
        const page = await site.browser.newPage();
        const violations: string[] = [];
        await page.exposeFunction('reportViolation', (v: string) => void violations.push(v));
        await page.evaluateOnNewDocument(() =>
          addEventListener('securitypolicyviolation', (e) =>
            (window as unknown as { reportViolation(v: string): void }).reportViolation(`${e.violatedDirective} ${e.blockedURI}`),
          ),
        );
        try {
          await page.goto(`${host.url}strict?tag=${tag}`, { waitUntil: 'networkidle0' });
          await page.waitForFunction((t) => document.querySelector(t)?.shadowRoot?.querySelector('.frame > *'), {}, tag);
          const looks = await page.$eval(tag, (el) => {
            const frame = el.shadowRoot!.querySelector('.frame')!;
            return {
              sheets: el.shadowRoot!.adoptedStyleSheets.length,
              inline: el.shadowRoot!.querySelectorAll('style').length,
              font: getComputedStyle(frame).fontFamily,
            };
          });
          assert.deepEqual({ sheets: looks.sheets, inline: looks.inline }, { sheets: 1, inline: 0 }, tag);
          assert.doesNotMatch(looks.font, /^"?Times/, `${tag} is unstyled`);
          // Icons are <use> references into the sprite on the widget origin (img-src).
          assert.deepEqual(violations, [], tag);
        } finally {
          await page.close();
        }
      }),
    );
  });
});

describe('the site as deployed, with the headers of its _headers file', () => {
  let deployed: RunningServer;
  before(async () => {
    deployed = await startServer({ dir: site.dir, headersFile: true });
  });
  after(() => deployed.close());

  /** Opens `url` with every CSP violation recorded; the page and what it recorded. */
  async function open(url: string) {
    const page = await site.browser.newPage();
    await page.evaluateOnNewDocument('globalThis.__name = (fn) => fn');
    await page.evaluateOnNewDocument(`window.__violations = [];
      addEventListener('securitypolicyviolation', (e) => __violations.push(e.violatedDirective + ' ' + e.blockedURI), true);`);
    const response = await page.goto(url, { waitUntil: 'load' });
    return { page, policy: response?.headers()['content-security-policy'] ?? '' };
  }
  const violations = (page: Page) => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);

  it('every page works under the header policy with no violation', async () => {
    for (const p of pages) {
      const { page, policy } = await open(new URL(p.route ? `${p.route}/` : '', deployed.url).href);
      try {
        assert.match(policy, /default-src 'none'/, `${p.route}: the header policy`);
        await page.waitForFunction(() => customElements.get('site-nav'));
        assert.deepEqual(await violations(page), [], p.route || 'home');
      } finally {
        await page.close();
      }
    }
  });

  it('the embed demo works under it too: its styles apply, every widget renders, the theme toggle runs', async () => {
    const { page, policy } = await open(new URL('embed/', deployed.url).href);
    try {
      assert.match(policy, /default-src 'none'/);
      const tags = await page.$$eval('section.pair', (sections) => sections.map((s) => s.getAttribute('aria-label')!));
      assert.ok(tags.length > 0);
      await page.waitForFunction(
        (list: string[]) => list.every((tag) => [...document.querySelectorAll(tag)].every((el) => el.shadowRoot?.childElementCount)),
        {},
        tags,
      );
      assert.equal(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize), '10px', 'the demo styles apply');
      await page.click('#toggle');
      await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
      assert.deepEqual(await violations(page), []);
    } finally {
      await page.close();
    }
  });
});
