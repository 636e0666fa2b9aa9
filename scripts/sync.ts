/**
 * `npm run sync`: the owner's public GitHub repositories into data/repositories.ts and the posts
 * of their feeds into data/posts.ts (docs/sync.md), each source on its own:
 *
 * - a source that fails (down, slow, rate-limited, malformed, oversized, redirecting in a loop)
 *   leaves its file exactly as it was and says why in one line, never a stack trace, and the exit
 *   code is 1;
 * - a file is written only when its text changes, atomically; what it holds is sorted and has no
 *   time of the run, so a sync with nothing new changes no file;
 * - a source not set up (no GitHub link in data/profile.ts, no feed in data/writing.ts), or a page
 *   the owner does not want (`page: false`), is said in one line and its file written empty, so a
 *   link or feed removed takes its page away too;
 * - each file records whom or what it was synced from (scripts/sync/write.ts), so a build whose
 *   profile names another GitHub user, or other feeds, does not publish it (content/synced.ts).
 *
 * The settings (GITHUB_API_URL, GITHUB_TOKEN, SYNC_FEED_ORIGIN, SYNC_TIMEOUT_MS): sync/settings.ts.
 */
import { pathToFileURL } from 'node:url';
import { quote } from '../content/quote.ts';
import type { DataInput } from '../content/types.ts';
import { projectRoot } from './build/config.ts';
import { readCheckedData } from './lib/data.ts';
import { readFeed } from './sync/feeds.ts';
import { githubUser, wantsPage } from '../content/synced.ts';
import { fetchRepositories } from './sync/github.ts';
import { SourceError, USER_AGENT, get } from './sync/http.ts';
import { mergePosts } from './sync/posts.ts';
import { chooseRepositories } from './sync/repositories.ts';
import { type SyncSettings, syncSettings } from './sync/settings.ts';
import { SYNCED, type SyncSource, type Synced, moduleText, writeIfChanged } from './sync/write.ts';

/** What a sync did: one line per source, and whether every source succeeded. */
export interface SyncReport {
  readonly lines: readonly { readonly text: string; readonly failed: boolean }[];
  readonly ok: boolean;
}

type Line = SyncReport['lines'][number];

/** Writes `values`, synced from `source`, as the synced export `name` of `root`: `, updated` or `, unchanged`. */
async function save(root: string, name: Synced, values: readonly unknown[], source: SyncSource = null): Promise<string> {
  const changed = await writeIfChanged(root, SYNCED[name].file, await moduleText(root, name, values, source));
  return changed ? 'updated' : 'unchanged';
}

/** The line of a source that failed: its file is left as it was. */
const failed = (name: Synced, source: string, error: SourceError): Line => ({
  text: `${SYNCED[name].file} left as it was: ${source}: ${error.message}`,
  failed: true,
});

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
    return [{ text: `${file}: no GitHub user (profile.links.github in data/profile.ts), so no repositories; ${done}`, failed: false }];
  }
  const source = `GitHub user ${quote(user)}`;
  try {
    const repositories = chooseRepositories(await fetchRepositories(user, settings), data.openSource);
    const done = await save(root, 'repositories', repositories, { github: user });
    return [{ text: `${file}: ${repositories.length} repositories of ${source}; ${done}`, failed: false }];
  } catch (error) {
    if (error instanceof SourceError) return [failed('repositories', source, error)];
    throw error;
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
    return [{ text: `${file}: no feed (writing.feeds in data/writing.ts), so no posts; ${done}`, failed: false }];
  }
  const request = {
    limits: settings.limits,
    headers: () => ({ Accept: 'application/atom+xml, application/rss+xml, application/xml;q=0.9, */*;q=0.8', 'User-Agent': USER_AGENT }),
  };
  const read = await Promise.allSettled(
    feeds.map(async (feed) => {
      // Its addresses are read against the feed's own address (the one in data/, wherever it was fetched from).
      return readFeed((await get(feedAddress(feed, settings), request)).body, feed);
    }),
  );
  const failures = read.flatMap((result, i) => {
    if (result.status === 'fulfilled') return [];
    if (result.reason instanceof SourceError) return [failed('posts', `feed ${feeds[i]}`, result.reason)];
    throw result.reason;
  });
  if (failures.length) return failures;
  try {
    const { posts, left } = mergePosts(read.map((result) => (result.status === 'fulfilled' ? result.value : [])));
    const done = await save(root, 'posts', posts, { feeds: [...feeds] });
    const skipped = left ? ` (${left} without a title, an https address or a date left out)` : '';
    return [
      {
        text: `${file}: ${posts.length} posts from ${feeds.length} feed${feeds.length === 1 ? '' : 's'}${skipped}; ${done}`,
        failed: false,
      },
    ];
  } catch (error) {
    if (error instanceof SourceError) return [failed('posts', 'the feeds', error)];
    throw error;
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
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  }
}
