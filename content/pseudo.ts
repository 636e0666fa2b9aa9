/**
 * The pseudo-language (`PSEUDO_LANGUAGE=1 npm run build`, and the test that reads every word of
 * every page): each word a visitor reads in `data/` (the fields content/schema.ts marks, and
 * every interface string) with its letters swapped for accented ones and 40% longer, between
 * brackets. A page built from it shows at a glance what is left in code (plain letters) and what
 * overflows or is cut when a translation runs long; `{placeholders}` are kept as they are.
 */
import type { z } from 'zod';
import { DATA_EXPORTS } from './check-shape.ts';
import { VISITOR_TEXT } from './schema.ts';
import type { DataInput } from './types.ts';

const PLAIN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ACCENTED = 'åƀçđéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇĐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ';
const SWAP = new Map([...PLAIN].map((c, i) => [c, [...ACCENTED][i]!]));

/** How much longer a pseudo text is than its source. */
export const PSEUDO_GROWTH = 0.4;

/** `Send {count} messages` → `[Šéñđ {count} ɱéššåĝéš ··· ··· ···]`; a text of placeholders only (`{personal}`) is kept. */
export function pseudo(text: string): string {
  if (/^\s*(\{\w+\}\s*)*$/.test(text)) return text;
  const swapped = text
    .split(/(\{\w+\})/)
    .map((part) => (/^\{\w+\}$/.test(part) ? part : [...part].map((c) => SWAP.get(c) ?? c).join('')))
    .join('');
  // As long again as 40% of the text, in words of three (a long translation still wraps).
  const extra = Math.ceil([...text].length * PSEUDO_GROWTH);
  const padding = Array.from({ length: Math.ceil(extra / 4) }, () => ' ···').join('');
  return `[${swapped}${padding}]`;
}

/** `value` with every visitor-facing string of `schema` made pseudo; everything else as it is. */
function walk(schema: z.ZodType, value: unknown): unknown {
  if (value === undefined || value === null) return value;
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  if (def.type === 'optional' || def.type === 'nullable' || def.type === 'readonly') return walk(def.innerType as z.ZodType, value);
  if (typeof value === 'string') return VISITOR_TEXT.has(schema) ? pseudo(value) : value;
  switch (def.type) {
    case 'array':
      return (value as unknown[]).map((item) => walk(def.element as z.ZodType, item));
    case 'object': {
      const shape = def.shape as Record<string, z.ZodType>;
      const rest = def.catchall as z.ZodType | undefined;
      return Object.fromEntries(
        Object.entries(value).map(([key, v]) => {
          const field = shape[key] ?? rest;
          return [key, field ? walk(field, v) : v];
        }),
      );
    }
    default:
      return value;
  }
}

/** What `data/` exports, in the pseudo-language (checked shape assumed). */
export const pseudoData = (data: DataInput): DataInput =>
  Object.fromEntries(
    Object.entries(data).map(([name, value]) => {
      const exported = DATA_EXPORTS[name as keyof DataInput];
      return [name, exported ? walk(exported.schema, value) : value];
    }),
  ) as unknown as DataInput;
