/**
 * Browsers that died under a test file. A launcher notes the cause against the session it was
 * running (`noteCrash`); the results reporter, which knows each session's file, reports a failed
 * session with a noted crash as a `Crash`, and scripts/browser-tests.ts runs that file once more
 * in a fresh browser.
 */
import type { Engine } from '../browser.ts';

/** A test file that failed while its browser crashed. */
export interface Crash {
  readonly engine: Engine;
  /** The test file, relative to the project. */
  readonly file: string;
  /** The crash in one line (see scripts/lib/webkit.ts, `crashSince`). */
  readonly cause: string;
  /** What passed and was skipped in the file before the crash, counted in the run's totals. */
  readonly passed: number;
  readonly skipped: number;
}

const noted = new Map<string, { readonly engine: Engine; readonly cause: string }>();

/** Records that the browser running session `sessionId` crashed, and why. */
export function noteCrash(sessionId: string, engine: Engine, cause: string): void {
  noted.set(sessionId, { engine, cause });
}

/** The crash noted for a session, if any. */
export const crashOf = (sessionId: string) => noted.get(sessionId);
