/**
 * Browser-side helpers of the contact tests (elements/portfolio-contact/*.test.tsx): the provider
 * stand-in's controls, the form's parts; and a record of console errors (before-script.ts uses it too).
 */
import { fixture, html } from '@open-wc/testing';
import { strings } from '../../data/strings.ts';
import { SENT_KEY } from '../../elements/portfolio-contact/spam.ts';
import { safeStorage } from '../../elements/shared/safe-storage.ts';
import type { Answer, Received } from './provider.ts';
import { renderedShadow, until } from './dom.ts';

const call = async <T>(route: string, body?: unknown): Promise<T> => {
  const init: RequestInit = body === undefined ? {} : { method: 'POST', body: JSON.stringify(body) };
  const response = await fetch(`/__provider/${route}`, init);
  if (!response.ok) throw new Error(`provider stand-in: ${route} answered ${response.status}`);
  return (await response.json()) as T;
};

/** The provider stand-in (test/support/provider.ts), driven from the test page. */
export const provider = {
  reset: () => call('reset', {}),
  answer: (answer: Answer) => call('answer', answer),
  release: () => call('release', {}),
  received: () => call<Received[]>('received'),
  /** The stand-in on 127.0.0.1: another origin than the test page, like the real provider. */
  origin: async () => (await call<{ origin: string }>('origin')).origin,
  /** An origin on 127.0.0.1 where nothing listens: the network is down. */
  closedOrigin: async () => (await call<{ origin: string }>('closed-origin')).origin,
};

/** The form's words (data/strings.ts). */
export const WORDS = strings.contact.form;
/** The texts the form shows for the two outcomes. */
export const SUCCESS = WORDS.success;
export const ERROR = WORDS.error;

/**
 * The attributes of a form that sends to the stand-in, with every option off: these suites fill
 * the form by script, which the spam guard takes for a bot (contact-spam.test.tsx tests it).
 */
export const sendingAttributes = async (): Promise<Record<string, string>> => ({
  'public-key': 'test-public-key',
  'service-id': 'test-service',
  'template-id': 'test-template',
  'provider-origin': await provider.origin(),
  'spam-guard': 'false',
});

/** Forgets the page's draft, the throttle's last-send time (under the page path) and the sends log, stored or in memory. */
export function forgetContactStorage(): void {
  safeStorage.remove(`contact-draft:${location.pathname}`);
  safeStorage.remove(location.pathname);
  safeStorage.remove(SENT_KEY);
}

export interface ContactParts {
  readonly el: HTMLElement;
  readonly root: ShadowRoot;
  readonly form: HTMLFormElement;
  readonly name: HTMLInputElement;
  readonly email: HTMLInputElement;
  readonly message: HTMLTextAreaElement;
  readonly button: HTMLButtonElement;
}

/** Finds the form's parts in a rendered `<portfolio-contact>`. */
export async function partsOf(el: HTMLElement): Promise<ContactParts> {
  const root = await renderedShadow(el, 'form');
  const form = root.querySelector('form')!;
  return {
    el,
    root,
    form,
    name: form.querySelector('[name="name"]')!,
    email: form.querySelector('[name="email"]')!,
    message: form.querySelector('[name="message"]')!,
    button: form.querySelector('button[type="submit"]')!,
  };
}

/** A `<portfolio-contact>` with these attributes, on the test page until the test ends. */
export async function mountContact(attributes: Readonly<Record<string, string>>): Promise<ContactParts> {
  const el = document.createElement('portfolio-contact');
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  await fixture(html`<div>${el}</div>`);
  return partsOf(el);
}

/** Types into the fields as a script would: sets each value and fires `input`, as the browser does. */
export function fill(parts: ContactParts, values: Partial<Record<'name' | 'email' | 'message', string>>): void {
  for (const [key, value] of Object.entries(values) as ['name' | 'email' | 'message', string][]) {
    parts[key].value = value;
    parts[key].dispatchEvent(new InputEvent('input', { bubbles: true, composed: true }));
  }
}

export const fieldValues = ({ name, email, message }: ContactParts) => ({ name: name.value, email: email.value, message: message.value });

const statusText = (parts: ContactParts, role: 'status' | 'alert') =>
  (parts.root.querySelector(`[role="${role}"]`)?.textContent ?? '').trim();

export const successText = (parts: ContactParts) => statusText(parts, 'status');
export const errorText = (parts: ContactParts) => statusText(parts, 'alert');

/** Resolves with the next `type` event the element fires. */
export const nextEvent = <T>(el: HTMLElement, type: string): Promise<CustomEvent<T>> =>
  new Promise((resolve) => el.addEventListener(type, (e) => resolve(e as CustomEvent<T>), { once: true }));

/** Records the calls of `console[level]` until `restore()`. */
export function recordConsole(level: 'error' | 'warn'): { readonly calls: unknown[][]; restore(): void } {
  const original = console[level];
  const calls: unknown[][] = [];
  console[level] = (...args: unknown[]) => void calls.push(args);
  return { calls, restore: () => void (console[level] = original) };
}

/** Records console.error calls (the form logs every failure) until `restore()`. */
export const recordConsoleErrors = () => recordConsole('error');

/** Waits until the form is back from sending (the button reads its send label again). */
export const settled = (parts: ContactParts) =>
  until(() => !parts.button.disabled && parts.button.textContent?.trim() === WORDS.send, 'the form is still sending');

/**
 * The hooks every contact suite needs: the attributes that send to the stand-in (ready after
 * `before`), and a clean stand-in and storage around each test. Extra clean-up goes in `after`.
 */
export function useContactSuite(after?: () => unknown): { attributes: Record<string, string> } {
  const suite = { attributes: {} as Record<string, string> };
  before(async () => {
    suite.attributes = await sendingAttributes();
  });
  const clean = async () => {
    await provider.reset();
    forgetContactStorage();
  };
  beforeEach(clean);
  afterEach(async () => {
    await clean();
    await after?.();
  });
  return suite;
}

/**
 * Makes the stand-in answer with an error, sends the filled form and waits for the error
 * message; the console.error the form logs for it is kept out of the test output.
 */
export async function sendAndFail(parts: ContactParts, answer: Answer = { status: 500, body: 'Internal Server Error' }): Promise<void> {
  await provider.answer(answer);
  const errors = recordConsoleErrors();
  try {
    parts.button.click();
    await until(() => errorText(parts) === ERROR);
  } finally {
    errors.restore();
  }
}
