import assert from 'node:assert/strict';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { HTTPRequest, Page } from 'puppeteer-core';
import { linksAt } from '../../content/derive.ts';
import { startServer, type RunningServer } from '../../scripts/lib/server.ts';
import { countDeep, flatText, sectionReady, siteContent, useSite, type Site } from './fixture.ts';

const { contact, linkPlaces, strings } = siteContent;
const words = strings.contact;

let site: Site;
before(async () => {
  site = await useSite('/');
});

const TAG = 'portfolio-contact';
const SUCCESS = words.form.success;
const ERROR = words.form.error;
const field = (name: string) => `${TAG} >>> [name="${name}"]`;
const SUBMIT = `${TAG} >>> button[type="submit"]`;

/** With real EmailJS keys in the environment the built form sends to EmailJS, not to the stand-in. */
const skip = process.env.EMAILJS_PUBLIC_KEY ? 'EMAILJS_* is set: the site sends to the real provider' : false;

interface OutboxMessage {
  readonly path: string;
  readonly fields: Record<string, string>;
}

/** The messages a provider stand-in (by default the site server's) has written to its outbox, by file name. */
async function outbox(dir = path.join(site.dir, '.outbox')): Promise<Map<string, OutboxMessage>> {
  const files = await readdir(dir).catch(() => [] as string[]);
  const messages = await Promise.all(files.map(async (f) => [f, JSON.parse(await readFile(path.join(dir, f), 'utf8'))] as const));
  return new Map(messages);
}

/** Messages that arrived (in the outbox `dir`, by default the site server's) after `before` was taken. */
const newSince = async (before: Map<string, OutboxMessage>, dir?: string) =>
  [...(await outbox(dir))].filter(([f]) => !before.has(f)).map(([, m]) => m);

interface Message {
  readonly name: string;
  readonly email: string;
  readonly message: string;
}

/** Types `message` into the form's fields, one by one, as a visitor would. */
async function fill(page: Page, message: Message): Promise<void> {
  for (const [name, value] of Object.entries(message)) await page.type(field(name), value);
}

/** Waits for the form's thank-you. */
const thanked = (page: Page) =>
  page.waitForFunction(
    (tag, text) => document.querySelector(tag)!.shadowRoot!.querySelector('[role="status"]')!.textContent!.includes(text),
    {},
    TAG,
    SUCCESS,
  );

/** Waits for the form's thank-you, then checks that the provider got `message`, once, since `before`. */
async function deliveredOnce(page: Page, before: Map<string, OutboxMessage>, message: Message): Promise<void> {
  await thanked(page);
  const sent = await newSince(before);
  assert.deepEqual(
    sent.map((m) => ({ name: m.fields.name, email: m.fields.email, message: m.fields.message })),
    [message],
  );
}

const statusText = (page: Page, role: 'status' | 'alert') =>
  page.$eval(TAG, (el, r) => el.shadowRoot!.querySelector(`[role="${r}"]`)!.textContent!.trim(), role);

const values = (page: Page) =>
  page.$eval(TAG, (el) => {
    const f = el.shadowRoot!.querySelector('form')!;
    const v = (n: string) => (f.elements.namedItem(n) as HTMLInputElement).value;
    return { name: v('name'), email: v('email'), message: v('message') };
  });

/**
 * The contact snippet as `built`'s build wrote it (`edit` changes it as an owner might), pasted
 * into a plain page of another origin, `host.url`; its site URL swapped for where the test serves
 * that site. Close `host` when done.
 */
async function pasteSnippet(built: Site, edit: (snippet: string) => string = (snippet) => snippet) {
  const written = await readFile(path.join(built.dir, 'embed', `${TAG}.html`), 'utf8');
  const snippet = edit(written.replaceAll(new URL(siteContent.profile.siteUrl).origin, new URL(built.url('')).origin));
  const server = await startServer({
    dir: built.dir,
    extra: (req, res) => {
      if (req.url !== '/host') return false;
      res
        .writeHead(200, { 'content-type': 'text/html' })
        .end(
          `<!doctype html><html lang="en"><meta charset="utf-8"><title>Host</title><link rel="icon" href="data:,"><body>${snippet}</body></html>`,
        );
      return true;
    },
  });
  return { url: `${server.url}host`, snippet, close: () => server.close() };
}

/** A page for a host site, recording uncaught errors and console errors and warnings; `prepare` runs before it goes anywhere. */
async function hostPage(prepare: (page: Page) => Promise<void> = async () => {}): Promise<{ page: Page; problems: string[] }> {
  const page = await site.browser.newPage();
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(`uncaught: ${e instanceof Error ? e.message : String(e)}`));
  page.on('console', (m) => ['error', 'warn'].includes(m.type()) && problems.push(`console.${m.type()}: ${m.text()}`));
  await page.evaluateOnNewDocument('globalThis.__name = (fn) => fn');
  await prepare(page);
  return { page, problems };
}

describe('Contact (<portfolio-contact>)', () => {
  it('shows the whole page, form included, with JavaScript disabled', async () => {
    const { page, problems } = await site.visit('contact', { javaScript: false });
    try {
      const text = await flatText(page);
      const profiles = linksAt(contact.links, linkPlaces.contact);
      for (const expected of [
        words.heading,
        words.email,
        contact.email,
        ...(contact.links.github ? [words.github] : []),
        ...(contact.location ? [words.address, contact.location, words.location] : []),
        words.form.title,
        words.form.name,
        words.form.email,
        words.form.message,
        words.form.send,
        words.myAddress,
        ...(contact.phone ? [words.phone, contact.phone] : []),
        ...(profiles.length ? [words.connect, ...profiles.map((p) => strings.common.networks[p.network])] : []),
      ]) {
        assert.ok(text.includes(expected), `missing "${expected}"`);
      }
      const form = await page.$eval(TAG, (el) => {
        const root = el.shadowRoot!;
        return {
          placeholders: [...root.querySelectorAll<HTMLInputElement>('.field input, .field textarea')].map((f) => f.placeholder),
          radius: getComputedStyle(root.querySelector('.card')!).borderRadius,
        };
      });
      assert.deepEqual(form.placeholders, [words.form.namePlaceholder, words.form.emailPlaceholder, words.form.messagePlaceholder]);
      assert.notEqual(form.radius, '0px', 'shadow styles are not applied without JavaScript');
      assert.deepEqual(problems, []);
    } finally {
      await page.close();
    }
  });

  it("is built to send to the stand-in of the site's own server when EmailJS is not configured", { skip }, async () => {
    const html = await readFile(path.join(site.dir, 'contact/index.html'), 'utf8');
    const tag = html.match(/<portfolio-contact[^>]*>/)![0];
    for (const attr of [
      'public-key="local-public-key"',
      'service-id="local-service"',
      'template-id="local-template"',
      'provider-origin="/"',
    ]) {
      assert.ok(tag.includes(attr), `missing ${attr} in ${tag}`);
    }
    assert.doesNotMatch(tag, /mail-app="true"/);
  });

  it('loads its script only on interaction, and hydrates without a change or a console problem', async () => {
    const { page, problems } = await site.visit('contact');
    try {
      assert.equal(await page.evaluate((tag) => customElements.get(tag), TAG), undefined);
      const before = await page.$eval(TAG, (el) => el.shadowRoot!.innerHTML);
      await page.hover(`${TAG} >>> form`);
      await sectionReady(page, TAG);
      await new Promise((r) => setTimeout(r, 50));
      assert.equal(await page.$eval(TAG, (el) => el.shadowRoot!.innerHTML), before);
      assert.equal(await countDeep(page, 'h1'), 1);
      assert.deepEqual(problems, []);
    } finally {
      await page.close();
    }
  });

  it('sends what was typed into the prerendered form, once and exactly, then thanks and clears the form', { skip }, async () => {
    const { page, problems } = await site.visit('contact');
    try {
      const before = await outbox();
      const long = 'Lorem ipsum dolor sit amet. '.repeat(360).slice(0, 10_000);
      const typed = {
        name: 'Zoë 👩🏽‍💻 مريم',
        email: 'zoe@example.org',
        message: `Hi! <script>alert(1)</script> & <b>bold</b> — שלום\n${long}`,
      };
      await page.type(field('name'), typed.name); // focusing the field starts loading the island
      await page.type(field('email'), typed.email);
      await page.type(field('message'), 'Hi! <script>alert(1)</script> & <b>bold</b> — שלום');
      await page.keyboard.press('Enter');
      await page.keyboard.sendCharacter(long); // pasted
      await sectionReady(page, TAG);
      await page.click(SUBMIT);
      await thanked(page);

      const sent = await newSince(before);
      assert.equal(sent.length, 1);
      assert.equal(sent[0]!.path, '/api/v1.0/email/send-form');
      assert.deepEqual(sent[0]!.fields, {
        name: typed.name,
        email: typed.email,
        message: typed.message.replace(/\n/g, '\r\n'), // multipart form data writes line breaks as CRLF
        lib_version: '4.4.1',
        service_id: 'local-service',
        template_id: 'local-template',
        user_id: 'local-public-key',
      });
      assert.deepEqual(await values(page), { name: '', email: '', message: '' });
      assert.equal(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('contact-draft:')).length), 0);
      assert.deepEqual(problems, []);
    } finally {
      await page.close();
    }
  });

  it('keeps the draft through a reload, and sends nothing', async () => {
    const { page, problems } = await site.visit('contact');
    try {
      const before = await outbox();
      await page.type(field('name'), 'Draft Person');
      await sectionReady(page, TAG);
      await page.type(field('message'), 'Unfinished thought');
      await page.reload({ waitUntil: 'networkidle0' });
      // A waiting draft loads the island at once and is put back without any interaction.
      await page.waitForFunction(
        (tag) => (document.querySelector(tag)!.shadowRoot!.querySelector('[name="message"]') as HTMLTextAreaElement).value,
        {},
        TAG,
      );
      assert.deepEqual(await values(page), { name: 'Draft Person', email: '', message: 'Unfinished thought' });
      assert.deepEqual(await newSince(before), []);
      assert.deepEqual(problems, []);
      await page.evaluate(() => localStorage.clear());
    } finally {
      await page.close();
    }
  });

  it('sends a message submitted before its script had arrived, once', { skip }, async () => {
    const { page, problems } = await site.visit('contact');
    try {
      const before = await outbox();
      // A slow network: scripts asked for from now on arrive only when the test lets them.
      const held: HTTPRequest[] = [];
      let arrive = (request: HTTPRequest) => void held.push(request);
      await page.setRequestInterception(true);
      page.on('request', (request: HTTPRequest) => (request.url().endsWith('.js') ? arrive(request) : void request.continue()));
      const message = { name: 'Quick Sender', email: 'quick@example.org', message: 'Sent before the page was ready' };
      await fill(page, message); // focus asks for the section's script
      await page.click(SUBMIT);
      assert.ok(held.length > 0, 'the section did not ask for its script');
      assert.equal(await page.evaluate((tag) => customElements.get(tag), TAG), undefined);
      arrive = (request) => void request.continue();
      for (const request of held) await request.continue();
      await deliveredOnce(page, before, message);
      assert.equal(new URL(page.url()).search, '', 'the form was submitted natively');
      assert.deepEqual(problems, []);
    } finally {
      await page.close();
    }
  });

  it('keeps a message sent with Enter before any script ran out of every URL, and sends it once the scripts arrive', { skip }, async () => {
    const page = await site.browser.newPage();
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(`uncaught: ${e instanceof Error ? e.message : String(e)}`));
    // Every request the page makes, and the site's scripts held until the test lets them through.
    const requested: string[] = [];
    const held: HTTPRequest[] = [];
    let arrive = (request: HTTPRequest) => void held.push(request);
    try {
      await page.evaluateOnNewDocument('globalThis.__name = (fn) => fn');
      await page.setRequestInterception(true);
      page.on('request', (request: HTTPRequest) => {
        requested.push(request.url());
        if (request.url().endsWith('.js')) arrive(request);
        else void request.continue();
      });
      await page.goto(site.url('contact'), { waitUntil: 'load' });
      const before = await outbox();
      await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
      const message = { name: 'Early Sender', email: 'early@example.org', message: 'Sent with Enter before any script' };
      await fill(page, message);
      await page.focus(field('email'));
      await page.keyboard.press('Enter');
      assert.equal(await page.evaluate(() => customElements.get('site-nav')), undefined, 'the site runtime ran while it was held');
      arrive = (request) => void request.continue();
      for (const request of held.splice(0)) await request.continue();
      await deliveredOnce(page, before, message);
      assert.equal(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage), true, 'the page was left');
      assert.equal(new URL(page.url()).search, '');
      const leaked = requested.filter((url) => /[?&](name|email|message)=/.test(url));
      assert.deepEqual(leaked, [], 'a field in a URL');
      assert.deepEqual(problems, []);
    } finally {
      await page.close();
    }
  });

  it('as a pasted snippet on another site: keeps a message sent before its loader arrived, and sends it once', { skip }, async () => {
    // The snippet carries the site's mail settings: here, the stand-in of the site's own server.
    const host = await pasteSnippet(site);
    // The widget's scripts held until the test lets them through.
    const held: HTTPRequest[] = [];
    let arrive = (request: HTTPRequest) => void held.push(request);
    const { page, problems } = await hostPage(async (p) => {
      await p.setRequestInterception(true);
      p.on('request', (request: HTTPRequest) => (request.url().endsWith('.js') ? arrive(request) : void request.continue()));
    });
    try {
      // Its loader is held, so the page never finishes loading: the painted form is there at DOMContentLoaded.
      await page.goto(host.url, { waitUntil: 'domcontentloaded' });
      const before = await outbox();
      const message = { name: 'Snippet Sender', email: 'snippet@example.org', message: 'Sent before the widget loaded' };
      await fill(page, message);
      await page.click(SUBMIT);
      assert.equal(await page.evaluate((tag) => customElements.get(tag), TAG), undefined, 'the widget ran while its loader was held');
      arrive = (request) => void request.continue();
      for (const request of held.splice(0)) await request.continue();
      await deliveredOnce(page, before, message);
      assert.deepEqual(problems, []);
    } finally {
      await page.close();
      await host.close();
    }
  });

  it('offline: shows the error at once, keeps the fields and logs the error', async () => {
    const { page, problems } = await site.visit('contact');
    try {
      const before = await outbox();
      await page.type(field('name'), 'Off Line');
      await page.type(field('email'), 'off@example.org');
      await page.type(field('message'), 'No network here');
      await sectionReady(page, TAG);
      await page.setOfflineMode(true);
      await page.click(SUBMIT);
      await page.waitForFunction((tag) => document.querySelector(tag)!.shadowRoot!.querySelector('[role="alert"]')!.textContent, {}, TAG);
      assert.equal(await statusText(page, 'alert'), ERROR);
      assert.equal(await statusText(page, 'status'), '');
      assert.deepEqual(await values(page), { name: 'Off Line', email: 'off@example.org', message: 'No network here' });
      assert.deepEqual(await newSince(before), []);
      assert.equal(problems.length, 1);
      assert.match(problems[0]!, /^console\.error: Contact form: the message was not sent\./);
      await page.setOfflineMode(false);
      await page.evaluate(() => localStorage.clear());
    } finally {
      await page.close();
    }
  });
});

/** With EmailJS keys in the environment, every build sends to the provider: there is no mail-app site to test. */
const configured = ['EMAILJS_PUBLIC_KEY', 'EMAILJS_SERVICE_ID', 'EMAILJS_TEMPLATE_ID'].some((k) => process.env[k]?.trim());
const noMailApp = configured ? 'EMAILJS_* is set: the site sends to the provider' : false;

describe("Contact on a site built to publish without a mail provider (the visitor's mail app)", () => {
  /** The site built without the stand-in (built once, when the first test here asks for it). */
  const publishedSite = () => useSite('/', { mailStandIn: false });

  it('is built to hand the message to the mail app, with no provider settings', { skip: noMailApp }, async () => {
    const published = await publishedSite();
    const html = await readFile(path.join(published.dir, 'contact/index.html'), 'utf8');
    const tag = html.match(/<portfolio-contact[^>]*>/)![0];
    assert.match(tag, /mail-app="true"/);
    assert.doesNotMatch(tag, /public-key="[^"]+"|service-id="[^"]+"|local-/);
  });

  it('on send: says the message is ready for the mail app and links to it, posts to no mail API, keeps the fields, shows no error', {
    skip: noMailApp,
  }, async () => {
    const published = await publishedSite();
    const { page, problems } = await published.visit('contact');
    const posted: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (request.method() !== 'GET' || /\/api\/|emailjs|send-form/i.test(url.href)) posted.push(`${request.method()} ${url.href}`);
    });
    try {
      // The message is composed as a mailto: link, which the section announces with an event.
      await page.evaluate((tag) => {
        const composed: string[] = [];
        (window as unknown as { __composed: string[] }).__composed = composed;
        document
          .querySelector(tag)!
          .addEventListener('message-composed', (e) => composed.push((e as CustomEvent<{ url: string }>).detail.url));
      }, TAG);
      const typed = { name: 'Mail App Person', email: 'mailapp@example.org', message: 'Written on a site without a provider' };
      await fill(page, typed);
      await sectionReady(page, TAG);
      await page.click(SUBMIT);
      const expected = words.form.mailApp.replace('{email}', contact.email);
      const news = () =>
        page.evaluate((tag) => document.querySelector(tag)!.shadowRoot!.querySelector('[role="status"] .notice')?.textContent?.trim(), TAG);
      await page.waitForFunction((tag) => !!document.querySelector(tag)!.shadowRoot!.querySelector('[role="status"] a.mail-app'), {}, TAG);
      assert.equal(await news(), expected);
      assert.equal(await statusText(page, 'alert'), '');
      assert.ok(!(await flatText(page)).includes(ERROR), 'the error text is not shown');
      assert.deepEqual(await values(page), typed, 'the words stay in the fields');
      const [url, ...more] = await page.evaluate(() => (window as unknown as { __composed: string[] }).__composed);
      assert.equal(more.length, 0, 'composed once');
      const mailto = new URL(url!);
      assert.equal(mailto.protocol, 'mailto:');
      assert.equal(decodeURIComponent(mailto.pathname), contact.email);
      assert.equal(mailto.searchParams.get('subject'), words.form.mailAppSubject.replace('{name}', typed.name));
      assert.ok(mailto.searchParams.get('body')!.includes(typed.message));
      // The visitor's way on: the link to that message, focused.
      const link = await page.evaluate((tag) => {
        const root = document.querySelector(tag)!.shadowRoot!;
        const a = root.querySelector<HTMLAnchorElement>('a.mail-app')!;
        return { href: a.getAttribute('href'), label: a.textContent!.trim(), focused: root.activeElement === a };
      }, TAG);
      assert.deepEqual(link, { href: url, label: words.form.mailAppOpen, focused: true });
      await page.waitForNetworkIdle({ idleTime: 250 });
      assert.deepEqual(posted, [], 'no request to a mail API');
      assert.deepEqual(await readdir(path.join(published.dir, '.outbox')).catch(() => []), [], 'nothing reached the stand-in');
      assert.deepEqual(problems, []);
      assert.equal(new URL(page.url()).pathname, new URL(published.url('contact')).pathname, 'the page stays');
      await page.evaluate(() => localStorage.clear());
    } finally {
      await page.close();
    }
  });
});

/** The mail-app link the form shows after a send: its address and label, and the alert's text. */
const mailAppOutcome = (page: Page) =>
  page.evaluate((tag) => {
    const root = document.querySelector(tag)!.shadowRoot!;
    const link = root.querySelector<HTMLAnchorElement>('[role="status"] a.mail-app');
    return {
      href: link?.getAttribute('href') ?? null,
      label: link?.textContent?.trim(),
      alert: root.querySelector('[role="alert"]')!.textContent!.trim(),
    };
  }, TAG);

describe('The contact snippet, pasted as it is on another site', () => {
  /** The owner's EmailJS settings, as an owner sets them for the build; the API on a stand-in of the provider. */
  const owner = { EMAILJS_PUBLIC_KEY: 'owner-public-key', EMAILJS_SERVICE_ID: 'owner-service', EMAILJS_TEMPLATE_ID: 'owner-template' };
  let providerDir: string;
  let provider: RunningServer;
  let configured: Site;
  const providerOutbox = () => path.join(providerDir, 'outbox');

  before(async () => {
    providerDir = await mkdtemp(path.join(os.tmpdir(), 'provider-'));
    provider = await startServer({ dir: providerDir, outbox: providerOutbox() });
    configured = await useSite('/', { mailEnvironment: { ...owner, EMAILJS_ORIGIN: new URL(provider.url).origin } });
  });
  after(async () => {
    await provider.close();
    await rm(providerDir, { recursive: true, force: true });
  });

  it("built with EMAILJS_* set: carries the owner's provider settings and sends through the provider", async () => {
    const host = await pasteSnippet(configured);
    const { page, problems } = await hostPage();
    try {
      const tag = host.snippet.match(/<portfolio-contact[^>]*>/)![0];
      for (const [attribute, value] of [
        ['public-key', owner.EMAILJS_PUBLIC_KEY],
        ['service-id', owner.EMAILJS_SERVICE_ID],
        ['template-id', owner.EMAILJS_TEMPLATE_ID],
        ['provider-origin', new URL(provider.url).origin],
      ]) {
        assert.ok(tag.includes(`${attribute}="${value}"`), `no ${attribute} in ${tag}`);
      }
      await page.goto(host.url, { waitUntil: 'load' });
      const before = await outbox(providerOutbox());
      const message = { name: 'Pasted Snippet', email: 'pasted@example.org', message: 'Sent from a plain page' };
      await fill(page, message);
      await page.click(SUBMIT);
      await thanked(page);
      const sent = await newSince(before, providerOutbox());
      assert.deepEqual(
        sent.map((m) => m.fields),
        [
          {
            ...message,
            lib_version: '4.4.1',
            service_id: owner.EMAILJS_SERVICE_ID,
            template_id: owner.EMAILJS_TEMPLATE_ID,
            user_id: owner.EMAILJS_PUBLIC_KEY,
          },
        ],
      );
      assert.deepEqual(problems, []);
    } finally {
      await page.close();
      await host.close();
    }
  });

  it('a setting missing: says which to the owner on the console, in one line, and offers the visitor the mail-app way, never "try again"', async () => {
    // As an owner's copy without its service ID (a build given only some of the three).
    const host = await pasteSnippet(configured, (snippet) => snippet.replace(/ service-id="[^"]*"/, ''));
    const { page, problems } = await hostPage();
    try {
      await page.goto(host.url, { waitUntil: 'load' });
      const before = await outbox(providerOutbox());
      await fill(page, { name: 'No Service', email: 'noservice@example.org', message: 'Where does this go?' });
      await page.click(SUBMIT);
      await page.waitForFunction((tag) => document.querySelector(tag)!.shadowRoot!.querySelector('[role="status"] a.mail-app'), {}, TAG);
      const outcome = await mailAppOutcome(page);
      assert.equal(new URL(outcome.href!).protocol, 'mailto:');
      assert.equal(decodeURIComponent(new URL(outcome.href!).pathname), contact.email);
      assert.equal(outcome.alert, '');
      assert.ok(!(await flatText(page)).includes(ERROR), 'the error text is not shown');
      assert.equal(problems.length, 1, problems.join('\n'));
      assert.match(problems[0]!, /^console\.warn: <portfolio-contact>: service-id not set/);
      assert.deepEqual(await newSince(before, providerOutbox()), []);
    } finally {
      await page.close();
      await host.close();
    }
  });

  it("built without a provider: offers the mail-app way to the owner's address, and posts nothing", { skip: noMailApp }, async () => {
    const published = await useSite('/', { mailStandIn: false });
    const host = await pasteSnippet(published);
    const { page, problems } = await hostPage();
    const posted: string[] = [];
    page.on('request', (request) => request.method() !== 'GET' && posted.push(`${request.method()} ${request.url()}`));
    try {
      assert.match(host.snippet.match(/<portfolio-contact[^>]*>/)![0], /mail-app="true"/);
      await page.goto(host.url, { waitUntil: 'load' });
      const typed = { name: 'Mail App Person', email: 'mailapp@example.org', message: 'Written on a page without a provider' };
      await fill(page, typed);
      await page.click(SUBMIT);
      await page.waitForFunction((tag) => document.querySelector(tag)!.shadowRoot!.querySelector('[role="status"] a.mail-app'), {}, TAG);
      const outcome = await mailAppOutcome(page);
      const mailto = new URL(outcome.href!);
      assert.equal(decodeURIComponent(mailto.pathname), contact.email);
      assert.ok(mailto.searchParams.get('body')!.includes(typed.message));
      assert.deepEqual([outcome.label, outcome.alert], [words.form.mailAppOpen, '']);
      assert.deepEqual(await values(page), typed);
      assert.deepEqual(posted, []);
      assert.deepEqual(problems, []);
    } finally {
      await page.close();
      await host.close();
    }
  });
});
