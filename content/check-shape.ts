/**
 * The first check of `data/`: every export has the shape content/schema.ts gives it, before any
 * code reads it. Each problem is one line naming the file, the entry and the field, as the
 * other content rules do (content/validate.ts):
 *
 *   data/profile.ts: profile.links: unknown field "linkdin" (a misspelt name?)
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
};

const kindOf = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'a list' : typeof value);

/** What is wrong, in words an owner reads. */
function describe(issue: z.core.$ZodIssue, value: unknown): string {
  switch (issue.code) {
    case 'invalid_type':
      return value === undefined
        ? 'is missing'
        : `should be ${issue.expected === 'array' ? 'a list' : issue.expected}, not ${kindOf(value)}`;
    case 'unrecognized_keys':
      return `unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => `"${k}"`).join(', ')} (a misspelt name?)`;
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

/** Every shape problem of what `data/` exports, one line each; none when all is in order. */
export function shapeProblems(data: Readonly<Record<string, unknown>>): string[] {
  const problems: string[] = [];
  for (const [name, { file, schema, entry }] of Object.entries(DATA_EXPORTS)) {
    const value = data[name];
    const result = schema.safeParse(value);
    if (result.success) continue;
    for (const issue of result.error.issues) {
      let where = `${name}${issue.path.length ? '.' : ''}${fieldPath(issue.path)}`;
      // A list's entry is named by its title (or name), as in the other content messages.
      if (entry && typeof issue.path[0] === 'number') {
        const label = (entry as (v: unknown) => unknown)(at(value, [issue.path[0]]) ?? {});
        const rest = fieldPath(issue.path.slice(1));
        where = `${typeof label === 'string' ? JSON.stringify(label) : `${name}[${issue.path[0]}]`}${rest ? `.${rest}` : ''}`;
      }
      const unknown = issue.code === 'unrecognized_keys';
      problems.push(`data/${file}.ts: ${where}: ${describe(issue, unknown ? undefined : at(value, issue.path))}`);
    }
  }
  return problems;
}
