/**
 * Widgets on someone else's page before and after React: the loader paints the prerendered
 * section and loads React only by the site's rule; the paste-ready snippet shows the section
 * even with scripts blocked. Host pages are served from a second origin.
 */
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'puppeteer-core';
import { ALL, matchesFilter } from '../../content/filters.ts';
import { startServer, type RunningServer } from '../../scripts/lib/server.ts';
import { siteContent, useSite, type Site } from './fixture.ts';

const { profile, projects, projectFilters } = siteContent;

let site: Site;
let host: RunningServer;
let emptyDir: string;
const bodies = new Map<string, string>();

before(async () => {
  site = await useSite('/');
  emptyDir = await mkdtemp(path.join(os.tmpdir(), 'embed-paint-'));
  host = await startServer({
    dir: emptyDir,
    extra: (req, res) => {
      const body = bodies.get(new URL(req.url ?? '/', 'http://host').pathname);
      if (body === undefined) return false;
      res
        .writeHead(200, { 'content-type': 'text/html' })
        .end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Host</title>
        <link rel="icon" href="data:,"></head><body><h1>A host page</h1>${body}<p class="after">The host's own text.</p></body></html>`);
      return true;
    },
  });
});
after(async () => {
  await host.close();
  await rm(emptyDir, { recursive: true, force: true });
});

let pages = 0;
/** Opens a host page whose body holds `body`; records console problems and every script and image requested. */
async function open(body: string, { javaScript = true } = {}) {
  const route = `/page-${++pages}`;
  bodies.set(route, body);
  const page = await site.browser.newPage();
  const problems: string[] = [];
  const scripts: string[] = [];
  const images: string[] = [];
  page.on('console', (m) => ['error', 'warn'].includes(m.type()) && problems.push(m.text()));
  page.on('pageerror', (e) => problems.push(String(e)));
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
  page.on('request', (r) => r.resourceType() === 'image' && images.push(new URL(r.url()).pathname));
  // tsx compiles the functions passed to page.evaluate with esbuild's `__name` helper.
  await page.evaluateOnNewDocument('globalThis.__name = (fn) => fn');
  await page.setJavaScriptEnabled(javaScript);
  await page.setViewport({ width: 1100, height: 900 });
  await page.goto(new URL(route, host.url).href, { waitUntil: 'networkidle0' });
  return { page, problems, scripts, images };
}

const script = (tag: string) => `<script type="module" src="${site.url(`embed/${tag}.js`)}"></script>`;
const reactRequested = (scripts: string[]) => scripts.some((s) => /\/embed\/(chunk\.|portfolio-[a-z-]+\.app\.)/.test(s));
const defined = (page: Page, tag: string) => page.evaluate((t) => !!customElements.get(t), tag);
const visibleCards = (page: Page) =>
  page.$eval('portfolio-projects', (el) =>
    [...el.shadowRoot!.querySelectorAll('li.project')]
      .filter((li) => li.checkVisibility())
      .map((li) => li.querySelector('h2')!.textContent),
  );
const titles = (filter: string) => projects.filter((p) => matchesFilter(p, filter)).map((p) => p.title);
/** A filter of the content that shows fewer than all projects (none when no filter does). */
const someFilter = () => projectFilters.find((f) => titles(f).length < projects.length);
/** Skips a test that needs such a filter on content without one. */
const noFilter = !someFilter() && 'data/ has no project filter that shows fewer than all projects';
/** The snippet as the build wrote it, its site URL swapped for where the test serves the site. */
const snippet = async (tag: string) =>
  (await readFile(path.join(site.dir, 'embed', `${tag}.html`), 'utf8')).replaceAll(new URL('/', profile.siteUrl).href, site.url(''));
/** The page's cumulative layout shift so far. */
const layoutShift = (page: Page) =>
  page.evaluate(async () => {
    let sum = 0;
    const add = (entries: PerformanceEntryList) => entries.forEach((e) => (sum += (e as unknown as { value: number }).value));
    const observer = new PerformanceObserver((list) => add(list.getEntries()));
    observer.observe({ type: 'layout-shift', buffered: true });
    for (let i = 0; i < 2; i++) await new Promise(requestAnimationFrame); // the buffered entries are queued by then
    add(observer.takeRecords());
    return sum;
  });

describe('a widget by its script tag', () => {
  it('paints the prerendered section without React, answers a first tap on it, and hydrates on use', { skip: noFilter }, async () => {
    const { page, problems, scripts } = await open(`<portfolio-projects></portfolio-projects>${script('portfolio-projects')}`);
    try {
      assert.deepEqual(await visibleCards(page), titles(ALL));
      assert.equal(await defined(page, 'portfolio-projects'), false);
      assert.equal(reactRequested(scripts), false, `React came before any use: ${scripts.join(', ')}`);

      const filter = someFilter()!;
      await page.$eval(
        'portfolio-projects',
        (el, f) => [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('.pill')].find((b) => b.textContent === f)!.click(),
        filter,
      );
      assert.deepEqual(await visibleCards(page), titles(filter)); // at once, on the painted markup

      await page.hover('portfolio-projects');
      await page.waitForFunction(() => customElements.get('portfolio-projects'));
      await page.waitForNetworkIdle();
      assert.deepEqual(await visibleCards(page), titles(filter));
      assert.deepEqual(problems, []);
    } finally {
      await page.close();
    }
  });

  it('as a classic script right after the element, paints it before the host page goes on (no shift)', async () => {
    const { page, problems } = await open(
      `<portfolio-projects></portfolio-projects><script src="${site.url('embed/portfolio-projects.js')}"></script>`,
    );
    try {
      assert.deepEqual(await visibleCards(page), titles(ALL));
      assert.equal(await layoutShift(page), 0, 'the page shifted');
      await page.hover('portfolio-projects');
      await page.waitForFunction(() => customElements.get('portfolio-projects'));
      await page.waitForNetworkIdle();
      assert.deepEqual(problems, []);
    } finally {
      await page.close();
    }
  });

  it('renders with React at once when an attribute changes what is shown', { skip: noFilter }, async () => {
    const filter = someFilter()!;
    const { page, problems } = await open(`<portfolio-projects filter="${filter}"></portfolio-projects>${script('portfolio-projects')}`);
    try {
      await page.waitForFunction(() => customElements.get('portfolio-projects'));
      await page.waitForFunction(
        (n) => document.querySelector('portfolio-projects')!.shadowRoot!.querySelectorAll('li.project:not([hidden])').length === n,
        {},
        titles(filter).length,
      );
      assert.deepEqual(await visibleCards(page), titles(filter));
      assert.deepEqual(problems, []);
    } finally {
      await page.close();
    }
  });

  it('never loads React for a read-only section', async () => {
    const { page, problems, scripts } = await open(`<portfolio-hero></portfolio-hero>${script('portfolio-hero')}`);
    try {
      await page.waitForFunction(() => document.querySelector('portfolio-hero')!.shadowRoot?.querySelector('h1'));
      await page.hover('portfolio-hero');
      await page.click('portfolio-hero');
      await page.waitForNetworkIdle();
      assert.equal(reactRequested(scripts), false);
      assert.deepEqual(problems, []);
    } finally {
      await page.close();
    }
  });
});

describe('the paste-ready snippet', () => {
  it('holds the element with its shadow root filled and one script, every URL absolute', async () => {
    const html = await readFile(path.join(site.dir, 'embed', 'portfolio-projects.html'), 'utf8');
    assert.match(html, /^<portfolio-projects><template shadowrootmode="open">/);
    assert.equal([...html.matchAll(/<script /g)].length, 1);
    for (const [, url] of html.matchAll(/(?:src|href)="([^"#]+)"/g)) assert.ok(/^https?:\/\//.test(url!), url);
  });

  it('shows the section where scripts are blocked', async () => {
    const { page } = await open(await snippet('portfolio-projects'), { javaScript: false });
    try {
      assert.deepEqual(await visibleCards(page), titles(ALL));
    } finally {
      await page.close();
    }
  });

  it('keeps the page still while its script loads, then becomes interactive without a hydration problem', async () => {
    const { page, problems } = await open(await snippet('portfolio-projects'));
    try {
      assert.equal(await layoutShift(page), 0, 'the page shifted');
      await page.hover('portfolio-projects');
      await page.waitForFunction(() => customElements.get('portfolio-projects'));
      await page.waitForNetworkIdle();
      await page.$eval('portfolio-projects', (el) => el.shadowRoot!.querySelector<HTMLAnchorElement>('li.project h2 a')!.click());
      await page.waitForFunction(() => document.querySelector('portfolio-projects')!.shadowRoot!.querySelector('dialog[open]'));
      assert.deepEqual(problems, []);
    } finally {
      await page.close();
    }
  });
});

describe('a widget far down the host page', () => {
  const ways = {
    'script tag': async () => `<portfolio-projects></portfolio-projects><script src="${site.url('embed/portfolio-projects.js')}"></script>`,
    snippet: () => snippet('portfolio-projects'),
  };
  for (const [way, markup] of Object.entries(ways)) {
    it(`by its ${way}, fetches no picture until it nears the viewport`, async () => {
      // Two screens of the host's own text first: the host's files go first.
      const { page, problems, images } = await open(`<div style="height: 400vh"></div>${await markup()}`);
      try {
        const cards = await page.$eval('portfolio-projects', (el) => el.shadowRoot!.querySelectorAll('li.project img').length);
        assert.ok(cards > 0, 'the fixture widget shows no picture');
        assert.deepEqual(images, [], 'pictures were fetched for a widget nobody can see');
        await page.$eval('portfolio-projects', (el) => el.scrollIntoView());
        await page.waitForFunction(() =>
          [...document.querySelector('portfolio-projects')!.shadowRoot!.querySelectorAll('li.project img')].some(
            (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
          ),
        );
        assert.ok(images.length > 0);
        assert.deepEqual(problems, []);
      } finally {
        await page.close();
      }
    });
  }
});

describe('the custom elements manifest', () => {
  it('types block-list as an array of strings, and no attribute as unknown', async () => {
    const manifest = JSON.parse(await readFile(path.join(site.dir, 'custom-elements.json'), 'utf8'));
    const attributes = manifest.modules.flatMap(
      (m: { declarations: { attributes: { name: string; type: { text: string } }[] }[] }) => m.declarations[0]!.attributes,
    );
    assert.equal(attributes.find((a: { name: string }) => a.name === 'block-list').type.text, 'string[]');
    assert.deepEqual(
      attributes.filter((a: { type: { text: string } }) => a.type.text === 'unknown'),
      [],
    );
  });
});
