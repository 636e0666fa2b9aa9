/**
 * What `npm test` reports: the node:test results reporter counts and names every failure
 * (with its suites), a skip and a failed hook; the summary lists failures per stage and ends
 * with the `N passed, N failed` line CI reads.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { projectRoot } from '../../scripts/build/config.ts';
import type { StageResults } from '../../scripts/lib/test-results/results.ts';
import { summary } from '../../scripts/lib/test-results/summary.ts';

const SAMPLE_TESTS = `
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
describe('outer', () => {
  describe('inner', () => {
    it('fails', () => assert.equal(1, 2));
    it('passes', () => {});
    it.skip('is skipped', () => {});
  });
});
describe('hooked', () => {
  before(() => { throw new Error('the hook broke'); });
  it('never runs', () => {});
});
it('passes at the top', () => {});
`;

describe('the node:test results reporter', () => {
  let dir: string;
  let results: StageResults;
  before(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'portfolio-reporter-'));
    await writeFile(path.join(dir, 'sample.test.mjs'), SAMPLE_TESTS);
    const out = path.join(dir, 'results.json');
    // Without NODE_TEST_CONTEXT, the child is a test run of its own, not a subtest of this one.
    const { NODE_TEST_CONTEXT: _, ...env } = process.env;
    spawnSync(
      process.execPath,
      [
        '--test',
        `--test-reporter=${path.join(projectRoot, 'scripts/lib/test-results/node-reporter.mjs')}`,
        `--test-reporter-destination=${out}`,
        'sample.test.mjs',
      ],
      { cwd: dir, env },
    );
    results = JSON.parse(await readFile(out, 'utf8')) as StageResults;
  });
  after(() => rm(dir, { recursive: true, force: true }));

  it('counts passed and skipped tests, not the suites around them', () => {
    assert.deepEqual([results.passed, results.skipped], [2, 1]);
  });

  it('names each failure with its suites and file, and keeps its message', () => {
    const failures = results.failures.map((f) => [f.name, path.basename(f.file ?? ''), f.message.split('\n')[0]]);
    assert.deepEqual(failures[0], ['outer > inner > fails', 'sample.test.mjs', 'Expected values to be strictly equal:']);
    assert.ok(
      results.failures.some((f) => f.name === 'hooked' && f.message.includes('the hook broke')),
      'the failed hook is reported',
    );
    assert.ok(!results.failures.some((f) => f.name === 'outer' || f.name === 'outer > inner'), 'a suite is not counted for its tests');
  });
});

describe('the summary', () => {
  const lines = summary(
    [
      { stage: 'typecheck', seconds: 1, results: { passed: 1, skipped: 0, failures: [] } },
      {
        stage: 'browser',
        seconds: 2,
        results: {
          passed: 9,
          skipped: 1,
          failures: [
            {
              name: 'suite > a test',
              file: 'elements/portfolio-skills/skills.test.tsx',
              message: 'expected 1\nto equal 2\n\n  at x.ts:1\n  at y.ts:2',
            },
          ],
        },
      },
      { stage: 'e2e', seconds: 3, results: { passed: 0, skipped: 0, failures: [{ name: 'e2e', message: 'exited with code 1' }] } },
      {
        stage: 'retried',
        seconds: 4,
        results: {
          passed: 5,
          skipped: 0,
          failures: [],
          notes: ['WebKit crashed in elements/shared/runtime/islands.test.ts: a cause (passed in a fresh WebKit)'],
        },
      },
    ],
    projectRoot,
  );

  it('ends with the total over every stage, alone on its line', () => {
    assert.equal(lines.at(-1), '15 passed, 2 failed');
  });

  it('names every failure under its stage, with the start of its error on one line', () => {
    const text = lines.join('\n');
    assert.match(text, /✗ browser +9 passed, 1 failed, 1 skipped/);
    assert.match(text, /✗ elements\/portfolio-skills\/skills\.test\.tsx: suite > a test\n +expected 1 to equal 2 at x\.ts:1\n/);
    assert.match(text, /✗ e2e +0 passed, 1 failed[^\n]*\n +✗ e2e\n +exited with code 1/);
    assert.match(text, /✓ typecheck +1 passed, 0 failed/);
  });

  it("shows a stage's notes (a crash and its second run) under its counts", () => {
    assert.match(
      lines.join('\n'),
      /✓ retried +5 passed, 0 failed[^\n]*\n +! WebKit crashed in elements\/shared\/runtime\/islands\.test\.ts: a cause \(passed in a fresh WebKit\)\n/,
    );
  });
});
