// A node:test reporter (`--test-reporter=./scripts/lib/test-results/node-reporter.mjs`) that
// writes the run's results (results.ts: StageResults) as JSON to its destination. Plain
// JavaScript: node loads reporters without the tsx loader. Suites count only when they fail
// for a reason of their own (a failed hook), not because a test inside them failed.

/** @typedef {import('./results.ts').Failure} Failure */

/** @param {{ message?: string, cause?: unknown } | undefined} error */
const messageOf = (error) => {
  const cause = error?.cause;
  return cause instanceof Error ? cause.message : typeof cause === 'string' ? cause : (error?.message ?? '');
};

/** @param {AsyncIterable<{ type: string, data: any }>} source */
export default async function* resultsReporter(source) {
  /** The names of the suites around the running test, per file (files run in parallel). @type {Map<string, string[]>} */
  const paths = new Map();
  let passed = 0;
  let skipped = 0;
  /** @type {Failure[]} */
  const failures = [];
  for await (const { type, data } of source) {
    const path = paths.get(data.file ?? '') ?? [];
    paths.set(data.file ?? '', path);
    if (type === 'test:start') {
      path.length = data.nesting;
      path.push(data.name);
    } else if (type === 'test:pass') {
      // A skipped suite counts as one skip; a suite that ran counts through its tests.
      if (data.skip !== undefined || data.todo !== undefined) skipped++;
      else if (data.details?.type !== 'suite') passed++;
    } else if (type === 'test:fail') {
      const error = data.details?.error;
      if (data.details?.type === 'suite' && error?.failureType === 'subtestsFailed') continue;
      const name = [...path.slice(0, data.nesting), data.name].join(' > ');
      failures.push({ name, ...(data.file ? { file: data.file } : {}), message: messageOf(error) });
    }
  }
  yield JSON.stringify({ passed, skipped, failures });
}
