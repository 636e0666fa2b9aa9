/**
 * The end-to-end tests' world: the site built into a temporary folder, served on 127.0.0.1,
 * and one Chromium for the whole run (`run.test.ts` imports every suite into one process). `visit` opens a page and records every console error
 * or warning, uncaught exception and failed request, so a test can expect there were none.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'puppeteer-core';
import { build } from '../../scripts/build/pipeline.ts';
import { tabFromHash } from '../../elements/portfolio-about/tabs.ts';
import { launchBrowser } from '../../scripts/lib/browser.ts';
import { normaliseBase, projectRoot, type BuildConfig } from '../../scripts/build/config.ts';
import { loadSite } from '../../scripts/build/content.ts';
import { startServer, type RunningServer } from '../../scripts/lib/server.ts';
import type { BrokenLink } from '../support/links.ts';
import { SECTION_READY } from '../../elements/shared/events.ts';

export interface Site {
  readonly dir: string;
  readonly base: string;
  readonly server: RunningServer;
  readonly browser: Browser;
  /** Absolute URL of a route ("" for Home) or any path below the base. */
  url(route: string): string;
  visit(route: string, options?: { javaScript?: boolean; colorScheme?: 'light' | 'dark' }): Promise<Visit>;
  close(): Promise<void>;
}

export interface Visit {
  readonly page: Page;
  readonly status: number;
  /** Console errors and warnings, page errors and failed requests seen so far. */
  readonly problems: string[];
}

/**
 * `data/` as the build reads it (URLs normalised, defaults filled in, only the pages that have
 * something to show), in every language of the site (data/translations.ts), and in its default
 * one: what the suites check the pages against.
 */
export const siteLanguages = (await loadSite(projectRoot)).languages;
export const siteContent = siteLanguages[0]!.content;

let sharedBrowser: Promise<Browser> | undefined;

/** Every Content-Security-Policy violation any page reported during the whole run. */
export const cspViolations: string[] = [];
const CSP_PREFIX = 'CSP violation: ';
const sites = new Map<string, Promise<Site>>();

/**
 * Makes `page` note each section that has hydrated: its `SECTION_READY` event, seen by a capture
 * listener on the document on its way down (it does not bubble), so a test can wait for it even
 * after it has fired. `visit` does this; a test that opens its own page calls it before `goto`.
 */
export const watchSections = (page: Page): Promise<unknown> =>
  page.evaluateOnNewDocument(`globalThis.__e2eReady = new Set();
    document.addEventListener(${JSON.stringify(SECTION_READY)}, (e) => globalThis.__e2eReady.add(e.target.localName), true)`);

/**
 * Waits until the section `tag` has hydrated (React's own handlers see every event from then on)
 * and the frame after it has run, so state its effects set has rendered.
 */
export async function sectionReady(page: Page, tag: string): Promise<void> {
  await page.waitForFunction((t) => (globalThis as unknown as { __e2eReady: Set<string> }).__e2eReady.has(t), {}, tag);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))));
}

export interface SiteOptions {
  /**
   * Without EmailJS keys, send the contact form to the server's stand-in (default, as `npm
   * start` does); false: built as a site to publish, whose form opens the visitor's mail app.
   */
  readonly mailStandIn?: boolean;
  /** The `EMAILJS_*` settings the site is built with, instead of the environment's. */
  readonly mailEnvironment?: NodeJS.ProcessEnv;
}

/** The site built for `basePath` (and `options`), built and served once per test run. */
export function useSite(basePath = '/', { mailStandIn = true, mailEnvironment }: SiteOptions = {}): Promise<Site> {
  const base = normaliseBase(basePath);
  const key = `${base}${mailStandIn ? '' : ' (no mail stand-in)'}${mailEnvironment ? ` ${JSON.stringify(mailEnvironment)}` : ''}`;
  if (!sites.has(key)) sites.set(key, openSite(base, { mailStandIn, ...(mailEnvironment && { mailEnvironment }) }));
  return sites.get(key)!;
}

/** Closes every site and the browser (run once, after all suites). */
export async function closeSites(): Promise<void> {
  await Promise.all([...sites.values()].map(async (site) => (await site).close()));
  await (await sharedBrowser)?.close();
}

async function openSite(base: string, mail: Pick<BuildConfig, 'mailStandIn' | 'mailEnvironment'>): Promise<Site> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'portfolio-e2e-'));
  await build({ base, outDir: dir, root: projectRoot, ...mail });
  const server = await startServer({ dir, base, outbox: path.join(dir, '.outbox') });
  const browser = await (sharedBrowser ??= launchBrowser());
  const url = (route: string) => new URL(route && !route.includes('.') && !route.endsWith('/') ? `${route}/` : route, server.url).href;
  return {
    dir,
    base,
    server,
    browser,
    url,
    async visit(route, { javaScript = true, colorScheme = 'light' } = {}) {
      const page = await browser.newPage();
      const problems: string[] = [];
      // tsx compiles the functions these tests pass to page.evaluate with esbuild's `__name` helper.
      await page.evaluateOnNewDocument('globalThis.__name = (fn) => fn');
      await watchSections(page);
      await page.evaluateOnNewDocument(`addEventListener('securitypolicyviolation', (e) =>
        console.error(${JSON.stringify(CSP_PREFIX)} + e.violatedDirective + ' blocked ' + e.blockedURI + ' at ' + e.sourceFile + ':' + e.lineNumber))`);
      page.on('console', (m) => {
        // Failed responses are recorded below, with their URL; Chromium's own line for them is not news.
        if (m.text().startsWith(CSP_PREFIX)) cspViolations.push(`${url(route)}: ${m.text()}`);
        if (['error', 'warn'].includes(m.type()) && !m.text().startsWith('Failed to load resource'))
          problems.push(`console.${m.type()}: ${m.text()}`);
      });
      page.on('pageerror', (e) => problems.push(`uncaught: ${e instanceof Error ? e.message : String(e)}`));
      page.on('requestfailed', (r) => {
        // A frame taken off the page while it loads (a dialog closed) has its load aborted: the page's choice, not a fault.
        const removedFrame = r.failure()?.errorText === 'net::ERR_ABORTED' && r.isNavigationRequest() && r.frame() !== page.mainFrame();
        if (!removedFrame) problems.push(`request failed: ${r.url()} ${r.failure()?.errorText}`);
      });
      page.on('response', (r) => r.status() >= 400 && r.url() !== url(route) && problems.push(`HTTP ${r.status()}: ${r.url()}`));
      await page.setJavaScriptEnabled(javaScript);
      // Reduced motion: no smooth scrolling, so puppeteer's clicks land where it aimed (a click
      // computed while the page still scrolls smoothly can miss its target).
      await page.emulateMediaFeatures([
        { name: 'prefers-color-scheme', value: colorScheme },
        { name: 'prefers-reduced-motion', value: 'reduce' },
      ]);
      const response = await page.goto(url(route), { waitUntil: 'load' });
      // The page is ready when its one runtime script has run (no script: the load is enough).
      if (javaScript) await page.waitForFunction(() => customElements.get('site-nav'));
      return { page, status: response?.status() ?? 0, problems };
    },
    async close() {
      await server.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** Text of the page as a reader gets it: light DOM plus every open shadow root, in order. */
export const flatText = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const walk = (node: Node): string => {
      if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
      if (node instanceof HTMLStyleElement || node instanceof HTMLScriptElement || node instanceof HTMLTemplateElement) return '';
      const children = [...(node instanceof Element && node.shadowRoot ? node.shadowRoot.childNodes : node.childNodes)];
      // Runs split only by <wbr> (an email address's break points) read as one word.
      const oneWord = children.some((child) => child instanceof HTMLElement && child.localName === 'wbr');
      return children.map(walk).join(oneWord ? '' : ' ');
    };
    return walk(document.body).replace(/\s+/g, ' ').trim();
  });

/** Every element matching `selector` in the document and in open shadow roots. */
export const countDeep = (page: Page, selector: string): Promise<number> =>
  page.evaluate((sel) => {
    const roots: (Document | ShadowRoot)[] = [document];
    let count = 0;
    while (roots.length) {
      const root = roots.pop()!;
      count += root.querySelectorAll(sel).length;
      for (const el of root.querySelectorAll('*')) if (el.shadowRoot) roots.push(el.shadowRoot);
    }
    return count;
  }, selector);

/**
 * A link the link checker reports whose fragment names one of About's tabs (`/about/#education`,
 * a footer quick link): no element has that id, by design; About's script opens the tab
 * (site.e2e.ts and about-skills.e2e.ts check it does).
 */
export const opensAboutTab = ({ link, reason }: BrokenLink): boolean =>
  reason.startsWith('no element with id') && /(^|\/)about\/#/.test(link) && tabFromHash(`#${link.split('#')[1]}`) !== null;
