/**
 * GitHub's repositories as data/repositories.ts holds them (`Repository`, content/schema.ts):
 * every public one, but forks and archived ones only when `openSource.show` names them (the
 * build picks what to show), sorted by name; texts on one line, the repository's page on the
 * API's own web host (github.com, `webHost` in github.ts), a homepage only when it is an https
 * address and not on a host posing as that one (`github.com.example.net`), the licence's SPDX
 * id, the day of the last push.
 */
import { z } from 'zod';
import { quote } from '../../content/quote.ts';
import { repositorySchema } from '../../content/schema.ts';
import type { OpenSource, Repository } from '../../content/types.ts';
import type { GitHubRepository } from './github.ts';
import { SourceError } from './http.ts';
import { httpsAddress, plain, plainOrNull } from './text.ts';
import { firstIssue } from './validate.ts';

/** `2026-11-20` from an ISO time such as `2026-11-20T08:14:03Z`. */
const day = (time: string) => (Number.isNaN(Date.parse(time)) ? time : new Date(time).toISOString().slice(0, 10));

/** The https address of a repository's page, on the web host `host`. */
function pageOf(repo: GitHubRepository, host: string): `https://${string}` {
  const url = httpsAddress(repo.html_url);
  if (!url) throw new SourceError(`repository ${quote(repo.name)}: html_url ${quote(repo.html_url)} is not an https address`);
  if (new URL(url).host !== host) throw new SourceError(`repository ${quote(repo.name)}: html_url ${quote(url)} is not on ${host}`);
  return url;
}

/** A homepage as data/ keeps it: an https address whose host does not pose as the web host `host` (`github.com.example.net`). */
function homepageOf(repo: GitHubRepository, host: string): `https://${string}` | null {
  const url = httpsAddress(repo.homepage);
  if (!url) return null;
  const web = new URL(`https://${host}`).hostname;
  const { hostname } = new URL(url);
  return hostname.startsWith(`${web}.`) || hostname.includes(`.${web}.`) ? null : url;
}

/** One repository as data/ holds it, its page on the web host `host`. */
export const toRepository = (repo: GitHubRepository, host: string): Repository => ({
  name: plain(repo.name),
  url: pageOf(repo, host),
  description: plainOrNull(repo.description),
  language: plainOrNull(repo.language),
  topics: [...new Set((repo.topics ?? []).map(plain).filter(Boolean))],
  stars: repo.stargazers_count,
  forks: repo.forks_count,
  homepage: homepageOf(repo, host),
  license: repo.license?.spdx_id && repo.license.spdx_id !== 'NOASSERTION' ? plain(repo.license.spdx_id) : null,
  pushed: day(repo.pushed_at ?? repo.created_at),
  fork: repo.fork,
  archived: repo.archived ?? false,
});

/** Order by name, whatever the case, then as written (stable whatever order the API gives). */
const byName = (a: Repository, b: Repository) => {
  const [x, y] = [a.name.toLowerCase(), b.name.toLowerCase()];
  return x < y ? -1 : x > y ? 1 : a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
};

/**
 * The repositories data/ keeps of what the API gave, their pages on the web host `host`, checked
 * against `repositorySchema`; a `SourceError` names the first one at fault.
 */
export function chooseRepositories(all: readonly GitHubRepository[], { show }: Pick<OpenSource, 'show'>, host: string): Repository[] {
  const named = new Set(Array.isArray(show) ? show.map((name) => name.toLowerCase()) : []);
  const kept = all
    .filter((repo) => !repo.private && ((!repo.fork && !repo.archived) || named.has(repo.name.toLowerCase())))
    .map((repo) => toRepository(repo, host))
    .sort(byName);
  const read = z.array(repositorySchema).safeParse(kept);
  if (!read.success) {
    const index = read.error.issues[0]!.path[0] as number;
    throw new SourceError(`repository ${quote(kept[index]?.name)} cannot be kept: ${firstIssue(read.error, 1)}`);
  }
  return kept;
}
