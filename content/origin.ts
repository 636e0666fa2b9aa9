/**
 * What an origin setting may be: the site's address (`siteUrl` in data/profile.ts, `SITE_URL`)
 * and the mail provider's (`EMAILJS_ORIGIN`). Each is pasted into every page head, embed snippet,
 * sitemap and contact card, or into the page policy, so it is held to what the URL parser
 * guarantees nothing about: `new URL` accepts `"`, `'`, `&`, `(`, `)` and `=` in a host name
 * (`https://x"onerror="alert(1)".example`). An origin is `https://` and a host name of letters,
 * digits, hyphens and dots after the parser's normalisation (a Unicode name becomes its punycode
 * `xn--` form, which passes), an optional port, and nothing else: no user name, no path, query or
 * fragment, no space or control character (the parser would silently drop a tab or line break).
 * `http://` is allowed for this machine only (localhost, 127.0.0.1, [::1]), for local builds.
 */
import { quote } from './quote.ts';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** A DNS name: labels of letters, digits and inner hyphens (at most 63 characters each), joined by dots. */
const HOST_NAME = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

/** Whitespace and control characters: a URL parser drops some of them (tab, CR, LF) without a word. */
const INVISIBLE = /[\s\p{Cc}]/u;

const WHAT = 'is not an https origin';

/** An origin as written: its normalised form (`https://host[:port]`) and the path after it ("" when none), or why it is none. */
export type OriginReading = { readonly origin: string; readonly path: string } | { readonly problem: string };

/**
 * `value` read as an origin. Each problem is a phrase that follows the quoted value
 * (`"http://x.example" is not an https origin (…)`); a path beyond "/" is returned for the caller
 * to judge, as what it means differs (a site in a folder, a provider behind a proxy).
 */
export function readOrigin(value: string): OriginReading {
  if (!URL.canParse(value)) return { problem: `${WHAT} (not a URL; write it as https://example.com)` };
  if (INVISIBLE.test(value)) return { problem: `${WHAT} (it holds a space or a control character)` };
  const url = new URL(value);
  const local = LOCAL_HOSTS.has(url.hostname);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && local)) {
    return { problem: `${WHAT} (https only; http is allowed for localhost, 127.0.0.1 and [::1])` };
  }
  if (!local && !HOST_NAME.test(url.hostname)) {
    return { problem: `${WHAT} (its host ${quote(url.hostname)} is not a host name: letters, digits, hyphens and dots)` };
  }
  if (url.username || url.password) return { problem: `${WHAT} (it carries a user name or password)` };
  if (url.search || url.hash) return { problem: `${WHAT} (it has a query or fragment; write the origin only, ${quote(url.origin)})` };
  return { origin: url.origin, path: url.pathname === '/' ? '' : url.pathname };
}

/**
 * Why `value` cannot be the site's origin (a phrase after the quoted value), or null. A path is
 * a site in a folder, which BASE_PATH says: the origin alone goes here.
 */
export function originProblem(value: string): string | null {
  const read = readOrigin(value);
  if ('problem' in read) return read.problem;
  if (!read.path) return null;
  return `has a path; write the site's origin only (${quote(read.origin)}) and build with BASE_PATH=${read.path.replace(/\/?$/, '/')} for a site in a folder`;
}
