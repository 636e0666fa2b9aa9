/**
 * A web-test-runner reporter that writes the run's `StageResults` as JSON to `file` when the
 * run finishes. Each failure's name starts with its browser (`Firefox > suite > test`). A test
 * file that could not run (a bundling error, an uncaught error outside a test) counts as one
 * failure named by its browser and file. A failed file whose browser crashed under it (noted by
 * its launcher, ./crashes.ts) is also reported as a crash, for scripts/browser-tests.ts to retry.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { defaultReporter, type Reporter, type TestSuiteResult } from '@web/test-runner';
import { crashOf, type Crash } from './crashes.ts';
import type { Failure, StageResults } from './results.ts';

export function resultsFileReporter(file: string): Reporter {
  return {
    onTestRunFinished({ sessions }) {
      let passed = 0;
      let skipped = 0;
      const failures: Failure[] = [];
      const crashes: Crash[] = [];
      for (const session of sessions) {
        const testFile = path.relative(process.cwd(), session.testFile);
        const browser = session.browser.name;
        const [passedBefore, skippedBefore, failuresBefore] = [passed, skipped, failures.length];
        const walk = (suite: TestSuiteResult, names: string[]) => {
          for (const test of suite.tests) {
            if (test.skipped) skipped++;
            else if (test.passed) passed++;
            else failures.push({ name: [...names, test.name].join(' > '), file: testFile, message: test.error?.message ?? '' });
          }
          for (const inner of suite.suites) walk(inner, [...names, inner.name]);
        };
        if (session.testResults) walk(session.testResults, [browser]);
        for (const error of session.errors) failures.push({ name: `${browser} > ${testFile}`, file: testFile, message: error.message });
        const crash = crashOf(session.id);
        if (crash && failures.length > failuresBefore)
          crashes.push({ ...crash, file: testFile, passed: passed - passedBefore, skipped: skipped - skippedBefore });
      }
      const results: StageResults = { passed, skipped, failures, ...(crashes.length && { crashes }) };
      writeFileSync(file, JSON.stringify(results));
    },
  };
}

/** web-test-runner's own reporter, and the results file when TEST_RESULTS_FILE names one (scripts/browser-tests.ts). */
export const testReporters = (): Reporter[] => [
  defaultReporter(),
  ...(process.env.TEST_RESULTS_FILE ? [resultsFileReporter(process.env.TEST_RESULTS_FILE)] : []),
];
