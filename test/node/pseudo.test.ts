/**
 * The pseudo-language (content/pseudo.ts): every word a visitor reads, with accented letters,
 * at least 40% longer and in brackets; placeholders, digits and every value that is not words
 * (addresses, image paths, keys, dates, colours) kept as they are.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { shapeProblems } from '../../content/check-shape.ts';
import { fill, placeholders } from '../../content/format.ts';
import { PSEUDO_GROWTH, pseudo, pseudoData } from '../../content/pseudo.ts';
import type { DataInput } from '../../content/types.ts';
import * as data from '../../data/index.ts';

const length = (text: string) => [...text].length;
/** The text without its placeholders. */
const words = (text: string) => text.replace(/\{\w+\}/g, '');

describe('pseudo', () => {
  const texts = [
    'Write to me',
    'Showing {shown} of {total} projects',
    '© {year} {name}. All rights reserved.',
    'Zoë O’Connor',
    'I',
    'Top 10 in 2025',
  ];

  it('swaps every plain letter for an accented one', () => {
    for (const text of texts) {
      const result = pseudo(text);
      assert.doesNotMatch(words(result), /[A-Za-z]/, result);
      assert.notEqual(result, text);
    }
  });

  it('keeps each placeholder as it is, so the text still fills in', () => {
    for (const text of texts) assert.deepEqual(placeholders(pseudo(text)), placeholders(text), text);
    const filled = fill(pseudo('Showing {shown} of {total} projects'), { shown: 3, total: 12 });
    assert.ok(filled.includes('3') && filled.includes('12') && !filled.includes('{'), filled);
    assert.equal(pseudo('{personal}'), '{personal}', 'a text of placeholders only is a value, not words');
  });

  it(`is at least ${PSEUDO_GROWTH * 100}% longer, between brackets`, () => {
    assert.equal(PSEUDO_GROWTH, 0.4);
    for (const text of [...texts, 'A much longer sentence, of the kind a paragraph in the About section holds.']) {
      const result = pseudo(text);
      assert.ok(
        length(result) >= length(text) * (1 + PSEUDO_GROWTH),
        `${JSON.stringify(result)} is not 40% longer than ${JSON.stringify(text)}`,
      );
      assert.ok(result.startsWith('[') && result.endsWith(']'), result);
    }
  });

  it('keeps digits and punctuation', () => {
    for (const text of texts) {
      assert.equal(pseudo(text).replace(/\D/g, ''), text.replace(/\D/g, ''), text);
    }
    const result = pseudo('Top 10 in 2025, v1.2!');
    for (const kept of ['10', '2025', ',', '1.2', '!']) assert.ok(result.includes(kept), `${kept} in ${result}`);
  });
});

describe('pseudoData', () => {
  const original: DataInput = data;
  const pseudoSet = pseudoData(original);

  it('is still data/ of the right shape (every template keeps its placeholders)', () => {
    assert.deepEqual(shapeProblems({ ...pseudoSet }), []);
  });

  it('makes the words a visitor reads pseudo: the owner’s and the interface’s', () => {
    assert.equal(pseudoSet.profile.name, pseudo(original.profile.name));
    assert.equal(pseudoSet.profile.role, pseudo(original.profile.role));
    assert.equal(pseudoSet.projects[0]!.title, pseudo(original.projects[0]!.title));
    assert.deepEqual(pseudoSet.projects[0]!.technologies, original.projects[0]!.technologies.map(pseudo));
    assert.equal(pseudoSet.strings.contact.form.send, pseudo(original.strings.contact.form.send));
    assert.equal(pseudoSet.strings.skills.count.other, pseudo(original.strings.skills.count.other));
    if (original.projectFilters) assert.deepEqual(pseudoSet.projectFilters, original.projectFilters.map(pseudo));
  });

  it('leaves every interface string pseudo but the language tag', () => {
    const plain: string[] = [];
    const visit = (value: unknown, where: string): void => {
      if (typeof value === 'string') {
        if (/[A-Za-z]/.test(words(value))) plain.push(`${where}: ${value}`);
      } else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) visit(v, `${where}.${k}`);
    };
    const { lang, ...rest } = pseudoSet.strings;
    visit(rest, 'strings');
    assert.deepEqual(plain, []);
    assert.equal(lang, original.strings.lang);
  });

  it('keeps what is not words: addresses, links, image paths, keys, dates and colours', () => {
    const { profile, personal } = pseudoSet;
    assert.equal(profile.email, original.profile.email);
    assert.equal(profile.phone, original.profile.phone);
    assert.equal(profile.siteUrl, original.profile.siteUrl);
    assert.equal(profile.photo, original.profile.photo);
    assert.deepEqual(profile.links, original.profile.links);
    assert.equal(personal.dateOfBirth, original.personal.dateOfBirth);
    assert.equal(pseudoSet.brandColor, original.brandColor);
    assert.deepEqual(pseudoSet.linkPlaces, original.linkPlaces);
    assert.equal(pseudoSet.copyrightYear, original.copyrightYear);
    assert.deepEqual(
      pseudoSet.projects.map(({ githubUrl, liveUrl, youtubeUrl, linkedinPost, image }) => [
        githubUrl,
        liveUrl,
        youtubeUrl,
        linkedinPost,
        image,
      ]),
      original.projects.map(({ githubUrl, liveUrl, youtubeUrl, linkedinPost, image }) => [
        githubUrl,
        liveUrl,
        youtubeUrl,
        linkedinPost,
        image,
      ]),
    );
    assert.deepEqual(
      pseudoSet.certifications.map(({ year, credentialId, credlyUrl, img, logo }) => [year, credentialId, credlyUrl, img, logo]),
      original.certifications.map(({ year, credentialId, credlyUrl, img, logo }) => [year, credentialId, credlyUrl, img, logo]),
    );
    assert.deepEqual(
      pseudoSet.skillCategories.map(({ icon, color }) => [icon, color]),
      original.skillCategories.map(({ icon, color }) => [icon, color]),
    );
    assert.deepEqual(
      pseudoSet.pages.map(({ route, source }) => [route, source]),
      original.pages.map(({ route, source }) => [route, source]),
    );
    assert.deepEqual(
      pseudoSet.journey.map((j) => j.type),
      original.journey.map((j) => j.type),
      "a journey entry's type is a key (its badge is strings.journey.types)",
    );
    assert.deepEqual(
      pseudoSet.quickLinks.map((l) => l.route),
      original.quickLinks.map((l) => l.route),
    );
  });

  it('leaves data/ itself as it is', () => {
    assert.notEqual(pseudoSet.profile, original.profile);
    assert.equal(data.profile.name, original.profile.name);
    assert.doesNotMatch(data.profile.name, /^\[/);
  });
});
