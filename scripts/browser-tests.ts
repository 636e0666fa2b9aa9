/**
 * The browser tests (`npm run test:browser`, and `npm test`'s browser stage): web-test-runner in
 * every engine of the run, where a browser that crashes costs one test file, not the rest of the
 * run. The engine's launcher starts a fresh browser for the next file and notes the crash
 * (test/support/engines.ts); here each crashed file is run once more, alone, in a fresh browser
 * of its engine, and its results there replace the interrupted ones. Every crash is one line
 * naming the engine, the file and the cause; the run still fails when the second run fails too.
 *
 * Arguments go to web-test-runner as they are (`--config`, `--files`, …). With TEST_RESULTS_FILE
 * set, the results of both runs together are written there (scripts/test.ts reads them).
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { projectRoot } from './build/config.ts';
import { ENGINE_NAMES } from './lib/browser.ts';
import type { Crash } from './lib/test-results/crashes.ts';
import type { Failure, StageResults } from './lib/test-results/results.ts';

const WEB_TEST_RUNNER = path.join(projectRoot, 'node_modules/@web/test-runner/dist/bin.js');

interface Run {
  readonly code: number;
  /** What the run's reporter wrote; null when it wrote nothing (web-test-runner itself failed). */
  readonly results: StageResults | null;
}

async function runWebTestRunner(args: readonly string[], env: NodeJS.ProcessEnv): Promise<Run> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'browser-tests-'));
  const file = path.join(dir, 'results.json');
  try {
    const code = await new Promise<number>((resolve) => {
      const child = spawn(process.execPath, ['--import', 'tsx', WEB_TEST_RUNNER, ...args], {
        cwd: projectRoot,
        env: { ...process.env, ...env, TEST_RESULTS_FILE: file },
        stdio: 'inherit',
      });
      child.on('error', () => resolve(1));
      child.on('exit', (exit, signal) => resolve(exit ?? (signal ? 1 : 0)));
    });
    const results = await readFile(file, 'utf8').then(
      (text) => JSON.parse(text) as StageResults,
      () => null,
    );
    return { code, results };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** `args` without web-test-runner's `--files` and the patterns after it. */
function withoutFiles(args: readonly string[]): string[] {
  const kept: string[] = [];
  let inFiles = false;
  for (const arg of args) {
    if (arg.startsWith('--')) inFiles = arg === '--files';
    if (!inFiles && !arg.startsWith('--files=')) kept.push(arg);
  }
  return kept;
}

/** Whether a failure of the first run belongs to the crashed file in the crashed engine. */
const interruptedBy = (crash: Crash) => (failure: Failure) =>
  failure.file === crash.file && failure.name.startsWith(`${ENGINE_NAMES[crash.engine]} >`);

/** The crashed file once more, alone, in a fresh browser of its engine; the merged results. */
async function retry(results: StageResults, crash: Crash, args: readonly string[]): Promise<StageResults> {
  const engine = ENGINE_NAMES[crash.engine];
  const crashLine = `${engine} crashed in ${crash.file}: ${crash.cause}`;
  console.log(`\n✗ ${crashLine}\n  Running ${crash.file} once more in a fresh ${engine}.\n`);
  const again = await runWebTestRunner([...withoutFiles(args), '--files', crash.file], { TEST_ENGINES: crash.engine });
  const failures = again.results?.failures ?? [
    {
      name: `${engine} > ${crash.file}`,
      file: crash.file,
      message: `its second run exited with code ${again.code} before reporting results`,
    },
  ];
  const crashedAgain = again.results?.crashes?.[0];
  const outcome = crashedAgain
    ? `crashed again in a fresh ${engine}: ${crashedAgain.cause}`
    : failures.length
      ? `failed again in a fresh ${engine}`
      : `passed in a fresh ${engine}`;
  return {
    passed: results.passed - crash.passed + (again.results?.passed ?? 0),
    skipped: results.skipped - crash.skipped + (again.results?.skipped ?? 0),
    failures: [...results.failures.filter((f) => !interruptedBy(crash)(f)), ...failures],
    notes: [...(results.notes ?? []), `${crashLine} (${outcome})`],
  };
}

const args = process.argv.slice(2);
const first = await runWebTestRunner(args, {});
let results = first.results;
for (const crash of first.results?.crashes ?? []) results = await retry(results!, crash, args);
if (results) {
  for (const note of results.notes ?? []) console.log(`! ${note}`);
  if (process.env.TEST_RESULTS_FILE) await writeFile(process.env.TEST_RESULTS_FILE, JSON.stringify({ ...results, crashes: undefined }));
}
// A run whose only failures were crashes that passed on their second run passes.
const retried = (first.results?.crashes?.length ?? 0) > 0;
process.exitCode = !results ? first.code || 1 : results.failures.length ? 1 : retried ? 0 : first.code;
