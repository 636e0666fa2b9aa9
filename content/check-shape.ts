/**
 * The first check of `data/`: every export has the shape content/schema.ts gives it, before any
 * code reads it. Each problem is one line naming the file, the entry and the field, as the
 * other content rules do (content/validate.ts):
 *
 *   data/profile.ts: profile.links.linkdin: unknown field "linkdin" (did you mean "linkedin"?)
 *   data/projects.ts: "Chat App".image: not an image path: write "images/<file>" …
 *   data/profile.ts: profile.name: is missing
 */
import { z } from 'zod';
import {
  BRAND_COLORS,
  certificationSchema,
  claimSchema,
  educationSchema,
  experienceSchema,
  journeySchema,
  linkPlacesSchema,
  notFoundPageSchema,
  pageSchema,
  personalSchema,
  profileSchema,
  projectSchema,
  quickLinkSchema,
  skillCategorySchema,
  text,
} from './schema.ts';
import { stringsSchema } from './strings.ts';
import type { DataInput } from './types.ts';

const list = <T extends z.ZodType>(item: T) => z.array(item);

/** Each export of `data/`: the file it lives in, its schema, and (for lists) what names an entry. */
export const DATA_EXPORTS: { readonly [K in keyof DataInput]-?: { file: string; schema: z.ZodType; entry?: (value: never) => unknown } } = {
  profile: { file: 'profile', schema: profileSchema },
  personal: { file: 'profile', schema: personalSchema },
  education: { file: 'education', schema: list(educationSchema), entry: (e: { institution?: unknown }) => e.institution },
  experience: { file: 'experience', schema: list(experienceSchema), entry: (e: { title?: unknown }) => e.title },
  skillCategories: { file: 'skills', schema: list(skillCategorySchema), entry: (c: { name?: unknown }) => c.name },
  projects: { file: 'projects', schema: list(projectSchema), entry: (p: { title?: unknown }) => p.title },
  projectFilters: { file: 'projects', schema: list(text()).optional() },
  certifications: { file: 'certifications', schema: list(certificationSchema), entry: (c: { name?: unknown }) => c.name },
  certificationTiles: { file: 'certifications', schema: list(claimSchema) },
  journey: { file: 'journey', schema: list(journeySchema), entry: (j: { title?: unknown }) => j.title },
  pages: { file: 'site', schema: list(pageSchema), entry: (p: { navLabel?: unknown }) => p.navLabel },
  notFoundPage: { file: 'site', schema: notFoundPageSchema },
  quickLinks: { file: 'site', schema: list(quickLinkSchema), entry: (l: { label?: unknown }) => l.label },
  copyrightYear: { file: 'site', schema: z.number().int() },
  heroStats: { file: 'site', schema: list(claimSchema) },
  brandColor: { file: 'site', schema: z.enum(BRAND_COLORS) },
  linkPlaces: { file: 'site', schema: linkPlacesSchema },
  strings: { file: 'strings', schema: stringsSchema },
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
};

const kindOf = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'a list' : typeof value);

/** What is wrong, in words an owner reads. */
function describe(issue: z.core.$ZodIssue, value: unknown): string {
  switch (issue.code) {
    case 'invalid_type':
      return value === undefined
        ? 'is missing'
        : `should be ${issue.expected === 'array' ? 'a list' : issue.expected}, not ${kindOf(value)}`;
    case 'invalid_value':
      return `${JSON.stringify(value)} is not one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
    case 'invalid_format':
      return `${JSON.stringify(value)} is not ${issue.format === 'template_literal' ? 'an https:// address' : issue.format}`;
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

/** `a.b[2].c` */
const fieldPath = (path: readonly PropertyKey[]) =>
  path.map((key, i) => (typeof key === 'number' ? `[${key}]` : `${i ? '.' : ''}${String(key)}`)).join('');

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
      return { ...issue, keys: [key], message: `unknown field "${key}" (${guess ? `did you mean "${guess}"?` : 'a misspelt name?'})` };
    });
  });
  // The field meant is reported missing too: the misspelling's line says it already.
  return named.filter(
    (issue) => !(issue.code === 'invalid_type' && at(value, issue.path) === undefined && meant.has(JSON.stringify(issue.path))),
  );
}

/** Every shape problem of what `data/` exports, one line each; none when all is in order. */
export function shapeProblems(data: Readonly<Record<string, unknown>>): string[] {
  const problems: string[] = [];
  for (const [name, { file, schema, entry }] of Object.entries(DATA_EXPORTS)) {
    const value = data[name];
    const result = schema.safeParse(value);
    if (result.success) continue;
    for (const issue of withMisspellings(schema, result.error.issues, value)) {
      const unknown = issue.code === 'unrecognized_keys';
      // An unknown field is named where it is: `profile.links.linkdin`.
      const path = unknown ? [...issue.path, issue.keys[0]!] : issue.path;
      let where = `${name}${path.length ? '.' : ''}${fieldPath(path)}`;
      // A list's entry is named by its title (or name), as in the other content messages.
      if (entry && typeof path[0] === 'number') {
        const label = (entry as (v: unknown) => unknown)(at(value, [path[0]]) ?? {});
        const rest = fieldPath(path.slice(1));
        where = `${typeof label === 'string' ? JSON.stringify(label) : `${name}[${path[0]}]`}${rest ? `.${rest}` : ''}`;
      }
      problems.push(`data/${file}.ts: ${where}: ${unknown ? issue.message : describe(issue, at(value, issue.path))}`);
    }
  }
  return problems;
}
