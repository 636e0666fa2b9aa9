/**
 * The contact widget on a host page whose `Object.prototype` carries a key of its own (put there
 * by the page's code, or through a flaw in it): an enumerable one, one React reads as a prop
 * (`href`, `dangerouslySetInnerHTML`), one every property descriptor reads (`get`, even
 * non-enumerable). Both ways of embedding it, the pinned paste-ready snippet and the script
 * tag, on a page of another origin, in every engine (`TEST_ENGINES` picks some), driven as a
 * visitor types (test/e2e/engines/driver.ts). The widget never fails silently: it stays as
 * painted, shows where to write instead, keeps what the visitor typed, sends nothing, and says
 * why once on the console; on a clean page the same steps send the message.
 *
 * The page's own scripts are polluted, so what the test reads from it comes back as JSON text:
 * WebKit's driver copies a returned object key by key, inherited keys too, and a polluted
 * prototype makes every object a cycle there. The page's console is read through the recorder
 * put first in the host page (test/e2e/engines/recorder.ts).
 */
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, afterEach, before, describe, it } from 'node:test';
import { build } from '../../scripts/build/pipeline.ts';
import { projectRoot } from '../../scripts/build/config.ts';
import { ENGINE_NAMES, selectedEngines } from '../../scripts/lib/browser.ts';
import { type RunningServer, startServer } from '../../scripts/lib/server.ts';
import { type Driver, launchDriver } from '../e2e/engines/driver.ts';
import { PROBLEMS_KEY, RECORDER_PATH, RECORDER_SOURCE, withRecorder } from '../e2e/engines/recorder.ts';
import { siteContent } from '../support/site-content.ts';

const TAG = 'portfolio-contact';
/** How long a condition may take to hold: far more than a page needs. */
const PATIENCE = { timeout: 15_000 };

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
  const outbox = () => path.join(dir, '.outbox');
  const sent = async () => (existsSync(outbox()) ? (await readdir(outbox())).length : 0);

  before(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'portfolio-host-page-'));
    hostDir = await mkdtemp(path.join(os.tmpdir(), 'portfolio-host-'));
    await build({ base: '/', outDir: dir, root: projectRoot, mailStandIn: true });
    site = await startServer({ dir, base: '/', outbox: outbox() });
    // The snippet as pasted: it carries the site's mail settings, here the stand-in of the site's own server.
    const snippet = (await readFile(path.join(dir, 'embed', `${TAG}.html`), 'utf8')).replaceAll(
      new URL(siteContent.profile.siteUrl).origin,
      new URL(site.url).origin,
    );
    assert.match(snippet, new RegExp(`<${TAG} [^>]*provider-origin="${new URL(site.url).origin}"`));
    const settings = `provider-origin="${site.url}" public-key="pk" service-id="svc" template-id="tpl"`;
    const tag = `<${TAG} ${settings}></${TAG}><script src="${site.url}embed/${TAG}.js"></script>`;
    host = await startServer({
      dir: hostDir,
      extra: (req, res) => {
        const url = new URL(req.url ?? '/', 'http://host');
        if (url.pathname === RECORDER_PATH) {
          res.writeHead(200, { 'content-type': 'text/javascript' }).end(RECORDER_SOURCE);
          return true;
        }
        if (url.pathname !== '/host') return false;
        const pollution = POLLUTIONS[url.searchParams.get('pollution') ?? ''] ?? '';
        const widget = url.searchParams.get('form') === 'snippet' ? snippet : tag;
        const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Host</title><link rel="icon" href="data:,"><script>${pollution}</script></head><body>${widget}</body></html>`;
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(withRecorder(page));
        return true;
      },
    });
  });
  after(async () => {
    await Promise.all([site?.close(), host?.close()]);
    await Promise.all([rm(dir, { recursive: true, force: true }), rm(hostDir, { recursive: true, force: true })]);
  });

  /** Opens the host page, types the message as a visitor does and presses Send. */
  async function sendFrom(driver: Driver, form: 'snippet' | 'tag', pollution = '') {
    await driver.open(`${host.url}host?form=${form}&pollution=${pollution}`);
    await driver.waitFor(
      'the painted form',
      (tag) => document.querySelector(tag)?.shadowRoot?.querySelector('[name="message"]'),
      [TAG],
      PATIENCE,
    );
    for (const [name, text] of Object.entries(MESSAGE)) {
      await driver.evaluate(
        (tag, field) => (document.querySelector(tag)!.shadowRoot!.querySelector(`[name="${field}"]`) as HTMLElement).focus(),
        TAG,
        name,
      );
      await driver.type(text);
    }
    await driver.evaluate(
      (tag) => (document.querySelector(tag)!.shadowRoot!.querySelector('button[type="submit"]') as HTMLElement).focus(),
      TAG,
    );
    await driver.press('Enter');
  }
  /** In the page (each function the driver runs there stands alone): what the visitor sees in each field of the form, as JSON. */
  const typed = (tag: string, fields: string[]) =>
    JSON.stringify(
      fields.map((field) => (document.querySelector(tag)!.shadowRoot!.querySelector(`[name="${field}"]`) as HTMLInputElement).value),
    );
  /** What the recorder wrote on the page since the last call, cleared (the driver's `problems`, as JSON text). */
  const problems = async (driver: Driver): Promise<string[]> =>
    JSON.parse(
      await driver.evaluate((key) => {
        const list = sessionStorage.getItem(key) ?? '[]';
        sessionStorage.removeItem(key);
        return list;
      }, PROBLEMS_KEY),
    );

  for (const engine of selectedEngines()) {
    describe(ENGINE_NAMES[engine], () => {
      let driver: Driver;
      before(async () => {
        driver = await launchDriver(engine);
      });
      after(async () => {
        await driver?.close();
      });
      // A draft the widget kept is the host origin's: the next test starts with none.
      afterEach(async () => {
        await driver.evaluate(() => localStorage.clear());
      });

      for (const form of ['snippet', 'tag'] as const) {
        it(`sends from a clean page (${form})`, async () => {
          const before = await sent();
          await sendFrom(driver, form);
          // A message sent is cleared from the form, once the provider (the stand-in, which wrote it to the outbox) said OK.
          await driver.waitFor(
            'the form cleared after the send',
            (tag) => document.querySelector(tag)!.shadowRoot!.querySelector('textarea')!.value === '',
            [TAG],
            PATIENCE,
          );
          assert.equal(await sent(), before + 1);
          assert.deepEqual(await problems(driver), []);
        });

        for (const key of Object.keys(POLLUTIONS)) {
          it(`stays as painted and says where to write instead, keeping the visitor’s words (${form}, Object.prototype.${key})`, async () => {
            const before = await sent();
            await sendFrom(driver, form, key);
            await driver.waitFor(
              'the focus on the notice’s address',
              (tag) => document.querySelector(tag)!.shadowRoot!.activeElement?.matches('.notice a[href^="mailto:"]'),
              [TAG],
              PATIENCE,
            );
            const notice: { text: string; visible: boolean } = JSON.parse(
              await driver.evaluate((tag) => {
                const shown = document.querySelector(tag)!.shadowRoot!.querySelector('form .notice')!;
                const visible = shown.getClientRects().length > 0 && getComputedStyle(shown).visibility === 'visible';
                return JSON.stringify({ text: shown.textContent ?? '', visible });
              }, TAG),
            );
            assert.ok(notice.text.includes(siteContent.profile.email), notice.text);
            assert.equal(notice.visible, true);
            assert.deepEqual(
              JSON.parse(await driver.evaluate(typed, TAG, Object.keys(MESSAGE))),
              Object.values(MESSAGE),
              'the visitor’s words kept',
            );
            assert.equal(await driver.evaluate((tag) => customElements.get(tag) === undefined, TAG), true, 'React did not start');
            assert.equal(await sent(), before, 'nothing was sent');
            const problems = await driver.problems();
            assert.equal(problems.length, 1, problems.join('\n'));
            assert.match(
              problems[0]!,
              new RegExp(`^console\\.(warn|error): <${TAG}>: this page gives every object a "${key}" \\(Object\\.prototype\\)`),
            );
          });
        }
      }
    });
  }
});
