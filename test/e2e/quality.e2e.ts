/**
 * Quality gates over the whole built site: axe (WCAG 2.2 AA + best practices) on every page in
 * both themes and in every state a visitor can reach, keyboard entry, reduced motion, and
 * pages that still work when storage fails or the site runs in a sandboxed frame.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { before, describe, it } from 'node:test';
import type { Page } from 'puppeteer-core';
import type { Project } from '../../content/types.ts';
import { sectionReady, siteContent, useSite, type Site, watchSections } from './fixture.ts';

const { pages, projects, projectFilters, strings, ownPosts, projectPages } = siteContent;

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const axeSource = readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

let site: Site;
before(async () => {
  site = await useSite('/');
});

/** axe's violations on the page (or inside one element), as "rule: target" lines. */
async function violations(page: Page, selector?: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(await axeSource); // DevTools evaluation: not subject to the page's CSP
  return page.evaluate(
    async (tags, sel) => {
      const axe = (
        window as unknown as {
          axe: { run(c: unknown, o: unknown): Promise<{ violations: { id: string; nodes: { target: unknown[] }[] }[] }> };
        }
      ).axe;
      const result = await axe.run(sel ? document.querySelector(sel) : document, { runOnly: { type: 'tag', values: tags } });
      return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${JSON.stringify(n.target)}`));
    },
    AXE_TAGS,
    selector,
  );
}

async function setTheme(page: Page, theme: 'light' | 'dark') {
  await page.evaluate((dark) => document.documentElement.classList.toggle('dark', dark), theme === 'dark');
  // let colour transitions finish before axe reads colours
  await page.evaluate(async () => {
    await new Promise(requestAnimationFrame);
    const roots: (Document | ShadowRoot)[] = [
      document,
      ...[...document.querySelectorAll('*')].flatMap((e) => (e.shadowRoot ? [e.shadowRoot] : [])),
    ];
    await Promise.all(roots.flatMap((r) => r.getAnimations()).map((a) => a.finished.catch(() => undefined)));
  });
}

/** Loads a section's script the way a visitor does (focus inside it) and waits until it is live. */
async function activate(page: Page, tag: string, control: string) {
  await page.$eval(tag, (el, sel) => el.shadowRoot!.querySelector<HTMLElement>(sel)!.focus(), control);
  await sectionReady(page, tag);
}

const clickIn = (page: Page, tag: string, selector: string, index = 0) =>
  page.$eval(tag, (el, sel, i) => el.shadowRoot!.querySelectorAll<HTMLElement>(sel)[i]!.click(), selector, index);

describe('accessibility (axe, WCAG 2.2 AA)', () => {
  // Every page, the page of each of the owner's own posts (data/posts/), and the first project's page (they share one layout).
  for (const p of [...pages, ...ownPosts, ...projectPages.slice(0, 1)]) {
    it(`/${p.route} has no violation in light or dark`, async () => {
      const { page } = await site.visit(p.route);
      try {
        for (const theme of ['light', 'dark'] as const) {
          await setTheme(page, theme);
          assert.deepEqual(await violations(page), [], theme);
        }
      } finally {
        await page.close();
      }
    });
  }

  it('has none with the phone menu open', async () => {
    const { page } = await site.visit('about');
    try {
      await page.setViewport({ width: 390, height: 844 });
      await page.click('.menu-toggle');
      await page.waitForSelector('#site-menu.is-open');
      for (const theme of ['light', 'dark'] as const) {
        await setTheme(page, theme);
        assert.deepEqual(await violations(page, 'site-nav'), [], theme);
      }
    } finally {
      await page.close();
    }
  });

  it("has none on a laptop with the header's menus open (More, and the languages of a site in several)", async () => {
    const { page } = await site.visit('about');
    try {
      await page.setViewport({ width: 1024, height: 768 });
      const buttons = await page.$$('site-nav .popup-toggle');
      let opened = 0;
      for (const button of buttons) {
        if (!(await button.evaluate((b) => b.checkVisibility({ visibilityProperty: true })))) continue;
        await button.click();
        await page.waitForFunction((b) => b.getAttribute('aria-expanded') === 'true', {}, button);
        opened++;
        for (const theme of ['light', 'dark'] as const) {
          await setTheme(page, theme);
          assert.deepEqual(await violations(page, 'site-nav'), [], theme);
        }
      }
      assert.ok(opened > 0, 'no menu in the header at 1024 px');
    } finally {
      await page.close();
    }
  });

  it('has none on any About tab or Skills category, in either theme', async () => {
    for (const [route, tag] of [
      ['about', 'portfolio-about'],
      ['skills', 'portfolio-skills'],
    ] as const) {
      const { page } = await site.visit(route);
      try {
        await activate(page, tag, '[role="tab"]');
        const count = await page.$eval(tag, (el) => el.shadowRoot!.querySelectorAll('[role="tab"]').length);
        for (let i = 0; i < count; i++) {
          await clickIn(page, tag, '[role="tab"]', i);
          await page.waitForFunction(
            (t, n) => document.querySelector(t)!.shadowRoot!.querySelectorAll('[role="tab"]')[n]!.getAttribute('aria-selected') === 'true',
            {},
            tag,
            i,
          );
          for (const theme of ['light', 'dark'] as const) {
            await setTheme(page, theme);
            assert.deepEqual(await violations(page, tag), [], `${route} tab ${i} ${theme}`);
          }
        }
      } finally {
        await page.close();
      }
    }
  });

  it('has none for any project filter, nor with the dialog open (with and without video)', async () => {
    const { page } = await site.visit('projects');
    try {
      await activate(page, 'portfolio-projects', '.pill');
      // The pill that shows all, then one per filter.
      for (let i = 0; i < 1 + projectFilters.length; i++) {
        await clickIn(page, 'portfolio-projects', '.pill', i);
        for (const theme of ['light', 'dark'] as const) {
          await setTheme(page, theme);
          assert.deepEqual(await violations(page, 'portfolio-projects'), [], `filter ${i} ${theme}`);
        }
      }
      await clickIn(page, 'portfolio-projects', '.pill', 0);
      // The first project of data/ with a video or post frame, and the first with neither.
      const framed = (p: Project) => p.youtubeUrl != null || p.linkedinPost != null;
      for (const { title } of [projects.find(framed), projects.find((p) => !framed(p))].filter((p) => p !== undefined)) {
        await page.$eval(
          'portfolio-projects',
          (el, t) => [...el.shadowRoot!.querySelectorAll<HTMLAnchorElement>('li.project h2 a')].find((b) => b.textContent === t)!.click(),
          title,
        );
        await page.waitForFunction(() => document.querySelector('portfolio-projects')!.shadowRoot!.querySelector('dialog[open]'));
        for (const theme of ['light', 'dark'] as const) {
          await setTheme(page, theme);
          assert.deepEqual(await violations(page, 'portfolio-projects'), [], `${title} dialog ${theme}`);
        }
        await page.keyboard.press('Escape');
        await page.waitForFunction(() => !document.querySelector('portfolio-projects')!.shadowRoot!.querySelector('dialog[open]'));
      }
    } finally {
      await page.close();
    }
  });

  it('has none on the contact form with its fields marked wrong, and in its error and success states', async () => {
    const { page } = await site.visit('contact');
    try {
      await activate(page, 'portfolio-contact', 'input[name="name"]');
      await page.$eval('portfolio-contact', (el) => el.shadowRoot!.querySelector('form')!.requestSubmit());
      await page.waitForFunction(() =>
        document.querySelector('portfolio-contact')!.shadowRoot!.querySelector('[name="message"][aria-invalid="true"]'),
      );
      for (const theme of ['light', 'dark'] as const) {
        await setTheme(page, theme);
        assert.deepEqual(await violations(page, 'portfolio-contact'), [], `fields marked wrong ${theme}`);
      }
      const fill = () =>
        page.$eval('portfolio-contact', (el) => {
          const form = el.shadowRoot!.querySelector('form')!;
          for (const [name, value] of [
            ['name', 'Ada'],
            ['email', 'ada@example.org'],
            ['message', 'Hello'],
          ])
            (form.elements.namedItem(name!) as HTMLInputElement).value = value!;
          form.requestSubmit();
        });
      await page.setOfflineMode(true);
      await fill();
      await page.waitForFunction(
        (error) => document.querySelector('portfolio-contact')!.shadowRoot!.querySelector('[role="alert"]')?.textContent?.includes(error),
        {},
        strings.contact.form.error,
      );
      for (const theme of ['light', 'dark'] as const) {
        await setTheme(page, theme);
        assert.deepEqual(await violations(page, 'portfolio-contact'), [], `error ${theme}`);
      }
      await page.setOfflineMode(false);
      await fill();
      await page.waitForFunction(
        (thanks) =>
          document.querySelector('portfolio-contact')!.shadowRoot!.querySelector('[role="status"]')?.textContent?.includes(thanks),
        {},
        strings.contact.form.success,
      );
      for (const theme of ['light', 'dark'] as const) {
        await setTheme(page, theme);
        assert.deepEqual(await violations(page, 'portfolio-contact'), [], `success ${theme}`);
      }
    } finally {
      await page.close();
    }
  });
});

describe('keyboard and motion', () => {
  it('makes the skip link the first Tab stop, and it lands on main', async () => {
    const { page } = await site.visit('projects');
    try {
      await page.keyboard.press('Tab');
      assert.equal(await page.evaluate(() => document.activeElement?.textContent?.trim()), strings.nav.skipToContent);
      assert.ok(
        await page.evaluate(() => getComputedStyle(document.activeElement!).transform === 'none'),
        'the focused skip link is not visible',
      );
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => document.activeElement?.id === 'main');
    } finally {
      await page.close();
    }
  });

  it('keeps the fixed header from covering what scrolls into view (scroll-padding-top)', async () => {
    const { page } = await site.visit('');
    try {
      const [padding, header] = await page.evaluate(() => [
        parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop),
        document.querySelector('.site-header')!.getBoundingClientRect().height,
      ]);
      assert.ok(padding! >= header!, `scroll-padding-top ${padding} < header ${header}`);
    } finally {
      await page.close();
    }
  });

  it('runs no animation or transition longer than 0.01 s, and no smooth scrolling, under reduced motion', async () => {
    for (const route of ['', 'skills', 'projects', 'contact']) {
      const { page } = await site.visit(route);
      try {
        await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
        const worst = await page.evaluate(() => {
          const seconds = (list: string) =>
            Math.max(...list.split(',').map((t) => (t.trim().endsWith('ms') ? parseFloat(t) / 1000 : parseFloat(t))));
          const elements = [...document.querySelectorAll('*')].flatMap((e) => [
            e,
            ...(e.shadowRoot ? e.shadowRoot.querySelectorAll('*') : []),
          ]);
          return Math.max(
            ...elements.map((e) => {
              const s = getComputedStyle(e);
              return Math.max(seconds(s.animationDuration), seconds(s.transitionDuration));
            }),
          );
        });
        assert.ok(worst <= 0.01, `/${route}: ${worst}s`);
        assert.equal(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior), 'auto');
      } finally {
        await page.close();
      }
    }
  });
});

describe('robustness', () => {
  const storageFails = (kind: 'SecurityError' | 'QuotaExceededError') => `
    for (const name of ['getItem', 'setItem', 'removeItem']) {
      const original = Storage.prototype[name];
      Storage.prototype[name] = function (...args) {
        if (${kind === 'SecurityError'} || name === 'setItem') throw new DOMException('storage unavailable', '${kind}');
        return original.apply(this, args);
      };
    }`;

  for (const kind of ['SecurityError', 'QuotaExceededError'] as const) {
    it(`renders every page, toggles the theme and sends a message when storage throws ${kind}`, async () => {
      for (const p of pages) {
        const page = await site.browser.newPage();
        const problems: string[] = [];
        page.on('pageerror', (e) => problems.push(String(e)));
        page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
        try {
          await page.setViewport({ width: 1280, height: 800 }); // the toggle in the header, not in the phone menu
          await watchSections(page);
          await page.evaluateOnNewDocument(storageFails(kind));
          await page.goto(site.url(p.route), { waitUntil: 'load' });
          // The runtime, which reads the stored theme, has run.
          await page.waitForFunction(() => customElements.get('site-nav'));
          assert.equal(await page.evaluate(() => document.querySelectorAll('main h1, main *').length > 0), true);
          await page.click('.theme-toggle');
          const dark = await page.evaluate(() => document.documentElement.classList.contains('dark'));
          await page.click('.theme-toggle');
          assert.notEqual(
            await page.evaluate(() => document.documentElement.classList.contains('dark')),
            dark,
            `/${p.route}: the toggle did nothing`,
          );
          if (p.route === 'contact') {
            await activate(page, 'portfolio-contact', 'input[name="name"]');
            await page.$eval('portfolio-contact', (el) => {
              const form = el.shadowRoot!.querySelector('form')!;
              for (const [name, value] of [
                ['name', 'Storage'],
                ['email', 'no@example.org'],
                ['message', 'Works without storage'],
              ])
                (form.elements.namedItem(name!) as HTMLInputElement).value = value!;
              form.requestSubmit();
            });
            // The send's outcome: thanks, or an error, which the assertion then names.
            const said = () =>
              page.$eval('portfolio-contact', (el) =>
                ['status', 'alert'].map((role) => el.shadowRoot!.querySelector(`[role="${role}"]`)?.textContent ?? ''),
              );
            await page.waitForFunction(
              (thanks) => {
                const root = document.querySelector('portfolio-contact')!.shadowRoot!;
                return (
                  root.querySelector('[role="status"]')?.textContent?.includes(thanks) || root.querySelector('[role="alert"]')?.textContent
                );
              },
              {},
              strings.contact.form.success,
            );
            const [status, alert] = await said();
            assert.ok(status.includes(strings.contact.form.success), `/${p.route}: "${status}" "${alert}"`);
          }
          assert.deepEqual(problems, [], `/${p.route}`);
        } finally {
          await page.close();
        }
      }
    });
  }

  it('renders and toggles the theme inside a sandboxed frame (no storage, opaque origin)', async () => {
    const page = await site.browser.newPage();
    try {
      await page.setViewport({ width: 1400, height: 900 });
      await page.goto(site.url('robots.txt'));
      await page.evaluate((src) => {
        document.body.innerHTML = `<iframe sandbox="allow-scripts" src="${src}" style="width:1280px;height:700px"></iframe>`;
      }, site.url('about'));
      const frameHandle = await page.waitForSelector('iframe');
      const frame = (await frameHandle!.contentFrame())!;
      await frame.waitForFunction(() => customElements.get('site-nav'));
      assert.ok(await frame.$eval('portfolio-about', (el) => !!el.shadowRoot?.querySelector('h1')));
      await frame.click('.theme-toggle');
      await frame.waitForFunction(() => document.documentElement.classList.contains('dark'));
    } finally {
      await page.close();
    }
  });
});
