/**
 * What `npm run sync` writes (repositories, posts) comes and goes with each sync: a translation
 * may give some of its entries their words, leaves the others as synced without a warning, and
 * may name one a later sync took away without stopping the build.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { translate } from '../../content/translate.ts';
import type { DataInput, Repository } from '../../content/types.ts';
import { siteData } from '../support/site-content.ts';

/** The test's own repositories, one translated below and one not. */
const repository = (name: string): Repository => ({
  name,
  url: `https://github.com/someone/${name}`,
  description: `The ${name} description`,
  language: 'Rust',
  topics: ['cli'],
  stars: 1,
  forks: 0,
  homepage: null,
  license: null,
  pushed: '2026-01-02',
  fork: false,
  archived: false,
});
const data: DataInput = { ...siteData, repositories: [repository('kept'), repository('untouched')] };

describe('a translation of synced data', () => {
  const {
    data: translated,
    untranslated,
    problems,
  } = translate(data, {
    lang: 'he',
    strings: {},
    content: { repositories: { kept: { description: 'תיאור' }, 'taken-away': { description: 'x' } } },
  });

  it('gives the entries it names their words', () => {
    assert.deepEqual(
      translated.repositories.map((r) => r.description),
      ['תיאור', 'The untouched description'],
    );
  });

  it('names no problem for an entry a later sync took away', () => {
    assert.deepEqual(
      problems.filter((p) => p.includes('repositories')),
      [],
    );
  });

  it('warns of nothing it leaves as synced', () => {
    assert.deepEqual(
      untranslated.filter((u) => u.file === 'repositories' || u.file === 'posts'),
      [],
    );
  });

  it('still names an entry of a file the owner writes that data/ does not have', () => {
    const { problems: others } = translate(data, { lang: 'he', strings: {}, content: { projects: { 'No such project': {} } } });
    assert.equal(others.filter((p) => p.includes('No such project')).length, 1);
  });
});
