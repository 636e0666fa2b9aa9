/**
 * resume.json's `countryCode` (content/country.ts): the ISO 3166-1 alpha-2 code of the country
 * the owner writes last in their location, read in the site's language or in English.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { countryCode } from '../../content/country.ts';

describe('countryCode', () => {
  it('reads an English country name', () => {
    assert.equal(countryCode('India', 'en-GB'), 'IN');
    assert.equal(countryCode('Portugal', 'en'), 'PT');
    assert.equal(countryCode('United Kingdom', 'en-GB'), 'GB');
  });

  it('gives each current region’s code for its English name, never a withdrawn code (DD, SU, YU…)', () => {
    assert.equal(countryCode('Germany', 'en'), 'DE');
    assert.equal(countryCode('Alemanha', 'pt'), 'DE');
    assert.equal(countryCode('Vietnam', 'en'), 'VN');
    const LETTERS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'];
    const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
    const wrong: string[] = [];
    for (const code of LETTERS.flatMap((a) => LETTERS.map((b) => a + b))) {
      // A withdrawn code is an alias of a current one (DD → DE): only current codes are asked for.
      const name = Intl.getCanonicalLocales(`und-${code}`)[0] === `und-${code}` ? names.of(code) : undefined;
      if (name && countryCode(name, 'en') !== code) wrong.push(`${name}: ${countryCode(name, 'en')}, not ${code}`);
    }
    assert.deepEqual(wrong, []);
  });

  it('reads the name in the site’s language, and English in any language', () => {
    assert.equal(countryCode('Brasil', 'pt'), 'BR');
    assert.equal(countryCode('Brasil', 'pt-BR'), 'BR');
    assert.equal(countryCode('Espanha', 'pt'), 'ES');
    assert.equal(countryCode('Österreich', 'de'), 'AT');
    assert.equal(countryCode('India', 'pt'), 'IN', 'English is read whatever the site’s language');
  });

  it('ignores case, accents and spaces around the name', () => {
    assert.equal(countryCode('  india ', 'en'), 'IN');
    assert.equal(countryCode('Mexico', 'es'), 'MX', 'México without its accent');
    assert.equal(countryCode('MÉXICO', 'es'), 'MX');
  });

  it('is undefined for a name no region has', () => {
    assert.equal(countryCode('Atlantis', 'en'), undefined);
    assert.equal(countryCode('', 'en'), undefined);
    assert.equal(countryCode('Brasil', 'en'), undefined, 'not an English name, and the site is in English');
  });
});
