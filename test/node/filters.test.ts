/**
 * The filters of Projects and Open source (content/filters.ts): the filters data/ leaves out are
 * the technologies projects share, Open source's the repositories' languages and shared topics,
 * and one rule per section decides which cards a filter shows. On fixture projects and repositories.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ALL, defaultFilters, matchesFilter, matchesRepository, repositoryFilters, toFilter } from '../../content/filters.ts';

const project = (title: string, ...technologies: string[]) => ({ title, technologies });

describe('defaultFilters', () => {
  it('offers the technologies at least two projects share, the most shared first', () => {
    const projects = [
      project('One', 'React', 'Go', 'Zig'),
      project('Two', 'Go', 'Zig', 'Postgres'),
      project('Three', 'Zig', 'Rust'),
      project('Four', 'Postgres', 'Elm'),
    ];
    assert.deepEqual(defaultFilters(projects), ['Zig', 'Go', 'Postgres']);
  });

  it('orders technologies shared as often by where they first appear', () => {
    const projects = [project('One', 'Vue', 'Kotlin', 'Swift'), project('Two', 'Swift', 'Kotlin', 'Vue')];
    assert.deepEqual(defaultFilters(projects), ['Vue', 'Kotlin', 'Swift']);
  });

  it('offers at most six', () => {
    const shared = ['A1', 'B2', 'C3', 'D4', 'E5', 'F6', 'G7', 'H8'];
    const projects = [project('One', ...shared), project('Two', ...shared), project('Three', 'H8', 'G7')];
    const filters = defaultFilters(projects);
    assert.equal(filters.length, 6);
    assert.deepEqual(filters.slice(0, 2), ['G7', 'H8'], 'the most shared first');
  });

  it('counts a technology once per project', () => {
    assert.deepEqual(defaultFilters([project('One', 'Go', 'Go'), project('Two', 'Rust')]), []);
  });

  it('offers none when no technology is shared, or there are no projects', () => {
    assert.deepEqual(defaultFilters([project('One', 'Go'), project('Two', 'Rust')]), []);
    assert.deepEqual(defaultFilters([]), []);
  });

  it('shows at least two projects with each filter it offers', () => {
    const projects = [project('One', 'React', 'Go'), project('Two', 'Go', 'Zig'), project('Three', 'Zig', 'React')];
    for (const filter of defaultFilters(projects)) {
      assert.ok(projects.filter((p) => matchesFilter(p, filter)).length >= 2, filter);
    }
  });
});

describe('matchesFilter and toFilter', () => {
  const chat = project('Chat App', 'Elixir', 'Generative AI');

  it(`shows every project for ${JSON.stringify(ALL)}, else those whose technology or title contains the filter, ignoring case`, () => {
    assert.ok(matchesFilter(chat, ALL));
    assert.ok(matchesFilter(chat, 'lixi'));
    assert.ok(matchesFilter(chat, 'ai'));
    assert.ok(matchesFilter(chat, 'CHAT'));
    assert.ok(!matchesFilter(chat, 'Rust'));
  });

  it('reads an attribute as one of the filters (any case), else as all', () => {
    const filters = ['Go', 'Zig'];
    assert.equal(toFilter('zig', filters), 'Zig');
    assert.equal(toFilter(' GO ', filters), 'Go');
    assert.equal(toFilter('Rust', filters), ALL);
    assert.equal(toFilter(undefined, filters), ALL);
    assert.equal(toFilter('go', []), ALL);
  });
});

describe('repositoryFilters and matchesRepository', () => {
  const repo = (language: string | null, ...topics: string[]) => ({ language, topics });

  it('offers the languages, the most used first, and the topics two or more repositories share', () => {
    const repositories = [
      repo('Rust', 'cli', 'maps'),
      repo('Go', 'cli'),
      repo('Rust', 'maps', 'wasm'),
      repo(null, 'cli'),
      repo('Elm', 'wasm', 'ui'),
    ];
    assert.deepEqual(repositoryFilters(repositories), { languages: ['Rust', 'Go', 'Elm'], topics: ['cli', 'maps', 'wasm'] });
  });

  it('offers no language pill for a single language, nor a pill that every repository matches', () => {
    assert.deepEqual(repositoryFilters([repo('Rust', 'cli', 'b'), repo('Rust', 'cli', 'b'), repo('Rust', 'cli')]), {
      languages: [],
      topics: ['b'],
    });
    assert.deepEqual(repositoryFilters([]), { languages: [], topics: [] });
  });

  it('leaves out a topic named like a language pill (any case)', () => {
    const repositories = [repo('Svelte', 'svelte', 'pwa'), repo('Go', 'svelte', 'pwa'), repo('Go')];
    assert.deepEqual(repositoryFilters(repositories), { languages: ['Go', 'Svelte'], topics: ['pwa'] });
  });

  it('offers at most six of each', () => {
    const languages = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'];
    const filters = repositoryFilters(languages.map((l) => repo(l, 't1', 't2', 't3', 't4', 't5', 't6', 't7', l === 'A' ? 'x' : 'y')));
    assert.equal(filters.languages.length, 6);
    assert.deepEqual(filters.topics, ['y'], 'the one topic that narrows: the others are on every repository');
  });

  it(`shows every repository for ${JSON.stringify(ALL)}, else those whose language or a topic is the filter, ignoring case`, () => {
    const one = repo('Elixir', 'web-components', 'phoenix');
    assert.ok(matchesRepository(one, ALL));
    assert.ok(matchesRepository(one, 'elixir'));
    assert.ok(matchesRepository(one, 'Phoenix'));
    assert.ok(!matchesRepository(one, 'lixir'), 'a whole name, not a part of one');
    assert.ok(!matchesRepository(repo(null), 'null'));
  });
});
