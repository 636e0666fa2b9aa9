/**
 * Sends the contact form through EmailJS (`@emailjs/browser` 4.4.1) to
 * `<origin>/api/v1.0/email/send-form`. The client is imported on the first send: it touches
 * localStorage as it loads, which throws where storage is blocked, so the import is guarded
 * like the send itself. Every way a send can fail ends as one `MailFailure`.
 */
import type { EmailJSResponseStatus, init, StorageProvider } from '@emailjs/browser';
import { fill } from '../../content/format.ts';
import { safeStorage } from '../shared/safe-storage.ts';
import type { EventDetail } from '../shared/section/event-details.ts';
import type { ContactEvents } from './contract.ts';
import { FIELD_NAMES, type Fields } from './draft.ts';

/** Where and how to send; every field comes from an attribute of `<portfolio-contact>`. */
export interface MailConfig {
  /** EmailJS public key (sent as `user_id`). */
  readonly publicKey?: string;
  /** EmailJS service ID. */
  readonly serviceId?: string;
  /** EmailJS template ID. */
  readonly templateId?: string;
  /** Provider origin, absolute or resolved against the page ("/" = the page's own origin); default EmailJS. */
  readonly providerOrigin?: string;
  /** Minimum milliseconds between two sends from this page (0 or absent: off). */
  readonly throttle?: number;
  /** Values of the watched field that are refused without a request (absent or empty: off). */
  readonly blockList?: readonly string[];
  /** The field `blockList` watches (default "email"). */
  readonly blockWatch?: string;
  /** Refuse to send from a browser that looks automated (`navigator.webdriver`). */
  readonly blockHeadless?: boolean;
  /** The honeypot and bot signals of spam.ts (default on; false: off). */
  readonly spamGuard?: boolean;
  /** The most messages this browser sends per hour (default 5; 0: no limit). */
  readonly rateLimit?: number;
  /** reCAPTCHA v2 site key, for owners who turn on the provider's reCAPTCHA check (absent: off). */
  readonly recaptchaSiteKey?: string;
  /** No provider: a send opens the visitor's mail app with the message (`mailAppUrl`) instead. */
  readonly mailApp?: boolean;
}

/**
 * A `mailto:` link to `to` with the message: `subject` (a `{name}` text) with the sender's name,
 * and as body the message, then the sender's name and address to reply to.
 */
export function mailAppUrl(to: string, fields: Fields, subject: string): string {
  const body = `${fields.message}\n\n${fields.name} <${fields.email}>`;
  const query = new URLSearchParams({ subject: fill(subject, { name: fields.name }), body });
  // mailto wants %20 for spaces, not the + of form encoding.
  return `mailto:${to}?${query.toString().replaceAll('+', '%20')}`;
}

/** Why a message was not sent: the provider's status and text, or what went wrong before (`message-failed`'s detail, contract.ts). */
export type MailFailure = EventDetail<ContactEvents, 'message-failed'>;

export class MailError extends Error {
  readonly failure: MailFailure;
  constructor(failure: MailFailure, cause?: unknown) {
    super(`The message was not sent: ${failure.reason}${failure.status === undefined ? '' : ` (${failure.status})`}`, { cause });
    this.name = 'MailError';
    this.failure = failure;
  }
}

type Options = Exclude<Parameters<typeof init>[0], string>;

/** EmailJS rejects with a plain string (bad settings), an `{status, text}` (refused) or an Error (network). */
function failureOf(error: unknown): MailFailure {
  if (typeof error === 'string') return { reason: error };
  if (error instanceof Error) return { reason: error.message || error.name };
  if (typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number') {
    const text = 'text' in error && typeof error.text === 'string' && error.text ? error.text : `HTTP ${error.status}`;
    return { reason: text, status: error.status };
  }
  return { reason: String(error) };
}

/** EmailJS's throttle store: this page's storage, never throwing. */
const storageProvider: StorageProvider = {
  get: async (key) => safeStorage.get(key),
  set: async (key, value) => safeStorage.set(key, value),
  remove: async (key) => safeStorage.remove(key),
};

function optionsFor(config: MailConfig): Options {
  const throttle = config.throttle ?? 0;
  return {
    publicKey: config.publicKey ?? '',
    blockHeadless: config.blockHeadless ?? false,
    storageProvider,
    ...(config.blockList?.length ? { blockList: { list: [...config.blockList], watchVariable: config.blockWatch || 'email' } } : {}),
    ...(throttle > 0 ? { limitRate: { id: location.pathname, throttle } } : {}),
    ...(config.providerOrigin ? { origin: new URL(config.providerOrigin, location.href).origin } : {}),
  };
}

/** The field the provider checks a reCAPTCHA answer in. */
export const RECAPTCHA_FIELD = 'g-recaptcha-response';

/** A detached form with the message's fields only (never the honeypot), and the reCAPTCHA answer when there is one. */
function messageForm(fields: Fields, recaptcha: string | null): HTMLFormElement {
  const form = document.createElement('form');
  const values: [string, string][] = FIELD_NAMES.map((name) => [name, fields[name]]);
  if (recaptcha) values.push([RECAPTCHA_FIELD, recaptcha]);
  for (const [name, value] of values) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  return form;
}

/** The send under way on this page, if any: sends take turns (see `sendMessage`). */
let turn: Promise<unknown> = Promise.resolve();

/**
 * Sends the message. Resolves when the provider answered OK; otherwise rejects with a
 * `MailError` whose `failure` says why.
 *
 * The EmailJS client keeps its settings (origin, key, limits) in one page-wide store, which
 * `init` sets and a send reads until its request leaves. Two forms on a page may have
 * different settings, so sends take turns: each one sets the store completely, then sends.
 */
export function sendMessage(fields: Fields, config: MailConfig, recaptcha: string | null = null): Promise<void> {
  const sent = turn.then(() => send(fields, config, recaptcha));
  turn = sent.catch(() => {});
  return sent;
}

async function send(fields: Fields, config: MailConfig, recaptcha: string | null): Promise<void> {
  if (navigator.onLine === false) throw new MailError({ reason: 'offline' });
  let response: EmailJSResponseStatus;
  try {
    const emailjs = await import('@emailjs/browser');
    const options = optionsFor(config);
    // `init` is the only way to set the origin, and the throttle needs the storage given there;
    // it is global to the page, so it is set again, completely, before every send.
    emailjs.init(options);
    response = await emailjs.sendForm(config.serviceId ?? '', config.templateId ?? '', messageForm(fields, recaptcha), options);
  } catch (error) {
    throw new MailError(failureOf(error), error);
  }
  if (response.text !== 'OK') throw new MailError({ reason: response.text || `HTTP ${response.status}`, status: response.status });
}
