/**
 * How the bench reports: the median of a few runs, one cell per measured quantity (this branch's
 * median, or with `--compare` the earlier release's, this branch's and their ratio), goals marked
 * ✓ or ✗, and Markdown tables on stdout. Pure (test/node/bench.test.ts).
 */

/** The median of the runs that gave a number; NaN when none did. */
export const median = (values: readonly number[]): number => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (!sorted.length) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/**
 * One quantity's runs on each site measured: this branch's first, then (with `--compare`) the
 * earlier release's. A run that failed is NaN.
 */
export type Runs = readonly (readonly number[])[];

/** Several quantities' runs taken as one (every visit of a page, whichever tap it was for), site by site. */
export const pooled = (quantities: readonly Runs[]): Runs =>
  (quantities[0] ?? []).map((_, site) => quantities.flatMap((runs) => runs[site] ?? []));

/** What a value must be to meet its goal. */
export type Goal = { readonly atMost: number } | { readonly atLeast: number };

export const meets = (value: number, goal: Goal): boolean => ('atMost' in goal ? value <= goal.atMost : value >= goal.atLeast);

/** The goal as a heading writes it: `≤ 150`, `≥ 100`. */
export const goalText = (goal: Goal): string => ('atMost' in goal ? `≤ ${goal.atMost}` : `≥ ${goal.atLeast}`);

/** How a quantity is written: its unit, its decimals (default none) and the goal it is held to. */
export interface Quantity {
  readonly unit?: 'ms' | 'B';
  readonly digits?: number;
  readonly goal?: Goal;
}

/** HTML + CSS of a page, gzipped: what fits in a first round trip, 14 KB of 1,024 bytes. */
export const HTML_CSS_BUDGET: Goal = { atMost: 14 * 1024 };
/** Every first tap, to the next paint (INP's "good" is 200 ms; this site holds itself to 150). */
export const TAP_GOAL: Goal = { atMost: 150 };

const written = (value: number, digits = 0) =>
  Number.isFinite(value) ? value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits }) : '–';

/** This branch's value over the earlier release's, as `×1.43`; empty where it means nothing (a value missing, or the earlier 0). */
export function ratio(now: number, before: number): string {
  if (!Number.isFinite(now) || !Number.isFinite(before) || before === 0) return '';
  return `×${(now / before).toFixed(2)}`;
}

/**
 * One cell: this branch's median (`160 ms ✗`), or with an earlier release measured beside it
 * `112 → 160 ms ×1.43 ✗`. The mark is this branch's, against the quantity's goal.
 */
export function cell(runs: Runs, quantity: Quantity = {}): string {
  const [now, before] = runs.map(median) as [number, number?];
  const measured = Number.isFinite(now) || Number.isFinite(before ?? Number.NaN);
  const unit = quantity.unit && measured ? ` ${quantity.unit}` : '';
  const mark = quantity.goal && Number.isFinite(now) ? (meets(now, quantity.goal) ? ' ✓' : ' ✗') : '';
  const value = written(now, quantity.digits);
  if (before === undefined) return `${value}${unit}${mark}`;
  const change = ratio(now, before);
  return `${written(before, quantity.digits)} → ${value}${unit}${change && ` ${change}`}${mark}`;
}

/** Prints a Markdown table: the first column left-aligned, the others right-aligned. */
export function printTable(header: readonly string[], rows: readonly (readonly string[])[]): void {
  console.log(markdownTable(header, rows));
}

export function markdownTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: readonly string[]) => `| ${cells.map((c, i) => (i ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (i ? `${'-'.repeat(w + 1)}:` : '-'.repeat(w + 2))).join('|')}|`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}
