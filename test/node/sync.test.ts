/**
 * `npm run sync` against the local stand-in for GitHub's API and the feeds
 * (test/support/sync-stand-in.ts), on a copy of the project: the owner's data/ (either content
 * set) with data/writing.ts pointing at the stand-in's feeds. Rules only: what the owner's data
 * holds is never asserted.
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { promisify } from 'node:util';
import { githubUser } from '../../content/synced.ts';
import type { OpenSource, Writing } from '../../content/types.ts';
import { projectRoot } from '../../scripts/build/config.ts';
import { copyBuild, copyProject, setProfile } from '../../scripts/lib/content-set.ts';
import { readCheckedData } from '../../scripts/lib/data.ts';
import { sync } from '../../scripts/sync.ts';
import { SUMMARY_LENGTH } from '../../scripts/sync/text.ts';
import { SYNCED, moduleText } from '../../scripts/sync/write.ts';
import { dataState } from '../support/data-state.ts';
import { siteData } from '../support/site-content.ts';
import {
  ARCHIVED_NAME,
  FEED_TITLES,
  FORK_NAME,
  RATE_LIMIT_RESET,
  REPOSITORY_COUNT,
  type StandIn,
  startSyncStandIn,
} from '../support/sync-stand-in.ts';

const TOKEN = `ghp_${randomUUID().replaceAll('-', '')}`;
/** Feeds as data/writing.ts lists them (https); SYNC_FEED_ORIGIN fetches them from the stand-in. */
const feed = (name: string) => `https://feeds.example/feeds/${name}` as const;
/** Markup as markup: a tag, a comment or an entity left in a text. */
const MARKUP = /<[a-z!/?]|&(?:[a-z]+|#\d+|#x[\da-f]+);/i;

describe('npm run sync', () => {
  let standIn: StandIn;
  let dir: string;
  const env = (mode: string, extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv => ({
    GITHUB_API_URL: `${standIn.origin}/${mode}`,
    SYNC_FEED_ORIGIN: standIn.origin,
    SYNC_TIMEOUT_MS: '5000',
    GITHUB_TOKEN: TOKEN,
    ...extra,
  });
  const writeData = (name: 'writing' | 'openSource', value: Writing | OpenSource) =>
    writeFile(
      path.join(dir, `data/${name === 'writing' ? 'writing' : 'open-source'}.ts`),
      `export const ${name} = ${JSON.stringify(value)};\n`,
    );
  // The Writing page on, whatever the owner's data says (a test of the posts' sync).
  const setFeeds = (feeds: Writing['feeds']) => writeData('writing', { ...siteData.writing, page: true, feeds });
  const read = () => readCheckedData(dir);

  before(async () => {
    assert.ok(siteData.profile.links.github, 'the owner has a GitHub link');
    standIn = await startSyncStandIn();
    dir = await copyProject('portfolio-sync-');
    await setFeeds([feed('atom.xml'), feed('rss.xml')]);
    await writeData('openSource', { ...siteData.openSource, show: { by: 'stars', count: 6 } });
  });
  after(async () => {
    await standIn.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('keeps the committed files of data/ as it writes them, formatted by Biome', async () => {
    for (const name of ['repositories', 'posts'] as const) {
      const file = SYNCED[name].file;
      const from = siteData[SYNCED[name].source.name] ?? null;
      assert.equal(await moduleText(projectRoot, name, siteData[name], from), await readFile(path.join(projectRoot, file), 'utf8'), file);
    }
  });

  it('brings every repository of every page but the fork, sorted by name, and asks as GitHub documents', async () => {
    const report = await sync(dir, env('ok'));
    assert.ok(report.ok, JSON.stringify(report.lines));
    const { repositories, repositoriesFrom } = await read();
    assert.deepEqual(repositoriesFrom, { github: githubUser(siteData.profile.links.github!) }, 'whose they are, beside them');
    assert.equal(repositories.length, REPOSITORY_COUNT - 1);
    assert.ok(!repositories.some((r) => r.fork || r.name === FORK_NAME));
    const names = repositories.map((r) => r.name);
    assert.deepEqual(names, [...names].sort());
    for (const r of repositories) {
      assert.ok(!r.description || !/[\p{Cc}]|^\s|\s$|\s\s/u.test(r.description), r.description ?? '');
      assert.ok(r.homepage === null || r.homepage.startsWith('https://'));
      assert.notEqual(r.license, 'NOASSERTION');
    }
    const api = standIn.requests.filter((r) => r.path.includes('/repos?'));
    assert.equal(api.length, 2, 'two pages');
    for (const { headers } of api) {
      assert.equal(headers.authorization, `Bearer ${TOKEN}`);
      assert.equal(headers.accept, 'application/vnd.github+json');
      assert.equal(headers['x-github-api-version'], '2022-11-28');
      assert.ok(headers['user-agent']);
    }
    for (const { headers } of standIn.requests.filter((r) => r.path.startsWith('/feeds/'))) assert.equal(headers.authorization, undefined);
  });

  it('keeps a fork and an archived repository when data/open-source.ts names them', async () => {
    await writeData('openSource', { ...siteData.openSource, show: [FORK_NAME, ARCHIVED_NAME] });
    try {
      assert.ok((await sync(dir, env('archived'))).ok);
      const { repositories } = await read();
      assert.equal(repositories.length, REPOSITORY_COUNT);
      assert.ok(repositories.find((r) => r.name === FORK_NAME)?.fork);
      assert.ok(repositories.find((r) => r.name === ARCHIVED_NAME)?.archived);
    } finally {
      await writeData('openSource', { ...siteData.openSource, show: { by: 'stars', count: 6 } });
      assert.ok((await sync(dir, env('ok'))).ok);
    }
  });

  it('brings every post of the Atom and RSS feeds once, newest first, its markup as plain text', async () => {
    const { posts, postsFrom } = await read();
    assert.deepEqual(postsFrom, { feeds: [feed('atom.xml'), feed('rss.xml')] }, 'which feeds they come from, beside them');
    assert.deepEqual(
      posts.map((p) => p.title),
      FEED_TITLES,
    );
    const dates = posts.map((p) => p.date);
    assert.deepEqual(dates, [...dates].sort().reverse());
    for (const post of posts) {
      for (const text of [post.title, post.summary ?? '', ...post.tags]) assert.doesNotMatch(text, MARKUP, text);
      assert.ok((post.summary ?? '').length <= SUMMARY_LENGTH + 1, post.summary ?? '');
      assert.equal(new Set(post.tags).size, post.tags.length);
    }
    assert.ok(
      posts.some((p) => p.summary?.endsWith('…')),
      'a long summary is shortened',
    );
  });

  it('changes no file when nothing is new: same bytes, same times', async () => {
    const before = await dataState(dir);
    const report = await sync(dir, env('ok'));
    assert.deepEqual(
      report.lines.map((l) => l.text.endsWith('; unchanged')),
      [true, true],
    );
    assert.deepEqual(await dataState(dir), before);
  });

  const apiFailures: [string, RegExp][] = [
    ['503', /page 2 .*: HTTP 503/],
    ['malformed', /not JSON/],
    ['shape', /stargazers_count/],
    ['rate-limit', new RegExp(`rate limited \\(HTTP 403.*until ${new Date(RATE_LIMIT_RESET * 1000).toISOString().slice(0, 19)}Z`)],
    ['too-many', /rate limited \(HTTP 429.*retry after 60 s/],
    ['loop', /redirects in a loop/],
    ['oversized', /larger than 5 MB/],
    ['slow', /no answer within 5 s/],
  ];
  for (const [mode, cause] of apiFailures) {
    it(`leaves data/ as it was when GitHub's answer fails (${mode}), in one line`, async () => {
      const before = await dataState(dir);
      const report = await sync(dir, env(mode));
      assert.equal(report.ok, false);
      const failed = report.lines.filter((l) => l.failed);
      assert.equal(failed.length, 1, JSON.stringify(report.lines));
      assert.match(failed[0]!.text, /^data\/repositories\.ts left as it was: GitHub user /);
      assert.match(failed[0]!.text, cause);
      assert.doesNotMatch(failed[0]!.text, /\n|\sat\s.*:\d+:\d+/);
      assert.deepEqual(await dataState(dir), before);
    });
  }

  it('leaves data/posts.ts as it was when one feed fails, naming that feed; follows a feed that moved', async () => {
    for (const [broken, cause] of [
      ['malformed.xml', /not well-formed XML/],
      ['503.xml', /HTTP 503/],
    ] as const) {
      await setFeeds([feed('moved.xml'), feed('rss.xml'), feed(broken)]);
      const before = await dataState(dir);
      const report = await sync(dir, env('ok'));
      const failed = report.lines.filter((l) => l.failed);
      assert.equal(failed.length, 1, JSON.stringify(report.lines));
      assert.match(failed[0]!.text, new RegExp(`^data/posts\\.ts left as it was: feed ${feed(broken).replaceAll('.', '\\.')}: `));
      assert.match(failed[0]!.text, cause);
      assert.deepEqual(
        (await dataState(dir)).filter((f) => f.file !== 'writing.ts'),
        before.filter((f) => f.file !== 'writing.ts'),
      );
    }
    await setFeeds([feed('moved.xml'), feed('rss.xml')]);
    const report = await sync(dir, env('ok'));
    assert.ok(report.ok, JSON.stringify(report.lines));
    assert.deepEqual(
      (await read()).posts.map((p) => p.title),
      FEED_TITLES,
    );
  });

  it('as a command: one line per source, the failure on stderr without a stack trace, exit code 1', async () => {
    const tsx = path.join(projectRoot, 'node_modules/.bin/tsx');
    const failed = await promisify(execFile)(tsx, ['scripts/sync.ts'], { cwd: dir, env: { ...process.env, ...env('503') } }).then(
      () => assert.fail('exit code 0'),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );
    assert.equal(failed.code, 1);
    assert.match(failed.stderr, /^data\/repositories\.ts left as it was: .*HTTP 503[^\n]*\n$/);
    assert.match(failed.stdout, /^data\/posts\.ts: \d+ posts from 2 feeds[^\n]*; unchanged\n$/);
  });

  it('refuses a bad setting in one line, and never shows the token', async () => {
    await assert.rejects(
      sync(dir, env('ok', { GITHUB_API_URL: 'http://api.example' })),
      /^SettingError: GITHUB_API_URL: "http:\/\/api\.example" is not/,
    );
    await assert.rejects(sync(dir, env('ok', { SYNC_TIMEOUT_MS: 'soon' })), /^SettingError: SYNC_TIMEOUT_MS: "soon"/);
    await assert.rejects(sync(dir, env('ok', { GITHUB_TOKEN: `${TOKEN} x` })), (error: Error) => {
      assert.match(error.message, /^GITHUB_TOKEN: /);
      assert.ok(!error.message.includes(TOKEN));
      return true;
    });
  });

  it('writes the token nowhere: not in data/, not in the site built from it', async () => {
    const outDir = await mkdtemp(path.join(os.tmpdir(), 'portfolio-sync-site-'));
    try {
      // The stand-in's repositories are not the owner's: a translation naming the owner's own would stop the build.
      await writeFile(path.join(dir, 'data/translations.ts'), 'export const translations = [];\n');
      const build = await copyBuild(dir);
      await build({ base: '/', outDir, root: dir });
      for (const folder of [path.join(dir, 'data'), outDir]) {
        for (const file of await readdir(folder, { recursive: true })) {
          const at = path.join(folder, file);
          if ((await stat(at)).isFile()) assert.ok(!(await readFile(at)).includes(TOKEN), at);
        }
      }
    } finally {
      await rm(outDir, { recursive: true, force: true });
    }
  });

  it('for a page the owner says they do not want, fetches nothing, says so and writes the file empty', async () => {
    await writeData('openSource', { ...siteData.openSource, page: false });
    await writeData('writing', { ...siteData.writing, feeds: [feed('atom.xml')], page: false });
    const asked = standIn.requests.length;
    const report = await sync(dir, env('ok'));
    assert.ok(report.ok);
    assert.equal(standIn.requests.length, asked, 'no request');
    assert.match(report.lines[0]!.text, /^data\/repositories\.ts: no Open source page \(openSource\.page in data\/open-source\.ts\)/);
    assert.match(report.lines[1]!.text, /^data\/posts\.ts: no Writing page \(writing\.page in data\/writing\.ts\)/);
    const { repositories, repositoriesFrom, posts, postsFrom } = await read();
    assert.deepEqual([repositories, repositoriesFrom, posts, postsFrom], [[], null, [], null]);
    await writeData('openSource', { ...siteData.openSource, page: true });
  });

  it('with no feed or no GitHub link, says so and writes the file empty, so the page goes too', async () => {
    await setFeeds([]);
    const { github: _, ...links } = siteData.profile.links;
    await setProfile(dir, { links });
    const report = await sync(dir, env('ok'));
    assert.ok(report.ok);
    assert.match(report.lines[0]!.text, /^data\/repositories\.ts: no GitHub user/);
    assert.match(report.lines[1]!.text, /^data\/posts\.ts: no feed/);
    const { repositories, posts } = await read();
    assert.deepEqual([repositories, posts], [[], []]);
  });
});
