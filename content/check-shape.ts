/**
 * The first check of `data/`: every export has the shape content/schema.ts gives it, before any
 * code reads it. Each problem is one line naming the file, the entry and the field, as the
 * other content rules do (content/validate.ts):
 *
 *   data/profile.ts: profile.links.linkdin: unknown field "linkdin" (did you mean "linkedin"?)
 *   data/projects.ts: "Chat App".image: not an image path: write "images/<file>" …
 *   data/profile.ts: profile.name: is missing
 *
 * It also refuses a control character or an invisible one (a direction control, a zero-width
 * character: content/invisible.ts) in any string of `data/` (below), and hands on `data/`
 * as the schemas read it: every URL as the URL parser normalises it (`url()` in content/schema.ts).
 */
import { z } from 'zod';
import { invisibleCharacters } from './invisible.ts';
import { plainOrQuoted, quote } from './quote.ts';
import {
  BRAND_COLORS,
  certificationSchema,
  claimSchema,
  educationSchema,
  experienceSchema,
  fullPortfolioLinkSchema,
  journeySchema,
  linkPlacesSchema,
  notFoundPageSchema,
  openSourceSchema,
  pageSchema,
  personalSchema,
  postSchema,
  postsFromSchema,
  profileSchema,
  projectSchema,
  quickLinkSchema,
  repositoriesFromSchema,
  repositorySchema,
  SITE_FONTS,
  skillCategorySchema,
  writingSchema,
  text,
  VERIFIED_BY,
} from './schema.ts';
import { stringsSchema } from './strings.ts';
import type { DataInput } from './types.ts';

const list = <T extends z.ZodType>(item: T) => z.array(item);

interface DataExport {
  readonly file: string;
  readonly schema: z.ZodType;
  readonly entry?: (value: never) => unknown;
  readonly synced?: true;
}

/**
 * Each export of `data/`: the file it lives in, its schema, (for lists) what names an entry, and
 * whether `npm run sync` writes it (`synced`: its entries come and go with each sync, so a
 * translation need not give each one its words, and may name one a later sync took away).
 */
const exportsOfData = {
  profile: { file: 'profile', schema: profileSchema },
  personal: { file: 'profile', schema: personalSchema },
  education: { file: 'education', schema: list(educationSchema), entry: (e: { institution?: unknown }) => e.institution },
  experience: { file: 'experience', schema: list(experienceSchema), entry: (e: { title?: unknown }) => e.title },
  skillCategories: { file: 'skills', schema: list(skillCategorySchema), entry: (c: { name?: unknown }) => c.name },
  projects: { file: 'projects', schema: list(projectSchema), entry: (p: { title?: unknown }) => p.title },
  /** The filter pills of Projects; by default, the technologies several projects share. */
  projectFilters: { file: 'projects', schema: list(text()).optional() },
  /** By default, to Home and only where Projects is embedded. */
  fullPortfolioLink: { file: 'projects', schema: fullPortfolioLinkSchema.optional() },
  certifications: { file: 'certifications', schema: list(certificationSchema), entry: (c: { name?: unknown }) => c.name },
  certificationTiles: { file: 'certifications', schema: list(claimSchema) },
  /** What earns a certificate's card its "Verified" mark; by default, a link where it can be checked. */
  verifiedBy: { file: 'certifications', schema: z.enum(VERIFIED_BY).optional() },
  journey: { file: 'journey', schema: list(journeySchema), entry: (j: { title?: unknown }) => j.title },
  openSource: { file: 'open-source', schema: openSourceSchema },
  /** Written by `npm run sync`. */
  repositories: { file: 'repositories', schema: list(repositorySchema), entry: (r: { name?: unknown }) => r.name, synced: true },
  /** Whose they are, written by `npm run sync` beside them (absent in a file an older sync wrote). */
  repositoriesFrom: { file: 'repositories', schema: repositoriesFromSchema.optional(), synced: true },
  writing: { file: 'writing', schema: writingSchema },
  /** Written by `npm run sync`, newest first. */
  posts: { file: 'posts', schema: list(postSchema), entry: (p: { url?: unknown }) => p.url, synced: true },
  /** Which feeds they come from, written by `npm run sync` beside them (absent in a file an older sync wrote). */
  postsFrom: { file: 'posts', schema: postsFromSchema.optional(), synced: true },
  pages: { file: 'site', schema: list(pageSchema), entry: (p: { navLabel?: unknown }) => p.navLabel },
  notFoundPage: { file: 'site', schema: notFoundPageSchema },
  quickLinks: { file: 'site', schema: list(quickLinkSchema), entry: (l: { label?: unknown }) => l.label },
  copyrightYear: { file: 'site', schema: z.number().int() },
  heroStats: { file: 'site', schema: list(claimSchema) },
  brandColor: { file: 'site', schema: z.enum(BRAND_COLORS) },
  font: { file: 'site', schema: z.enum(SITE_FONTS) },
  linkPlaces: { file: 'site', schema: linkPlacesSchema },
  strings: { file: 'strings', schema: stringsSchema },
  /** The site's other languages; none for a site in one language. */
  // Only their outline here: what each gives is checked against data/ as it is applied (content/translate.ts).
  translations: {
    file: 'translations',
    schema: list(
      z.looseObject({
        lang: z.string().min(2),
        strings: z.record(z.string(), z.unknown()),
        content: z.record(z.string(), z.unknown()).optional(),
      }),
    ),
    entry: (t: { lang?: unknown }) => t.lang,
  },
} as const satisfies Readonly<Record<string, DataExport>>;

/** The exports with their schemas' own types: what `DataInput` (content/types.ts) is derived from. */
export type DataExports = typeof exportsOfData;
export const DATA_EXPORTS: { readonly [K in keyof DataExports]: DataExport } = exportsOfData;

const kindOf = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'a list' : typeof value);

/** What is wrong, in words an owner reads. */
function describe(issue: z.core.$ZodIssue, value: unknown): string {
  switch (issue.code) {
    case 'invalid_type':
      return value === undefined
        ? 'is missing'
        : `should be ${issue.expected === 'array' ? 'a list' : issue.expected}, not ${kindOf(value)}`;
    case 'invalid_value':
      return `${quote(value)} is not one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
    case 'invalid_format':
      return `${quote(value)} is ${issue.format === 'template_literal' ? 'not an https:// address' : issue.message}`;
    default:
      return issue.message;
  }
}

/** The value at `path` inside `root`, if there is one. */
const at = (root: unknown, path: readonly PropertyKey[]): unknown =>
  path.reduce<unknown>(
    (value, key) => (value && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined),
    root,
  );

/** `a.b[2].c`; a name that would print a control character or a quote is quoted: `a["\u001b[31m"]`. */
const fieldPath = (path: readonly PropertyKey[]) =>
  path
    .map((key, i) => {
      if (typeof key === 'number') return `[${key}]`;
      const name = plainOrQuoted(String(key));
      return name === String(key) ? `${i ? '.' : ''}${name}` : `[${name}]`;
    })
    .join('');

/** The fields the object schema at `path` inside `schema` knows (none where there is no object). */
function knownFields(schema: z.ZodType, path: readonly PropertyKey[]): string[] {
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  if (['optional', 'nullable', 'readonly'].includes(def.type)) return knownFields(def.innerType as z.ZodType, path);
  if (def.type === 'array') return path.length ? knownFields(def.element as z.ZodType, path.slice(1)) : [];
  if (def.type !== 'object') return [];
  const shape = def.shape as Record<string, z.ZodType>;
  if (!path.length) return Object.keys(shape);
  const field = shape[String(path[0])];
  return field ? knownFields(field, path.slice(1)) : [];
}

/** How many single-letter edits turn `a` into `b`. */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** The known field an unknown one is probably a misspelling of (two edits at most). */
const likelyMeant = (unknown: string, known: readonly string[]): string | undefined =>
  known
    .map((field) => [field, distance(unknown.toLowerCase(), field.toLowerCase())] as const)
    .filter(([, d]) => d <= 2)
    .sort(([, a], [, b]) => a - b)[0]?.[0];

/**
 * The issues to report: a misspelt field is one line (`unknown field "descripton" (did you mean
 * "description"?)`), not that line and another saying the field it meant is missing.
 */
function withMisspellings(schema: z.ZodType, issues: readonly z.core.$ZodIssue[], value: unknown): z.core.$ZodIssue[] {
  const meant = new Set<string>();
  const named = issues.flatMap((issue): z.core.$ZodIssue[] => {
    if (issue.code !== 'unrecognized_keys') return [issue];
    const known = knownFields(schema, issue.path);
    return issue.keys.map((key) => {
      const guess = likelyMeant(key, known);
      if (guess) meant.add(JSON.stringify([...issue.path, guess]));
      return { ...issue, keys: [key], message: `unknown field ${quote(key)} (${guess ? `did you mean "${guess}"?` : 'a misspelt name?'})` };
    });
  });
  // The field meant is reported missing too: the misspelling's line says it already.
  return named.filter(
    (issue) => !(issue.code === 'invalid_type' && at(value, issue.path) === undefined && meant.has(JSON.stringify(issue.path))),
  );
}

/**
 * The C0 and C1 control characters and DEL (Unicode's Cc). No field of data/ is multi-line (a
 * paragraph is an entry of a list; no page, card or PDF keeps a line break), so a line feed is
 * refused with the rest: a bare CR or an LF would split a line of the vCard, an ESC recolour the
 * terminal that prints the value, and none of them is a character a visitor can see.
 */
const CONTROL = /\p{Cc}/gu;
const CONTROL_NAMES: Readonly<Record<number, string>> = {
  0: 'NUL',
  7: 'BEL',
  9: 'tab',
  10: 'line feed',
  13: 'carriage return',
  27: 'ESC',
  127: 'DEL',
  8232: 'line separator',
  8233: 'paragraph separator',
};

/** `U+000D (carriage return), U+001B (ESC)`: the control characters `text` holds, once each; undefined when none. */
function controlCharacters(text: string): string | undefined {
  const found = [...new Set(text.match(CONTROL))].map((char) => {
    const code = char.codePointAt(0)!;
    const name = CONTROL_NAMES[code];
    return `U+${code.toString(16).toUpperCase().padStart(4, '0')}${name ? ` (${name})` : ''}`;
  });
  return found.length ? found.join(', ') : undefined;
}

const CONTROL_FIX = 'write it on one line of visible characters (paragraphs are entries of a list)';
const INVISIBLE_FIX = 'remove it: no reader sees it, and right-to-left text needs none (each page sets the direction of its texts)';

/** What `text` holds that data/ refuses, in words with the fix; undefined when nothing. */
function unseen(text: string): string | undefined {
  const control = controlCharacters(text);
  if (control) return `${control}: ${CONTROL_FIX}`;
  const invisible = invisibleCharacters(text);
  return invisible && `${invisible}: ${INVISIBLE_FIX}`;
}

/** Each string of `value`, and each name of a field in it, that holds a control or invisible character: where, and what. */
function controlProblems(value: unknown, path: readonly PropertyKey[] = []): { path: readonly PropertyKey[]; problem: string }[] {
  if (typeof value === 'string') {
    const found = unseen(value);
    return found ? [{ path, problem: `${quote(value)} holds ${found}` }] : [];
  }
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) => {
    const at = [...path, Array.isArray(value) ? Number(key) : key];
    const found = Array.isArray(value) ? undefined : unseen(key);
    return [...(found ? [{ path: at, problem: `this name holds ${found}` }] : []), ...controlProblems(item, at)];
  });
}

/**
 * What `schema` finds wrong with `value`, one line each as `<where(path)>: <problem>` (an unknown
 * field named where it is, with the field it probably meant), and `value` as the schema reads it
 * when the schema takes it. Also the check of a post's front matter (content/posts.ts).
 */
export function schemaProblems(
  schema: z.ZodType,
  value: unknown,
  where: (path: readonly PropertyKey[]) => string,
): { problems: string[]; read?: unknown } {
  const result = schema.safeParse(value);
  const problems = result.success
    ? []
    : withMisspellings(schema, result.error.issues, value).map((issue) => {
        const unknown = issue.code === 'unrecognized_keys';
        // An unknown field is named where it is: `profile.links.linkdin`.
        const path = unknown ? [...issue.path, issue.keys[0]!] : issue.path;
        return `${where(path)}: ${unknown ? issue.message : describe(issue, at(value, issue.path))}`;
      });
  problems.push(...controlProblems(value).map(({ path, problem }) => `${where(path)}: ${problem}`));
  return result.success ? { problems, read: result.data } : { problems };
}

/**
 * `data/` as its schemas read it (every URL normalised, see `url()`), and every shape problem of
 * what it exports, one line each; `data` is only for use when there are none.
 */
export function checkShape(data: Readonly<Record<string, unknown>>): { problems: string[]; data: DataInput } {
  const problems: string[] = [];
  const read: Record<string, unknown> = { ...data };
  for (const [name, { file, schema, entry }] of Object.entries(DATA_EXPORTS)) {
    const value = data[name];
    /** `data/<file>.ts: <entry>.<field>`, the entry of a list named by its title (or name), as in the other content messages. */
    const where = (path: readonly PropertyKey[]) => {
      if (entry && typeof path[0] === 'number') {
        const label = (entry as (v: unknown) => unknown)(at(value, [path[0]]) ?? {});
        const rest = fieldPath(path.slice(1));
        return `data/${file}.ts: ${typeof label === 'string' ? quote(label) : `${name}[${path[0]}]`}${rest ? `.${rest}` : ''}`;
      }
      return `data/${file}.ts: ${name}${path.length ? '.' : ''}${fieldPath(path)}`;
    };
    const checked = schemaProblems(schema, value, where);
    if ('read' in checked) read[name] = checked.read;
    problems.push(...checked.problems);
  }
  return { problems, data: read as unknown as DataInput };
}

/**
 * What is wrong with the interface words a translation gives (`given`, its `strings` in
 * data/translations.ts), checked as strictly as data/strings.ts: each text against its schema
 * (`{placeholders}` it cannot fill, an empty text) and each plural it gives whole, `other` included.
 * `strings` is data/strings.ts's with the translation's words over it; a line per problem, naming
 * the field (`strings.footer.copyright: names {nme}, which it cannot fill; it may use {year}, {name}`).
 */
export function translatedStringsProblems(strings: unknown, given: unknown): string[] {
  const result = stringsSchema.safeParse(strings);
  if (result.success) return [];
  // Only what the translation gives: a text of its own, or a form missing from a plural it gives.
  const gives = (path: readonly PropertyKey[]) =>
    at(given, path) !== undefined || (path.length > 1 && at(given, path.slice(0, -1)) !== undefined);
  return result.error.issues
    .filter((issue) => gives(issue.path))
    .map((issue) => `strings.${fieldPath(issue.path)}: ${describe(issue, at(strings, issue.path))}`);
}

/** Every shape problem of what `data/` exports, one line each; none when all is in order. */
export const shapeProblems = (data: Readonly<Record<string, unknown>>): string[] => checkShape(data).problems;

/**
 * `data/` as the build reads it (`checkShape`'s `data`: URLs normalised), for code that reads it
 * after the build has checked it (the tests, tools); a shape problem throws, one line each.
 */
export function checkedData(data: Readonly<Record<string, unknown>>): DataInput {
  const { problems, data: read } = checkShape(data);
  if (problems.length) throw new Error(problems.join('\n'));
  return read;
}
