/**
 * Text as resume.pdf and the link previews draw it, in any of the scripts of `fonts.ts` and in
 * both directions. A paragraph is ordered by the Unicode Bidirectional Algorithm (bidi-js, UAX #9):
 * each character gets an embedding level (even: left to right, odd: right to left) from the
 * paragraph's direction, which is the language's. It is cut into runs, each of one font, one level
 * and either spaces or none, and each run is shaped by fontkit (Arabic joining, Devanagari
 * conjuncts and vowel signs, marks placed, kerning): its glyphs come out in visual order. Lines
 * are broken between words, and each line's runs are put in visual order by rule L2 (from the
 * highest level down to the lowest odd one, every stretch at that level or higher is reversed).
 * Measures are in em (multiply by the font size).
 */
import type fontkit from '@pdf-lib/fontkit';
import bidiFactory from 'bidi-js';
import { type Family, type FontName, familyFace, fontFor, hasGlyph, scriptFamily } from './fonts.ts';

export type Direction = 'ltr' | 'rtl';

const bidi = bidiFactory();

/** A character's bidirectional type (UAX #9: `L`, `R`, `AL`, `EN`, `CS`, `WS`…). */
export const bidiType = (char: string): string => bidi.getBidiCharTypeName(char);

/** The direction of a text's first strong letter (HTML's `dir="auto"`); undefined without one. */
export function textDirection(text: string): Direction | undefined {
  for (const char of text) {
    const type = bidiType(char);
    if (type === 'L') return 'ltr';
    if (type === 'R' || type === 'AL') return 'rtl';
  }
  return undefined;
}

const ISOLATES = { auto: '\u2068', ltr: '\u2066', rtl: '\u2067' } as const;
const PDI = '\u2069';
/**
 * `text` as a piece that keeps its own order (HTML's `<bdi>`): a phone number or an address in a
 * right-to-left line, an Arabic name in an English line. It reads in `direction`, or by its own
 * first strong letter (`auto`). Whitespace at its ends stays outside, so it still separates words.
 */
export function isolate(text: string, direction: Direction | 'auto' = 'auto'): string {
  const [, before = '', inner = '', after = ''] = /^(\s*)([\s\S]*?)(\s*)$/u.exec(text) ?? [];
  return inner ? `${before}${ISOLATES[direction]}${inner}${PDI}${after}` : text;
}

/** Whitespace collapsed to single spaces, none at the ends (as the resume always drew it). */
export const collapse = (text: string) => text.trim().split(/\s+/u).join(' ');

/** The formatting characters of the bidi algorithm: they steer it and are never drawn. */
const BIDI_CONTROL = /^[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]$/u;
/** Characters that are invisible by nature (joiners, variation selectors): drawn only by a font that has them. */
const IGNORABLE = /^\p{Default_Ignorable_Code_Point}$/u;
const SPACE = /^\s$/u;

/** The characters of `text` no font can draw (spaces and invisible characters aside), each once. */
export const undrawableChars = (text: string, weight: FontName): string[] =>
  [...new Set(text)].filter((char) => !SPACE.test(char) && !IGNORABLE.test(char) && !fontFor(char, weight));

/** A glyph placed in its run. */
export interface PlacedGlyph {
  readonly glyph: fontkit.Glyph;
  /** The characters it stands for, in logical order (a mirrored bracket stands for the one typed). */
  readonly text: string;
  /** From the run's origin, in em; y up. */
  readonly x: number;
  readonly y: number;
}

/** Characters of one font, one embedding level, and all spaces or none, shaped. */
export interface GlyphRun {
  readonly family: Family;
  readonly weight: FontName;
  readonly face: fontkit.Font;
  /** The characters, in logical order, without bidi controls. */
  readonly text: string;
  readonly level: number;
  readonly space: boolean;
  /** In visual order, left to right. */
  readonly glyphs: readonly PlacedGlyph[];
  /** Advance, in em. */
  readonly width: number;
}

export interface LayoutOptions {
  readonly weight: FontName;
  /** The paragraph's direction: the language's. */
  readonly direction: Direction;
  /** OpenType features switched on or off (resume.pdf turns ligatures off, so "fi" reads back as two letters). */
  readonly features?: Readonly<Record<string, boolean>>;
}

interface Piece {
  readonly family: Family;
  readonly level: number;
  readonly space: boolean;
  text: string;
}

/** A character's family: its script's, else that of the letters before it, else of those after it. */
function families(chars: readonly string[], weight: FontName): Family[] {
  const next: (Family | undefined)[] = [];
  for (let i = chars.length - 1, after: Family | undefined; i >= 0; i--) {
    next[i] = after;
    after = scriptFamily(chars[i]!) ?? after;
  }
  const found: Family[] = [];
  chars.forEach((char, i) => {
    // A character no font has is given the first family: its glyph 0 is left out when drawn.
    found.push(fontFor(char, weight, found[i - 1] ?? next[i]) ?? 'latin');
  });
  return found;
}

/** The paragraph cut into pieces of one family, one level and spaces or not; bidi controls left out. */
function itemize(text: string, weight: FontName, direction: Direction): Piece[] {
  const { levels } = bidi.getEmbeddingLevels(text, direction);
  const chars: { char: string; level: number }[] = [];
  let index = 0;
  for (const char of text) {
    if (!BIDI_CONTROL.test(char)) chars.push({ char, level: levels[index]! });
    index += char.length;
  }
  const family = families(
    chars.map((c) => c.char),
    weight,
  );
  const pieces: Piece[] = [];
  chars.forEach(({ char, level }, i) => {
    if (IGNORABLE.test(char) && !hasGlyph(family[i]!, weight, char)) return;
    const space = SPACE.test(char);
    const last = pieces.at(-1);
    if (last && last.family === family[i] && last.level === level && last.space === space) last.text += char;
    else pieces.push({ family: family[i]!, level, space, text: char });
  });
  return pieces;
}

type Shaped = Pick<GlyphRun, 'glyphs' | 'width'>;
const shapes = new Map<string, Shaped>();
const mirrored = (text: string) => [...text].map((char) => bidi.getMirroredCharacter(char) ?? char).join('');

const MARKS = /^\p{M}+$/u;
/**
 * A right-to-left run's glyphs (visual order), each mark's characters moved to its base letter
 * (the next glyph to its right that stands for a letter): the base then reads back as letter and
 * mark, in logical order ("مّ"), and the mark, raised above it, stands for nothing. Read on its own
 * a raised mark is a character on a line of its own, or after the word, for a text extractor.
 */
function marksOnBases(glyphs: PlacedGlyph[]): PlacedGlyph[] {
  const out = [...glyphs];
  let base: number | undefined;
  for (let i = out.length - 1; i >= 0; i--) {
    const { text } = out[i]!;
    if (!text) continue;
    if (MARKS.test(text) && base !== undefined) {
      out[base] = { ...out[base]!, text: out[base]!.text + text };
      out[i] = { ...out[i]!, text: '' };
    } else if (!MARKS.test(text)) base = i;
  }
  return out;
}

/** A piece shaped by fontkit; the same text in the same font again comes from a cache. */
function shape({ family, level, text }: Piece, { weight, features = {} }: LayoutOptions): Shaped {
  const rtl = level % 2 === 1;
  const key = JSON.stringify([family, weight, rtl, features, text]);
  let shaped = shapes.get(key);
  if (shaped) return shaped;
  const face = familyFace(family, weight);
  // fontkit's layout takes the script (detected from the text when undefined), the language and the direction too.
  const layout = face.layout as (
    text: string,
    features: object,
    script?: string,
    language?: string,
    direction?: Direction,
  ) => fontkit.GlyphRun;
  // Right to left, brackets and the like are drawn mirrored (rule L4): "(" closes.
  const run = layout.call(face, rtl ? mirrored(text) : text, features, undefined, undefined, rtl ? 'rtl' : 'ltr');
  const em = 1 / face.unitsPerEm;
  let pen = 0;
  const glyphs = run.glyphs.map((glyph, i): PlacedGlyph => {
    const at = run.positions[i]!;
    const chars = String.fromCodePoint(...glyph.codePoints);
    const placed = { glyph, text: rtl ? mirrored(chars) : chars, x: (pen + at.xOffset) * em, y: at.yOffset * em };
    pen += at.xAdvance;
    return placed;
  });
  shaped = { glyphs: rtl ? marksOnBases(glyphs) : glyphs, width: pen * em };
  if (shapes.size > 20_000) shapes.clear();
  shapes.set(key, shaped);
  return shaped;
}

/** A paragraph's runs, in logical order. */
export function layoutParagraph(text: string, options: LayoutOptions): GlyphRun[] {
  return itemize(text, options.weight, options.direction).map((piece) => ({
    ...piece,
    weight: options.weight,
    face: familyFace(piece.family, options.weight),
    ...shape(piece, options),
  }));
}

/** One line, ready to draw. */
export interface Line {
  /** Its runs in visual order, left to right, each with its offset from the line's left end (em). */
  readonly runs: readonly { readonly run: GlyphRun; readonly x: number }[];
  readonly width: number;
  /** Its text in logical order: what a reader copies. */
  readonly text: string;
  /** Whether any character is drawn out of its logical order (a right-to-left run, runs swapped). */
  readonly reordered: boolean;
  /** Whether it has right-to-left letters (Arabic, Hebrew). */
  readonly rtlLetters: boolean;
}

/** Rule L2: from the highest level down to the lowest odd one, reverse every stretch at that level or higher. */
export function visualOrder<T extends { readonly level: number }>(items: readonly T[]): T[] {
  const order = [...items];
  if (!order.length) return order;
  const levels = order.map((item) => item.level);
  const lowest = Math.min(...levels);
  for (let level = Math.max(...levels); level >= (lowest % 2 ? lowest : lowest + 1); level--) {
    for (let start = 0; start < order.length; start++) {
      if (order[start]!.level < level) continue;
      let end = start;
      while (end + 1 < order.length && order[end + 1]!.level >= level) end++;
      order.splice(start, end - start + 1, ...order.slice(start, end + 1).reverse());
      start = end;
    }
  }
  return order;
}

/** The runs of one line (logical order, no space at either end), in visual order. */
export function visualLine(runs: readonly GlyphRun[]): Line {
  const visual = visualOrder(runs);
  let x = 0;
  const placed = visual.map((run) => {
    const at = { run, x };
    x += run.width;
    return at;
  });
  const text = runs.map((run) => run.text).join('');
  return {
    runs: placed,
    width: x,
    text,
    reordered: visual.some((run, i) => run !== runs[i] || (run.level % 2 === 1 && [...run.text].length > 1)),
    rtlLetters: [...text].some((char) => ['R', 'AL'].includes(bidi.getBidiCharTypeName(char))),
  };
}

/** A paragraph's runs broken into lines of at most `width` em between words (a longer word has a line of its own). */
export function breakLines(runs: readonly GlyphRun[], width: number): Line[] {
  // Words (runs between spaces), each with the space before it.
  const words: { space: GlyphRun | undefined; runs: GlyphRun[]; width: number }[] = [];
  let space: GlyphRun | undefined;
  for (const run of runs) {
    const word = words.at(-1);
    if (run.space) space = run;
    else if (word && !space) {
      word.runs.push(run);
      word.width += run.width;
    } else [words[words.length], space] = [{ space, runs: [run], width: run.width }, undefined];
  }
  const lines: GlyphRun[][] = [];
  let used = 0;
  for (const word of words) {
    const line = lines.at(-1);
    const gap = word.space?.width ?? 0;
    if (line && used + gap + word.width <= width) {
      if (word.space) line.push(word.space);
      line.push(...word.runs);
      used += gap + word.width;
    } else [lines[lines.length], used] = [[...word.runs], word.width];
  }
  return lines.map(visualLine);
}

/** A text on one line: a title, a name. */
export const layoutLine = (text: string, options: LayoutOptions): Line => visualLine(layoutParagraph(collapse(text), options));

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * `text` laid out whole when it fits, else its longest beginning (whole characters as a reader
 * sees them) that fits with "…" after it, or its first character with "…" when none does.
 * The text is laid out once whole; the cut is then found by doubling the length tried and halving
 * the interval, so `layout` runs about 2·log₂(k) more times for a cut after k characters, however
 * long the text (a cut laid out again for each character removed took minutes for a long name).
 */
export function fitText<T>(text: string, layout: (candidate: string) => T, fits: (laidOut: T) => boolean): T {
  const whole = layout(text);
  const parts = Array.from(graphemes.segment(text), (s) => s.segment);
  if (fits(whole) || parts.length < 2) return whole;
  const cut = (n: number) => layout(`${parts.slice(0, n).join('').trimEnd()}…`);
  // Invariant: a cut after `lo` fits (or lo is 1, the shortest there is); one after `hi` does not.
  let [lo, hi, best] = [1, parts.length, cut(1)];
  if (!fits(best)) return best;
  for (let n = 2; n < hi; n *= 2) {
    const tried = cut(n);
    if (fits(tried)) [lo, best] = [n, tried];
    else hi = n;
  }
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    const tried = cut(mid);
    if (fits(tried)) [lo, best] = [mid, tried];
    else hi = mid;
  }
  return best;
}
