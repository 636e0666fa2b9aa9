/**
 * Spam that costs nothing: cheap signs of a bot, checked before any request, and a rate limit.
 *
 * The provider's free plan delivers a few hundred messages a month; a bot that fills the form
 * a thousand times would silence the owner's real contact. Nothing here stops a bot that calls
 * the provider's API directly with the public key (see docs/contact-form.md).
 *
 * Bot signs (with `spam-guard`, on by default): the send looks delivered, no request is made.
 * - `honeypot`: the hidden "website" field has a value. People never see it, cannot reach it
 *   with Tab or a screen reader (`inert`), and autofill and password managers are told to skip it.
 * - `instant`: sent less than MIN_READ_MS after the form appeared, with no trusted input at all
 *   (no key, pointer, click, paste, dictation or autofill event from the browser). A person,
 *   however fast, leaves trusted events: what matters is their absence, not the speed.
 * - `burst`: another send from the same page within BURST_MS of the last one, with no trusted
 *   input in between (a person writes the next message; a bot resubmits).
 * - `duplicate`: the same name, email and message were already sent from this browser (the
 *   message was delivered once; nothing is lost by not sending it again).
 *
 * Rate limit (`rate-limit`, messages per hour from this browser, default DEFAULT_RATE_LIMIT,
 * 0: off): past it the visitor is told so, plainly, and the text is kept; it is never faked.
 */
import { safeStorage } from '../shared/safe-storage.ts';
import type { EventDetail } from '../shared/section/event-details.ts';
import type { ContactEvents } from './contract.ts';
import type { Fields } from './draft.ts';

/** Why a send was not made (`message-blocked`'s detail, contract.ts). */
export type BlockReason = EventDetail<ContactEvents, 'message-blocked'>['reason'];

/** The honeypot's field name: one bots fill in, which no autofill profile maps to a value. */
export const HONEYPOT = 'website';
export const MIN_READ_MS = 2000;
export const BURST_MS = 60_000;
export const DEFAULT_RATE_LIMIT = 5;
export const RATE_WINDOW_MS = 3_600_000;
/** Where the sends of this browser are remembered (times and fingerprints, never the text). */
export const SENT_KEY = 'contact-sent';
const REMEMBERED = 50;

/** The sends this browser made: when (ms since the epoch) and what (fingerprints). */
export interface SentLog {
  readonly at: readonly number[];
  readonly prints: readonly string[];
}

/** What the check needs to know about one submit. Page-clock times are `performance.now()`. */
export interface Submit {
  readonly fields: Fields;
  readonly honeypot: string;
  /** Page clock: when the form appeared, the last send from this page, the last trusted input. */
  readonly now: number;
  readonly shownAt: number;
  readonly lastSentAt: number | null;
  readonly lastHumanAt: number | null;
  /** Wall clock (ms since the epoch), for the rate limit across page loads. */
  readonly wallNow: number;
}

export interface GuardSettings {
  readonly guard: boolean;
  readonly rateLimit: number;
}

/** A short, stable fingerprint of a message (cyrb53), so the log keeps no text. */
export function fingerprint({ name, email, message }: Fields): string {
  const text = [name, email, message].map((v) => v.trim()).join('\u0000');
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/** Why this submit must not be sent, or null to send it. */
export function blockReason(submit: Submit, log: SentLog, { guard, rateLimit }: GuardSettings): BlockReason | null {
  const humanSince = (t: number) => submit.lastHumanAt !== null && submit.lastHumanAt >= t;
  if (guard) {
    if (submit.honeypot) return 'honeypot';
    if (submit.lastHumanAt === null && submit.now - submit.shownAt < MIN_READ_MS) return 'instant';
    if (submit.lastSentAt !== null && submit.now - submit.lastSentAt < BURST_MS && !humanSince(submit.lastSentAt)) return 'burst';
    if (log.prints.includes(fingerprint(submit.fields))) return 'duplicate';
  }
  if (rateLimit > 0 && recent(log, submit.wallNow).length >= rateLimit) return 'rate-limit';
  return null;
}

const recent = (log: SentLog, now: number) => log.at.filter((t) => now - t < RATE_WINDOW_MS && t <= now);

/** When the rate limit lets the next message go (ms since the epoch). */
export const nextAllowed = (log: SentLog, now: number, rateLimit: number): number => {
  const times = recent(log, now).sort((a, b) => a - b);
  return (times[times.length - rateLimit] ?? now) + RATE_WINDOW_MS;
};

export function loadSentLog(): SentLog {
  try {
    const parsed: unknown = JSON.parse(safeStorage.get(SENT_KEY) ?? 'null');
    const record = (typeof parsed === 'object' && parsed !== null ? parsed : {}) as Record<string, unknown>;
    const list = <T>(value: unknown, ok: (v: unknown) => v is T): T[] => (Array.isArray(value) ? value.filter(ok) : []);
    return {
      at: list(record.at, (v): v is number => typeof v === 'number'),
      prints: list(record.prints, (v): v is string => typeof v === 'string'),
    };
  } catch {
    return { at: [], prints: [] };
  }
}

/** Remembers a delivered message: its time (the last hour's) and fingerprint (the last 50). */
export function recordSent(fields: Fields, wallNow: number): void {
  const log = loadSentLog();
  const next: SentLog = {
    at: [...recent(log, wallNow), wallNow],
    prints: [...log.prints.filter((p) => p !== fingerprint(fields)), fingerprint(fields)].slice(-REMEMBERED),
  };
  safeStorage.set(SENT_KEY, JSON.stringify(next));
}
