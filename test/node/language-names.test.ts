/**
 * A language as the switcher names it and as Open Graph tags it (content/languages.ts `nameOf`,
 * scripts/build/head.ts `ogLocale`): in itself, without a region unless two variants of the
 * language are on the site; language_TERRITORY, the likeliest territory for a tag without one.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { nameOf } from '../../content/languages.ts';
import { ogLocale } from '../../scripts/build/head.ts';

describe('a language in the switcher', () => {
  it('is named in itself, without its region, when it is the only variant of its language on the site', () => {
    const site = ['en-GB', 'he', 'pt-PT', 'ar'];
    assert.deepEqual(
      site.map((lang) => nameOf(lang, site)),
      ['English', 'עברית', 'Português', 'العربية'],
    );
  });

  it('names its variant when another variant of the same language is on the site', () => {
    const site = ['pt-PT', 'pt-BR', 'en'];
    const [european, brazilian, english] = site.map((lang) => nameOf(lang, site));
    assert.notEqual(european, brazilian);
    assert.ok(european!.startsWith('Português') && brazilian!.startsWith('Português'), `${european}, ${brazilian}`);
    assert.equal(english, 'English');
  });
});

describe("Open Graph's locale", () => {
  it('is language_TERRITORY, the likeliest territory where the tag names none', () => {
    assert.deepEqual(['he', 'ar', 'en-GB', 'pt-PT', 'pt', 'hi'].map(ogLocale), ['he_IL', 'ar_EG', 'en_GB', 'pt_PT', 'pt_BR', 'hi_IN']);
  });
});
