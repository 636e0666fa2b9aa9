/**
 * Reading another service's answer: JSON that does not parse, nests deeper than `MAX_DEPTH`, or
 * has a shape the sync does not expect, is a `SourceError` of one line naming the first field at
 * fault (`[17].stargazers_count: Invalid input: expected number, received string`), never a
 * stack trace.
 */
import type { z } from 'zod';
import { SourceError } from './http.ts';

/**
 * How deep another service's answer may nest (JSON's arrays and objects, a feed's elements, the
 * HTML of one of its texts): far more than any of them needs, and few enough that reading one
 * takes a fraction of a second.
 */
export const MAX_DEPTH = 256;

/** How deep the JSON text `body` nests, counted up to one past `MAX_DEPTH` (brackets inside strings are text). */
function jsonDepth(body: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < body.length && deepest <= MAX_DEPTH; i++) {
    const char = body[i];
    if (inString) {
      if (char === '\\') i++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '[' || char === '{') deepest = Math.max(deepest, ++depth);
    else if (char === ']' || char === '}') depth--;
  }
  return deepest;
}

/** `body` parsed as JSON, or a `SourceError`. */
export function parseJson(body: string): unknown {
  if (jsonDepth(body) > MAX_DEPTH) throw new SourceError(`arrays and objects nested deeper than ${MAX_DEPTH}`);
  try {
    return JSON.parse(body);
  } catch (error) {
    throw new SourceError(`not JSON (${(error as Error).message.split('\n')[0]})`);
  }
}

/** `[17].license.spdx_id: <zod's message>`: the first issue of `error`, on one line (`skip`: leave out the path's first keys). */
export function firstIssue(error: z.ZodError, skip = 0): string {
  const issue = error.issues[0]!;
  const where = issue.path
    .slice(skip)
    .map((key) => (typeof key === 'number' ? `[${key}]` : `.${String(key)}`))
    .join('')
    .replace(/^\./, '');
  return `${where ? `${where}: ` : ''}${issue.message}`;
}
