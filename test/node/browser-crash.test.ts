/**
 * A browser that dies under a test file costs that file, not the rest of the run: the launcher
 * starts a fresh browser for the next file and the file is run once more (scripts/browser-tests.ts).
 * The run here is test/node/fixtures/browser-crash/: three files in WebKit, the second of which
 * has its MiniBrowser killed mid-test.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { projectRoot } from '../../scripts/build/config.ts';
import { selectedEngines } from '../../scripts/lib/browser.ts';
import type { StageResults } from '../../scripts/lib/test-results/results.ts';

const FIXTURE = 'test/node/fixtures/browser-crash';
const KILLED = `${FIXTURE}/2-killed.test.js`;

/** The fixture's run through scripts/browser-tests.ts: its exit code, output and results. */
async function runFixture(dir: string, env: Record<string, string>) {
  const resultsFile = path.join(dir, `results-${Date.now()}.json`);
  let output = '';
  const code = await new Promise<number | null>((resolve) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'scripts/browser-tests.ts', '--config', `${FIXTURE}/web-test-runner.config.mjs`],
      { cwd: projectRoot, env: { ...process.env, ...env, TEST_ENGINES: 'webkit', TEST_RESULTS_FILE: resultsFile } },
    );
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('exit', resolve);
  });
  const results = JSON.parse(await readFile(resultsFile, 'utf8')) as StageResults;
  return { code, output, results };
}

/** The lines of `output` that report a crash. */
const crashLines = (output: string) => output.split('\n').filter((line) => /^✗ WebKit crashed in /.test(line));

describe('a WebKit browser killed under a test file', {
  skip: !selectedEngines().includes('webkit') && 'WebKit is not in TEST_ENGINES',
}, () => {
  let dir: string;
  before(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'browser-crash-'));
  });
  after(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('costs that file a second run in a fresh browser, and the files after it run as usual', { timeout: 120_000 }, async () => {
    const { code, output, results } = await runFixture(dir, { CRASH_MARKER: path.join(dir, 'killed-once') });
    const [line, ...more] = crashLines(output);
    assert.equal(more.length, 0, 'one crash line');
    assert.ok(line?.startsWith(`✗ WebKit crashed in ${KILLED}: MiniBrowser (process `), `the engine, the file and the cause: ${line}`);
    assert.match(results.notes?.[0] ?? '', /ended \(passed in a fresh WebKit\)$/, 'the summary notes the crash and its outcome');
    assert.deepEqual(
      results.failures,
      [],
      'no failure is left: the third file ran in a fresh browser, the killed one passed its second run',
    );
    assert.equal(results.passed, 3, 'each of the three tests counted once');
    assert.equal(code, 0);
  });

  it('fails the run when the second run fails too', { timeout: 120_000 }, async () => {
    const { code, output, results } = await runFixture(dir, {});
    assert.equal(crashLines(output).length, 1, 'one crash line for the file');
    assert.match(results.notes?.[0] ?? '', /\((crashed|failed) again in a fresh WebKit/);
    assert.ok(results.failures.length > 0 && results.failures.every((f) => f.file === KILLED), 'only the killed file fails');
    assert.equal(results.passed, 2, 'the files before and after it pass');
    assert.notEqual(code, 0);
  });
});
