/**
 * Moving between pages: speculation rules on every page (accepted, allowed by their hash, only
 * for the site's own pages), the page prefetched on a hover and used by the click, view
 * transitions that keep the header and stay off under reduced motion, and back/forward
 * restoring the page from the back/forward cache.
 *
 * Chromium refuses to prerender while a DevTools-protocol client is attached
 * (`PrerenderingDisabledByDevTools`), so these tests see the prefetch half of the rules.
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { before, describe, it } from 'node:test';
import type { CDPSession, Page } from 'puppeteer-core';
import { siteContent, siteLanguages, useSite, type Site } from './fixture.ts';
import { QUICK_VIEW } from '../../elements/shared/runtime/opener.ts';

const { pages } = siteContent;

let site: Site;
before(async () => {
  site = await useSite('/');
});

/** Wide enough for the nav links to sit in the header (not in the phone menu), as a mouse finds them. */
const DESKTOP = { width: 1280, height: 800 };
const navLink = (route: string) => `site-nav .links a[href="${new URL(site.url(route)).pathname}"]`;
const [home, other, third] = pages;

/** Waits for a protocol event that satisfies `test`, and returns it. */
function nextEvent<T>(cdp: CDPSession, name: string, test: (event: T) => boolean): Promise<T> {
  return new Promise((resolve) => {
    const listener = (event: T) => {
      if (!test(event)) return;
      cdp.off(name as never, listener as never);
      resolve(event);
    };
    cdp.on(name as never, listener as never);
  });
}

/** Clicks a nav link and waits until the next page has loaded. */
async function follow(page: Page, route: string) {
  const path = new URL(site.url(route)).pathname;
  await page.click(navLink(route));
  await page.waitForFunction((p) => location.pathname === p && document.readyState === 'complete', {}, path);
}

describe('Speculation rules', () => {
  it('are on every page, valid, allowed by their hash and accepted by the browser', async () => {
    const { page, problems } = await site.visit(home!.route);
    const cdp = await page.createCDPSession();
    const ruleSets: { sourceText: string; errorType?: string; errorMessage?: string }[] = [];
    cdp.on('Preload.ruleSetUpdated', ({ ruleSet }) => ruleSets.push(ruleSet));
    await cdp.send('Preload.enable');
    try {
      for (const p of pages) {
        await page.goto(site.url(p.route), { waitUntil: 'load' });
        const { rules, csp, supported } = await page.evaluate(() => ({
          rules: [...document.querySelectorAll('script[type="speculationrules"]')].map((s) => s.textContent ?? ''),
          csp: document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content') ?? '',
          supported: HTMLScriptElement.supports('speculationrules'),
        }));
        assert.ok(supported);
        assert.equal(rules.length, 1, `/${p.route}: one rule set`);
        assert.doesNotThrow(() => JSON.parse(rules[0]!), `/${p.route}: rules are JSON`);
        const hash = `'sha256-${createHash('sha256').update(rules[0]!).digest('base64')}'`;
        assert.ok(
          csp
            .match(/script-src ([^;]*)/)?.[1]
            .split(' ')
            .includes(hash),
          `/${p.route}: script-src allows the rules by hash`,
        );
      }
      assert.ok(ruleSets.length >= pages.length, 'the browser read a rule set on every page');
      for (const set of ruleSets) assert.equal(set.errorType, undefined, `rule set refused: ${set.errorMessage}`);
      assert.deepEqual(problems, []);
    } finally {
      await page.close();
    }
  });

  it("choose the site's own pages, never the resume, other files, outside links or a quick view's link", async () => {
    const { page } = await site.visit(home!.route);
    try {
      const links = await page.evaluate((quickView) => {
        type Condition = { and?: Condition[]; not?: Condition; href_matches?: string | string[]; selector_matches?: string | string[] };
        const rules = JSON.parse(document.querySelector('script[type="speculationrules"]')!.textContent!) as Record<
          string,
          { where: Condition }[]
        >;
        const holds = (c: Condition, a: HTMLAnchorElement): boolean => {
          if (c.and) return c.and.every((x) => holds(x, a));
          if (c.not) return !holds(c.not, a);
          if (c.href_matches) return [c.href_matches].flat().some((p) => new URLPattern(p, document.baseURI).test(a.href));
          if (c.selector_matches) return [c.selector_matches].flat().some((s) => a.matches(s));
          throw new Error(`unknown condition ${JSON.stringify(c)}`);
        };
        const anchors: HTMLAnchorElement[] = [];
        const roots: (Document | ShadowRoot)[] = [document];
        while (roots.length) {
          const root = roots.pop()!;
          anchors.push(...root.querySelectorAll<HTMLAnchorElement>('a[href]'));
          for (const el of root.querySelectorAll('*')) if (el.shadowRoot) roots.push(el.shadowRoot);
        }
        return anchors.map((a) => ({
          href: a.href,
          quickView: a.matches(quickView),
          chosen: Object.values(rules)
            .flat()
            .some((r) => holds(r.where, a)),
        }));
      }, QUICK_VIEW);
      // Every page of the site, the owner's posts too, in every language (the language switcher links to the others).
      const pageUrls = new Set(
        siteLanguages.flatMap(({ language, content }) =>
          [...content.pages, ...content.ownPosts, ...content.projectPages].map((p) => site.url(`${language.folder}${p.route}`)),
        ),
      );
      const resume = site.url('resume.pdf');
      assert.ok(
        links.some((l) => l.href === resume),
        'the page links to the resume',
      );
      assert.ok(
        links.some((l) => !l.href.startsWith(new URL(site.url('')).origin)),
        'the page links outside',
      );
      // A card's link to its project's page opens the quick view on a click: nothing to fetch ahead.
      for (const { href, quickView, chosen } of links) {
        const sitePage = pageUrls.has(href.replace(/#.*$/, ''));
        assert.equal(chosen, sitePage && !quickView, `${href} ${chosen ? 'is' : 'is not'} speculated`);
      }
    } finally {
      await page.close();
    }
  });

  it('prefetch the page a visitor hovers, and the click uses it', async () => {
    const { page, problems } = await site.visit(home!.route);
    const cdp = await page.createCDPSession();
    await cdp.send('Preload.enable');
    try {
      await page.setViewport(DESKTOP);
      const target = site.url(other!.route);
      type Status = { prefetchUrl: string; prefetchStatus?: string };
      const ready = nextEvent<Status>(
        cdp,
        'Preload.prefetchStatusUpdated',
        (e) => e.prefetchUrl === target && e.prefetchStatus === 'PrefetchSuccessfulButNotUsed',
      );
      await page.hover(navLink(other!.route));
      await ready;
      const used = nextEvent<Status>(
        cdp,
        'Preload.prefetchStatusUpdated',
        (e) => e.prefetchUrl === target && e.prefetchStatus === 'PrefetchResponseUsed',
      );
      await follow(page, other!.route);
      await used;
      assert.deepEqual(problems, []);
    } finally {
      await page.close();
    }
  });
});

describe('View transitions between pages', () => {
  it('are declared only for visitors who do not ask for reduced motion, and keep the header in place', async () => {
    const { page } = await site.visit(home!.route);
    try {
      const found = await page.evaluate(() => {
        const rules: { media: string[]; text: string }[] = [];
        const walk = (list: CSSRuleList, media: string[]) => {
          for (const rule of list) {
            if (rule instanceof CSSMediaRule) walk(rule.cssRules, [...media, rule.conditionText]);
            else if (rule.cssText.startsWith('@view-transition')) rules.push({ media, text: rule.cssText });
          }
        };
        for (const sheet of document.styleSheets) walk(sheet.cssRules, []);
        return { rules, header: getComputedStyle(document.querySelector('.site-header')!).viewTransitionName };
      });
      assert.ok(found.rules.length > 0, 'no @view-transition rule');
      for (const rule of found.rules) {
        assert.match(rule.text, /navigation:\s*auto/);
        assert.ok(
          rule.media.some((m) => /prefers-reduced-motion:\s*no-preference/.test(m)),
          `${rule.text} applies under reduced motion`,
        );
      }
      assert.notEqual(found.header, 'none', 'the header has no view-transition-name of its own');
    } finally {
      await page.close();
    }
  });

  it('run when a visitor follows a nav link, and not under reduced motion', async () => {
    const { page, problems } = await site.visit(home!.route);
    // A protocol client watching preloading keeps Chromium from prerendering: a prerendered page
    // would be swapped in under puppeteer's feet (view transitions run for those pages too).
    await (await page.createCDPSession()).send('Preload.enable');
    try {
      await page.setViewport(DESKTOP);
      // Each new page records whether its arrival was animated, and when the animation is over
      // (a click during the transition would not reach the page).
      await page.evaluateOnNewDocument(`addEventListener('pagereveal', (e) => {
        window.__transition = e.viewTransition !== null;
        window.__settled = e.viewTransition?.finished.catch(() => {});
      })`);
      // `pagereveal` comes with the page's first frame, which a loaded machine may paint after `load`.
      const animated = async () => {
        const reveal = await page.waitForFunction(() => {
          const animated = (window as unknown as { __transition?: boolean }).__transition;
          return animated === undefined ? null : { animated };
        });
        return (await reveal.jsonValue())?.animated;
      };
      await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'no-preference' }]);
      await follow(page, other!.route);
      assert.equal(await animated(), true, 'no view transition');
      await page.evaluate(() => (window as unknown as { __settled?: Promise<void> }).__settled);
      await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
      await follow(page, third!.route);
      assert.equal(await animated(), false, 'a view transition under reduced motion');
      assert.deepEqual(problems, []);
    } finally {
      await page.close();
    }
  });
});

describe('Back/forward cache', () => {
  it('restores the previous page from the cache on back and the next on forward', async () => {
    const { page, problems } = await site.visit(home!.route);
    const cdp = await page.createCDPSession();
    const notCached: unknown[] = [];
    cdp.on('Page.backForwardCacheNotUsed', (e) => notCached.push(e));
    await cdp.send('Page.enable');
    try {
      await page.setViewport(DESKTOP);
      await page.evaluateOnNewDocument(`addEventListener('pageshow', (e) => { window.__restored = e.persisted; })`);
      const restored = () => page.evaluate(() => (window as unknown as { __restored?: boolean }).__restored);
      await page.reload({ waitUntil: 'load' });
      await follow(page, other!.route);
      assert.equal(await restored(), false);
      await page.goBack();
      assert.equal(page.url(), site.url(home!.route));
      assert.equal(await restored(), true, 'back did not restore the page from the cache');
      await page.goForward();
      assert.equal(page.url(), site.url(other!.route));
      assert.equal(await restored(), true, 'forward did not restore the page from the cache');
      assert.deepEqual(notCached, []);
      assert.deepEqual(problems, []);
    } finally {
      await page.close();
    }
  });
});
