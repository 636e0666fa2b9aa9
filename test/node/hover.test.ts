/**
 * Hover styles apply everywhere but on a touch screen (docs/ARCHITECTURE.md): there a tap sets
 * `:hover` and leaves it set, so a card would stay lifted after its dialog closes, and its
 * transition would run under the frame that answers the tap. Checked on every stylesheet of the
 * site, the sections' and the pages' alike.
 */
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, it } from 'node:test';
import { transform, type MediaQuery, type SelectorComponent } from 'lightningcss';

const ROOT = path.resolve(import.meta.dirname, '../..');
const FOLDERS = ['elements', 'styles'];

async function stylesheets(): Promise<string[]> {
  const files = await Promise.all(
    FOLDERS.map(async (folder) =>
      (await readdir(path.join(ROOT, folder), { recursive: true }))
        .filter((file) => file.endsWith('.css'))
        .map((file) => path.join(folder, file)),
    ),
  );
  return files.flat().sort();
}

/** Whether `query` is exactly `not (pointer: coarse)`: anything but a touch screen. */
const isGuard = (query: MediaQuery): boolean =>
  query.qualifier === null &&
  query.mediaType === 'all' &&
  query.condition?.type === 'not' &&
  JSON.stringify(query.condition.value) ===
    JSON.stringify({ type: 'feature', value: { type: 'plain', name: 'pointer', value: { type: 'ident', value: 'coarse' } } });

/** The selectors a pseudo-class holds: a list (`:is()`, `:not()`, `:has()` …) or one (`:host()`). */
const nestedIn = (component: SelectorComponent): SelectorComponent[][] => {
  const held = 'selectors' in component ? (component.selectors as unknown) : undefined;
  if (!Array.isArray(held) || held.length === 0) return [];
  return Array.isArray(held[0]) ? (held as SelectorComponent[][]) : [held as SelectorComponent[]];
};

/** Whether a selector, or one nested in it, reads `:hover`. */
const readsHover = (components: readonly SelectorComponent[]): boolean =>
  components.some((component) => (component.type === 'pseudo-class' && component.kind === 'hover') || nestedIn(component).some(readsHover));

/** A rule of lightningcss's stylesheet, as far as this check reads it. */
interface AnyRule {
  readonly type: string;
  readonly value: {
    readonly query?: { readonly mediaQueries: readonly MediaQuery[] };
    readonly selectors?: SelectorComponent[][];
    readonly rules?: readonly AnyRule[];
  };
}

/** The selectors of `css` that read `:hover` outside an `@media not (pointer: coarse)` rule. */
function unguardedHovers(css: string): string[] {
  const found: string[] = [];
  const walk = (rules: readonly AnyRule[], guarded: boolean) => {
    for (const rule of rules) {
      if (rule.type === 'style' && !guarded)
        for (const selector of rule.value.selectors ?? []) if (readsHover(selector)) found.push(JSON.stringify(selector));
      const queries = rule.type === 'media' ? (rule.value.query?.mediaQueries ?? []) : [];
      walk(rule.value.rules ?? [], guarded || (queries.length === 1 && isGuard(queries[0]!)));
    }
  };
  transform({
    filename: 'check.css',
    code: Buffer.from(css),
    visitor: {
      StyleSheet(sheet) {
        walk(sheet.rules as unknown as AnyRule[], false);
      },
    },
  });
  return found;
}

describe('hover styles', () => {
  it('the check finds a :hover outside not (pointer: coarse), nested ones too, and passes one inside', () => {
    assert.equal(unguardedHovers('a:hover{color:red}').length, 1);
    assert.equal(unguardedHovers('.card:is(:hover,:focus) h2{color:red}').length, 1);
    assert.equal(unguardedHovers('@media (min-width:40rem){a:hover{color:red}}').length, 1);
    assert.deepEqual(
      unguardedHovers('@media not (pointer:coarse){a:hover{color:red}@supports (display:grid){b:hover{color:red}}}c{color:red}'),
      [],
    );
    assert.equal(unguardedHovers('@media not (pointer:coarse){a{color:red}}b:hover{color:red}').length, 1);
  });

  it('every :hover rule of the site is left out on a touch screen', async () => {
    const files = await stylesheets();
    assert.ok(files.length > 0, 'no stylesheet found');
    for (const file of files) {
      const unguarded = unguardedHovers(await readFile(path.join(ROOT, file), 'utf8'));
      assert.deepEqual(unguarded, [], `${file}: a :hover rule outside @media not (pointer: coarse)`);
    }
  });
});
