/**
 * Text of the owner's, or brought by `npm run sync`, on a page of either direction: the direction
 * each text reads in, and the stretches of the other direction inside it, which are set apart
 * (isolated) so that the signs beside them stay where they were written. The Unicode
 * Bidirectional Algorithm orders the rest; it keeps `( )` and `[ ]` with their words, but not
 * `< >`, `« »` or quotes: "Rijeka & Sons <Logistics>" on an Arabic page, unisolated, reads
 * "<Rijeka & Sons <Logistics". The site (elements/shared/section/bidi.tsx) and resume.pdf
 * (scripts/build/resume.ts) share these rules; they read only the text and the page's direction,
 * so a prerendered page and its hydration agree.
 */
import { RTL_SCRIPTS } from './languages.ts';

export type Direction = 'ltr' | 'rtl';

// By script extensions: the Arabic tatweel ("بـ") is of the Common script, but used in Arabic only.
const RTL_LETTER = new RegExp(`[${[...RTL_SCRIPTS].map((script) => `\\p{Script_Extensions=${script}}`).join('')}]`, 'u');
/** A letter of a script of its own (not one shared by several: a modifier letter, a sign). */
const LETTER = /(?![\p{Script=Common}\p{Script=Inherited}])\p{L}/u;

/** A letter's direction; undefined for anything else (digits, signs, spaces). */
const letterDirection = (char: string): Direction | undefined =>
  RTL_LETTER.test(char) && /\p{L}/u.test(char) ? 'rtl' : LETTER.test(char) ? 'ltr' : undefined;

/**
 * The direction a text reads in on a page written in `page`: the page's when the text has a
 * letter of that direction (a Hebrew sentence with English names in it, "B.Sc. במדעי המחשב"), the
 * other one when all its letters are of the other direction (a company's Latin name, or a text not
 * yet translated, on a Hebrew page; a Hebrew name on an English one), and the page's for a text
 * without letters (a year, a period, "7+").
 */
export function ownDirection(text: string, page: Direction): Direction {
  const letters = [...text].map(letterDirection).filter((d) => d !== undefined);
  return letters.length && !letters.includes(page) ? (page === 'rtl' ? 'ltr' : 'rtl') : page;
}

/** Signs that open a quotation or an aside, and the sign that closes it. */
const PAIRS: Readonly<Record<string, string>> = {
  '<': '>',
  '«': '»',
  '‹': '›',
  '“': '”',
  '„': '“',
  '"': '"',
  "'": "'",
  '(': ')',
  '[': ']',
};

/**
 * `text` in `page`'s direction as parts: what reads in the text's own direction (no `dir`), and each
 * stretch of the other direction (`dir`): from its first letter to its last, with the signs and
 * digits between them, and the opening and closing signs around it ("<plain> HTML", "«exactly
 * once»" in an Arabic sentence).
 */
export function directionParts(text: string, page: Direction): { readonly dir: Direction; readonly parts: readonly Part[] } {
  const dir = ownDirection(text, page);
  const chars = [...text];
  const stretches: [start: number, end: number][] = [];
  chars.forEach((char, i) => {
    const letter = letterDirection(char);
    if (!letter) return;
    const last = stretches.at(-1);
    const ownLetterSince = last && chars.slice(last[1] + 1, i).some((c) => letterDirection(c) === dir);
    if (letter === dir) return;
    if (last && !ownLetterSince) last[1] = i;
    else stretches.push([i, i]);
  });
  const parts: Part[] = [];
  let at = 0;
  for (const [first, last] of stretches.map(([start, end]) => withSigns(chars, start, end))) {
    if (first > at) parts.push({ text: chars.slice(at, first).join(''), at });
    parts.push({ text: chars.slice(first, last + 1).join(''), at: first, dir: dir === 'rtl' ? 'ltr' : 'rtl' });
    at = last + 1;
  }
  if (at < chars.length) parts.push({ text: chars.slice(at).join(''), at });
  return { dir, parts };
}

export interface Part {
  readonly text: string;
  /** Where it starts in the text (in characters). */
  readonly at: number;
  /** Set on a stretch of the other direction. */
  readonly dir?: Direction;
}

/** A stretch with the sign that opens it before it and the one that closes it after it. */
function withSigns(chars: readonly string[], start: number, end: number): [number, number] {
  const before = chars[start - 1];
  const close = before === undefined ? undefined : PAIRS[before];
  const opens = close !== undefined && (chars[end + 1] === close || chars.slice(start, end + 1).includes(close));
  const first = opens ? start - 1 : start;
  const inside = chars.slice(first, end + 1);
  const after = chars[end + 1];
  const closes = after !== undefined && inside.some((c) => PAIRS[c] === after);
  return [first, closes ? end + 1 : end];
}
