/**
 * A local stand-in for GitHub's REST API and for the owner's feeds, for `npm run sync`'s tests
 * (no network): an HTTP server on 127.0.0.1 replaying realistic answers.
 *
 * The API is at `<origin>/<mode>` (GITHUB_API_URL, as GitHub Enterprise has a path):
 * `GET /users/{user}/repos?per_page=100&…&page=N` answers 131 repositories in full (the fields
 * and headers of GitHub's documentation, `Link` to the next page) over two pages, one a fork;
 * mode `ok`, or `archived` (one more of them archived), or a failure: `503` (page 2 down),
 * `malformed` (JSON cut short), `shape` (a count as a string), `rate-limit` (403, the limit
 * spent, `x-ratelimit-reset`), `too-many` (429, `retry-after`), `loop` (redirects in a loop),
 * `oversized` (a body past 5 MB), `slow` (never answers).
 *
 * The feeds are at `<origin>/feeds/…` (SYNC_FEED_ORIGIN): `atom.xml` and `rss.xml`, with markup
 * in titles and summaries (`<b>`, `<script>`, entities, CDATA), a post in both, entries a post
 * cannot be made of; `moved.xml` (redirects to atom.xml), `malformed.xml`, `503.xml`.
 *
 * It listens on two ports, two origins (`origin` and `elsewhere`), and takes more answers of a
 * test's own (`Answer`: test/support/sync-hostile.ts serves the hostile ones).
 */
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export const REPOSITORY_COUNT = 131;
/** The index of the fork among them, and of the archived one in mode `archived`. */
const FORK = 57;
const ARCHIVED = 118;
/** `x-ratelimit-reset` of the spent rate limit: 2030-03-17T17:46:40Z. */
export const RATE_LIMIT_RESET = 1_900_000_000;

export const repositoryName = (i: number) => (i === FORK ? 'forked-library' : `project-${String(i).padStart(3, '0')}`);
export const FORK_NAME = repositoryName(FORK);
export const ARCHIVED_NAME = repositoryName(ARCHIVED);

/**
 * A repository as GitHub's REST API gives it (`GET /users/{user}/repos`, "Response schema"); its
 * pages on `web`, the API's web host (as github.com is api.github.com's, and a GitHub
 * Enterprise host its own API's).
 */
export function repository(origin: string, web: string, user: string, i: number, archived: boolean) {
  const name = repositoryName(i);
  const api = `${origin}/repos/${user}/${name}`;
  const license = [
    { key: 'mit', name: 'MIT License', spdx_id: 'MIT', url: 'https://api.github.com/licenses/mit', node_id: 'MDc6TGljZW5zZTEz' },
    { key: 'other', name: 'Other', spdx_id: 'NOASSERTION', url: null, node_id: 'MDc6TGljZW5zZTA=' },
    null,
  ][i % 3];
  return {
    id: 1_000_000 + i,
    node_id: `R_kgDO${i}`,
    name,
    full_name: `${user}/${name}`,
    private: false,
    owner: { login: user, id: 42, node_id: 'MDQ6VXNlcjQy', type: 'User', html_url: `${web}/${user}`, site_admin: false },
    html_url: `${web}/${user}/${name}`,
    // Empty, with markup, a line break and a control character, or plain.
    description: ['', `  Tools for <canvas> & SVG,\nline two\u0007 `, null, `Project number ${i}.`][i % 4],
    fork: i === FORK,
    url: api,
    forks_url: `${api}/forks`,
    languages_url: `${api}/languages`,
    git_url: `${web.replace('https:', 'git:')}/${user}/${name}.git`,
    ssh_url: `git@${new URL(web).host}:${user}/${name}.git`,
    clone_url: `${web}/${user}/${name}.git`,
    svn_url: `${web}/${user}/${name}`,
    mirror_url: null,
    homepage: ['https://example.org/demo', 'http://example.org/insecure', '', null][i % 4],
    size: 100 + i,
    stargazers_count: (i * 37) % 500,
    watchers_count: (i * 37) % 500,
    language: [null, 'Zig', 'Elixir', 'Fortran'][i % 4],
    has_issues: true,
    has_projects: true,
    has_downloads: true,
    has_wiki: true,
    has_pages: false,
    has_discussions: false,
    forks_count: i % 11,
    archived: archived && i === ARCHIVED,
    disabled: false,
    open_issues_count: i % 5,
    license,
    allow_forking: true,
    is_template: false,
    web_commit_signoff_required: false,
    topics: i % 2 ? ['web', `topic-${i % 7}`] : [],
    visibility: 'public',
    forks: i % 11,
    open_issues: i % 5,
    watchers: (i * 37) % 500,
    default_branch: 'main',
    created_at: '2023-01-15T10:00:00Z',
    updated_at: '2026-11-01T12:00:00Z',
    pushed_at: i === 3 ? null : `2026-${String((i % 12) + 1).padStart(2, '0')}-0${(i % 9) + 1}T23:59:59Z`,
  };
}

const ATOM = `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <title>Stand-in blog</title>
  <link href="https://blog.example/"/>
  <updated>2026-11-20T10:00:00Z</updated>
  <id>https://blog.example/</id>
  <entry>
    <title type="html">Shipping &lt;b&gt;faster&lt;/b&gt; &amp;amp; safer</title>
    <link rel="alternate" type="text/html" href="https://blog.example/posts/shipping"/>
    <id>https://blog.example/posts/shipping</id>
    <published>2026-11-20T10:00:00Z</published>
    <updated>2026-11-21T10:00:00Z</updated>
    <category term="devops"/>
    <category term="ci"/>
    <summary type="html">&lt;p&gt;Part one.&lt;/p&gt;&lt;script&gt;alert("x")&lt;/script&gt;&lt;p&gt;Part&amp;nbsp;two &amp;amp; more: ${'a long sentence that goes on, '.repeat(12)}the end.&lt;/p&gt;</summary>
  </entry>
  <entry>
    <title type="html"><![CDATA[<em>Hello</em> &amp; world]]></title>
    <link href="/posts/hello"/>
    <id>https://blog.example/posts/hello</id>
    <updated>2026-10-02T08:00:00+02:00</updated>
    <content type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml"><p>Plain <b>XHTML</b> text.</p></div></content>
  </entry>
  <entry>
    <title>Also in the RSS feed</title>
    <link href="https://blog.example/posts/both"/>
    <id>https://blog.example/posts/both</id>
    <published>2026-09-09T09:00:00Z</published>
  </entry>
  <entry>
    <title>No date, so no post</title>
    <link href="https://blog.example/posts/undated"/>
    <id>https://blog.example/posts/undated</id>
  </entry>
</feed>
`;

const RSS = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>Stand-in dev.to</title>
    <link>https://dev.example/stand-in</link>
    <description>Posts</description>
    <item>
      <title><![CDATA[Ten <b>bold</b> ideas & one <i>bad</i> one]]></title>
      <link>https://dev.example/stand-in/ten-bold-ideas</link>
      <pubDate>Tue, 10 Nov 2026 09:00:00 +0000</pubDate>
      <category>ideas</category>
      <category>ideas</category>
      <category>beginners</category>
      <description><![CDATA[<p>Hello <script>document.title = "x"</script><img src=x onerror=alert(1)>world&nbsp;&amp; more &lt;3</p>]]></description>
    </item>
    <item>
      <title>Entities &amp;amp; &lt;tags&gt; as text</title>
      <guid>https://dev.example/stand-in/entities</guid>
      <dc:date>2026-08-01T00:00:00Z</dc:date>
      <description>&lt;b&gt;Bold&lt;/b&gt; claim &amp;mdash; kept as words.</description>
    </item>
    <item>
      <title>Also in the RSS feed</title>
      <link>https://blog.example/posts/both</link>
      <pubDate>Wed, 09 Sep 2026 09:00:00 GMT</pubDate>
    </item>
    <item>
      <title>Only http, so no post</title>
      <link>http://dev.example/stand-in/insecure</link>
      <pubDate>Mon, 02 Feb 2026 09:00:00 GMT</pubDate>
    </item>
  </channel>
</rss>
`;

/** The posts the two feeds make, as data/posts.ts should hold them: their titles, newest first. */
export const FEED_TITLES = [
  'Shipping faster & safer',
  'Ten bold ideas & one bad one',
  'Hello & world',
  'Also in the RSS feed',
  'Entities & as text',
];

/** The pages of the repository list: `Link` to the next and last, as GitHub writes it. */
function repositoryPage(res: http.ServerResponse, url: URL, origin: string, mode: string, user: string) {
  const page = Number(url.searchParams.get('page') ?? '1');
  if (mode === '503' && page === 2) return send(res, 503, 'Service Unavailable', { 'content-type': 'text/html' });
  const web = `https://${new URL(origin).host}`;
  const all = Array.from({ length: REPOSITORY_COUNT }, (_, i) => repository(origin, web, user, i, mode === 'archived'));
  const items = all.slice((page - 1) * 100, page * 100);
  const at = (n: number) => {
    const next = new URL(url);
    next.searchParams.set('page', String(n));
    return next.href;
  };
  const link = page === 1 ? `<${at(2)}>; rel="next", <${at(2)}>; rel="last"` : `<${at(1)}>; rel="prev", <${at(1)}>; rel="first"`;
  const headers = { 'content-type': 'application/json; charset=utf-8', link, 'x-ratelimit-limit': '60', 'x-ratelimit-remaining': '57' };
  if (mode === 'malformed') return send(res, 200, JSON.stringify(items).slice(0, 5000), headers);
  if (mode === 'shape') return send(res, 200, JSON.stringify(items.map((r) => ({ ...r, stargazers_count: 'many' }))), headers);
  return send(res, 200, JSON.stringify(items), headers);
}

export function send(res: http.ServerResponse, status: number, body: string, headers: http.OutgoingHttpHeaders = {}) {
  res.writeHead(status, headers).end(body);
}

/** The failures that are the same whatever is asked: rate limits, loops, size, silence. */
function failure(req: http.IncomingMessage, res: http.ServerResponse, mode: string): boolean {
  const json = { 'content-type': 'application/json; charset=utf-8' };
  const docs = 'https://docs.github.com/rest/overview/rate-limits-for-the-rest-api';
  if (mode === 'rate-limit') {
    const limit = { 'x-ratelimit-limit': '60', 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(RATE_LIMIT_RESET) };
    send(res, 403, JSON.stringify({ message: 'API rate limit exceeded for 127.0.0.1.', documentation_url: docs }), { ...json, ...limit });
  } else if (mode === 'too-many') send(res, 429, JSON.stringify({ message: 'Too many requests' }), { ...json, 'retry-after': '60' });
  else if (mode === 'loop') send(res, 302, '', { location: req.url!.includes('again') ? '/loop/users/x' : '/loop/users/x?again' });
  else if (mode === 'oversized') {
    res.writeHead(200, json);
    const chunk = `${' '.repeat(1024 * 1024 - 1)}\n`;
    for (let i = 0; i < 6; i++) res.write(chunk);
    res.end('[]');
  } else if (mode !== 'slow') return false;
  // slow: no answer at all; the server's close ends the request.
  return true;
}

export interface StandIn {
  /** `http://127.0.0.1:<port>`. */
  readonly origin: string;
  /** The same stand-in on another port: another origin, for addresses the sync must not follow. */
  readonly elsewhere: string;
  /** Every request so far, on either origin: its path and headers (`host` says which). */
  readonly requests: readonly { readonly path: string; readonly headers: http.IncomingHttpHeaders }[];
  close(): Promise<void>;
}

/** What a request asks: its address, the first folder of its path (`mode`), the folders after it, and both origins. */
export interface Asked {
  readonly url: URL;
  readonly mode: string;
  readonly rest: readonly string[];
  readonly origin: string;
  readonly elsewhere: string;
}

/** An answer of a test's own: true when it answered `req`. */
export type Answer = (req: http.IncomingMessage, res: http.ServerResponse, asked: Asked) => boolean;

async function listen(handler: http.RequestListener): Promise<{ server: http.Server; origin: string }> {
  const server = http.createServer(handler);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/** Starts the stand-in on two free ports of 127.0.0.1, answering with `answer` first when given. */
export async function startSyncStandIn(answer?: Answer): Promise<StandIn> {
  const requests: { path: string; headers: http.IncomingHttpHeaders }[] = [];
  const origins = { origin: '', elsewhere: '' };
  const handler: http.RequestListener = (req, res) => {
    requests.push({ path: req.url!, headers: req.headers });
    const url = new URL(req.url!, origins.origin);
    const [, mode = '', ...rest] = url.pathname.split('/');
    if (answer?.(req, res, { url, mode, rest, ...origins })) return;
    const origin = origins.origin;
    if (mode === 'feeds') return feed(res, rest.join('/'), origin);
    if (failure(req, res, mode)) return;
    const [kind, user, what] = rest;
    if (kind === 'users' && user && what === 'repos') return repositoryPage(res, url, `${origin}/${mode}`, mode, user);
    send(res, 404, JSON.stringify({ message: 'Not Found' }), { 'content-type': 'application/json' });
  };
  const servers = await Promise.all([listen(handler), listen(handler)]);
  [origins.origin, origins.elsewhere] = servers.map((s) => s.origin) as [string, string];
  return {
    ...origins,
    requests,
    close: async () => {
      await Promise.all(
        servers.map(async ({ server }) => {
          server.closeAllConnections();
          server.close();
          await once(server, 'close');
        }),
      );
    },
  };
}

function feed(res: http.ServerResponse, name: string, origin: string) {
  const xml = (body: string, type: string) => send(res, 200, body, { 'content-type': `${type}; charset=utf-8` });
  if (name === 'atom.xml') return xml(ATOM, 'application/atom+xml');
  if (name === 'rss.xml') return xml(RSS, 'application/rss+xml');
  if (name === 'moved.xml') return send(res, 301, '', { location: `${origin}/feeds/atom.xml` });
  if (name === 'malformed.xml') return xml(RSS.slice(0, 600), 'application/rss+xml');
  send(res, name === '503.xml' ? 503 : 404, 'unavailable', { 'content-type': 'text/plain' });
}
