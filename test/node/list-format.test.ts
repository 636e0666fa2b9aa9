/**
 * Lists joined as each language joins them (content/format.ts `joinList`, for About's languages):
 * the site's language's own "and", its own commas, Hebrew's "and" as a prefix. On the test's own
 * words, in the languages of the sample and the second content set and two more.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formattingLocale, joinList } from '../../content/format.ts';

describe('a list of words, joined in the page language', () => {
  it('in English, Portuguese, Arabic and Hebrew, each with its own "and"', () => {
    const cases: [lang: string, items: string[], joined: string][] = [
      ['en-GB', ['Telugu', 'English', 'Hindi'], 'Telugu, English and Hindi'],
      ['en', ['Telugu', 'English', 'Hindi'], 'Telugu, English, and Hindi'],
      ['pt-PT', ['português', 'inglês', 'russo'], 'português, inglês e russo'],
      ['ar', ['البرتغالية', 'الإنجليزية', 'الروسية'], 'البرتغالية والإنجليزية والروسية'],
      ['he', ['עברית', 'אנגלית', 'ערבית'], 'עברית, אנגלית וערבית'],
    ];
    for (const [lang, items, joined] of cases) assert.equal(joinList(items, formattingLocale(lang)), joined, lang);
  });

  it('leaves one item as it is, and joins two with the "and" alone', () => {
    assert.equal(joinList(['עברית'], 'he'), 'עברית');
    assert.equal(joinList(['Hebrew', 'English'], 'en'), 'Hebrew and English');
    assert.equal(joinList(['عربية', 'عبرية'], formattingLocale('ar')), 'عربية وعبرية');
  });
});
