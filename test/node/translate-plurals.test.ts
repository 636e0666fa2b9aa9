/**
 * A translation's interface words (content/translate.ts): a text that depends on a count takes the
 * forms of the translation's language, those the default language has no use for included
 * (Arabic's zero, two, few and many beside English's one and other), so each count reads in the
 * form its language gives it; and each text is checked as data/strings.ts's are (placeholders,
 * plural forms), one line naming file, language and field. On the test's own words.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { pluralForm } from '../../content/format.ts';
import { type Translation, translate } from '../../content/translate.ts';
import type { DataInput } from '../../content/types.ts';
import { siteData } from '../support/site-content.ts';

const data: DataInput = {
  ...siteData,
  strings: { ...siteData.strings, skills: { ...siteData.strings.skills, count: { one: '{count} skill', other: '{count} skills' } } },
};
const ARABIC = { zero: 'zero', one: 'one', two: 'two', few: 'few', many: 'many', other: 'other' };

describe('plural forms in a translation', () => {
  const { data: translated, problems } = translate(data, { lang: 'ar', strings: { skills: { count: ARABIC } } });

  it('keeps every form the translation gives, those the default language lacks too', () => {
    assert.deepEqual(problems, []);
    assert.deepEqual(translated.strings.skills.count, ARABIC);
  });

  it('so each count reads in its own form', () => {
    const forms = translated.strings.skills.count;
    assert.deepEqual(
      [0, 1, 2, 3, 11, 100].map((n) => pluralForm(forms, n, 'ar')),
      ['zero', 'one', 'two', 'few', 'many', 'other'],
    );
  });

  it("takes none of the default language's forms: a count reads in the translation's language or not at all", () => {
    const { data: partly, problems } = translate(data, { lang: 'ar', strings: { skills: { count: { other: 'other' } } } });
    assert.deepEqual(problems, []);
    assert.deepEqual(partly.strings.skills.count, { other: 'other' });
    assert.equal(pluralForm(partly.strings.skills.count, 1, 'ar'), 'other');
  });
});

describe('a translation checked as strictly as data/strings.ts', () => {
  const problems = (strings: Translation['strings']) => translate(data, { lang: 'he', strings }).problems;

  it('refuses a placeholder the text cannot fill, in one line naming file, language and field', () => {
    assert.deepEqual(problems({ footer: { copyright: '© {year} {nme}. כל הזכויות שמורות.' } }), [
      'data/translations.ts: he: strings.footer.copyright: names {nme}, which it cannot fill; it may use {year}, {name}',
    ]);
    assert.deepEqual(problems({ hero: { portrait: 'דיוקן' } }), [], 'a placeholder it may leave out');
  });

  it('refuses a plural without its `other` form, a misspelt form, a form with a placeholder it cannot fill, and an empty text', () => {
    assert.deepEqual(problems({ skills: { count: { one: 'כישור אחד', two: 'שני כישורים' } } }), [
      'data/translations.ts: he: strings.skills.count.other: is missing',
    ]);
    const misspelt = { skills: { count: { one: 'כישור אחד', othr: '{count} כישורים', other: '{count} כישורים' } } };
    assert.deepEqual(problems(misspelt as Translation['strings']), [
      'data/translations.ts: he: strings.skills.count.othr: no such field to translate',
    ]);
    assert.deepEqual(problems({ openSource: { stars: { one: 'כוכב', other: '{cnt} כוכבים' } } }), [
      'data/translations.ts: he: strings.openSource.stars.other: names {cnt}, which it cannot fill; it may use {count}',
    ]);
    assert.deepEqual(problems({ nav: { menu: '' } }), ['data/translations.ts: he: strings.nav.menu: is empty']);
  });

  it("says nothing of a mistake in data/strings.ts itself (its own check names it), only of the translation's", () => {
    const broken: DataInput = { ...data, strings: { ...data.strings, hero: { ...data.strings.hero, portrait: 'Portrait of {nme}' } } };
    assert.deepEqual(translate(broken, { lang: 'he', strings: { nav: { menu: 'תפריט' } } }).problems, []);
  });
});
