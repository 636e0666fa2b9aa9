/**
 * GitHub's repositories as data/repositories.ts holds them (`Repository`, content/schema.ts):
 * every public one, but forks and archived ones only when `openSource.show` names them (the
 * build picks what to show), sorted by name; texts on one line, a homepage only when it is an
 * https address, the licence's SPDX id, the day of the last push.
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

/** The https address of a repository's page. */
function pageOf(repo: GitHubRepository): `https://${string}` {
  const url = httpsAddress(repo.html_url);
  if (!url) throw new SourceError(`repository ${quote(repo.name)}: html_url ${quote(repo.html_url)} is not an https address`);
  return url;
}

/** One repository as data/ holds it. */
export const toRepository = (repo: GitHubRepository): Repository => ({
  name: plain(repo.name),
  url: pageOf(repo),
  description: plainOrNull(repo.description),
  language: plainOrNull(repo.language),
  topics: [...new Set((repo.topics ?? []).map(plain).filter(Boolean))],
  stars: repo.stargazers_count,
  forks: repo.forks_count,
  homepage: httpsAddress(repo.homepage),
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

/** The repositories data/ keeps of what the API gave, checked against `repositorySchema`; a `SourceError` names the first one at fault. */
export function chooseRepositories(all: readonly GitHubRepository[], { show }: Pick<OpenSource, 'show'>): Repository[] {
  const named = new Set(Array.isArray(show) ? show.map((name) => name.toLowerCase()) : []);
  const kept = all
    .filter((repo) => !repo.private && ((!repo.fork && !repo.archived) || named.has(repo.name.toLowerCase())))
    .map(toRepository)
    .sort(byName);
  const read = z.array(repositorySchema).safeParse(kept);
  if (!read.success) {
    const index = read.error.issues[0]!.path[0] as number;
    throw new SourceError(`repository ${quote(kept[index]?.name)} cannot be kept: ${firstIssue(read.error, 1)}`);
  }
  return kept;
}
