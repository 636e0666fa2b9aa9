/** The summary `npm test` ends with: per stage its counts, time and failures; then the total. */
import path from 'node:path';
import { brief, type StageResults } from './results.ts';

export interface Outcome {
  readonly stage: string;
  readonly seconds: number;
  readonly results: StageResults;
}

/**
 * The summary's lines. The last is `<N> passed, <N> failed` over every stage (CI reads it);
 * failures name their file relative to `root`.
 */
export function summary(outcomes: readonly Outcome[], root: string): string[] {
  const lines = ['', '━━ summary ━━'];
  for (const { stage, seconds, results } of outcomes) {
    const { passed, skipped, failures, notes = [] } = results;
    const counts = `${passed} passed, ${failures.length} failed${skipped ? `, ${skipped} skipped` : ''}`;
    lines.push(`${failures.length ? '✗' : '✓'} ${stage.padEnd(10)} ${counts.padEnd(34)} ${seconds.toFixed(1).padStart(6)} s`);
    for (const note of notes) lines.push(`    ! ${note}`);
    for (const { file, name, message } of failures) {
      lines.push(`    ✗ ${file ? `${path.relative(root, path.resolve(root, file))}: ` : ''}${name}`);
      if (message) lines.push(`        ${brief(message)}`);
    }
  }
  const passed = outcomes.reduce((n, o) => n + o.results.passed, 0);
  const failed = outcomes.reduce((n, o) => n + o.results.failures.length, 0);
  lines.push('', `${passed} passed, ${failed} failed`);
  return lines;
}
