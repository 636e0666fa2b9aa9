/** The build's changes to stylesheets (scripts/build/css.ts), each on CSS the test owns. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { darkWithoutScripts, minifyCss, remToPx, scopedToHost, withVariables } from '../../scripts/build/css.ts';

describe('remToPx', () => {
  it('turns rem into px at 16px per rem wherever a length is, leaving other units alone', () => {
    assert.equal(
      remToPx('a{margin:1rem .5rem -0.25rem}b{width:10em}c{--gap:1.5rem}@media (min-width:40rem){d{width:calc(1rem + 2px)}}'),
      'a{margin:16px 8px -4px}b{width:10em}c{--gap:24px}@media (width>=640px){d{width:calc(16px + 2px)}}',
    );
  });
});

describe('scopedToHost', () => {
  it("moves the page root's tokens and its dark ones to a shadow root's host, and nothing else", () => {
    assert.equal(
      scopedToHost(':where(html){--a:1px}:where(html.dark){--a:2px}:where(html) b{color:red}:where(html.light){--a:3px}'),
      ':host{--a:1px}:host([data-theme=dark]){--a:2px}:where(html) b{color:red}:where(html.light){--a:3px}',
    );
  });
});

describe('withVariables', () => {
  it('renames custom properties where they are declared and used, and replaces the references it has a value for', () => {
    const css = withVariables(':where(html){--old-1:red;--a:var(--old-1);--b:rgb(var(--trio) / .5);--c:var(--other)}', {
      rename: (name) => name.replace(/^--old-/, '--new-'),
      replace: (name) => (name === '--trio' ? '1 2 3' : undefined),
    });
    assert.equal(css, ':where(html){--new-1:red;--a:var(--new-1);--b:rgb(1 2 3 / .5);--c:var(--other)}');
  });
});

describe('darkWithoutScripts', () => {
  it('gives the dark rule, in the media it is in, to a page without scripts whose system is dark', () => {
    const css = '@font-face{font-family:x;src:url(x.woff2)}:where(html){--a:1px}@media screen{:where(html.dark){--a:var(--b)}p{color:red}}';
    assert.equal(darkWithoutScripts(css), '@media (prefers-color-scheme:dark){@media screen{:where(html:not(.js)){--a:var(--b)}}}');
  });

  it('says so when there is no dark rule', () => {
    assert.throws(() => darkWithoutScripts(':where(html){--a:1px}'), /no :where\(html\.dark\) rule/);
  });
});

describe('minifyCss', () => {
  it('adds the prefixes the supported browsers need and keeps the fallbacks written for one engine', () => {
    const css = minifyCss('h{backdrop-filter:blur(2px)}p{text-align:match-parent;text-align:-webkit-match-parent}');
    assert.match(css, /-webkit-backdrop-filter:blur\(2px\);backdrop-filter:blur\(2px\)/);
    assert.match(css, /text-align:match-parent;text-align:-webkit-match-parent/);
  });
});
