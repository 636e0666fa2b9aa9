/**
 * What the doctor says of `npm run sync` (docs/sync.md): a source set up whose file is empty (a
 * GitHub link but no repository, feeds but no post: the sync has not run), and a synced file
 * older than the owner's `maxAgeDays`; nothing of a page the owner said they do not want
 * (`page: false`). A synced file that is someone else's is the build's line (content/synced.ts).
 * The sync stores no time of its run (a run with nothing new changes no file), so a file's age is
 * the time since it last changed: its last commit's time when git has it as it is, else the
 * file's own modification time.
 */
import { execFile } from 'node:child_process';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { wantsPage } from '../../content/synced.ts';
import { SYNCED, type Synced } from '../sync/write.ts';

const DAY = 24 * 60 * 60 * 1000;

/** When `file` (in `root`) last changed: its last commit's time if git has it unchanged, else its modification time. */
export async function lastChanged(root: string, file: string): Promise<number> {
  const git = (...args: string[]) =>
    promisify(execFile)('git', ['-C', root, ...args, '--', file]).then(
      ({ stdout }) => stdout.trim(),
      () => undefined,
    );
  const committed = (await git('status', '--porcelain')) === '' ? await git('log', '-1', '--format=%cI') : undefined;
  return committed ? Date.parse(committed) : (await stat(path.join(root, file))).mtimeMs;
}

/** What of data/ the doctor reads for the sync. */
export interface SyncData {
  readonly profile: { readonly links: { readonly github?: string | undefined } };
  readonly openSource: { readonly maxAgeDays: number; readonly page?: boolean | undefined };
  readonly writing: { readonly feeds: readonly string[]; readonly maxAgeDays: number; readonly page?: boolean | undefined };
  readonly repositories: readonly unknown[];
  readonly posts: readonly unknown[];
}

/** One synced file: set up or not, its setting's name, its days, what it holds. */
const sources = (data: SyncData): { name: Synced; setUp: string | undefined; setting: string; maxAgeDays: number; count: number }[] => [
  {
    name: 'repositories',
    // An owner who says "no Open source page" has decided: nothing to sync, nothing to ask.
    setUp: wantsPage(data.openSource) && data.profile.links.github ? 'profile.links.github is set' : undefined,
    setting: 'openSource.maxAgeDays',
    maxAgeDays: data.openSource.maxAgeDays,
    count: data.repositories.length,
  },
  {
    name: 'posts',
    setUp: wantsPage(data.writing) && data.writing.feeds.length ? 'writing.feeds lists feeds' : undefined,
    setting: 'writing.maxAgeDays',
    maxAgeDays: data.writing.maxAgeDays,
    count: data.posts.length,
  },
];

/** The doctor's lines about the sync, one per file at fault. */
export async function syncFindings(root: string, data: SyncData, now: number = Date.now()): Promise<string[]> {
  const lines: string[] = [];
  for (const { name, setUp, setting, maxAgeDays, count } of sources(data)) {
    const { file } = SYNCED[name];
    if (!setUp) continue;
    if (!count) {
      lines.push(`${file}: sync not set up: ${setUp} but it holds no ${name}; run npm run sync (docs/sync.md)`);
      continue;
    }
    const days = Math.floor((now - (await lastChanged(root, file))) / DAY);
    if (days > maxAgeDays) {
      lines.push(`${file}: last changed ${days} days ago, more than ${setting} (${maxAgeDays}); run npm run sync (docs/sync.md)`);
    }
  }
  return lines;
}
