/**
 * The bench's pure parts: what its command line means (scripts/bench/args.ts) and how its tables
 * report a number, a comparison with an earlier release and a goal (scripts/bench/table.ts).
 * Nothing here is timed: the bench's numbers are printed, never asserted.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BenchArgumentError, PARTS, parseBenchArgs } from '../../scripts/bench/args.ts';
import { cell, HTML_CSS_BUDGET, markdownTable, median, meets, pooled, ratio, TAP_GOAL } from '../../scripts/bench/table.ts';
import { ENGINES } from '../../scripts/lib/browser.ts';

describe('the bench command line', () => {
  it('measures everything, three runs, in every engine, this branch alone, when given nothing', () => {
    assert.deepEqual(parseBenchArgs([]), { scale: false, profile: false, runs: 3, parts: PARTS, engines: ENGINES });
  });

  it('reads every flag, lists split on commas', () => {
    const options = parseBenchArgs([
      '--compare',
      'v1.2',
      '--scale',
      '--profile',
      '--pages',
      'home, about',
      '--taps=filter',
      '--only',
      'tap,engines',
      '--engines',
      'firefox,webkit',
      '--runs',
      '5',
      '--lang',
      'ar',
    ]);
    assert.deepEqual(options, {
      compare: 'v1.2',
      scale: true,
      profile: true,
      pages: ['home', 'about'],
      taps: ['filter'],
      parts: ['tap', 'engines'],
      engines: ['firefox', 'webkit'],
      runs: 5,
      lang: 'ar',
    });
  });

  it('falls back on the environment where a flag is absent, and a flag wins over it', () => {
    const env = { BENCH_PAGES: 'skills', BENCH_RUNS: '1', BENCH_ONLY: 'lighthouse', TEST_ENGINES: 'chromium', BENCH_LANG: 'pt' };
    const options = parseBenchArgs(['--runs', '2'], env);
    assert.equal(options.runs, 2);
    assert.deepEqual(options.pages, ['skills']);
    assert.deepEqual(options.parts, ['lighthouse']);
    assert.deepEqual(options.engines, ['chromium']);
    assert.equal(options.lang, 'pt');
  });

  for (const [argv, flag] of [
    [['--runs', '0'], '--runs'],
    [['--runs', 'two'], '--runs'],
    [['--only', 'lighthouse,speed'], '--only'],
    [['--engines', 'safari'], '--engines'],
    [['--compare', ' '], '--compare'],
    [['--compare'], '--compare'],
    [['--fast'], '--fast'],
  ] as const) {
    it(`refuses ${argv.join(' ')} in one line naming ${flag}`, () => {
      assert.throws(
        () => parseBenchArgs(argv),
        (error: unknown) => error instanceof BenchArgumentError && error.message.includes(flag) && !error.message.includes('\n'),
      );
    });
  }
});

describe('the bench tables', () => {
  it('take the median of the runs that gave a number', () => {
    assert.equal(median([3, 1, 2]), 2);
    assert.equal(median([4, 1, 3, 2]), 2.5);
    assert.equal(median([5, Number.NaN, 1]), 3);
    assert.ok(Number.isNaN(median([Number.NaN])));
  });

  it("write this branch's median with its unit and its mark against the goal", () => {
    assert.equal(cell([[120, 160, 140]], { unit: 'ms', goal: TAP_GOAL }), '140 ms ✓');
    assert.equal(cell([[151, 152, 160]], { unit: 'ms', goal: TAP_GOAL }), '152 ms ✗');
    assert.equal(cell([[0.1234]], { digits: 3 }), '0.123');
    assert.equal(cell([[Number.NaN]], { unit: 'ms', goal: TAP_GOAL }), '–');
  });

  it('write the earlier release, this branch and their ratio, the mark being this branch’s', () => {
    assert.equal(
      cell(
        [
          [160, 150, 170],
          [112, 100, 120],
        ],
        { unit: 'ms', goal: TAP_GOAL },
      ),
      '112 → 160 ms ×1.43 ✗',
    );
    assert.equal(cell([[12_000], [11_000]], { unit: 'B', goal: HTML_CSS_BUDGET }), '11,000 → 12,000 B ×1.09 ✓');
    assert.equal(cell([[90], [Number.NaN]], { unit: 'ms' }), '– → 90 ms');
  });

  it('give a ratio only where it means something', () => {
    assert.equal(ratio(150, 100), '×1.50');
    assert.equal(ratio(50, 100), '×0.50');
    assert.equal(ratio(3, 0), '');
    assert.equal(ratio(Number.NaN, 100), '');
  });

  it('hold HTML + CSS to 14 KB of 1,024 bytes, and first taps to 150 ms, both included', () => {
    assert.ok(meets(14 * 1024, HTML_CSS_BUDGET));
    assert.ok(!meets(14 * 1024 + 1, HTML_CSS_BUDGET));
    assert.ok(meets(150, TAP_GOAL));
    assert.ok(!meets(151, TAP_GOAL));
    assert.ok(meets(100, { atLeast: 100 }));
    assert.ok(!meets(99, { atLeast: 100 }));
  });

  it('pool the visits of several taps of one page, site by site', () => {
    assert.deepEqual(
      pooled([
        [[1, 2], [3]],
        [[4], [5, 6]],
      ]),
      [
        [1, 2, 4],
        [3, 5, 6],
      ],
    );
  });

  it('print Markdown, the first column to the left and the numbers to the right', () => {
    assert.equal(
      markdownTable(
        ['tap', 'first'],
        [
          ['About', '96 ms ✓'],
          ['Projects: AI filter', '160 ms ✗'],
        ],
      ),
      [
        '| tap                 |    first |',
        '|---------------------|---------:|',
        '| About               |  96 ms ✓ |',
        '| Projects: AI filter | 160 ms ✗ |',
      ].join('\n'),
    );
  });
});
