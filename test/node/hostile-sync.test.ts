/**
 * `npm run sync` against hostile sources (test/support/sync-hostile.ts, served by the local
 * stand-in), on a copy of the project with the owner's data/ (either content set): a feed
 * nested deep enough to stall or crash a reader, control characters for the terminal, next
 * pages and redirects to another origin, invisible and direction-control characters, look-alike
 * hosts, more pages than any account has, a URL's password, dates no post can have. Each is the
 * failure of that source alone in one line that names it and prints safely, or is read as
 * plain, bounded data; data/ holds none of it. Rules only: what the owner's data holds is never
 * asserted.
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { promisify } from 'node:util';
import { projectRoot } from '../../scripts/build/config.ts';
import { copyProject } from '../../scripts/lib/content-set.ts';
import { readCheckedData } from '../../scripts/lib/data.ts';
import { type SyncReport, sync } from '../../scripts/sync.ts';
import { readFeed } from '../../scripts/sync/feeds.ts';
import { webHost } from '../../scripts/sync/github.ts';
import { toRepository } from '../../scripts/sync/repositories.ts';
import { MAX_DEPTH } from '../../scripts/sync/validate.ts';
import { dataState } from '../support/data-state.ts';
import { siteData } from '../support/site-content.ts';
import { CONTROL_RETRY, DATES, DEEP, INVISIBLE, MANY_REPOSITORIES, SECRET, hostileAnswers } from '../support/sync-hostile.ts';
import { repository, type StandIn, startSyncStandIn } from '../support/sync-stand-in.ts';

/** A feed as data/writing.ts lists it (https); SYNC_FEED_ORIGIN fetches it from the stand-in. */
const feed = (name: string) => `https://feeds.example/feeds/${name}` as const;
/** A control character (C0, DEL, C1 such as the one-character CSI U+009B) or an invisible one, printed raw. */
const RAW = /[\p{Cc}\u200b-\u200f\u202a-\u202e\u2066-\u2069]/u;

/** `text` as a regular expression matching it exactly. */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The report's lines, each checked to be one line a terminal prints without acting on it. */
function lines(report: SyncReport): { ok: string[]; failed: string[] } {
  for (const { text } of report.lines) assert.doesNotMatch(text, RAW, JSON.stringify(text));
  return { ok: report.lines.filter((l) => !l.failed).map((l) => l.text), failed: report.lines.filter((l) => l.failed).map((l) => l.text) };
}

describe('npm run sync against hostile sources', () => {
  let standIn: StandIn;
  let dir: string;
  const env = (mode: string, extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv => ({
    GITHUB_API_URL: `${standIn.origin}/${mode}`,
    SYNC_FEED_ORIGIN: standIn.origin,
    SYNC_TIMEOUT_MS: '5000',
    ...extra,
  });
  /** The Writing page on (an owner, as the second content set does, may say she has none), with the feeds `names`. */
  const setFeeds = (...names: string[]) =>
    writeFile(
      path.join(dir, 'data/writing.ts'),
      `export const writing = ${JSON.stringify({ ...siteData.writing, page: true, feeds: names.map(feed) })};\n`,
    );
  const read = () => readCheckedData(dir);
  /** Runs the sync with repositories of `mode` and the feeds `names`: its lines, and which files of data/ it left as they were. */
  async function run(mode: string, names: string[], extra: NodeJS.ProcessEnv = {}) {
    await setFeeds(...names);
    const before = await dataState(dir);
    const report = await sync(dir, env(mode, extra));
    const after = await dataState(dir);
    const kept = (file: string) =>
      JSON.stringify(after.find((f) => f.file === file)) === JSON.stringify(before.find((f) => f.file === file));
    return { ...lines(report), kept };
  }
  const command = (extra: NodeJS.ProcessEnv) =>
    promisify(execFile)(path.join(projectRoot, 'node_modules/.bin/tsx'), ['scripts/sync.ts'], {
      cwd: dir,
      env: { ...process.env, ...extra },
    }).then(
      () => assert.fail('exit code 0'),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );

  before(async () => {
    assert.ok(siteData.profile.links.github, 'the owner has a GitHub link');
    standIn = await startSyncStandIn(hostileAnswers);
    dir = await copyProject('portfolio-hostile-sync-');
    await writeFile(
      path.join(dir, 'data/open-source.ts'),
      `export const openSource = ${JSON.stringify({ ...siteData.openSource, show: { by: 'stars', count: 6 } })};\n`,
    );
  });
  after(async () => {
    await standIn.close();
    await rm(dir, { recursive: true, force: true });
  });

  it(`refuses a feed nested ${DEEP.toLocaleString('en')} deep at its ${MAX_DEPTH + 1}th level, naming it, and keeps data/posts.ts`, async () => {
    const { ok, failed, kept } = await run('invisible', ['xhtml.xml', 'deep.xml']);
    assert.equal(failed.length, 1, failed.join('\n'));
    assert.match(
      failed[0]!,
      new RegExp(
        `^data/posts\\.ts left as it was: feed ${literal(feed('deep.xml'))}: elements nested deeper than ${MAX_DEPTH} \\(at 1:\\d+\\)$`,
      ),
    );
    assert.match(ok.join('\n'), /^data\/repositories\.ts: \d+ repositories/);
    assert.ok(kept('posts.ts'));
  });

  it('stops reading a feed when its time is up, and the sync workflow has a time limit of its own', async () => {
    const atom = '<feed xmlns="http://www.w3.org/2005/Atom"><entry><title>T</title></entry></feed>';
    assert.throws(() => readFeed(atom, feed('atom.xml'), { by: performance.now() - 1, ms: 15_000 }), /^SourceError: not read within 15 s$/);
    assert.equal(readFeed(atom, feed('atom.xml'), { by: performance.now() + 60_000, ms: 60_000 }).length, 1);
    const workflow = await readFile(path.join(projectRoot, '.github/workflows/sync.yml'), 'utf8');
    assert.match(workflow, /\n {4}timeout-minutes: \d+\n/, 'the sync job has a timeout-minutes');
  });

  it('gives a feed nested 4,000 deep, in its XML or in a summary’s HTML, its own line, and the repositories theirs', async () => {
    for (const name of ['deep-4000.xml', 'deep-html.xml']) {
      const { ok, failed } = await run('invisible', ['xhtml.xml', name]);
      assert.equal(failed.length, 1, failed.join('\n'));
      assert.match(
        failed[0]!,
        new RegExp(`^data/posts\\.ts left as it was: feed ${literal(feed(name))}: .*nested deeper than ${MAX_DEPTH}`),
      );
      assert.doesNotMatch(failed[0]!, /call stack/);
      assert.match(ok.join('\n'), /^data\/repositories\.ts: \d+ repositories/);
    }
  });

  it('prints a Retry-After of C1 controls and a body starting with ESC escaped, never raw', async () => {
    const control = await run('control', ['xhtml.xml']);
    assert.match(control.failed[0]!, /rate limited \(HTTP 429 Too Many Requests\), retry after "\\u009b2J\\u009bH"$/);
    const escaped = await run('escape', ['xhtml.xml']);
    assert.match(escaped.failed[0]!, /: not JSON \(.*\\u001b/);
    const printed = await command(env('control'));
    assert.ok(!printed.stderr.includes(CONTROL_RETRY[0]!) && !printed.stderr.includes('\u001b'), JSON.stringify(printed.stderr));
    assert.match(printed.stderr, /retry after "\\u009b2J\\u009bH"\n$/);
  });

  it('follows no next page and no redirect to another origin', async () => {
    const { failed, kept } = await run('elsewhere', ['elsewhere.xml']);
    const [own, other] = [literal(standIn.origin), literal(standIn.elsewhere)];
    assert.equal(failed.length, 2, failed.join('\n'));
    assert.match(
      failed[0]!,
      new RegExp(
        `^data/repositories\\.ts left as it was: GitHub user ".*": page 2 \\(${other}/.*\\): "${other}/.*" is not on the source's origin, ${own}$`,
      ),
    );
    assert.match(
      failed[1]!,
      new RegExp(
        `^data/posts\\.ts left as it was: feed ${literal(feed('elsewhere.xml'))}: redirects to "${other}/feeds/atom\\.xml" is not on the source's origin, ${own}$`,
      ),
    );
    assert.ok(kept('repositories.ts') && kept('posts.ts'));
    const elsewhere = new URL(standIn.elsewhere).host;
    assert.deepEqual(
      standIn.requests.filter((r) => r.headers.host === elsewhere),
      [],
      'nothing was asked of the other origin',
    );
  });

  it('removes invisible and direction-control characters from what it brings in', async () => {
    const { failed } = await run('invisible', ['invisible.xml']);
    assert.deepEqual(failed, []);
    const { repositories, posts } = await read();
    const texts = [
      ...repositories.flatMap((r) => [r.name, r.description ?? '', r.language ?? '', ...r.topics]),
      ...posts.flatMap((p) => [p.title, p.summary ?? '', ...p.tags]),
    ];
    for (const text of texts) assert.doesNotMatch(text, INVISIBLE, JSON.stringify(text));
    assert.ok(repositories.some((r) => r.name === 'photogpj.exe'));
    for (const { topics } of repositories)
      assert.deepEqual(topics, ['react', 'web'], '"react" and "react" with a zero-width space are one topic');
    assert.deepEqual(
      posts.map((p) => [p.title, p.tags]),
      [['Invoicegpj.exe', ['react']]],
    );
  });

  it('refuses a repository page on a host posing as the API’s web host, and leaves out such a homepage', async () => {
    const lookalike = await run('lookalike', ['xhtml.xml']);
    assert.match(
      lookalike.failed[0]!,
      /: repository "repository-1": html_url "https:\/\/127\.0\.0\.1\.evil\.example\/.*" is not on 127\.0\.0\.1:\d+$/,
    );
    assert.ok(lookalike.kept('repositories.ts'));
    const homepage = await run('lookalike-homepage', ['xhtml.xml']);
    assert.deepEqual(homepage.failed, []);
    assert.deepEqual(new Set((await read()).repositories.map((r) => r.homepage)), new Set([null, 'https://demo.example/']));
    // GitHub's own hosts, as the API names them.
    assert.equal(webHost('https://api.github.com'), 'github.com');
    assert.equal(webHost('https://ghe.example/api/v3'), 'ghe.example');
    const real = {
      ...repository('https://api.github.com', 'https://github.com', 'someone', 1, false),
      homepage: 'https://github.com.evil.example/x',
    };
    assert.equal(toRepository(real, 'github.com').homepage, null);
    assert.equal(toRepository({ ...real, homepage: 'https://someone.github.io/x' }, 'github.com').homepage, 'https://someone.github.io/x');
    assert.throws(
      () => toRepository({ ...real, html_url: 'https://github.com.evil.example/someone/x' }, 'github.com'),
      /is not on github\.com$/,
    );
  });

  it(`follows every page, ${Math.ceil(MANY_REPOSITORIES / 100)} of them, and names next links that loop or never end`, async () => {
    const many = await run('many', ['xhtml.xml']);
    assert.deepEqual(many.failed, []);
    assert.equal((await read()).repositories.length, MANY_REPOSITORIES);
    const cycle = await run('cycle', ['xhtml.xml']);
    assert.match(cycle.failed[0]!, /: page 4 \(.*&page=2\): the "next" links go round in a loop \(back to page 2\)$/);
    const endless = await run('endless', ['xhtml.xml'], { SYNC_SOURCE_TIMEOUT_MS: '1500' });
    assert.match(endless.failed[0]!, /: page \d+ \(.*\): not every page within 1\.5 s$/);
    assert.ok(cycle.kept('repositories.ts') && endless.kept('repositories.ts'));
  });

  it('never prints a URL’s user name or password', async () => {
    const withCredentials = standIn.origin.replace('//', `//user:${SECRET}@`);
    await assert.rejects(sync(dir, env('invisible', { GITHUB_API_URL: `${withCredentials}/invisible` })), (error: Error) => {
      assert.match(
        error.message,
        /^GITHUB_API_URL: "http:\/\/\*\*\*@127\.0\.0\.1:\d+\/invisible" is not an https origin \(it carries a user name or password\)$/,
      );
      return true;
    });
    const printed = await command(env('invisible', { GITHUB_API_URL: `${withCredentials}/invisible` }));
    assert.ok(!printed.stderr.includes(SECRET), printed.stderr);
    const next = await run('credentials', ['xhtml.xml']);
    assert.match(next.failed[0]!, /carries a user name or password$/);
    assert.ok(!next.failed[0]!.includes(SECRET), next.failed[0]);
  });

  it('leaves out an entry with a date no post can have, with one line each, and keeps the feed’s others', async () => {
    const { ok, failed } = await run('invisible', ['dates.xml']);
    assert.deepEqual(failed, []);
    const bad = DATES.flatMap(({ date, good }, i) => (good ? [] : [{ date, i }]));
    const entries = ok.filter((line) => line.startsWith('data/posts.ts: feed '));
    assert.equal(entries.length, bad.length, entries.join('\n'));
    for (const [n, { date, i }] of bad.entries()) {
      const start = `data/posts.ts: feed ${feed('dates.xml')}: entry "Dated ${i}" left out: its date ${JSON.stringify(date)} `;
      assert.match(entries[n]!, new RegExp(`^${literal(start)}(is not a date|is before 1990|is more than a day after today)`));
    }
    const { posts } = await read();
    assert.deepEqual(posts.map((p) => p.title).sort(), DATES.flatMap(({ good }, i) => (good ? [`Dated ${i}`] : [])).sort());
    assert.deepEqual(
      posts.map((p) => p.date),
      ['2026-11-01', '2026-10-01'],
    );
  });

  it('reads an Atom XHTML summary as it reads HTML: its script and style dropped', async () => {
    const { failed } = await run('invisible', ['xhtml.xml']);
    assert.deepEqual(failed, []);
    assert.deepEqual(
      (await read()).posts.map((p) => [p.title, p.summary]),
      [['XHTML', 'Visible words.']],
    );
  });
});
