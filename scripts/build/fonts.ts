/**
 * The letters of resume.pdf and of the link previews: Noto Sans (Latin with its extensions,
 * Greek, Cyrillic), Noto Sans Arabic, Noto Sans Hebrew and Noto Sans Devanagari, each regular and
 * bold. A character is drawn with the font of its script, and a character of no particular script
 * (a space, a digit, punctuation, a combining mark) with the font of the letters around it; a
 * character none of them has is not drawable (`fontFor` gives undefined). Files are read and
 * parsed once per process, and only when a text needs them.
 */
import fontkit from '@pdf-lib/fontkit';
// @pdf-lib/fontkit's Indic (Devanagari) and Universal shapers run generator code compiled for
// regenerator and expect its runtime as a global, which the package does not bring: without it,
// shaping any Devanagari text throws "regeneratorRuntime is not defined".
import 'regenerator-runtime/runtime.js';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from './config.ts';

const FAMILY_FILES = {
  latin: { regular: 'noto-sans/400Regular/NotoSans_400Regular.ttf', bold: 'noto-sans/700Bold/NotoSans_700Bold.ttf' },
  arabic: {
    regular: 'noto-sans-arabic/400Regular/NotoSansArabic_400Regular.ttf',
    bold: 'noto-sans-arabic/700Bold/NotoSansArabic_700Bold.ttf',
  },
  hebrew: {
    regular: 'noto-sans-hebrew/400Regular/NotoSansHebrew_400Regular.ttf',
    bold: 'noto-sans-hebrew/700Bold/NotoSansHebrew_700Bold.ttf',
  },
  devanagari: {
    regular: 'noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf',
    bold: 'noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf',
  },
} as const;

/** A font family: one of the Noto fonts, by the script it is for. */
export type Family = keyof typeof FAMILY_FILES;
/** Regular or bold. */
export type FontName = 'regular' | 'bold';

/** What the families cover together, for messages. */
export const COVERAGE = {
  fonts: 'Noto Sans, Noto Sans Arabic, Noto Sans Hebrew and Noto Sans Devanagari',
  scripts: 'Latin, Greek, Cyrillic, Arabic, Hebrew and Devanagari',
} as const;

/** Where a character no family claims by its script is looked for, in order. */
export const FALLBACK: readonly Family[] = ['latin', 'arabic', 'hebrew', 'devanagari'];

/** The family a character's own script asks for (undefined: a space, digit, mark or sign any script uses). */
const SCRIPTS: readonly [RegExp, Family][] = [
  [/[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}]/u, 'latin'],
  [/\p{Script=Arabic}/u, 'arabic'],
  [/\p{Script=Hebrew}/u, 'hebrew'],
  [/\p{Script=Devanagari}/u, 'devanagari'],
];
export const scriptFamily = (char: string): Family | undefined => SCRIPTS.find(([script]) => script.test(char))?.[1];

const bytes = new Map<string, Uint8Array>();
const faces = new Map<string, fontkit.Font>();

/** A font file's bytes (to embed in a PDF). */
export function familyBytes(family: Family, weight: FontName): Uint8Array {
  const file = path.join(projectRoot, 'node_modules/@expo-google-fonts', FAMILY_FILES[family][weight]);
  let data = bytes.get(file);
  if (!data) bytes.set(file, (data = readFileSync(file)));
  return data;
}

/**
 * fontkit with one repair. `getGlyph(id, codePoints)` keeps one glyph object per id, made with the
 * characters of the glyph's first use, so a glyph that several characters share (Noto Sans Arabic
 * draws ب ت ث ن ي with one dotless shape and adds their dots as marks) goes on naming the first
 * character in every later layout, and text read back from a PDF gets the wrong letters. Here each
 * call gives a glyph of its own, the kept one as its prototype, naming the characters it stands for.
 */
function ownCodePoints(face: fontkit.Font): fontkit.Font {
  const getGlyph = face.getGlyph.bind(face);
  face.getGlyph = (id, codePoints = []) => Object.create(getGlyph(id, codePoints), { codePoints: { value: codePoints, enumerable: true } });
  return face;
}

/** A font, parsed: its glyphs, outlines, metrics and layout tables. */
export function familyFace(family: Family, weight: FontName): fontkit.Font {
  const key = `${family}/${weight}`;
  let face = faces.get(key);
  if (!face) faces.set(key, (face = ownCodePoints(fontkit.create(familyBytes(family, weight)))));
  return face;
}

/** Whether `family` has a glyph for `char` (one code point). */
export const hasGlyph = (family: Family, weight: FontName, char: string): boolean =>
  familyFace(family, weight).hasGlyphForCodePoint(char.codePointAt(0)!);

/**
 * The family that draws `char`: `preferred` (the family of the letters around it) when it has the
 * glyph, else the one of its script, else the first of `FALLBACK` that has it; undefined when none
 * has it.
 */
export function fontFor(char: string, weight: FontName, preferred?: Family): Family | undefined {
  const own = scriptFamily(char);
  const order = [...(own ? [own] : preferred ? [preferred] : []), ...FALLBACK];
  return order.find((family) => hasGlyph(family, weight, char));
}
