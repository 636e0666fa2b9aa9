/**
 * The site's languages. The default one is the language of data/ as written (its interface
 * words in data/strings.ts, `lang` there); every other is a `Translation` in data/translations.ts:
 * its interface words, and its content's words by data file, entry and field, the entries named
 * as the build's messages name them (a project by its title, a school by its institution…):
 *
 *   { lang: 'ar', strings: { nav: { menu: 'القائمة' } }, content: { projects: { ShopSphere: { description: '…' } } } }
 *
 * What a translation leaves out is shown in the default language, and named (file, entry,
 * field, language) by the build and `npm run doctor`: `translate` returns both.
 */
import type { z } from 'zod';
import { DATA_EXPORTS, translatedStringsProblems } from './check-shape.ts';
import { plainOrQuoted, quote } from './quote.ts';
import { SAME_IN_EVERY_LANGUAGE, VISITOR_TEXT } from './schema.ts';
import type { DataInput, InterfaceStrings } from './types.ts';

/** A translation of `T`: every text the same place holds, any of them left out. */
export type Overlay<T> = T extends string
  ? string
  : T extends readonly (infer U)[]
    ? U extends string
      ? readonly string[]
      : { readonly [entry: string]: Overlay<U> }
    : T extends object
      ? { readonly [K in keyof T]?: Overlay<T[K]> }
      : never;

/** The data exports a translation may give words for (those that hold words). */
type Translatable = Omit<
  DataInput,
  | 'strings'
  | 'translations'
  | 'brandColor'
  | 'font'
  | 'copyrightYear'
  | 'linkPlaces'
  | 'projectFilters'
  | 'fullPortfolioLink'
  | 'repositoriesFrom'
  | 'postsFrom'
>;

/** One more language of the site. */
export interface Translation {
  /** Its BCP 47 tag ("ar", "pt-BR"): `<html lang>`, its pages' folder (`/ar/`), dates and plurals. */
  readonly lang: string;
  /** The interface words in this language (data/strings.ts gives every key). */
  readonly strings: Overlay<Omit<InterfaceStrings, 'lang'>>;
  /** The content's words in this language, by data export and entry. */
  readonly content?: Overlay<Translatable> & { readonly projectFilters?: readonly string[] };
}

/** A text a translation does not give: shown in the default language. */
export interface Untranslated {
  /** The data file (`projects`) and the place in it (`"ShopSphere".description`), or `strings` and the word's key. */
  readonly file: string;
  readonly where: string;
  readonly lang: string;
}

/** One line naming an untranslated text: file, entry, field and language. */
export const untranslatedLine = ({ file, where, lang }: Untranslated): string =>
  file === 'strings'
    ? `data/translations.ts: ${plainOrQuoted(lang)}: ${where}: not translated (shown as data/strings.ts has it)`
    : `data/${file}.ts: ${where}: not translated to ${plainOrQuoted(lang)} (data/translations.ts)`;

/** What a translation names that data/ does not have, one line each. */
export type TranslationProblem = string;

/** The label data/ gives an entry of a list (as in the content messages). */
const entryLabel = (item: unknown): string | undefined => {
  if (!item || typeof item !== 'object') return undefined;
  const { title, name, institution, label, navLabel } = item as Record<string, unknown>;
  const found = [title, name, institution, navLabel, label].find((v) => typeof v === 'string');
  return found as string | undefined;
};

interface Walk {
  readonly lang: string;
  readonly file: string;
  /** The data export walked (`projects`): its list's entries are named by their label alone. */
  readonly name: string;
  /** Written by `npm run sync` (DATA_EXPORTS): what a translation leaves out or names beyond it is no problem. */
  readonly synced: boolean;
  readonly untranslated: Untranslated[];
  readonly problems: TranslationProblem[];
}

const LETTER = /\p{L}/u;

/**
 * Whether a translation is asked for these texts of a field: words a reader reads as language.
 * Never for names, technologies and skills (`SAME_IN_EVERY_LANGUAGE`), for texts without a letter
 * (a year, a period such as "2014 - 2018", "7+", "8.7 / 10", "+{count}"), or for what `npm run sync` writes.
 */
const asked = (schema: z.ZodType, texts: readonly string[], walk: Walk) =>
  !walk.synced && !SAME_IN_EVERY_LANGUAGE.has(schema) && texts.some((text) => LETTER.test(text.replace(/\{\w+\}/g, '')));

const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

/** `value` with the words of `overlay`, where `schema` says a field holds words. */
function overlay(schema: z.ZodType, value: unknown, words: unknown, where: string, walk: Walk): unknown {
  if (value === undefined || value === null) {
    if (words !== undefined)
      walk.problems.push(`${where}: ${plainOrQuoted(walk.lang)} gives words for a field data/${walk.file}.ts leaves out`);
    return value;
  }
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  if (def.type === 'optional' || def.type === 'nullable' || def.type === 'readonly')
    return overlay(def.innerType as z.ZodType, value, words, where, walk);
  if (typeof value === 'string') {
    if (!VISITOR_TEXT.has(schema)) {
      if (words !== undefined) walk.problems.push(`${where}: not words to translate (the same in every language)`);
      return value;
    }
    if (typeof words === 'string') return words;
    if (words !== undefined) walk.problems.push(`${where}: ${plainOrQuoted(walk.lang)} should be a text, not ${typeof words}`);
    else if (asked(schema, [value], walk)) walk.untranslated.push({ file: walk.file, where, lang: walk.lang });
    return value;
  }
  if (def.type === 'array' && Array.isArray(value)) {
    const element = def.element as z.ZodType;
    if (value.every((v) => typeof v === 'string')) {
      const texts = VISITOR_TEXT.has(unwrap(element));
      if (!texts) return value;
      if (Array.isArray(words) && words.every((w) => typeof w === 'string')) return words;
      if (words !== undefined) walk.problems.push(`${where}: ${plainOrQuoted(walk.lang)} should be a list of texts`);
      else if (asked(unwrap(element), value, walk)) walk.untranslated.push({ file: walk.file, where, lang: walk.lang });
      return value;
    }
    const entries = isObject(words) ? words : {};
    // A data export's entries are named by its own rule (a page by its menu label), nested ones by their name.
    const exported =
      where === walk.name ? (DATA_EXPORTS[walk.name as keyof DataInput]?.entry as ((v: unknown) => unknown) | undefined) : undefined;
    const labels = value.map((item) => {
      const label = exported ? exported(item) : entryLabel(item);
      return typeof label === 'string' ? label : undefined;
    });
    for (const key of Object.keys(entries)) {
      if (!labels.includes(key) && !walk.synced)
        walk.problems.push(`${where}: ${plainOrQuoted(walk.lang)} translates ${quote(key)}, which data/${walk.file}.ts does not have`);
    }
    return value.map((item, i) => {
      const label = labels[i];
      const named = where === walk.name ? quote(label) : `${where}.${quote(label)}`;
      const at = label === undefined ? `${where}[${i}]` : named;
      return overlay(element, item, label === undefined ? undefined : entries[label], at, walk);
    });
  }
  if (def.type === 'object' && isObject(value)) {
    const shape = def.shape as Record<string, z.ZodType>;
    // A translation's plural forms are its own (its language has its own categories): given, they replace the default's.
    const current = walk.file === 'strings' && isPlural(shape) && isObject(words) ? {} : value;
    // A strict object's catchall is `never`: it takes no other field.
    const catchall = def.catchall as z.ZodType | undefined;
    const rest = catchall && catchall._zod.def.type !== 'never' ? catchall : undefined;
    const given = isObject(words) ? words : {};
    for (const key of Object.keys(given)) {
      if (!(key in shape) && !rest) walk.problems.push(`${where}.${plainOrQuoted(key)}: no such field to translate`);
    }
    // An open-ended list of words (journey types' labels) may name more in another language, and
    // an interface text that depends on a count the plural forms its language has and the default
    // one has no use for (Arabic's `zero`, `two`, `few`, `many` beside English's `one`, `other`).
    const extra = Object.entries(given).filter(
      ([key, v]) => !(key in current) && typeof v === 'string' && (key in shape ? walk.file === 'strings' : !!rest),
    );
    return Object.fromEntries([
      ...Object.entries(current).map(([key, v]) => {
        const field = shape[key] ?? rest;
        return [key, field ? overlay(field, v, given[key], `${where}.${plainOrQuoted(key)}`, walk) : v];
      }),
      ...extra,
    ]);
  }
  return value;
}

const PLURAL_FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'];
/** Whether an object's fields are the forms of a text that depends on a count (content/strings.ts `plural`). */
const isPlural = (shape: Record<string, z.ZodType>) => 'other' in shape && Object.keys(shape).every((key) => PLURAL_FORMS.includes(key));

const unwrap = (schema: z.ZodType): z.ZodType => {
  const def = schema._zod.def as unknown as { type: string; innerType?: z.ZodType };
  return ['optional', 'nullable', 'readonly'].includes(def.type) ? unwrap(def.innerType!) : schema;
};

/**
 * data/ in `translation`'s language: its words where it gives them, the default language's
 * elsewhere (each one named in `untranslated`), and a line for each word it gives that data/ has
 * no place for.
 */
export function translate(
  data: DataInput,
  translation: Translation,
): { readonly data: DataInput; readonly untranslated: Untranslated[]; readonly problems: TranslationProblem[] } {
  const untranslated: Untranslated[] = [];
  const problems: TranslationProblem[] = [];
  const { lang } = translation;
  const content = (translation.content ?? {}) as Record<string, unknown>;
  const translated: Record<string, unknown> = { ...data };
  for (const [name, { file, schema, synced = false }] of Object.entries(DATA_EXPORTS)) {
    if (name === 'strings' || name === 'translations') continue;
    const walk: Walk = { lang, file, name, synced, untranslated, problems };
    const value = (data as unknown as Record<string, unknown>)[name];
    translated[name] = overlay(schema, value, content[name], name, walk);
  }
  // The interface words: the default language's, with this language's on top.
  const strings = overlay(DATA_EXPORTS.strings.schema, data.strings, translation.strings, 'strings', {
    lang,
    file: 'strings',
    name: 'strings',
    synced: false,
    untranslated,
    problems,
  }) as InterfaceStrings;
  // Its interface words are checked as data/strings.ts's are: placeholders, plural forms.
  problems.push(...translatedStringsProblems({ ...strings, lang }, translation.strings));
  return {
    data: { ...(translated as unknown as DataInput), strings: { ...strings, lang } },
    untranslated,
    problems: problems.map((p) => `data/translations.ts: ${plainOrQuoted(lang)}: ${p}`),
  };
}
