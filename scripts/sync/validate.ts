/**
 * Reading another service's answer: JSON that does not parse, or a shape the sync does not
 * expect, is a `SourceError` of one line naming the first field at fault (`[17].stargazers_count:
 * Invalid input: expected number, received string`), never a stack trace.
 */
import type { z } from 'zod';
import { SourceError } from './http.ts';

/** `body` parsed as JSON, or a `SourceError`. */
export function parseJson(body: string): unknown {
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
