/**
 * Every word on the site comes from `data/`. The site is built in the pseudo-language
 * (content/pseudo.ts: every visitor-facing word of data/ with accented letters), then every
 * text and every human-facing attribute (`aria-label`, `placeholder`, `title`, `alt`) of every
 * page is read in Chromium, shadow roots included, with a project's dialog open: a plain letter
 * left over is a word written in code. What is not words stays as it is and is set aside first:
 * the owner's addresses, phone, credential IDs, host names and a date `Intl` formats.
 *
 * Its own file: it builds its own site (the pseudo-language), not the one the other suites share.
 */
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'puppeteer-core';
import { build } from '../../scripts/build/pipeline.ts';
import { projectRoot } from '../../scripts/build/config.ts';
import { loadSite } from '../../scripts/build/content.ts';
import { launchBrowser } from '../../scripts/lib/browser.ts';
import { startServer } from '../../scripts/lib/server.ts';
import type { Content } from '../../content/types.ts';
import { longDate } from '../../content/format.ts';

/** In the page: every text a visitor may read or hear, with where it is. */
function readableTexts(): { where: string; text: string }[] {
  const found: { where: string; text: string }[] = [];
  const ATTRIBUTES = ['aria-label', 'placeholder', 'title', 'alt'];
  const name = (el: Element) => el.localName + (el.id ? `#${el.id}` : '') + (el.classList.length ? `.${[...el.classList].join('.')}` : '');
  const visit = (root: Node, path: string) => {
    for (const node of root.childNodes) {
      if (node.nodeType === Node.TEXT_NODE) {
        const text = node.textContent!.trim();
        if (text) found.push({ where: path, text });
        continue;
      }
      if (!(node instanceof Element)) continue;
      if (['script', 'style', 'template'].includes(node.localName)) continue;
      const here = `${path} > ${name(node)}`;
      for (const attribute of ATTRIBUTES) {
        const value = node.getAttribute(attribute)?.trim();
        if (value) found.push({ where: `${here}[${attribute}]`, text: value });
      }
      // With scripts on, <noscript> holds its markup as text: read it as the page would without them.
      if (node.localName === 'noscript') {
        const parsed = document.createElement('template');
        parsed.innerHTML = node.textContent ?? '';
        visit(parsed.content, here);
        continue;
      }
      if (node.shadowRoot) visit(node.shadowRoot, `${here} >>>`);
      // Runs split only by <wbr> (an email address's break points) are one text.
      if (node.querySelector(':scope > wbr')) found.push({ where: here, text: node.textContent!.trim() });
      else visit(node, here);
    }
  };
  visit(document.body, 'body');
  return found;
}

/**
 * Values of the content shown as they are, not words, and what `Intl` writes around the owner's
 * words: set aside before looking for letters.
 */
function notWords(content: Content, languageNames: readonly string[]): string[] {
  const { profile, personal, certifications, journey, strings, repositories, posts, locale } = content;
  return [
    // The language switcher names each language in itself, as Intl writes it.
    ...languageNames,
    // A journey type without a label in data/strings.ts is shown as written (capitalised).
    ...journey.flatMap(({ type }) => (strings.journey.types[type] ? [] : [type.charAt(0).toUpperCase() + type.slice(1)])),
    // The languages, joined by Intl in the site's language ("… e hindi" in Portuguese).
    ...(personal.spoken ? [personal.spoken] : []),
    profile.email,
    ...(profile.phone ? [profile.phone] : []),
    ...Object.values(profile.links).flatMap((url) => (url ? [url, new URL(url).pathname.split('/').filter(Boolean).at(-1)!] : [])),
    ...certifications.flatMap((c) => (c.credentialId ? [c.credentialId] : [])),
    ...(personal.born ? [personal.born] : []),
    // A repository's licence is its SPDX id ("MIT"); its last push and a post's date are written by Intl.
    ...repositories.flatMap((r) => [longDate(r.pushed, locale), ...(r.license ? [r.license] : [])]),
    ...posts.map((p) => longDate(p.date, locale)),
  ].sort((a, b) => b.length - a.length);
}

/** URLs, email addresses and host names: addresses, not words. */
const ADDRESSES = /\b(?:https?:\/\/|mailto:)\S+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\b(?:[a-z0-9-]+\.)+[a-z]{2,}\b/gi;

/** The texts with a plain letter left once the values that are not words are set aside. */
const wordsInCode = (texts: readonly { where: string; text: string }[], values: readonly string[]) =>
  texts.filter(({ text }) => /[A-Za-z]/.test(values.reduce((rest, value) => rest.replaceAll(value, ' '), text).replace(ADDRESSES, ' ')));

describe('every word a visitor reads comes from data/ (the site in the pseudo-language)', () => {
  let dir: string;
  let content: Content;
  let languageNames: string[];
  let browser: Browser;
  let server: Awaited<ReturnType<typeof startServer>>;
  before(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'portfolio-words-'));
    await build({ base: '/', outDir: dir, root: projectRoot, pseudo: true, mailStandIn: true });
    const site = await loadSite(projectRoot, { pseudo: true });
    content = site.languages[0]!.content;
    languageNames = site.languages.map((l) => l.language.name);
    server = await startServer({ dir, base: '/' });
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await server?.close();
    await rm(dir, { recursive: true, force: true });
  });

  const open = async (route: string): Promise<Page> => {
    const page = await browser.newPage();
    await page.evaluateOnNewDocument('globalThis.__name = (fn) => fn');
    await page.goto(new URL(route, server.url).href, { waitUntil: 'load' });
    return page;
  };

  it('on every page, 404 included: no text or accessible name is written in code', async () => {
    const routes = [...content.pages.map((p) => (p.route ? `${p.route}/` : '')), 'no-such-page/'];
    const left: string[] = [];
    for (const route of routes) {
      const page = await open(route);
      for (const { where, text } of wordsInCode(await page.evaluate(readableTexts), notWords(content, languageNames)))
        left.push(`/${route}: ${where}: "${text}"`);
      await page.close();
    }
    assert.deepEqual(left, []);
  });

  it("in a project's dialog, opened: no text or accessible name is written in code", async () => {
    const page = await open('projects/');
    // A real click (a person's input): it opens the dialog and loads the section's script,
    // which renders the details.
    const card = await page.evaluateHandle(
      () => document.querySelector('portfolio-projects')!.shadowRoot!.querySelector<HTMLAnchorElement>('li.project h2 a')!,
    );
    await card.click();
    await page.waitForFunction(() => !!document.querySelector('portfolio-projects')!.shadowRoot!.querySelector('dialog[open] .details'), {
      timeout: 15_000,
    });
    const dialogTexts = (await page.evaluate(readableTexts)).filter(({ where }) => where.includes('dialog'));
    assert.ok(dialogTexts.length > 5, 'the dialog was read');
    assert.deepEqual(
      wordsInCode(dialogTexts, notWords(content, languageNames)).map(({ where, text }) => `${where}: "${text}"`),
      [],
    );
    await page.close();
  });
});
