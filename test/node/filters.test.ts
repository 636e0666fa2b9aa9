/**
 * The Projects filters (content/filters.ts): the filters data/ leaves out are the technologies
 * projects share, and one rule decides which projects a filter shows. On fixture projects.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ALL, defaultFilters, matchesFilter, toFilter } from '../../content/filters.ts';

const project = (title: string, ...technologies: string[]) => ({ title, technologies });

describe('defaultFilters', () => {
  it('offers the technologies at least two projects share, the most shared first', () => {
    const projects = [
      project('One', 'React', 'Go', 'Docker'),
      project('Two', 'Go', 'Docker', 'Postgres'),
      project('Three', 'Docker', 'Rust'),
      project('Four', 'Postgres', 'Elm'),
    ];
    assert.deepEqual(defaultFilters(projects), ['Docker', 'Go', 'Postgres']);
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
    const projects = [project('One', 'React', 'Go'), project('Two', 'Go', 'Docker'), project('Three', 'Docker', 'React')];
    for (const filter of defaultFilters(projects)) {
      assert.ok(projects.filter((p) => matchesFilter(p, filter)).length >= 2, filter);
    }
  });
});

describe('matchesFilter and toFilter', () => {
  const chat = project('Chat App', 'Node.js', 'Generative AI');

  it(`shows every project for ${JSON.stringify(ALL)}, else those whose technology or title contains the filter, ignoring case`, () => {
    assert.ok(matchesFilter(chat, ALL));
    assert.ok(matchesFilter(chat, 'node'));
    assert.ok(matchesFilter(chat, 'ai'));
    assert.ok(matchesFilter(chat, 'CHAT'));
    assert.ok(!matchesFilter(chat, 'Rust'));
  });

  it('reads an attribute as one of the filters (any case), else as all', () => {
    const filters = ['Go', 'Docker'];
    assert.equal(toFilter('docker', filters), 'Docker');
    assert.equal(toFilter(' GO ', filters), 'Go');
    assert.equal(toFilter('Rust', filters), ALL);
    assert.equal(toFilter(undefined, filters), ALL);
    assert.equal(toFilter('go', []), ALL);
  });
});
