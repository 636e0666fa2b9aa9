/**
 * Period texts ("June 2025", "2020 - 2022", "January 2025 - Present"), read in one place: the
 * Journey's order and the content check use the year, resume.json the start and end dates.
 *
 * The Journey's order: newest first by the first four-digit year in an entry's period text.
 * A period without a year counts as 0, so it comes last; entries with the same year keep
 * their order in the data (the sort is stable).
 */
import type { JourneyEntry } from './types.ts';

/** The first run of exactly four digits in `period` as a number ("2020 - 2022" → 2020), else 0. */
export function periodYear(period: string): number {
  const match = /(?<!\d)\d{4}(?!\d)/.exec(period);
  return match ? Number(match[0]) : 0;
}

/** A new array, newest year first; the input is not changed. */
export function sortJourney<T extends Pick<JourneyEntry, 'period'>>(entries: readonly T[]): T[] {
  return entries.toSorted((a, b) => periodYear(b.period) - periodYear(a.period));
}

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

/** "June 2025" → "2025-06", "2022" → "2022", anything else (e.g. "Present") → undefined. */
export function isoDate(text: string): string | undefined {
  const match = text.trim().match(/^(?:([A-Za-z]+)\s+)?(\d{4})$/);
  if (!match) return undefined;
  const month = match[1] ? MONTHS.indexOf(match[1].toLowerCase()) + 1 : 0;
  return month ? `${match[2]}-${String(month).padStart(2, '0')}` : match[2];
}

/**
 * A period's start and, for a range, its end: "2020 - 2022", "2020–2022" and "January 2025 — Present"
 * are ranges (a hyphen or dash between spaces, or between two digits).
 */
const periodParts = (period: string): string[] => period.split(/\s+[-–—]\s+|(?<=\d)[-–—](?=\d)/);

/** A period as the site writes it: a range with an en dash between spaces ("2014 – 2018"), however data/ typed it. */
export const periodText = (period: string): string => periodParts(period).join(' – ');

/** Start and end of a period such as "January 2025 - Present" or "2020 - 2022". */
export function periodDates(period: string): { startDate?: string; endDate?: string } {
  const [start = '', end] = periodParts(period);
  const startDate = isoDate(start);
  const endDate = end === undefined ? startDate : isoDate(end);
  return { ...(startDate && { startDate }), ...(endDate && { endDate }) };
}
