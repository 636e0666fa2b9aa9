/**
 * Hostile answers for the sync's stand-in (sync-stand-in.ts `Answer`): what a broken or hostile
 * API or feed host may send, each reproducing a way the sync once stalled, crashed, followed
 * an address it should not have, printed what a terminal acts on, or kept what a page must not
 * show. The API's at `<origin>/<mode>` as the stand-in's own, the feeds at `<origin>/feeds/…`.
 *
 * API modes: `many` (`MANY_REPOSITORIES` over 101 pages), `endless` (a next page, always),
 * `cycle` (page 3's next is page 2), `elsewhere` (page 2 on the other origin), `credentials`
 * (page 2's address with a user name and password), `control` (a `Retry-After` of C1 controls),
 * `escape` (a body starting with ESC), `lookalike` (a repository's page on a host posing as the
 * API's web host), `lookalike-homepage` (a homepage on one), `invisible` (names, descriptions and
 * topics with direction controls and zero-width characters).
 *
 * Feeds: `deep.xml` (nested `DEEP` deep, 1.4 MB), `deep-4000.xml`, `deep-html.xml` (a summary's
 * HTML nested 4,000 deep), `dates.xml` (`DATES`), `xhtml.xml` (an Atom XHTML summary with a
 * script), `invisible.xml`, `elsewhere.xml` (redirects to the other origin).
 */
import type http from 'node:http';
import { type Answer, repository, send } from './sync-stand-in.ts';

/** Repositories of mode `many`: 101 pages of 100. */
export const MANY_REPOSITORIES = 10_050;
/** How deep `deep.xml` nests: 1.4 MB of `<a>`. */
export const DEEP = 200_000;
/** The password in mode `credentials`' next page. */
export const SECRET = 'hunter2-secret';
/** The C1 controls of mode `control`'s `Retry-After`: CSI 2J (clear the screen), CSI H. */
export const CONTROL_RETRY = '\u009b2J\u009bH';

/** `dates.xml`'s entries: the date each is given, and whether a post may have it. */
export const DATES: readonly { readonly date: string; readonly good: boolean }[] = [
  { date: 'Sun, 01 Nov 2026 10:00:00 GMT', good: true },
  { date: '2026-10-01T08:00:00+02:00', good: true },
  { date: '+275760-09-13T00:00:00Z', good: false },
  { date: '9999-12-31T00:00:00Z', good: false },
  { date: 'Mon, 01 Jan 0001 00:00:00 GMT', good: false },
  { date: '0', good: false },
  { date: 'Thu, 31 Feb 2026 10:00:00 GMT', good: false },
];

/** The invisible characters put into texts: a right-to-left override, a zero-width space and joiner. */
export const INVISIBLE = /[\u202e\u200b\u200d]/;

const json = { 'content-type': 'application/json; charset=utf-8' };
const xml = { 'content-type': 'application/xml; charset=utf-8' };

/** One page of mode `mode`: its repositories and the address of the next page, if any. */
function page(mode: string, n: number, asked: { url: URL; origin: string; elsewhere: string }): { count: number; next?: string } {
  const at = (base: string, to: number) => {
    const next = new URL(asked.url.pathname + asked.url.search, base);
    next.searchParams.set('page', String(to));
    return next.href;
  };
  const own = asked.origin;
  if (mode === 'many')
    return { count: Math.min(100, MANY_REPOSITORIES - (n - 1) * 100), ...(n * 100 < MANY_REPOSITORIES && { next: at(own, n + 1) }) };
  if (mode === 'endless') return { count: 1, next: at(own, n + 1) };
  if (mode === 'cycle') return { count: 1, next: at(own, n === 3 ? 2 : n + 1) };
  if (mode === 'elsewhere' && n === 1) return { count: 1, next: at(asked.elsewhere, 2) };
  if (mode === 'credentials' && n === 1) return { count: 1, next: at(own.replace('//', `//user:${SECRET}@`), 2) };
  return { count: 2 };
}

/** Repository `i` of page `n` in mode `mode`, as the API gives it, with what the mode changes. */
function hostileRepository(mode: string, api: string, user: string, i: number) {
  const host = new URL(api).hostname;
  const web = `https://${new URL(api).host}`;
  const repo = { ...repository(api, web, user, i, false), fork: false, name: `repository-${i}` };
  if (mode === 'lookalike' && i === 1) return { ...repo, html_url: `https://${host}.evil.example/${user}/${repo.name}` };
  if (mode === 'lookalike-homepage') return { ...repo, homepage: i === 1 ? `https://${host}.evil.example/demo` : 'https://demo.example/' };
  if (mode !== 'invisible') return repo;
  return {
    ...repo,
    name: i === 1 ? 'photo\u202egpj.exe' : repo.name,
    description: 'Fast\u200b and\u200d small',
    topics: ['react', 'react\u200b', '\u202eweb'],
    language: 'Type\u200bScript',
  };
}

const API_MODES = new Set(['many', 'endless', 'cycle', 'elsewhere', 'credentials', 'lookalike', 'lookalike-homepage', 'invisible']);

function repositories(res: http.ServerResponse, asked: Parameters<Answer>[2]): boolean {
  const [kind, user, what] = asked.rest;
  if (kind !== 'users' || !user || what !== 'repos') return false;
  if (asked.mode === 'control') send(res, 429, '{}', { ...json, 'retry-after': CONTROL_RETRY });
  else if (asked.mode === 'escape') send(res, 200, '\u001b[2J\u001b[31mnot JSON', json);
  else if (API_MODES.has(asked.mode)) pageOf(res, asked, user);
  else return false;
  return true;
}

function pageOf(res: http.ServerResponse, asked: Parameters<Answer>[2], user: string): void {
  const n = Number(asked.url.searchParams.get('page') ?? '1');
  const { count, next } = page(asked.mode, n, asked);
  const api = `${asked.origin}/${asked.mode}`;
  const items = Array.from({ length: count }, (_, i) => hostileRepository(asked.mode, api, user, (n - 1) * 100 + i));
  send(res, 200, JSON.stringify(items), { ...json, ...(next && { link: `<${next}>; rel="next"` }) });
}

const rss = (items: string) => `<?xml version="1.0"?><rss version="2.0"><channel><title>Hostile</title>${items}</channel></rss>`;
const item = (title: string, date: string, description = '') =>
  `<item><title>${title}</title><link>https://blog.example/${encodeURIComponent(title)}</link><pubDate>${date}</pubDate><description>${description}</description></item>`;
const nested = (depth: number, open: string, close: string) => `${open.repeat(depth)}${close.repeat(depth)}`;
const atom = (entries: string) => `<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom"><title>Hostile</title>${entries}</feed>`;

const FEEDS: Readonly<Record<string, () => string>> = {
  'deep.xml': () => rss(item('Deep', 'Tue, 10 Nov 2026 09:00:00 GMT', nested(DEEP, '<a>', '</a>'))),
  'deep-4000.xml': () => rss(item('Deep', 'Tue, 10 Nov 2026 09:00:00 GMT', nested(4000, '<a>', '</a>'))),
  'deep-html.xml': () => rss(item('Deep HTML', 'Tue, 10 Nov 2026 09:00:00 GMT', nested(4000, '&lt;div&gt;', '&lt;/div&gt;'))),
  'dates.xml': () => rss(DATES.map(({ date }, i) => item(`Dated ${i}`, date)).join('')),
  'xhtml.xml': () =>
    atom(`<entry><title>XHTML</title><link href="https://blog.example/xhtml"/><updated>2026-11-02T10:00:00Z</updated>
      <summary type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml"><p>Visible words.</p><script>alert("scripted")</script><style>p { color: red }</style></div></summary></entry>`),
  'invisible.xml': () =>
    atom(`<entry><title>Invoice\u202egpj.exe</title><link href="https://blog.example/invoice"/><updated>2026-11-03T10:00:00Z</updated>
      <summary>Zero\u200bwidth</summary><category term="react"/><category term="react\u200b"/></entry>`),
};

/** The hostile answers: true when one answered. */
export const hostileAnswers: Answer = (_req, res, asked) => {
  if (asked.mode !== 'feeds') return repositories(res, asked);
  const name = asked.rest.join('/');
  const body = FEEDS[name];
  if (name === 'elsewhere.xml') send(res, 302, '', { location: `${asked.elsewhere}/feeds/atom.xml` });
  else if (body) send(res, 200, body(), xml);
  else return false;
  return true;
};
