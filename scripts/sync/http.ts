/**
 * One GET as the sync makes it: within a time limit (the whole answer, body included), within a
 * size, following at most a few redirects itself (`redirect: 'manual'`), never in a loop, never
 * to another origin than the source's (so never from https down to http either), never to an
 * address with a user name or password, and sending a header such as the token only to the
 * addresses its caller says. Whatever goes wrong is a `SourceError` whose message is one line
 * saying why, in words (`HTTP 503 Service Unavailable`, `rate limited (HTTP 403) until
 * 2026-11-27T10:15:00Z`, `no answer within 15 s`), never a stack trace.
 */
import { quote } from '../../content/quote.ts';

/** A source's answer that cannot be used: the message says why, on one line. */
export class SourceError extends Error {
  override name = 'SourceError';
}

export interface Limits {
  /** Milliseconds for each request, from asking to the body's last byte; and again for reading what it brought. */
  readonly timeoutMs: number;
  /** Milliseconds for a whole source, every page of it. */
  readonly sourceTimeoutMs: number;
  /** Bytes of one answer's body. */
  readonly maxBytes: number;
  /** Redirects followed for one request. */
  readonly maxRedirects: number;
}

/** Who asks (GitHub's API refuses a request without a User-Agent). */
export const USER_AGENT = 'developer-portfolio-sync (npm run sync)';

export const DEFAULT_LIMITS: Limits = { timeoutMs: 15_000, sourceTimeoutMs: 10 * 60_000, maxBytes: 5 * 1024 * 1024, maxRedirects: 5 };

export interface Answer {
  /** The address that answered (after redirects). */
  readonly url: string;
  readonly headers: Headers;
  readonly body: string;
}

export interface Request {
  /** The source's origin: every address asked, redirects and next pages included, is on it. */
  readonly origin: string;
  readonly limits: Limits;
  /** The headers to send to `url`: asked again after each redirect, so a token stays on its own origin. */
  readonly headers: (url: URL) => Record<string, string>;
}

const REDIRECT = new Set([301, 302, 303, 307, 308]);

/** Why `url` may not be fetched: another origin than the source's, a user name or password, or null. */
function addressProblem(url: URL, origin: string): string | null {
  if (url.origin !== origin) return `${quote(url.href)} is not on the source's origin, ${origin}`;
  return url.username || url.password ? `${quote(url.href)} carries a user name or password` : null;
}

/** `2026-11-27T10:15:00Z`: a time from GitHub's `x-ratelimit-reset` (seconds since 1970). */
const resetTime = (seconds: string) => new Date(Number(seconds) * 1000).toISOString().replace(/\.\d+Z$/, 'Z');

/** Why the answer `response` is refused: its status, with the rate limit's reset or retry time when it says one. */
function statusProblem({ status, statusText, headers }: Response): string {
  const what = `HTTP ${status}${statusText ? ` ${statusText}` : ''}`;
  const reset = headers.get('x-ratelimit-reset');
  const retry = headers.get('retry-after');
  const exhausted = headers.get('x-ratelimit-remaining') === '0';
  if (status !== 429 && !(status === 403 && (exhausted || retry))) return what;
  if (exhausted && reset && /^\d+$/.test(reset)) return `rate limited (${what}) until ${resetTime(reset)}`;
  if (retry) return `rate limited (${what}), retry after ${/^\d+$/.test(retry) ? `${retry} s` : quote(retry)}`;
  return `rate limited (${what})`;
}

/** The body of `response` as text, refused once it is longer than `maxBytes`. */
async function readBody(response: Response, maxBytes: number): Promise<string> {
  const tooLarge = () => new SourceError(`the answer is larger than ${maxBytes / (1024 * 1024)} MB`);
  if (Number(response.headers.get('content-length') ?? 0) > maxBytes) {
    await response.body?.cancel();
    throw tooLarge();
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body ?? []) {
    size += chunk.byteLength;
    // Leaving the loop cancels the rest of the body.
    if (size > maxBytes) throw tooLarge();
    chunks.push(chunk);
  }
  const charset = /charset="?([\w-]+)/i.exec(response.headers.get('content-type') ?? '')?.[1] ?? 'utf-8';
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(charset);
  } catch {
    throw new SourceError(`the answer's character set ${quote(charset)} is unknown`);
  }
  return decoder.decode(Buffer.concat(chunks));
}

/** Why a request failed before an answer: the time limit, or the connection's own reason. */
function failure(error: unknown, { timeoutMs }: Limits): SourceError {
  if (error instanceof SourceError) return error;
  const { name, message, cause } = error as Error & { cause?: { code?: string; message?: string } };
  if (name === 'TimeoutError' || name === 'AbortError') return new SourceError(`no answer within ${timeoutMs / 1000} s`);
  return new SourceError(`could not fetch it (${cause?.code ?? cause?.message ?? message})`);
}

/** One hop: the response, its body read within the limits (a redirect's body is dropped). */
async function hop(url: URL, { limits, headers }: Request): Promise<{ response: Response; body?: string }> {
  const signal = AbortSignal.timeout(limits.timeoutMs);
  try {
    const response = await fetch(url, { headers: headers(url), redirect: 'manual', signal });
    if (REDIRECT.has(response.status) || !response.ok) {
      await response.body?.cancel();
      return { response };
    }
    return { response, body: await readBody(response, limits.maxBytes) };
  } catch (error) {
    throw failure(error, limits);
  }
}

/** GET `address`, following redirects within the limits: the answer, or a `SourceError` saying why not. */
export async function get(address: string, request: Request): Promise<Answer> {
  let url = new URL(address);
  const seen = new Set<string>();
  for (;;) {
    const problem = addressProblem(url, request.origin);
    if (problem) throw new SourceError(seen.size ? `redirects to ${problem}` : problem);
    seen.add(url.href);
    const { response, body } = await hop(url, request);
    if (body !== undefined) return { url: url.href, headers: response.headers, body };
    const location = response.headers.get('location');
    if (!REDIRECT.has(response.status) || location === null) throw new SourceError(statusProblem(response));
    if (!URL.canParse(location, url)) throw new SourceError(`redirects to ${quote(location)}, not an address`);
    const next = new URL(location, url);
    if (seen.has(next.href)) throw new SourceError(`redirects in a loop (back to ${next.href})`);
    if (seen.size > request.limits.maxRedirects) throw new SourceError(`redirects more than ${request.limits.maxRedirects} times`);
    url = next;
  }
}
