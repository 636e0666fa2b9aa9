/**
 * What one test stage reports to `scripts/test.ts`: counts and each failure by name. The
 * node:test reporter and the web-test-runner reporter beside this file write it as JSON.
 */
import type { Crash } from './crashes.ts';

export interface Failure {
  /** Suites and test, joined by " > ". */
  readonly name: string;
  readonly file?: string;
  /** The error message (the summary shows its start). */
  readonly message: string;
}

export interface StageResults {
  readonly passed: number;
  readonly skipped: number;
  readonly failures: readonly Failure[];
  /** Test files whose browser crashed under them (browser tests only; see crashes.ts). */
  readonly crashes?: readonly Crash[];
  /** Lines the summary shows under the stage's counts (a crash and its retry). */
  readonly notes?: readonly string[];
}

/** The start of an error message on one line: its first three non-blank lines. */
export const brief = (message: string): string =>
  message
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .slice(0, 3)
    .join(' ')
    .slice(0, 240);
