/**
 * The contact form's spam checks as pure rules (elements/portfolio-contact/spam.ts), at the
 * edges of their clocks, which a browser test cannot reach without waiting.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  blockReason,
  BURST_MS,
  DEFAULT_RATE_LIMIT,
  fingerprint,
  MIN_READ_MS,
  nextAllowed,
  RATE_WINDOW_MS,
  type SentLog,
  type Submit,
} from '../../elements/portfolio-contact/spam.ts';

const fields = { name: 'Grace', email: 'grace@example.org', message: 'Hello' };
const empty: SentLog = { at: [], prints: [] };
const on = { guard: true, rateLimit: DEFAULT_RATE_LIMIT };
const HOUR_AGO = 1_000_000_000_000;
const NOW = HOUR_AGO + RATE_WINDOW_MS;

/** A person's ordinary submit: typed a while after the form appeared, first send of the page. */
const submit = (changes: Partial<Submit> = {}): Submit => ({
  fields,
  honeypot: '',
  now: 10_000,
  shownAt: 0,
  lastSentAt: null,
  lastHumanAt: 5_000,
  wallNow: NOW,
  ...changes,
});

describe('spam checks', () => {
  it('let a person through', () => {
    assert.equal(blockReason(submit(), empty, on), null);
  });

  it('block a filled honeypot, whatever else is true', () => {
    assert.equal(blockReason(submit({ honeypot: 'x' }), empty, on), 'honeypot');
  });

  it('block a send with no input from a person only before the form could have been read', () => {
    assert.equal(blockReason(submit({ lastHumanAt: null, now: MIN_READ_MS - 1 }), empty, on), 'instant');
    assert.equal(blockReason(submit({ lastHumanAt: null, now: MIN_READ_MS }), empty, on), null);
    assert.equal(blockReason(submit({ lastHumanAt: 10, now: 20 }), empty, on), null, 'a very fast person');
  });

  it('block a resend with no input since the last send, within the burst window only', () => {
    const after = (lastHumanAt: number, now: number) => submit({ lastSentAt: 100_000, lastHumanAt, now });
    assert.equal(blockReason(after(90_000, 100_000 + BURST_MS - 1), empty, on), 'burst');
    assert.equal(blockReason(after(90_000, 100_000 + BURST_MS), empty, on), null);
    assert.equal(blockReason(after(100_500, 101_000), empty, on), null, 'a person typed the next message');
  });

  it('block a message already sent from this browser, compared trimmed', () => {
    const log = { at: [], prints: [fingerprint(fields)] };
    assert.equal(blockReason(submit({ fields: { ...fields, message: ' Hello\n' } }), log, on), 'duplicate');
    assert.equal(blockReason(submit({ fields: { ...fields, message: 'Hello again' } }), log, on), null);
  });

  it('are all off with the guard off, except the rate limit', () => {
    const off = { guard: false, rateLimit: 1 };
    const log = { at: [NOW - 1], prints: [fingerprint(fields)] };
    assert.equal(blockReason(submit({ honeypot: 'x', lastHumanAt: null, now: 1 }), empty, off), null);
    assert.equal(blockReason(submit(), log, off), 'rate-limit');
  });
});

describe('the rate limit', () => {
  const sends = (...ago: number[]): SentLog => ({ at: ago.map((a) => NOW - a), prints: [] });

  it('counts the sends of the last hour only', () => {
    const limit = { guard: true, rateLimit: 2 };
    assert.equal(blockReason(submit(), sends(10, 20), limit), 'rate-limit');
    assert.equal(blockReason(submit(), sends(10, RATE_WINDOW_MS), limit), null);
  });

  it('is off at 0', () => {
    assert.equal(blockReason(submit(), sends(1, 2, 3, 4, 5, 6, 7), { guard: true, rateLimit: 0 }), null);
  });

  it('lets the next message go when the oldest counted send is an hour old', () => {
    assert.equal(nextAllowed(sends(30_000, 10_000, 20_000), NOW, 2), NOW - 20_000 + RATE_WINDOW_MS);
  });
});
