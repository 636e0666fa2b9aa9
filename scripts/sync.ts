/**
 * `npm run sync`: the owner's public GitHub repositories into data/repositories.ts and the posts
 * of their feeds into data/posts.ts (docs/sync.md), each source on its own:
 *
 * - a source that fails (down, slow, rate-limited, malformed, oversized, nested too deep,
 *   redirecting in a loop or to another origin) leaves its file exactly as it was and says why in
 *   one line, never a stack trace, and the exit code is 1;
 * - every line is safe to print (`terminalLine`: no control character reaches the terminal, no
 *   URL's user name or password is shown);
 * - a file is written only when its text changes, atomically; what it holds is sorted and has no
 *   time of the run, so a sync with nothing new changes no file;
 * - a source not set up (no GitHub link in data/profile.ts, no feed in data/writing.ts), or a page
 *   the owner does not want (`page: false`), is said in one line and its file written empty, so a
 *   link or feed removed takes its page away too;
 * - each file records whom or what it was synced from (scripts/sync/write.ts), so a build whose
 *   profile names another GitHub user, or other feeds, does not publish it (content/synced.ts).
 *
 * The settings (GITHUB_API_URL, GITHUB_TOKEN, SYNC_FEED_ORIGIN, SYNC_TIMEOUT_MS,
 * SYNC_SOURCE_TIMEOUT_MS): sync/settings.ts.
 */
import { pathToFileURL } from 'node:url';
import { quote, terminalLine } from '../content/quote.ts';
import type { DataInput } from '../content/types.ts';
import { projectRoot } from './build/config.ts';
import { readCheckedData } from './lib/data.ts';
import { readFeed } from './sync/feeds.ts';
import { githubUser, wantsPage } from '../content/synced.ts';
import { fetchRepositories, webHost } from './sync/github.ts';
import { USER_AGENT, get } from './sync/http.ts';
import { type FeedEntries, mergePosts } from './sync/posts.ts';
import { chooseRepositories } from './sync/repositories.ts';
import { type SyncSettings, syncSettings } from './sync/settings.ts';
import { SYNCED, type SyncSource, type Synced, moduleText, writeIfChanged } from './sync/write.ts';
import { readLimit } from './sync/xml.ts';

/** What a sync did: one line per source, and whether every source succeeded. */
export interface SyncReport {
  readonly lines: readonly { readonly text: string; readonly failed: boolean }[];
  readonly ok: boolean;
}

type Line = SyncReport['lines'][number];

/** A line of the report, safe to print. */
const line = (text: string, failed = false): Line => ({ text: terminalLine(text), failed });

/** The most entries left out for their dates that the report names one by one. */
const BAD_DATES_SHOWN = 10;

/** Writes `values`, synced from `source`, as the synced export `name` of `root`: `, updated` or `, unchanged`. */
async function save(root: string, name: Synced, values: readonly unknown[], source: SyncSource = null): Promise<string> {
  const changed = await writeIfChanged(root, SYNCED[name].file, await moduleText(root, name, values, source));
  return changed ? 'updated' : 'unchanged';
}

/**
 * The line of a source that failed: its file is left as it was. Whatever it threw is that
 * source's failure alone (the other source's line is still given), its message's first line.
 */
const failed = (name: Synced, source: string, error: unknown): Line => {
  const why = (error instanceof Error ? error.message : String(error)).split('\n')[0];
  return line(`${SYNCED[name].file} left as it was: ${source}: ${why}`, true);
};

async function syncRepositories(root: string, data: DataInput, settings: SyncSettings): Promise<Line[]> {
  const { file } = SYNCED.repositories;
  if (!wantsPage(data.openSource)) {
    const done = await save(root, 'repositories', []);
    return [{ text: `${file}: no Open source page (openSource.page in data/open-source.ts), so no repositories; ${done}`, failed: false }];
  }
  const link = data.profile.links.github;
  const user = link && githubUser(link);
  if (!user) {
    const done = await save(root, 'repositories', []);
    return [line(`${file}: no GitHub user (profile.links.github in data/profile.ts), so no repositories; ${done}`)];
  }
  const source = `GitHub user ${quote(user)}`;
  try {
    const repositories = chooseRepositories(await fetchRepositories(user, settings), data.openSource, webHost(settings.api));
    const done = await save(root, 'repositories', repositories, { github: user });
    return [line(`${file}: ${repositories.length} repositories of ${source}; ${done}`)];
  } catch (error) {
    return [failed('repositories', source, error)];
  }
}

/** The address a feed is fetched from: its own, or the same path and query at `SYNC_FEED_ORIGIN`. */
const feedAddress = (feed: string, { feedOrigin }: SyncSettings) => {
  const url = new URL(feed);
  return feedOrigin ? `${feedOrigin}${url.pathname}${url.search}` : url.href;
};

async function syncPosts(root: string, data: DataInput, settings: SyncSettings): Promise<Line[]> {
  const { file } = SYNCED.posts;
  const { feeds } = data.writing;
  if (!wantsPage(data.writing)) {
    const done = await save(root, 'posts', []);
    return [{ text: `${file}: no Writing page (writing.page in data/writing.ts), so no posts; ${done}`, failed: false }];
  }
  if (!feeds.length) {
    const done = await save(root, 'posts', []);
    return [line(`${file}: no feed (writing.feeds in data/writing.ts), so no posts; ${done}`)];
  }
  const headers = () => ({
    Accept: 'application/atom+xml, application/rss+xml, application/xml;q=0.9, */*;q=0.8',
    'User-Agent': USER_AGENT,
  });
  const read = await Promise.allSettled(
    feeds.map(async (feed): Promise<FeedEntries> => {
      const address = feedAddress(feed, settings);
      const { body } = await get(address, { origin: new URL(address).origin, limits: settings.limits, headers });
      // Its addresses are read against the feed's own address (the one in data/, wherever it was fetched from).
      return { feed, entries: readFeed(body, feed, readLimit(settings.limits.timeoutMs)) };
    }),
  );
  const failures = read.flatMap((result, i) => {
    if (result.status === 'fulfilled') return [];
    return [failed('posts', `feed ${feeds[i]}`, result.reason)];
  });
  if (failures.length) return failures;
  try {
    const { posts, left, badDates } = mergePosts(
      read.map((result) => (result.status === 'fulfilled' ? result.value : { feed: '', entries: [] })),
    );
    const done = await save(root, 'posts', posts, { feeds: [...feeds] });
    const skipped = left ? ` (${left} without a title, an https address or a date left out)` : '';
    const more = badDates.length - BAD_DATES_SHOWN;
    return [
      line(`${file}: ${posts.length} posts from ${feeds.length} feed${feeds.length === 1 ? '' : 's'}${skipped}; ${done}`),
      ...badDates.slice(0, BAD_DATES_SHOWN).map((text) => line(`${file}: ${text}`)),
      ...(more > 0 ? [line(`${file}: ${more} more entries left out for their dates`)] : []),
    ];
  } catch (error) {
    return [failed('posts', 'the feeds', error)];
  }
}

/** Syncs data/ in `root` from its sources, with the settings of `env`; a bad setting or data/ problem throws its lines. */
export async function sync(root: string = projectRoot, env: NodeJS.ProcessEnv = process.env): Promise<SyncReport> {
  const settings = syncSettings(env);
  const data = await readCheckedData(root);
  const lines = (await Promise.all([syncRepositories(root, data, settings), syncPosts(root, data, settings)])).flat();
  return { lines, ok: lines.every((line) => !line.failed) };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    const { lines, ok } = await sync();
    for (const { text, failed } of lines) (failed ? console.error : console.log)(text);
    process.exitCode = ok ? 0 : 1;
  } catch (error) {
    // A bad setting or a problem of data/ is its one-line messages; anything else its message alone, no stack trace.
    for (const text of (error instanceof Error ? error.message : String(error)).split('\n')) console.error(terminalLine(text));
    process.exitCode = 1;
  }
}
