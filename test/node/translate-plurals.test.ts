/**
 * A translation's plural forms (content/translate.ts): a text that depends on a count takes the
 * forms of the translation's language, those the default language has no use for included
 * (Arabic's zero, two, few and many beside English's one and other), so each count reads in the
 * form its language gives it. On the test's own words.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { pluralForm } from '../../content/format.ts';
import { translate } from '../../content/translate.ts';
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

  it('leaves a form it does not give to the default language only where the default has one', () => {
    const { data: partly } = translate(data, { lang: 'ar', strings: { skills: { count: { other: 'other' } } } });
    assert.deepEqual(partly.strings.skills.count, { one: '{count} skill', other: 'other' });
  });
});
