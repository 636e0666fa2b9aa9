/**
 * Both directions on one page, as built, on every page in every language of the site: each text
 * of the owner's (and each synced one) reads in its own direction where it sits in the other (a
 * Latin company name with its `<` and `>` on an Arabic page, a Latin stretch inside an Arabic
 * sentence, a Hebrew name on an English page), and what reads left to right in any language (an
 * email address, a credential ID, the email field and its placeholder) does, on pages of either
 * direction. Measured as a reader sees it: where each character is drawn.
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { Page } from 'puppeteer-core';
import { projectRoot } from '../../scripts/build/config.ts';
import { loadSite } from '../../scripts/build/content.ts';
import { useSite, type Site } from './fixture.ts';

const { languages } = await loadSite(projectRoot);

let site: Site;
before(async () => {
  site = await useSite('/');
});

/**
 * Every isolated text on the page (`bdi`, in the light DOM and every shadow root, every tab panel
 * shown) whose characters are not drawn in its direction's order: left to right, each character
 * after the one before it on its line; right to left, each right-to-left letter before it. Only
 * the text of the isolate itself (a stretch of the other direction in it is an isolate of its own).
 */
const misordered = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const roots: (Document | ShadowRoot)[] = [document];
    for (let i = 0; i < roots.length; i++) for (const el of roots[i]!.querySelectorAll('*')) if (el.shadowRoot) roots.push(el.shadowRoot);
    for (const root of roots) for (const panel of root.querySelectorAll<HTMLElement>('[role="tabpanel"][hidden]')) panel.hidden = false;
    const rtlLetter = /[\p{Script_Extensions=Arabic}\p{Script_Extensions=Hebrew}]/u;
    const problems: string[] = [];
    for (const bdi of roots.flatMap((root) => [...root.querySelectorAll('bdi[dir]')])) {
      const ltr = bdi.getAttribute('dir') === 'ltr';
      const drawn: { char: string; left: number; right: number; top: number }[] = [];
      for (const node of bdi.childNodes) {
        if (node.nodeType !== Node.TEXT_NODE) continue;
        const text = node.textContent ?? '';
        for (let i = 0; i < text.length; i++) {
          const char = text[i]!;
          if (/\s/u.test(char) || (!ltr && !rtlLetter.test(char))) continue;
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const box = range.getBoundingClientRect();
          if (box.width) drawn.push({ char, left: box.left, right: box.right, top: box.top });
        }
      }
      for (let i = 1; i < drawn.length; i++) {
        const [before, after] = [drawn[i - 1]!, drawn[i]!];
        if (Math.abs(before.top - after.top) > 2) continue; // the next line
        const inOrder = ltr ? after.left >= before.left - 0.5 : after.right <= before.right + 0.5;
        if (!inOrder) {
          problems.push(`${ltr ? 'ltr' : 'rtl'} ${JSON.stringify(bdi.textContent)}: "${after.char}" drawn before "${before.char}"`);
          break;
        }
      }
    }
    return problems;
  });

/**
 * Every text on the page whose Latin words sit between `< >` or `« »` (the signs the Unicode
 * Bidirectional Algorithm does not pair), where a sign is not drawn on its words' side: the
 * opening one left of the first letter, the closing one right of the last ("Rijeka & Sons
 * <Logistics>" on an Arabic page read "<Rijeka & Sons <Logistics" when it was not isolated).
 */
const misplacedSigns = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const roots: (Document | ShadowRoot)[] = [document];
    for (let i = 0; i < roots.length; i++) for (const el of roots[i]!.querySelectorAll('*')) if (el.shadowRoot) roots.push(el.shadowRoot);
    for (const root of roots) for (const panel of root.querySelectorAll<HTMLElement>('[role="tabpanel"][hidden]')) panel.hidden = false;
    const box = (node: Node, at: number) => {
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + 1);
      return range.getBoundingClientRect();
    };
    const problems: string[] = [];
    for (const root of roots) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/([<«])(\p{Script=Latin}[^<>«»]*\p{Script=Latin})([>»])/gu)) {
          const open = match.index;
          const close = open + match[0].length - 1;
          const [opening, first, last, closing] = [box(node, open), box(node, open + 1), box(node, close - 1), box(node, close)];
          if (!opening.width) continue; // not drawn (a hidden dialog)
          if (opening.left > first.left || closing.left < last.left) problems.push(JSON.stringify(text));
        }
      }
    }
    return problems;
  });

describe('both directions on a page', () => {
  it('draws every text of the owner in its own direction, on every page in every language', async () => {
    const problems: string[] = [];
    let isolates = 0;
    for (const { language, content } of languages) {
      for (const { route } of content.pages) {
        const { page } = await site.visit(`${language.folder}${route}`);
        try {
          isolates += await page.evaluate(() => document.querySelectorAll('bdi').length);
          problems.push(...(await misordered(page)).map((p) => `/${language.folder}${route}: ${p}`));
          problems.push(...(await misplacedSigns(page)).map((p) => `/${language.folder}${route}: signs out of place in ${p}`));
        } finally {
          await page.close();
        }
      }
    }
    assert.ok(isolates > 0, 'the owner’s texts are isolated');
    assert.deepEqual(problems, []);
  });

  it('writes email addresses and credential IDs left to right, and left-aligns the email field and its placeholder, in every language', async () => {
    for (const { language, content } of languages) {
      const routes = content.pages.map((p) => p.route);
      const { page } = await site.visit(`${language.folder}contact`);
      try {
        const field = await page.$eval('portfolio-contact >>> input[type="email"]', (input) => {
          const style = getComputedStyle(input);
          const placeholder = getComputedStyle(input, '::placeholder');
          return [style.direction, style.textAlign, placeholder.direction];
        });
        assert.deepEqual(field, ['ltr', 'start', 'ltr'], language.lang);
        const footerEmail = await page.$eval('.site-footer .u-email .email', (email) => getComputedStyle(email).direction);
        assert.equal(footerEmail, 'ltr', `${language.lang}: the footer's email`);
      } finally {
        await page.close();
      }
      if (!routes.includes('certifications') || !content.certifications.some((c) => c.credentialId)) continue;
      const { page: certificates } = await site.visit(`${language.folder}certifications`);
      try {
        const directions = await certificates.$$eval('portfolio-certifications >>> .credential code', (codes) =>
          codes.map((code) => getComputedStyle(code).direction),
        );
        assert.ok(directions.length > 0 && directions.every((d) => d === 'ltr'), `${language.lang}: ${directions.join(', ')}`);
      } finally {
        await certificates.close();
      }
    }
  });
});
