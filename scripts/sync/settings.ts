/**
 * The sync's settings, from the environment, each checked before anything is fetched (a bad one
 * is one line naming it, as the build's settings are: scripts/build/settings.ts):
 *
 * - `GITHUB_API_URL`: GitHub's REST API (default https://api.github.com; GitHub Enterprise's is
 *   `https://<host>/api/v3`); https, or http on this machine for a local stand-in.
 * - `GITHUB_TOKEN`: sent to that API only (`Authorization: Bearer`), for its higher rate limit;
 *   never printed, never written.
 * - `SYNC_FEED_ORIGIN`: fetch every feed of data/writing.ts from this origin instead of its own,
 *   its path and query kept. For the tests and for trying feeds served on this machine
 *   (data/ holds https addresses only); an origin, http allowed for localhost only.
 * - `SYNC_TIMEOUT_MS`: each request's time limit (default 15000), and reading its answer's.
 * - `SYNC_SOURCE_TIMEOUT_MS`: each source's time limit, all its pages (default 600000: 10 minutes).
 *
 * A value is quoted in its message without a URL's user name and password (content/quote.ts).
 */
import { readOrigin } from '../../content/origin.ts';
import { SettingError, setting } from '../build/settings.ts';
import { DEFAULT_LIMITS, type Limits } from './http.ts';

export interface SyncSettings {
  /** The API's address, without a trailing slash. */
  readonly api: string;
  readonly token?: string;
  /** The origin every feed is fetched from instead of its own, when set. */
  readonly feedOrigin?: string;
  readonly limits: Limits;
}

const DEFAULT_API = 'https://api.github.com';

/** `value` as an origin (`path: true`: a path after it allowed), or the setting's error. */
function origin(name: string, value: string, { path }: { path: boolean }): string {
  const reading = readOrigin(value);
  if ('problem' in reading) throw new SettingError(name, value, reading.problem);
  if (reading.path && !path) throw new SettingError(name, value, `has a path: write the origin only, ${reading.origin}`);
  return `${reading.origin}${reading.path.replace(/\/+$/, '')}`;
}

/** The sync's settings from `env`; a bad one throws its one line. */
export function syncSettings(env: NodeJS.ProcessEnv): SyncSettings {
  const api = origin('GITHUB_API_URL', setting(env, 'GITHUB_API_URL') || DEFAULT_API, { path: true });
  const token = setting(env, 'GITHUB_TOKEN');
  // Its value is never shown, not even in this message.
  if (/[^\x21-\x7e]/.test(token)) throw new Error('GITHUB_TOKEN: holds a space or a character a header cannot carry (value not shown)');
  const feedOrigin = setting(env, 'SYNC_FEED_ORIGIN');
  return {
    api,
    ...(token && { token }),
    ...(feedOrigin && { feedOrigin: origin('SYNC_FEED_ORIGIN', feedOrigin, { path: false }) }),
    limits: {
      ...DEFAULT_LIMITS,
      timeoutMs: milliseconds(env, 'SYNC_TIMEOUT_MS') ?? DEFAULT_LIMITS.timeoutMs,
      sourceTimeoutMs: milliseconds(env, 'SYNC_SOURCE_TIMEOUT_MS') ?? DEFAULT_LIMITS.sourceTimeoutMs,
    },
  };
}

/** The setting `name` as a number of milliseconds, or undefined when unset; anything else throws its line. */
function milliseconds(env: NodeJS.ProcessEnv, name: string): number | undefined {
  const value = setting(env, name);
  if (value && !/^[1-9]\d*$/.test(value)) throw new SettingError(name, value, 'is not a number of milliseconds');
  return value ? Number(value) : undefined;
}
