/**
 * `npm run bench -- [flags]`: what to measure, from the command line, or from the environment
 * where a flag is absent (`BENCH_PAGES`, `BENCH_RUNS`, `BENCH_ONLY`, `BENCH_TAPS`, `BENCH_LANG`,
 * `TEST_ENGINES`). A wrong value is one line naming the flag (`BenchArgumentError`). Pure
 * (test/node/bench.test.ts).
 */
import { parseArgs } from 'node:util';
import { ENGINES, type Engine } from '../lib/browser.ts';

/** The bench's parts, in the order they run; `--only` picks some. */
export const PARTS = ['long-name', 'rebuild', 'lighthouse', 'weight', 'nav', 'tap', 'engines', 'embed'] as const;
export type Part = (typeof PARTS)[number];

export interface BenchOptions {
  /** An owner at scale (bench/scale.ts) rather than `data/` as it is. */
  readonly scale: boolean;
  /** A git ref built in a temporary copy and measured beside this branch, run for run. */
  readonly compare?: string;
  /** Save a Chromium trace of every throttled first tap (bench/trace.ts). */
  readonly profile: boolean;
  /** Runs per measurement (the median is reported); default 3. */
  readonly runs: number;
  /** The parts to run; all when absent. */
  readonly parts: readonly Part[];
  /** Pages by route (`home` for the first page); all when absent. */
  readonly pages?: readonly string[];
  /** Taps whose name contains one of these words; all when absent. */
  readonly taps?: readonly string[];
  /** The engines the cross-engine table measures. */
  readonly engines: readonly Engine[];
  /** Lighthouse and page weight on this language's pages rather than the default's. */
  readonly lang?: string;
}

export class BenchArgumentError extends Error {}

const list = (value: string | undefined) =>
  value
    ?.split(',')
    .map((word) => word.trim())
    .filter(Boolean);

/** The words of `value` (a comma-separated list), each one of `known`; a line naming `flag` otherwise. */
function choose<T extends string>(flag: string, value: string | undefined, known: readonly T[]): readonly T[] | undefined {
  const words = list(value);
  if (!words) return undefined;
  const unknown = words.filter((word) => !(known as readonly string[]).includes(word));
  if (unknown.length) throw new BenchArgumentError(`${flag}: unknown ${unknown.join(', ')} (known: ${known.join(', ')})`);
  return words as T[];
}

const FLAGS = {
  scale: { type: 'boolean', default: false },
  compare: { type: 'string' },
  profile: { type: 'boolean', default: false },
  runs: { type: 'string' },
  only: { type: 'string' },
  pages: { type: 'string' },
  taps: { type: 'string' },
  engines: { type: 'string' },
  lang: { type: 'string' },
} as const;

/** The flags given; an unknown flag or a missing value is one line. */
function readFlags(argv: readonly string[]) {
  try {
    return parseArgs({ args: [...argv], options: FLAGS }).values;
  } catch (error) {
    throw new BenchArgumentError((error as Error).message.split('\n')[0]);
  }
}

export function parseBenchArgs(argv: readonly string[], env: NodeJS.ProcessEnv = {}): BenchOptions {
  const values = readFlags(argv);
  const runsText = values.runs ?? env.BENCH_RUNS ?? '3';
  const runs = Number(runsText);
  if (!Number.isInteger(runs) || runs < 1) throw new BenchArgumentError(`--runs: ${runsText} is not a whole number of runs, 1 or more`);
  if (values.compare !== undefined && !values.compare.trim())
    throw new BenchArgumentError('--compare: names no git ref (a branch, tag or commit)');
  const pages = list(values.pages ?? env.BENCH_PAGES);
  const taps = list(values.taps ?? env.BENCH_TAPS);
  const lang = values.lang ?? env.BENCH_LANG;
  return {
    scale: values.scale,
    profile: values.profile,
    runs,
    parts: choose('--only', values.only ?? env.BENCH_ONLY, PARTS) ?? PARTS,
    engines: choose('--engines', values.engines ?? env.TEST_ENGINES, ENGINES) ?? ENGINES,
    ...(values.compare && { compare: values.compare.trim() }),
    ...(pages && { pages }),
    ...(taps && { taps }),
    ...(lang && { lang }),
  };
}
