/**
 * Every way a message can fail to go out. Each must show the error message in an alert, keep
 * every field as typed (and the draft), log the error to the console, fire `message-failed`
 * with the reason, and send nothing more than the case itself implies.
 */
import { defineSiteSection } from '../../test/support/site-section.ts';
import { expect } from '@open-wc/testing';
import contactSection from './spec.ts';
import { loadDraft } from './draft.ts';
import { breakStorage, until } from '../../test/support/dom.ts';
import {
  ERROR,
  errorText,
  fieldValues,
  fill,
  mountContact,
  nextEvent,
  provider,
  recordConsoleErrors,
  settled,
  SUCCESS,
  successText,
  type ContactParts,
  useContactSuite,
} from '../../test/support/contact.ts';

defineSiteSection(contactSection);

interface Failure {
  readonly reason: string;
  readonly status?: number;
}

interface Case {
  readonly title: string;
  /** Attributes changed from a form that sends to the stand-in (null removes one). */
  readonly attributes?: (standard: Record<string, string>) => Promise<Record<string, string | null>> | Record<string, string | null>;
  readonly answer?: { status: number; body: string };
  /** Runs with the filled form before the failing submit; returns an undo. */
  readonly before?: (parts: ContactParts) => Promise<() => void> | (() => void);
  readonly expected: Failure | ((failure: Failure) => void | Promise<void>);
  /** Messages the provider receives in the whole case. */
  readonly requests: number;
}

const typed = { name: 'Grace Hopper', email: 'grace@example.org', message: 'A bug in the relay — can we talk?' };

/** Makes `navigator.onLine` false until undone. */
function goOffline(): () => void {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
  return () => void delete (navigator as { onLine?: boolean }).onLine;
}

/** A first message goes through (and starts the throttle interval). */
async function sendOnce(parts: ContactParts) {
  parts.button.click();
  await until(() => successText(parts) === SUCCESS, 'the first message was not sent');
  await settled(parts);
  fill(parts, typed);
  return () => {};
}

const cases: readonly Case[] = [
  {
    title: 'the provider answers 400',
    answer: { status: 400, body: 'The template ID is invalid' },
    expected: { reason: 'The template ID is invalid', status: 400 },
    requests: 1,
  },
  {
    title: 'the provider answers 412',
    answer: { status: 412, body: 'Gmail_API: Invalid grant' },
    expected: { reason: 'Gmail_API: Invalid grant', status: 412 },
    requests: 1,
  },
  {
    title: 'the provider answers 500',
    answer: { status: 500, body: 'Internal Server Error' },
    expected: { reason: 'Internal Server Error', status: 500 },
    requests: 1,
  },
  {
    title: 'the provider answers 200 with a text other than OK',
    answer: { status: 200, body: 'Queued' },
    expected: { reason: 'Queued', status: 200 },
    requests: 1,
  },
  {
    title: 'the network is down',
    attributes: async () => ({ 'provider-origin': await provider.closedOrigin() }),
    expected: async (f) => {
      // The browser's own words for a request that found no server; each engine has its own
      // ("Failed to fetch", "NetworkError when attempting to fetch resource.", "Load failed").
      const refused = await fetch(await provider.closedOrigin(), { method: 'POST' }).then(
        () => '',
        (error: Error) => error.message,
      );
      expect(refused).not.to.equal('');
      expect(f.reason).to.equal(refused);
      expect(f).not.to.have.property('status');
    },
    requests: 0,
  },
  { title: 'the browser is offline', before: () => goOffline(), expected: { reason: 'offline' }, requests: 0 },
  {
    title: 'the email is on the block list (403)',
    attributes: () => ({ 'block-list': JSON.stringify(['spam@example.com', typed.email]) }),
    expected: { reason: 'Forbidden', status: 403 },
    requests: 0,
  },
  {
    title: 'the watched field (block-watch) is on the block list (403)',
    attributes: () => ({ 'block-list': JSON.stringify([typed.name]), 'block-watch': 'name' }),
    expected: { reason: 'Forbidden', status: 403 },
    requests: 0,
  },
  {
    title: 'a second message comes within the throttle interval (429)',
    attributes: () => ({ throttle: '60000' }),
    before: sendOnce,
    expected: { reason: 'Too Many Requests', status: 429 },
    requests: 1,
  },
  {
    title: 'a second message comes within the throttle interval while storage throws (429)',
    attributes: () => ({ throttle: '60000' }),
    before: async (parts) => {
      const repair = breakStorage();
      await sendOnce(parts);
      return repair;
    },
    expected: { reason: 'Too Many Requests', status: 429 },
    requests: 1,
  },
  {
    title: 'headless blocking is on and the browser is automated (451)',
    attributes: () => ({ 'block-headless': 'true' }),
    expected: { reason: 'Unavailable For Headless Browser', status: 451 },
    requests: 0,
  },
];

describe('<portfolio-contact> failures', () => {
  const suite = useContactSuite();

  for (const c of cases) {
    it(`${c.title}: shows the error, keeps the fields, logs it and fires message-failed`, async () => {
      const changes = (await c.attributes?.(suite.attributes)) ?? {};
      const attributes = Object.fromEntries(
        Object.entries({ ...suite.attributes, ...changes }).filter((entry): entry is [string, string] => entry[1] !== null),
      );
      const parts = await mountContact(attributes);
      if (c.answer) await provider.answer(c.answer);
      fill(parts, typed);
      const undo = (await c.before?.(parts)) ?? (() => {});
      const errors = recordConsoleErrors();
      let failure: Failure;
      try {
        const failed = nextEvent<Failure>(parts.el, 'message-failed');
        parts.button.click();
        failure = (await failed).detail;
        await until(() => errorText(parts), 'no error message');
        await settled(parts);
      } finally {
        errors.restore();
        undo();
      }

      expect(errorText(parts)).to.equal(ERROR);
      expect(parts.root.querySelector('[role="alert"] .notice.error')).to.exist;
      expect(successText(parts)).to.equal('');
      expect(fieldValues(parts)).to.deep.equal(typed);
      expect(loadDraft()).to.deep.equal(typed);
      expect(errors.calls.length).to.equal(1);
      if (typeof c.expected === 'function') await c.expected(failure);
      else expect(failure).to.deep.equal(c.expected);
      expect((await provider.received()).length).to.equal(c.requests);
    });
  }

  it('keeps the last-send time under the page path when throttling, and nothing when not', async () => {
    const plain = await mountContact(suite.attributes);
    fill(plain, typed);
    await sendOnce(plain);
    expect(localStorage.getItem(location.pathname)).to.equal(null);

    const throttled = await mountContact({ ...suite.attributes, throttle: '60000' });
    fill(throttled, typed);
    const before = Date.now();
    await sendOnce(throttled);
    const saved = Number(localStorage.getItem(location.pathname));
    expect(saved).to.be.within(before, Date.now());
  });

  it('sends again once the throttle interval has passed', async () => {
    const parts = await mountContact({ ...suite.attributes, throttle: '100' });
    fill(parts, typed);
    await sendOnce(parts);
    await new Promise((r) => setTimeout(r, 150));
    await sendOnce(parts);
    expect((await provider.received()).length).to.equal(2);
  });

  it('sends a message not on the block list', async () => {
    const parts = await mountContact({ ...suite.attributes, 'block-list': JSON.stringify(['spam@example.com']) });
    fill(parts, typed);
    await sendOnce(parts);
    expect((await provider.received()).length).to.equal(1);
  });

  it('can send again after a failure, and then clears the fields', async () => {
    const parts = await mountContact(suite.attributes);
    await provider.answer({ status: 500, body: 'Internal Server Error' });
    fill(parts, typed);
    const errors = recordConsoleErrors();
    try {
      parts.button.click();
      await until(() => errorText(parts) === ERROR);
      await settled(parts);
    } finally {
      errors.restore();
    }
    await provider.answer({ status: 200, body: 'OK' });
    parts.button.click();
    await until(() => successText(parts) === SUCCESS);
    expect(errorText(parts)).to.equal('');
    expect(fieldValues(parts)).to.deep.equal({ name: '', email: '', message: '' });
    expect((await provider.received()).length).to.equal(2);
  });
});
