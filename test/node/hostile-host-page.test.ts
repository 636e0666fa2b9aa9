/**
 * The contact widget on a host page whose `Object.prototype` carries a key of its own (put there
 * by the page's code, or through a flaw in it): an enumerable one, one React reads as a prop
 * (`href`, `dangerouslySetInnerHTML`), one every property descriptor reads (`get`, even
 * non-enumerable). Both ways of embedding it, the pinned paste-ready snippet and the script
 * tag, on a page of another origin, in Chromium. The widget never fails silently: it stays as
 * painted, shows where to write instead, keeps what the visitor typed, sends nothing, and says
 * why once on the console; on a clean page the same steps send the message.
 *
 * The page's own scripts are polluted, so the test talks to it in expressions only (the
 * driver's helper functions run in the page and would read the pollution too).
 */
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'puppeteer-core';
import { build } from '../../build.ts';
import { projectRoot } from '../../scripts/build/config.ts';
import { launchBrowser } from '../../scripts/lib/browser.ts';
import { type RunningServer, startServer } from '../../scripts/lib/server.ts';
import { siteContent } from '../support/site-content.ts';

const TAG = 'portfolio-contact';
const ROOT = `document.querySelector('${TAG}').shadowRoot`;
/** How long a condition may take to hold: far more than a page needs. */
const PATIENCE_MS = 15_000;

/** Ways a host page's code may change `Object.prototype`, by the key it adds. */
const POLLUTIONS: Readonly<Record<string, string>> = {
  polluted: 'Object.prototype.polluted = 1;',
  href: "Object.prototype.href = 'javascript:alert(document.domain)';",
  dangerouslySetInnerHTML: "Object.prototype.dangerouslySetInnerHTML = { __html: '<b>polluted</b>' };",
  get: "Object.defineProperty(Object.prototype, 'get', { value: 'x', writable: true, configurable: true });",
};

const MESSAGE = { name: 'Polly Proto', email: 'polly@example.org', message: 'Hello from a host page, keep these words.' };

describe('the contact widget on a host page with a polluted Object.prototype', () => {
  let dir: string;
  let hostDir: string;
  let site: RunningServer;
  let host: RunningServer;
  let browser: Browser;
  const outbox = () => path.join(dir, '.outbox');
  const sent = async () => (existsSync(outbox()) ? (await readdir(outbox())).length : 0);

  before(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'portfolio-host-page-'));
    hostDir = await mkdtemp(path.join(os.tmpdir(), 'portfolio-host-'));
    await build({ base: '/', outDir: dir, root: projectRoot, mailStandIn: true });
    site = await startServer({ dir, base: '/', outbox: outbox() });
    // The snippet as pasted, pointed at this server, with the stand-in as the mail provider.
    const settings = `provider-origin="${site.url}" public-key="pk" service-id="svc" template-id="tpl"`;
    const snippet = (await readFile(path.join(dir, 'embed', `${TAG}.html`), 'utf8'))
      .replaceAll(`${new URL(siteContent.profile.siteUrl).origin}/`, site.url)
      .replace(`<${TAG}>`, `<${TAG} ${settings}>`);
    const tag = `<${TAG} ${settings}></${TAG}><script src="${site.url}embed/${TAG}.js"></script>`;
    host = await startServer({
      dir: hostDir,
      extra: (req, res) => {
        const url = new URL(req.url ?? '/', 'http://host');
        if (url.pathname !== '/host') return false;
        const pollution = POLLUTIONS[url.searchParams.get('pollution') ?? ''] ?? '';
        const widget = url.searchParams.get('form') === 'snippet' ? snippet : tag;
        res
          .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
          .end(
            `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Host</title><link rel="icon" href="data:,"><script>${pollution}</script></head><body>${widget}</body></html>`,
          );
        return true;
      },
    });
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await Promise.all([site?.close(), host?.close()]);
    await Promise.all([rm(dir, { recursive: true, force: true }), rm(hostDir, { recursive: true, force: true })]);
  });

  /** The value of `expression` in the page. */
  const value = <T>(page: Page, expression: string) => page.evaluate(expression) as Promise<T>;
  /** Waits until `expression` is true in the page, for up to PATIENCE_MS. */
  async function until(page: Page, expression: string, what: string): Promise<void> {
    const end = Date.now() + PATIENCE_MS;
    while (!(await value<boolean>(page, `!!(${expression})`))) {
      if (Date.now() > end) assert.fail(`waited ${PATIENCE_MS / 1000} s for ${what}`);
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  /** Opens the host page, types the message as a visitor does and presses Send: the page and what it reported. */
  async function sendFrom(form: 'snippet' | 'tag', pollution = '') {
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    const reported: string[] = [];
    page.on('console', (m) => ['error', 'warn'].includes(m.type()) && reported.push(m.text()));
    page.on('pageerror', (e) => reported.push(`uncaught: ${e instanceof Error ? e.message : String(e)}`));
    await page.goto(`${host.url}host?form=${form}&pollution=${pollution}`, { waitUntil: 'load' });
    await until(page, `${ROOT}?.querySelector('[name="message"]')`, 'the painted form');
    for (const [name, text] of Object.entries(MESSAGE)) {
      await value(page, `${ROOT}.querySelector('[name="${name}"]').focus()`);
      await page.keyboard.type(text);
    }
    await value(page, `${ROOT}.querySelector('button[type="submit"]').focus()`);
    await page.keyboard.press('Enter');
    return { page, context, reported };
  }

  for (const form of ['snippet', 'tag'] as const) {
    it(`sends from a clean page (${form})`, async () => {
      const before = await sent();
      const { context, page, reported } = await sendFrom(form);
      try {
        // A message sent is cleared from the form, once the provider (the stand-in, which wrote it to the outbox) said OK.
        await until(page, `${ROOT}.querySelector('[name="message"]').value === ''`, 'the form cleared after the send');
        assert.equal(await sent(), before + 1);
        assert.deepEqual(reported, []);
      } finally {
        await context.close();
      }
    });

    for (const key of Object.keys(POLLUTIONS)) {
      it(`stays as painted and says where to write instead, keeping the visitor’s words (${form}, Object.prototype.${key})`, async () => {
        const before = await sent();
        const { context, page, reported } = await sendFrom(form, key);
        try {
          await until(page, `${ROOT}.activeElement?.matches('.notice a[href^="mailto:"]')`, 'the focus on the notice’s address');
          const notice = await value<string>(page, `${ROOT}.querySelector('form .notice').textContent`);
          assert.ok(notice.includes(siteContent.profile.email), notice);
          assert.equal(await value<boolean>(page, `${ROOT}.querySelector('form .notice').checkVisibility()`), true);
          for (const [name, text] of Object.entries(MESSAGE)) {
            assert.equal(await value<string>(page, `${ROOT}.querySelector('[name="${name}"]').value`), text, `${name} kept`);
          }
          assert.equal(await value<string | null>(page, `customElements.get('${TAG}') ? 'defined' : null`), null, 'React did not start');
          assert.equal(await sent(), before, 'nothing was sent');
          assert.equal(reported.length, 1, reported.join('\n'));
          assert.match(reported[0]!, new RegExp(`^<${TAG}>: this page gives every object a "${key}" \\(Object\\.prototype\\)`));
        } finally {
          await context.close();
        }
      });
    }
  }
});
