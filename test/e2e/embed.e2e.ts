/**
 * The embed files on someone else's site: a host page served from a second origin (another
 * port on 127.0.0.1) loads `<site>/embed/<tag>.js`, with and without hostile CSS.
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'puppeteer-core';
import { ALL, matchesFilter } from '../../content/filters.ts';
import { findSections } from '../../scripts/build/sections.ts';
import { startServer, type RunningServer } from '../../scripts/lib/server.ts';
import { siteContent, useSite, type Site } from './fixture.ts';

const { projects, projectFilters, strings } = siteContent;

const HOSTILE = `
  html { font-size: 10px; }
  * { all: revert; box-sizing: content-box !important; }
  body { font: 13px/1.1 Georgia, serif !important; color: #6b21a8 !important; background: #fef9c3 !important; }
  button { background: #dc2626 !important; border: 4px dashed #000 !important; border-radius: 0 !important; font: 9px monospace !important; }
  a { color: #16a34a !important; }
  h1, h2, h3 { text-transform: uppercase; letter-spacing: .3em; }
  img { filter: grayscale(1); border: 5px solid red; }
  ul, ol { list-style: square inside; }`;

let site: Site;
let host: RunningServer;
let emptyDir: string;
const tags: string[] = [];

before(async () => {
  site = await useSite('/');
  tags.push(
    ...(await readdir(path.join(site.dir, 'embed'))).filter((f) => /^portfolio-[a-z]+(?:-[a-z]+)*\.js$/.test(f)).map((f) => f.slice(0, -3)),
  );
  emptyDir = await mkdtemp(path.join(os.tmpdir(), 'embed-host-'));
  // The foreign site: /host?tags=a,b[&hostile][&dark][&attrs=...] builds a page that embeds those sections.
  host = await startServer({
    dir: emptyDir,
    extra: (req, res) => {
      const url = new URL(req.url ?? '/', 'http://host');
      if (url.pathname !== '/host') return false;
      const wanted = url.searchParams.get('tags')!.split(',');
      const attrs = url.searchParams.get('attrs') ?? '';
      const integrity = url.searchParams.get('integrity');
      const pin = integrity ? ` integrity="${integrity}" crossorigin="anonymous"` : '';
      const scripts = (url.searchParams.get('scripts') ?? wanted.map((t) => `embed/${t}.js`).join(','))
        .split(',')
        .map((s) => `<script type="module" src="${site.url(s)}"${pin}></script>`)
        .join('');
      res
        .writeHead(200, { 'content-type': 'text/html' })
        .end(`<!doctype html><html lang="en"${url.searchParams.has('dark') ? ' class="dark"' : ''}>
        <head><meta charset="utf-8"><title>Host</title><link rel="icon" href="data:,">${url.searchParams.has('hostile') ? `<style>${HOSTILE}</style>` : ''}
        <style>.slot { width: 1000px; }</style>${scripts}</head>
        <body>${wanted.map((t) => `<div class="slot"><${t} ${attrs}></${t}></div>`).join('')}</body></html>`);
      return true;
    },
  });
});
after(async () => {
  await host.close();
  await rm(emptyDir, { recursive: true, force: true });
});

/** A host page, loaded until the network is quiet (a late console problem is seen) or, when only its looks matter, until `load`. */
async function hostPage(query: string, waitUntil: 'networkidle0' | 'load' = 'networkidle0'): Promise<{ page: Page; problems: string[] }> {
  const page = await site.browser.newPage();
  const problems: string[] = [];
  page.on('console', (m) => ['error', 'warn'].includes(m.type()) && problems.push(m.text()));
  page.on('pageerror', (e) => problems.push(String(e)));
  // Frames from YouTube and LinkedIn cannot load here (no network beyond localhost); ours must.
  page.on('requestfailed', (r) => new URL(r.url()).hostname === '127.0.0.1' && problems.push(`failed: ${r.url()}`));
  await page.setViewport({ width: 1100, height: 900 });
  await page.goto(`${host.url}host?${query}`, { waitUntil });
  return { page, problems };
}

const rendered = (page: Page, tag: string) =>
  page.waitForFunction((t) => document.querySelector(t)?.shadowRoot?.querySelector('.frame > *'), {}, tag);

/** Computed styles of the first elements inside a widget, for comparing two pages. */
const styleSnapshot = (page: Page, tag: string) =>
  page.$eval(tag, (el) =>
    [...el.shadowRoot!.querySelectorAll('.frame, .frame *')].slice(0, 60).map((node) => {
      const s = getComputedStyle(node);
      return [
        node.localName,
        s.fontFamily,
        s.fontSize,
        s.lineHeight,
        s.color,
        s.backgroundColor,
        s.padding,
        s.margin,
        s.borderRadius,
        s.boxSizing,
        s.textTransform,
        s.display,
      ].join('|');
    }),
  );

describe('embedding a section in another site', () => {
  it('offers a stable and a content-hashed file for every section folder', async () => {
    assert.deepEqual(
      tags.sort(),
      (await findSections()).map((s) => s.tag),
    );
  });

  it('documents every section, attribute and event in custom-elements.json and docs/sections.md, which the README links', async () => {
    const manifest = JSON.parse(await readFile(path.join(site.dir, 'custom-elements.json'), 'utf8'));
    const readme = await readFile(path.join(import.meta.dirname, '../../docs/sections.md'), 'utf8');
    assert.match(await readFile(path.join(import.meta.dirname, '../../README.md'), 'utf8'), /\]\(docs\/sections\.md\)/);
    const declared = manifest.modules.map((m: { declarations: { tagName: string }[] }) => m.declarations[0]!.tagName).sort();
    assert.deepEqual(declared, [...tags].sort());
    for (const {
      declarations: [element],
    } of manifest.modules) {
      assert.ok(element.description, `${element.tagName} has no description`);
      assert.ok(readme.includes(`\`<${element.tagName}>\``), `docs/sections.md does not describe <${element.tagName}>`);
      for (const a of element.attributes) {
        assert.ok(a.description, `${element.tagName} ${a.name} is undocumented`);
        assert.ok(readme.includes(`\`${a.name}\``), `docs/sections.md does not document ${element.tagName} ${a.name}`);
      }
      for (const e of element.events) assert.ok(readme.includes(`\`${e.name}\``), `docs/sections.md does not document ${e.name}`);
    }
  });

  it('pins a widget by its content-hashed file and Subresource Integrity, as its snippet does, and refuses a file that does not match', async () => {
    const snippet = await readFile(path.join(site.dir, 'embed', 'portfolio-projects.html'), 'utf8');
    const [, src, integrity] = snippet.match(
      /<script async src="[^"]*\/embed\/(portfolio-projects\.\w+\.js)" integrity="(sha384-[\w+/=]+)" crossorigin="anonymous">/,
    )!;
    const file = await readFile(path.join(site.dir, 'embed', src!));
    assert.equal(integrity, `sha384-${createHash('sha384').update(file).digest('base64')}`);
    const pinned = await hostPage(
      `tags=portfolio-projects&scripts=${encodeURIComponent(`embed/${src}`)}&integrity=${encodeURIComponent(integrity!)}`,
    );
    try {
      await rendered(pinned.page, 'portfolio-projects');
      assert.deepEqual(pinned.problems, []);
    } finally {
      await pinned.page.close();
    }
    const wrong = `sha384-${createHash('sha384').update('another file').digest('base64')}`;
    const refused = await hostPage(
      `tags=portfolio-projects&scripts=${encodeURIComponent(`embed/${src}`)}&integrity=${encodeURIComponent(wrong)}`,
    );
    try {
      assert.equal(await refused.page.$eval('portfolio-projects', (el) => el.shadowRoot), null, 'the widget ran');
      assert.ok(
        refused.problems.some((p) => /integrity/i.test(p)),
        refused.problems.join('\n'),
      );
    } finally {
      await refused.page.close();
    }
  });

  it('renders every section from a second origin with no console problem, looking the same on a hostile page as on a neutral one', async () => {
    for (const tag of tags) {
      const hostile = await hostPage(`tags=${tag}&hostile`);
      const neutral = await hostPage(`tags=${tag}`, 'load');
      try {
        await rendered(hostile.page, tag);
        assert.deepEqual(hostile.problems, [], tag);
        await rendered(neutral.page, tag);
        assert.deepEqual(await styleSnapshot(hostile.page, tag), await styleSnapshot(neutral.page, tag), tag);
      } finally {
        await neutral.page.close();
        await hostile.page.close();
      }
    }
  });

  it('loads images from the widget origin, not the host page', async () => {
    const { page } = await hostPage('tags=portfolio-hero&hostile');
    try {
      await rendered(page, 'portfolio-hero');
      const src = await page.$eval('portfolio-hero', (el) => el.shadowRoot!.querySelector('img')!.src);
      assert.ok(src.startsWith(new URL(site.server.url).origin), src);
      assert.ok(await page.$eval('portfolio-hero', (el) => el.shadowRoot!.querySelector('img')!.naturalWidth > 0));
    } finally {
      await page.close();
    }
  });

  it("follows the host page's dark class, and a theme attribute overrides it", async () => {
    const { page } = await hostPage('tags=portfolio-hero');
    try {
      await rendered(page, 'portfolio-hero');
      const background = () =>
        page.$eval('portfolio-hero', (el) => getComputedStyle(el.shadowRoot!.querySelector('.stat')!).backgroundColor);
      const light = await background();
      await page.evaluate(() => document.documentElement.classList.add('dark'));
      await page.waitForFunction(() => document.querySelector('portfolio-hero')!.getAttribute('data-theme') === 'dark');
      const dark = await background();
      assert.notEqual(dark, light);
      await page.evaluate(() => document.querySelector('portfolio-hero')!.setAttribute('theme', 'light'));
      await page.waitForFunction(() => document.querySelector('portfolio-hero')!.getAttribute('data-theme') === 'light');
      assert.equal(await background(), light);
    } finally {
      await page.close();
    }
  });

  it("follows a host page's color-scheme: dark", async () => {
    const { page } = await hostPage('tags=portfolio-hero');
    try {
      await rendered(page, 'portfolio-hero');
      await page.evaluate(() => (document.documentElement.style.colorScheme = 'dark'));
      await page.waitForFunction(() => document.querySelector('portfolio-hero')!.getAttribute('data-theme') === 'dark');
    } finally {
      await page.close();
    }
  });

  it('shares one React between two widgets and defines no global but its elements', async () => {
    const { page, problems } = await hostPage('tags=portfolio-projects,portfolio-contact');
    try {
      await rendered(page, 'portfolio-projects');
      await rendered(page, 'portfolio-contact');
      // React comes on the first sign of use.
      await page.hover('portfolio-projects');
      await page.hover('portfolio-contact');
      await page.waitForFunction(() => customElements.get('portfolio-projects') && customElements.get('portfolio-contact'));
      const scripts = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((r) => r.name)
          .filter((n) => n.endsWith('.js')),
      );
      assert.equal(new Set(scripts).size, scripts.length, 'a script was downloaded twice');
      const chunks = await Promise.all(
        scripts
          .filter((s) => s.includes('/embed/chunk.'))
          .map(async (s) => (await readFile(path.join(site.dir, new URL(s).pathname))).toString()),
      );
      assert.equal(
        chunks.filter((c) => c.includes('react.production') || c.includes('__reactContainer')).length,
        1,
        'React is not in exactly one shared chunk',
      );
      const globals = await page.evaluate(() => {
        const frame = document.createElement('iframe');
        document.body.append(frame);
        const clean = new Set(Object.getOwnPropertyNames(frame.contentWindow!));
        frame.remove();
        // puppeteer adds its own query helpers to every page
        return Object.getOwnPropertyNames(window).filter((k) => !clean.has(k) && !/ariaQuerySelector/.test(k));
      });
      assert.deepEqual(globals, []);
      assert.deepEqual(problems, []);
    } finally {
      await page.close();
    }
  });

  it('is harmless to load twice, or in two copies (stable and hashed)', async () => {
    const hashed = (await readdir(path.join(site.dir, 'embed'))).find((f) => /^portfolio-projects\.[A-Z0-9]+\.js$/.test(f))!;
    const { page, problems } = await hostPage(
      `tags=portfolio-projects&scripts=embed/portfolio-projects.js,embed/${hashed},embed/portfolio-projects.js`,
    );
    try {
      await rendered(page, 'portfolio-projects');
      assert.deepEqual(problems, []);
    } finally {
      await page.close();
    }
  });

  it('works: the project grid filters and opens its dialog on a hostile page', async () => {
    const { page, problems } = await hostPage('tags=portfolio-projects&hostile');
    try {
      await rendered(page, 'portfolio-projects');
      // A filter that shows some of data/'s projects but not all (else the last one, else the one that shows all).
      const shows = (f: string) => projects.filter((p) => matchesFilter(p, f)).length;
      const filter = projectFilters.find((f) => shows(f) > 0 && shows(f) < projects.length) ?? projectFilters.at(-1) ?? ALL;
      /** A pill's label: the filter's text, or the `projects.all` string for the one that shows all. */
      const label = (f: string) => (f === ALL ? strings.projects.all : f);
      const click = (name: string) =>
        page.evaluate((pillName) => {
          const pill = [...document.querySelector('portfolio-projects')!.shadowRoot!.querySelectorAll('button')].find(
            (b) => b.textContent?.trim() === pillName,
          );
          pill!.click();
        }, name);
      const shown = (name: string, n: number) =>
        page.waitForFunction(
          (pillName, count) =>
            document.querySelector('portfolio-projects')!.shadowRoot!.querySelector('.pill[aria-pressed="true"]')?.textContent ===
              pillName &&
            document.querySelector('portfolio-projects')!.shadowRoot!.querySelectorAll('li.project:not([hidden])').length === count,
          {},
          name,
          n,
        );
      await click(label(filter));
      await shown(label(filter), shows(filter));
      await click(label(ALL));
      await shown(label(ALL), projects.length);
      await page.evaluate(() =>
        document
          .querySelector('portfolio-projects')!
          .shadowRoot!.querySelector<HTMLAnchorElement>('li.project:not([hidden]) h2 a')!
          .click(),
      );
      await page.waitForFunction(() => document.querySelector('portfolio-projects')!.shadowRoot!.querySelector('dialog[open]'));
      assert.deepEqual(problems, []);
    } finally {
      await page.close();
    }
  });

  it('works: the contact form sends a message to the provider from a hostile page', async () => {
    const origin = new URL(site.server.url).origin;
    const attrs = encodeURIComponent(`public-key="k" service-id="s" template-id="t" provider-origin="${origin}"`);
    const { page, problems } = await hostPage(`tags=portfolio-contact&hostile&attrs=${attrs}`);
    try {
      await rendered(page, 'portfolio-contact');
      const field = async (name: string, value: string) => {
        const handle = await page.evaluateHandle(
          (n) => document.querySelector('portfolio-contact')!.shadowRoot!.querySelector(`[name="${n}"]`),
          name,
        );
        await (handle as Awaited<ReturnType<Page['$']>>)!.type(value);
      };
      await field('name', 'Embed Tester');
      await field('email', 'tester@example.com');
      await field('message', 'Sent from a foreign page');
      await page.evaluate(() =>
        document.querySelector('portfolio-contact')!.shadowRoot!.querySelector<HTMLFormElement>('form')!.requestSubmit(),
      );
      await page.waitForFunction(
        (thanks) =>
          document.querySelector('portfolio-contact')!.shadowRoot!.querySelector('[role="status"]')?.textContent?.includes(thanks),
        {},
        strings.contact.form.success,
      );
      const outbox = path.join(site.dir, '.outbox');
      const messages = await Promise.all(
        (await readdir(outbox)).map(async (f) => JSON.parse(await readFile(path.join(outbox, f), 'utf8'))),
      );
      assert.ok(messages.some((m) => m.fields.message === 'Sent from a foreign page' && m.fields.user_id === 'k'));
      assert.deepEqual(problems, []);
    } finally {
      await page.close();
    }
  });
});
