/**
 * Step 1 (build.ts): the site's typeface, `font` in data/site.ts. A variable font from its
 * Fontsource package, served from the site's own `assets/` under content-hashed names, in the
 * pieces (Fontsource's subsets) each language's pages draw, each with its `unicode-range`, so a
 * browser fetches only the files a page uses:
 *
 * - the typeface's Latin subset in every language, and each of its other subsets (Latin
 *   extended, Greek, Cyrillic, Vietnamese) where the language's content has a letter of it;
 * - a face for the letters of the language's own script where the typeface has none (Arabic,
 *   Hebrew, Devanagari: `SCRIPT_FACES`), from the script Intl gives the language's tag. A word
 *   in one of those scripts on a page in another language is drawn by the visitor's own font.
 *
 * The files a page's first screen draws are preloaded: the core of the Latin subset (spaces,
 * digits and names in any language; `coreOf`) and the language's script face.
 * `font-display: optional` (`DISPLAY`): Chromium holds a page's first paint for its preloaded
 * fonts up to 100 ms, every engine uses a font that is there within that time, and a font that
 * comes later waits for the next page (it is cached by then) instead of replacing the text
 * under the visitor's eyes. `swap` moved
 * text whenever the font came after the first paint, however close the fallback (measured in
 * docs/performance.md). That fallback is what a page shows without the font: local faces
 * (Arial, Liberation Sans, Roboto: one is on every common system) scaled to the typeface's
 * average letter width and given its ascent, descent and line gap (`size-adjust`,
 * `ascent-override`…), for body text and headings, computed here from the fonts' metrics
 * (@capsizecss/metrics, by @capsizecss/core), so the page looks and wraps nearly the same.
 *
 * `system` builds no file: the pages keep Open Props' system-ui stack. Embeds never carry the
 * font (their tokens come from styles/tokens.css alone): a widget takes the system stack.
 */
import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import arialBold from '@capsizecss/metrics/arial/700';
import roboto from '@capsizecss/metrics/roboto';
import robotoBold from '@capsizecss/metrics/roboto/700';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Language } from '../../content/languages.ts';
import { fileHref, type SiteUrls } from '../../content/site-urls.ts';
import type { SiteFont } from '../../content/types.ts';
import subsetFont from 'subset-font';
import { contentHash } from './assets.ts';
import { writeAtomic } from './output.ts';

type Metrics = Parameters<typeof createFontStack>[0][number];

/** A typeface: its Fontsource package, and its name in @capsizecss/metrics. */
interface Typeface {
  readonly package: string;
  readonly metrics: string;
}

/** The typefaces data/site.ts may name (content/schema.ts `SITE_FONTS`), each a dependency in package.json. */
export const TYPEFACES: Readonly<Record<Exclude<SiteFont, 'system'>, Typeface>> = {
  manrope: { package: '@fontsource-variable/manrope', metrics: 'manrope' },
  inter: { package: '@fontsource-variable/inter', metrics: 'inter' },
  figtree: { package: '@fontsource-variable/figtree', metrics: 'figtree' },
};

/**
 * Body text (400) and headings (700): each gets fallback faces as wide as the typeface at that
 * weight; a weight between takes the nearer (500 the regular, 600 and 800 the bold). A face per
 * weight the styles use cost 120 bytes more per page, gzipped, for a stand-in a page shows only
 * when the font comes late.
 */
export const FACE_WEIGHTS = [400, 700] as const;

/** The face of a script the typefaces lack (by ISO 15924 code): its package and Fontsource subset. */
export const SCRIPT_FACES: Readonly<Record<string, { readonly package: string; readonly subset: string }>> = {
  Arab: { package: '@fontsource-variable/cairo', subset: 'arabic' },
  Hebr: { package: '@fontsource-variable/noto-sans-hebrew', subset: 'hebrew' },
  Deva: { package: '@fontsource-variable/noto-sans-devanagari', subset: 'devanagari' },
};

/**
 * The local faces that stand in while the typeface loads: the metrics of their regular and bold
 * (a weight from 600 up is drawn with the bold). Arial is on Windows and macOS, and Liberation
 * Sans, made to Arial's metrics (as Arimo), on most Linux systems: one face serves both. Roboto
 * is on Android and ChromeOS.
 */
const FALLBACKS: readonly { readonly regular: Metrics; readonly bold: Metrics; readonly alike?: { regular: string; bold: string } }[] = [
  {
    regular: arial,
    bold: arialBold,
    alike: {
      regular: "local('Liberation Sans'), local('LiberationSans')",
      bold: "local('Liberation Sans Bold'), local('LiberationSans-Bold')",
    },
  },
  { regular: roboto, bold: robotoBold },
];

/** What a language's pages get: nothing for the system font. */
export interface LanguageFont {
  /** `@font-face` rules and the `--font-sans` token, for the page stylesheet. */
  readonly css: string;
  /** The files a page's first screen draws, from the site root: preloaded. */
  readonly preload: readonly string[];
}

const SYSTEM: LanguageFont = { css: '', preload: [] };

/** A Fontsource subset: its file, its code points, the family and weights it declares. */
interface Subset {
  readonly family: string;
  readonly weights: string;
  readonly name: string;
  readonly file: string;
  readonly range: string;
}

/** A face ready to write: the subset it declares, its file's name (before the hash) and bytes. */
interface Face {
  readonly subset: Subset;
  readonly name: string;
  readonly data: () => Promise<Uint8Array>;
}

/** A subset's own file, as its package ships it (`manrope-latin`). */
const asShipped = (subset: Subset): Face => ({
  subset,
  name: path.basename(subset.file, '-wght-normal.woff2'),
  data: () => readFile(subset.file),
});

const resolve = createRequire(import.meta.url).resolve;
type Ranges = readonly (readonly [number, number])[];

/** `U+0000-00FF,U+0131` → [[0, 255], [305, 305]]. */
export const parseRange = (range: string): Ranges =>
  range.split(',').map((part) => {
    const [from, to = from] = part.trim().slice(2).split('-') as [string, string?];
    return [parseInt(from, 16), parseInt(to, 16)] as const;
  });
const inRanges = (ranges: Ranges, code: number) => ranges.some(([from, to]) => code >= from && code <= to);

/** [32, 33, 34, 233] → `U+20-22,U+E9`. */
function formatRange(codes: readonly number[]): string {
  const sorted = [...new Set(codes)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length; i++) {
    const from = sorted[i]!;
    while (sorted[i + 1] === sorted[i]! + 1) i++;
    const hex = (code: number) => code.toString(16).toUpperCase();
    parts.push(from === sorted[i] ? `U+${hex(from)}` : `U+${hex(from)}-${hex(sorted[i]!)}`);
  }
  return parts.join(',');
}

/** Every code point of `ranges` but those of `except`. */
function rangesWithout(ranges: Ranges, except: ReadonlySet<number>): number[] {
  const codes: number[] = [];
  for (const [from, to] of ranges) for (let code = from; code <= to; code++) if (!except.has(code)) codes.push(code);
  return codes;
}

/**
 * What the core of a Latin subset keeps: the layout features a browser applies to text by
 * default, and tabular figures (`tabular-nums` in the styles); not a typeface's stylistic sets
 * and alternates, which no style here asks for.
 */
const CORE_FEATURES = ['ccmp', 'locl', 'mark', 'mkmk', 'kern', 'liga', 'clig', 'calt', 'rlig', 'case', 'tnum'] as const;
/** The weights the styles draw (Open Props' --font-weight-4 to -8); a lighter one asked of the core draws 400. */
const CORE_WEIGHTS = { min: 400, max: 800 } as const;
/**
 * In every core: Basic Latin's printable characters (what a visitor types, any address) and the
 * no-break spaces `Intl`'s formatters write between a number and its unit in many languages.
 */
const ALWAYS = [...Array.from({ length: 0x7f - 0x20 }, (_, i) => 0x20 + i), 0xa0, 0x202f];

/**
 * The core of the Latin subset for the site's text (every language's): `ALWAYS` and every other
 * character of the subset the text has, with `CORE_FEATURES` at `CORE_WEIGHTS`; and the whole
 * subset for every other code point, which a browser fetches only for a page that draws a letter
 * the core lacks (one a visitor types, say). Manrope's Latin file is 24.8 KB and the core of the sample's text
 * 14.0 KB, which arrives in a connection's first round trip (10 packets of 1,460 bytes): a
 * round trip less before every page's first paint; Inter's 48.3 KB is 20 KB
 * (docs/performance.md). Made once per text and kept in `cacheDir`.
 */
async function coreOf(latin: Subset, text: string, cacheDir: string): Promise<readonly [whole: Face, core: Face]> {
  const ranges = parseRange(latin.range);
  const codes = new Set([...ALWAYS, ...[...new Set(text)].map((c) => c.codePointAt(0)!).filter((code) => inRanges(ranges, code))]);
  // The whole subset's file, for the code points the core lacks (U+0000–001F at least, never empty).
  const whole = asShipped({ ...latin, range: formatRange(rangesWithout(ranges, codes)) });
  const [min, max] = latin.weights.split(' ').map(Number) as [number, number];
  const weights = { min: Math.max(min, CORE_WEIGHTS.min), max: Math.min(max, CORE_WEIGHTS.max) };
  const data = async () => {
    const bytes = await whole.data();
    const options = { targetFormat: 'woff2', keepFeatures: CORE_FEATURES, variationAxes: { wght: weights } } as const;
    const cached = path.join(
      cacheDir,
      `${contentHash(Buffer.concat([bytes, Buffer.from(JSON.stringify({ codes: [...codes], options }))]))}.woff2`,
    );
    if (existsSync(cached)) return readFile(cached);
    const core = await subsetFont(bytes, String.fromCodePoint(...codes), options);
    await mkdir(cacheDir, { recursive: true });
    await writeAtomic(cached, core);
    return core;
  };
  // The two ranges never meet. When both covered a letter, the face declared last (the core)
  // drew it, but Chromium sometimes fetched the whole file too while the core was on its way.
  return [whole, { subset: { ...latin, range: formatRange([...codes]) }, name: `${whole.name}-core`, data }];
}

/** A package's subsets, in its own order. */
async function subsetsOf(pkg: string): Promise<Subset[]> {
  const metadata = JSON.parse(await readFile(resolve(`${pkg}/metadata.json`), 'utf8')) as {
    id: string;
    family: string;
    variable: { wght: { min: string; max: string } };
  };
  const ranges = JSON.parse(await readFile(resolve(`${pkg}/unicode.json`), 'utf8')) as Record<string, string>;
  return Object.entries(ranges).map(([name, range]) => ({
    family: metadata.family,
    weights: `${metadata.variable.wght.min} ${metadata.variable.wght.max}`,
    name,
    file: resolve(`${pkg}/files/${metadata.id}-${name}-wght-normal.woff2`),
    range,
  }));
}

/** The typeface's subsets a text needs: Latin, and each other one that has a letter of it that Latin lacks. */
function subsetsFor(subsets: readonly Subset[], text: string): Subset[] {
  const latin = subsets.find((s) => s.name === 'latin');
  if (!latin) throw new Error(`${subsets[0]?.family}: no Latin subset`);
  const codes = [...new Set(text)].map((c) => c.codePointAt(0)!).filter((code) => !inRanges(parseRange(latin.range), code));
  return [latin, ...subsets.filter((s) => s !== latin && codes.some((code) => inRanges(parseRange(s.range), code)))];
}

/** The face for the letters of a language's script, when the typefaces have none. */
export function scriptFaceFor(lang: string): (typeof SCRIPT_FACES)[string] | undefined {
  const script = new Intl.Locale(lang).maximize().script;
  return script === undefined ? undefined : SCRIPT_FACES[script];
}

/** A name as a CSS string. */
const cssString = (name: string) => {
  if (/["\\\n]/.test(name)) throw new Error(`font name ${JSON.stringify(name)} cannot be a CSS string`);
  return `"${name}"`;
};
const kebab = (property: string) => property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** A typeface's metrics at one weight. */
const metricsAt = async (typeface: Typeface, weight: number): Promise<Metrics> =>
  ((await import(`@capsizecss/metrics/${typeface.metrics}${weight === 400 ? '' : `/${weight}`}`)) as { default: Metrics }).default;

/**
 * The fallback faces of a typeface, one per fallback and weight of `FACE_WEIGHTS`, and their
 * family names in order (quoted by @capsizecss/core, as CSS wants them).
 */
export async function fallbackFaces(typeface: Typeface): Promise<{ css: string; families: string[] }> {
  const css: string[] = [];
  let families: string[] = [];
  for (const weight of FACE_WEIGHTS) {
    const style = weight >= 600 ? 'bold' : 'regular';
    const stack = createFontStack([await metricsAt(typeface, weight), ...FALLBACKS.map((f) => f[style])], {
      fontFaceFormat: 'styleObject',
    });
    families = stack.fontFaces.map((face) => String(face['@font-face'].fontFamily));
    stack.fontFaces.forEach(({ '@font-face': { fontFamily, src, ...overrides } }, i) => {
      const alike = FALLBACKS[i]!.alike?.[style];
      const declarations = Object.entries(overrides).map(([property, value]) => `;${kebab(property)}:${String(value)}`);
      css.push(
        `@font-face{font-family:${String(fontFamily)};src:${src}${alike ? `, ${alike}` : ''};font-weight:${weight}${declarations.join('')}}`,
      );
    });
  }
  return { css: css.join(''), families };
}

/** Writes each face's file once, under its name and a content hash; returns its path from the site root. */
function fileWriter(outDir: string) {
  const written = new Map<string, Promise<string>>();
  return ({ name, data }: Face): Promise<string> => {
    if (!written.has(name))
      written.set(
        name,
        data().then(async (bytes) => {
          const file = `assets/${name}.${contentHash(bytes)}.woff2`;
          await writeFile(path.join(outDir, file), bytes);
          return file;
        }),
      );
    return written.get(name)!;
  };
}

/** A face is used only if it is there for the first paint (or within 100 ms): never swapped in later, so no text moves. */
const DISPLAY = 'optional';

const faceRule = (subset: Subset, url: string) =>
  `@font-face{font-family:${cssString(subset.family)};font-weight:${subset.weights};font-display:${DISPLAY};src:url("${url}")format("woff2");unicode-range:${subset.range}}`;

/**
 * The typeface each language's pages get, by language tag; its files written to
 * `<outDir>/assets/`, linked from the site's root (`urls`).
 */
export async function buildWebFonts(
  font: SiteFont,
  /** Each language and its content, whose every string counts as text its pages draw. */
  languages: readonly { readonly language: Language; readonly content: unknown }[],
  outDir: string,
  urls: Pick<SiteUrls, 'base'>,
  /** Where the cores of the Latin subset are kept between builds. */
  cacheDir: string,
): Promise<Readonly<Record<string, LanguageFont>>> {
  if (font === 'system') return Object.fromEntries(languages.map(({ language }) => [language.lang, SYSTEM]));
  const typeface = TYPEFACES[font];
  const subsets = await subsetsOf(typeface.package);
  const fallback = await fallbackFaces(typeface);
  const write = fileWriter(outDir);
  const texts = languages.map(({ content }) => JSON.stringify(content));
  // One core for every language's text: a visitor who changes language has it already.
  const latin = await coreOf(subsetsFor(subsets, '')[0]!, texts.join(''), cacheDir);
  const result: Record<string, LanguageFont> = {};
  for (const [n, { language }] of languages.entries()) {
    const script = scriptFaceFor(language.lang);
    const scriptSubset = script && (await subsetsOf(script.package)).find((s) => s.name === script.subset);
    const [, ...others] = subsetsFor(subsets, texts[n]!);
    const faces = [...latin, ...others.map(asShipped), ...(scriptSubset ? [asShipped(scriptSubset)] : [])];
    const files = await Promise.all(faces.map(write));
    const families = [...new Set(faces.map((f) => cssString(f.subset.family))), ...fallback.families, 'var(--font-system-ui)'];
    result[language.lang] = {
      css: `${faces.map((face, i) => faceRule(face.subset, fileHref(urls, files[i]!))).join('')}${fallback.css}:where(html){--font-sans:${families.join(',')}}`,
      // The Latin core and the script's face: what a first screen in this language draws.
      preload: [files[latin.length - 1]!, ...(scriptSubset ? [files.at(-1)!] : [])],
    };
  }
  return result;
}
