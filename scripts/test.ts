/**
 * `npm test`: runs every stage, in order, even when an earlier one failed, then prints one
 * summary of all failures (stage, test, first line of the error) and, as its last line,
 * `<N> passed, <N> failed` (CI reads that line). Exits non-zero when anything failed.
 *
 * Stages: browsers and tools present (every engine's, see scripts/ensure-browsers.ts), type
 * check, lint and format check (Biome's `biome check`, read-only; see biome.json), browser tests
 * (`*.test.ts(x)` beside the code under elements/ and content/) with the unit tests (test/node)
 * at the same time, build, end-to-end tests (test/e2e). Test stages
 * report through the reporters in scripts/lib/test-results/; a stage without tests counts as
 * one check, passed or failed.
 *
 * `tsx scripts/test.ts unit e2e` runs only the stages named.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { projectRoot } from './build/config.ts';
import type { Failure, StageResults } from './lib/test-results/results.ts';
import { summary, type Outcome } from './lib/test-results/summary.ts';

interface Stage {
  readonly name: string;
  /** Arguments for `node`, given the file the stage's reporter writes its results to. */
  readonly args: (results: string) => Promise<string[]>;
  /** Whether the stage reports test results (else it is one check). */
  readonly tests: boolean;
}

/** node:test with the usual spec output and the results for the summary. */
const nodeTests = async (dir: string, results: string, options: string[] = []) => [
  '--import',
  'tsx',
  '--test',
  ...options,
  '--test-reporter=spec',
  '--test-reporter-destination=stdout',
  '--test-reporter=./scripts/lib/test-results/node-reporter.mjs',
  `--test-reporter-destination=${results}`,
  ...(await readdir(path.join(projectRoot, dir)))
    .filter((f) => f.endsWith('.test.ts'))
    .sort()
    .map((f) => path.join(dir, f)),
];

/**
 * The run, step by step; the stages of one step run at the same time. Neither the browser tests
 * (one engine, one page at a time: web-test-runner.config.mjs) nor the unit tests (one file at a
 * time) keep both cores busy alone, so they run together: on two cores the pair took 759 s, where
 * one after the other took 880 s (docs/testing.md, "How long it takes"). The first stage of a
 * step prints as it runs; the others' output follows when the step ends.
 */
const STEPS: readonly (readonly Stage[])[] = [
  [{ name: 'browsers', tests: false, args: async () => ['--import', 'tsx', 'scripts/ensure-browsers.ts'] }],
  [{ name: 'typecheck', tests: false, args: async () => ['node_modules/typescript/bin/tsc', '--noEmit', '-p', '.'] }],
  [{ name: 'lint', tests: false, args: async () => ['node_modules/@biomejs/biome/bin/biome', 'check', '.'] }],
  [
    // A file whose browser crashed under it runs once more in a fresh browser (scripts/browser-tests.ts).
    { name: 'browser', tests: true, args: async () => ['--import', 'tsx', 'scripts/browser-tests.ts'] },
    // One file at a time, the other core's share (above); each builds and serves in its own temporary folder.
    { name: 'unit', tests: true, args: (results) => nodeTests('test/node', results, ['--test-concurrency=1']) },
  ],
  [{ name: 'build', tests: false, args: async () => ['--import', 'tsx', 'build.ts'] }],
  // e2e: one file (run.test.ts imports every suite), so they share one build and one browser.
  [{ name: 'e2e', tests: true, args: (results) => nodeTests('test/e2e', results, ['--test-concurrency=1']) }],
];
const STAGES = STEPS.flat();

/** Runs `node args`; its output goes to the terminal, or into `buffered` to be printed later. */
function run(args: string[], env: NodeJS.ProcessEnv, buffered?: Buffer[]): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: projectRoot, env, stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    child.stdout?.on('data', (chunk: Buffer) => buffered?.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => buffered?.push(chunk));
    child.on('error', () => resolve(1));
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** What the stage's reporter wrote, or null when it wrote nothing readable (the run crashed). */
async function readResults(file: string): Promise<StageResults | null> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as StageResults;
  } catch {
    return null;
  }
}

async function runStage(stage: Stage, dir: string, buffered?: Buffer[]): Promise<Outcome> {
  const file = path.join(dir, `${stage.name}.json`);
  if (!buffered) console.log(`\n━━ ${stage.name} ━━`);
  const started = performance.now();
  const code = await run(await stage.args(file), { ...process.env, TEST_RESULTS_FILE: file }, buffered);
  const seconds = (performance.now() - started) / 1000;
  const reported = stage.tests ? await readResults(file) : null;
  const failures: Failure[] = [...(reported?.failures ?? [])];
  // A non-zero exit with no failing test to show for it (a crash, a compile error) is a failure too.
  if (code !== 0 && failures.length === 0)
    failures.push({ name: stage.name, message: `exited with code ${code}${stage.tests && !reported ? ' before reporting results' : ''}` });
  const passed = reported?.passed ?? (stage.tests || failures.length ? 0 : 1);
  return { stage: stage.name, seconds, results: { passed, skipped: reported?.skipped ?? 0, failures, notes: reported?.notes ?? [] } };
}

const wanted = process.argv.slice(2);
const unknown = wanted.filter((w) => !STAGES.some((s) => s.name === w));
if (unknown.length) {
  console.error(`Unknown stage ${unknown.join(', ')}; stages: ${STAGES.map((s) => s.name).join(', ')}`);
  process.exit(2);
}
const dir = await mkdtemp(path.join(os.tmpdir(), 'portfolio-test-'));
const outcomes: Outcome[] = [];
try {
  for (const step of STEPS) {
    const [first, ...alongside] = step.filter((s) => !wanted.length || wanted.includes(s.name));
    if (!first) continue;
    const outputs = alongside.map((): Buffer[] => []);
    outcomes.push(...(await Promise.all([runStage(first, dir), ...alongside.map((stage, i) => runStage(stage, dir, outputs[i]))])));
    alongside.forEach((stage, i) => {
      console.log(`\n━━ ${stage.name} (ran alongside ${first.name}) ━━`);
      process.stdout.write(Buffer.concat(outputs[i]!));
    });
  }
} finally {
  await rm(dir, { recursive: true, force: true });
}
console.log(summary(outcomes, projectRoot).join('\n'));
process.exitCode = outcomes.some((o) => o.results.failures.length) ? 1 : 0;
