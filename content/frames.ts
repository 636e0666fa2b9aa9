/**
 * Which YouTube and LinkedIn URLs may become an embedded frame, and the frame address each
 * gives. Pure functions (no DOM), so the content checks can use them too.
 *
 * A URL is parsed with `URL`, never matched as text, and must be `https:` on one of a few exact
 * hosts with no user name, password or port: look-alike hosts (`youtube.com.evil.com`), `@`
 * tricks (`https://youtube.com@evil.com/…`), `javascript:` and plain `http:` all give null.
 * The frame address is rebuilt from the validated id alone, so nothing else from the input
 * (quotes, markup, extra parameters) can reach the page.
 */

const YOUTUBE_HOSTS: ReadonlySet<string> = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com']);
const LINKEDIN_HOSTS: ReadonlySet<string> = new Set(['linkedin.com', 'www.linkedin.com']);

/** A YouTube video id: exactly 11 characters of the URL-safe base64 alphabet. */
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

/** `/posts/<author>_<words>-activity-<19 digits>-<suffix>` (the "copy link" form of a post). */
const LINKEDIN_POST = /^\/posts\/[\w%-]+-activity-(\d{19})-[\w-]+\/?$/;
/** `/feed/update/urn:li:<kind>:<19 digits>` (the form a post's own page has). */
const LINKEDIN_UPDATE = /^\/feed\/update\/urn:li:(activity|share|ugcPost):(\d{19})\/?$/;

/** The URL when it is an `https:` address on one of `hosts` with no credentials or port. */
function httpsOn(url: string, hosts: ReadonlySet<string>): URL | null {
  if (!URL.canParse(url)) return null;
  const parsed = new URL(url);
  const plain = parsed.protocol === 'https:' && !parsed.username && !parsed.password && !parsed.port;
  return plain && hosts.has(parsed.hostname) ? parsed : null;
}

/**
 * The video id of a YouTube watch URL (`https://www.youtube.com/watch?v=<id>`): the single `v`
 * query value, when it has the 11-character id form. Short `youtu.be` links are not accepted
 * (the content says where the id is: in `v`); any other input gives null.
 */
export function youtubeId(url: string): string | null {
  const parsed = httpsOn(url, YOUTUBE_HOSTS);
  if (parsed?.pathname !== '/watch') return null;
  const ids = parsed.searchParams.getAll('v');
  return ids.length === 1 && YOUTUBE_ID.test(ids[0]!) ? ids[0]! : null;
}

/** The privacy-enhanced (no cookies until played) player address for a watch URL, or null. */
export function youtubeEmbedUrl(url: string): string | null {
  const id = youtubeId(url);
  return id ? `https://www.youtube-nocookie.com/embed/${id}` : null;
}

/**
 * The embed address of a LinkedIn post URL, or null. Accepted: `https://www.linkedin.com`
 * (or `linkedin.com`) with `/posts/<slug>-activity-<id>-<suffix>` or
 * `/feed/update/urn:li:activity|share|ugcPost:<id>`, where the id is 19 digits; a query
 * (`?utm_source=…`) is ignored. The result is
 * `https://www.linkedin.com/embed/feed/update/urn:li:<kind>:<id>`.
 */
export function linkedinEmbedUrl(url: string): string | null {
  const parsed = httpsOn(url, LINKEDIN_HOSTS);
  if (!parsed) return null;
  const post = LINKEDIN_POST.exec(parsed.pathname);
  const update = LINKEDIN_UPDATE.exec(parsed.pathname);
  const urn = post ? `activity:${post[1]}` : update ? `${update[1]}:${update[2]}` : null;
  return urn ? `https://www.linkedin.com/embed/feed/update/urn:li:${urn}` : null;
}
