/**
 * The Journey's order: newest first by the first four-digit year in an entry's period text.
 * A period without a year counts as 0, so it comes last; entries with the same year keep
 * their order in the data (the sort is stable).
 */
import type { JourneyEntry } from '../../data/types.ts';

/** The first run of exactly four digits in `period` as a number ("2020 - 2022" → 2020), else 0. */
export function periodYear(period: string): number {
  const match = /(?<!\d)\d{4}(?!\d)/.exec(period);
  return match ? Number(match[0]) : 0;
}

/** A new array, newest year first; the input is not changed. */
export function sortJourney<T extends Pick<JourneyEntry, 'period'>>(entries: readonly T[]): T[] {
  return entries.toSorted((a, b) => periodYear(b.period) - periodYear(a.period));
}
