/**
 * A GitHub user's public repositories from the REST API: `GET /users/{user}/repos`, 100 a page,
 * every page to the last (the `Link: <…>; rel="next"` header), however many, within the source's
 * time limit, each on the API's own origin and never one asked before; each page checked against
 * the fields the sync reads (`githubRepositorySchema`, the names of GitHub's documentation). The
 * token, when set, goes to the API's own origin only.
 */
import { z } from 'zod';
import { type Request, SourceError, USER_AGENT, get } from './http.ts';
import type { SyncSettings } from './settings.ts';
import { firstIssue, parseJson } from './validate.ts';

/** A repository as `GET /users/{user}/repos` gives it: the fields the sync reads (there are many more). */
export const githubRepositorySchema = z.looseObject({
  name: z.string(),
  html_url: z.string(),
  description: z.string().nullable(),
  language: z.string().nullable().optional(),
  topics: z.array(z.string()).optional(),
  stargazers_count: z.number(),
  forks_count: z.number(),
  homepage: z.string().nullable().optional(),
  license: z.looseObject({ spdx_id: z.string().nullable().optional() }).nullable().optional(),
  pushed_at: z.string().nullable(),
  created_at: z.string(),
  fork: z.boolean(),
  archived: z.boolean().optional(),
  private: z.boolean(),
});

export type GitHubRepository = z.infer<typeof githubRepositorySchema>;

/** The address in a `Link` header's `rel="next"` part, if any. */
export const nextLink = (link: string | null): string | undefined =>
  link
    ?.split(',')
    .map((part) => /<([^>]*)>\s*;(.*)/.exec(part))
    .find((match) => match && /\brel="?([^"]*\s)?next[\s"]/.test(`${match[2]} `))?.[1];

/**
 * The host of the API's web pages, where every repository's page is: github.com for
 * api.github.com (an `api.` host without it), the API's own host for GitHub Enterprise
 * (`https://<host>/api/v3`).
 */
export function webHost(api: string): string {
  const { host } = new URL(api);
  return host.startsWith('api.') ? host.slice('api.'.length) : host;
}

/** How the sync asks the API: its media type and version, who asks, and the token on the API's origin only. */
function apiRequest({ api, token, limits }: SyncSettings): Request {
  const origin = new URL(api).origin;
  return {
    origin,
    limits,
    headers: (url) => ({
      Accept: 'application/vnd.github+json',
      'X-GitHub-Api-Version': '2022-11-28',
      'User-Agent': USER_AGENT,
      ...(token && url.origin === origin && { Authorization: `Bearer ${token}` }),
    }),
  };
}

/** Every public repository `user` owns, as the API gives them; a `SourceError` names the page that failed. */
export async function fetchRepositories(user: string, settings: SyncSettings): Promise<GitHubRepository[]> {
  const request = apiRequest(settings);
  const { sourceTimeoutMs } = settings.limits;
  const until = performance.now() + sourceTimeoutMs;
  const repositories: GitHubRepository[] = [];
  const asked = new Map<string, number>();
  let address: string | undefined = `${settings.api}/users/${encodeURIComponent(user)}/repos?per_page=100&type=owner&sort=full_name`;
  for (let page = 1; address; page++) {
    const at = (problem: string) => new SourceError(`page ${page} (${address}): ${problem}`);
    const key = URL.canParse(address) ? new URL(address).href : address;
    const again = asked.get(key);
    if (again) throw at(`the "next" links go round in a loop (back to page ${again})`);
    if (performance.now() > until) throw at(`not every page within ${sourceTimeoutMs / 1000} s`);
    asked.set(key, page);
    try {
      const answer = await get(address, request);
      const read = z.array(githubRepositorySchema).safeParse(parseJson(answer.body));
      if (!read.success) throw new SourceError(`not a list of repositories: ${firstIssue(read.error)}`);
      repositories.push(...read.data);
      address = nextLink(answer.headers.get('link'));
    } catch (error) {
      throw error instanceof SourceError ? at(error.message) : error;
    }
  }
  return repositories;
}
