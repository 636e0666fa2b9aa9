/**
 * The pages the build puts into the header's More menu (scripts/build/nav-fit.ts): what the
 * runtime would move there with the header at its full width, foreseen from the labels' widths.
 * The built row against the runtime's, in every language of the site: test/e2e/nav.e2e.ts.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { language } from '../../content/languages.ts';
import { chromeContent, type ChromeContent } from '../../elements/shared/chrome.ts';
import { prerenderedMore } from '../../scripts/build/nav-fit.ts';
import { siteContent } from '../support/site-content.ts';

const site = chromeContent(siteContent);
/** Nine pages under labels of `length` letters. */
const withLabels = (length: number, languages = site.languages): ChromeContent => ({
  ...site,
  pages: Array.from({ length: 9 }, (_, i) => ({ route: i ? `page-${i}` : '', navLabel: `${'Fixture'.repeat(length)}`.slice(0, length) })),
  languages,
});

describe('the pages the prerendered header puts into More', () => {
  it('are none when short labels fit the header at its full width', () => {
    assert.deepEqual(prerenderedMore(withLabels(4), null), []);
  });

  it("are the last ones when the labels do not fit, the current page's kept in the row", () => {
    const crowded = withLabels(14);
    const more = prerenderedMore(crowded, null);
    assert.ok(more.length > 0 && more.length < 9, `${more.length} of 9 in More`);
    assert.deepEqual(more, [...Array(9).keys()].slice(9 - more.length), 'the last pages');
    const last = prerenderedMore(crowded, 'page-8');
    assert.equal(last.includes(8), false, 'the current page moved into More');
    assert.equal(last.length, more.length);
  });

  it('leave less room with a language menu, more so for a long language name', () => {
    const labels = withLabels(10);
    const languages = [language(site.strings.lang, true), language('ar', false)];
    const withMenu = prerenderedMore({ ...labels, languages }, null);
    assert.ok(withMenu.length >= prerenderedMore(labels, null).length);
    const longName = [{ ...languages[0]!, name: 'Fixture'.repeat(6) }, languages[1]!];
    assert.ok(prerenderedMore({ ...labels, languages: longName }, null).length > withMenu.length);
  });
});
