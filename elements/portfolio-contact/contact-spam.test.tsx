/**
 * The contact form's spam guard and rate limit (elements/portfolio-contact/spam.ts), with the
 * provider stand-in counting requests: bots are stopped without a request and shown the usual
 * thank-you; people — typing, pasting, autofill, a password manager, keyboard-only and screen
 * reader use, slow and very fast typists, a correction, a retry — always send.
 *
 * People's input is the browser's own (sendKeys, sendMouse: trusted events); a bot's is made by
 * script (untrusted events, `el.click()`, `requestSubmit()`).
 */
import { defineSiteSection, siteContent } from '../../test/support/site-section.ts';
import { until } from '../../test/support/dom.ts';
import { expect, fixture, html } from '@open-wc/testing';
import { click, engine, resetMouse, sendKeys } from '../../test/support/commands.ts';
import contactSection from './spec.ts';
import { HONEYPOT, recordSent } from './spam.ts';
import { SECTION_READY } from '../shared/events.ts';
import {
  errorText,
  fieldValues,
  fill,
  nextEvent,
  partsOf,
  provider,
  sendAndFail,
  settled,
  SUCCESS,
  successText,
  type ContactParts,
  useContactSuite,
  WORDS,
} from '../../test/support/contact.ts';

defineSiteSection(contactSection);

/** The rate-limit message up to its first value (the time to try again after). */
const LIMITED_OPENING = WORDS.limited.split('{')[0]!;

type Field = 'name' | 'email' | 'message';
type Message = Readonly<Record<Field, string>>;

const first: Message = { name: 'Grace Hopper', email: 'grace@example.org', message: 'Hello! Could we talk about a project?' };
const second: Message = { name: 'Grace Hopper', email: 'grace@example.org', message: 'Sorry, one more thing: next week works too.' };

describe('<portfolio-contact> spam guard', () => {
  const suite = useContactSuite(resetMouse);
  /** The suite's attributes with the guard at its default (on). */
  const guarded = (extra: Record<string, string> = {}) => ({
    ...Object.fromEntries(Object.entries(suite.attributes).filter(([name]) => name !== 'spam-guard')),
    ...extra,
  });

  /** A form on the page, once its effects have run (it watches input from then on). */
  async function mount(attributes: Record<string, string> = guarded()): Promise<ContactParts & { blocked: string[] }> {
    const el = document.createElement('portfolio-contact');
    for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
    const ready = new Promise((resolve) => el.addEventListener(SECTION_READY, resolve, { once: true }));
    const blocked: string[] = [];
    el.addEventListener('message-blocked', (e) => blocked.push((e as CustomEvent<{ reason: string }>).detail.reason));
    await fixture(html`<div>${el}</div>`);
    await ready;
    return { ...(await partsOf(el)), blocked };
  }

  /** A person types into each field: focus, then real key presses. */
  async function type(parts: ContactParts, message: Message): Promise<void> {
    for (const name of ['name', 'email', 'message'] as const) {
      parts[name].focus();
      await sendKeys({ type: message[name] });
    }
  }

  /** Waits for the thank-you, then gives what the provider received. */
  async function thanked(parts: ContactParts) {
    await until(() => successText(parts) === SUCCESS, 'no thank-you');
    await settled(parts);
    return provider.received();
  }

  const fieldsOf = (received: Awaited<ReturnType<typeof provider.received>>) =>
    received.map(({ fields: { name, email, message } }) => ({ name, email, message: message!.replace(/\r\n/g, '\n') }));

  describe('stops bots: no request, the usual thank-you, and message-blocked with the reason', () => {
    it('when the hidden honeypot field is filled', async () => {
      const parts = await mount();
      await type(parts, first);
      const honeypot = parts.form.querySelector<HTMLInputElement>(`[name="${HONEYPOT}"]`)!;
      honeypot.value = 'https://spam.example';
      parts.button.click();
      expect(await thanked(parts)).to.deep.equal([]);
      expect(parts.blocked).to.deep.equal(['honeypot']);
      expect(fieldValues(parts)).to.deep.equal({ name: '', email: '', message: '' });
    });

    it('when it is sent at once with no input from a person (script fill and click)', async () => {
      const parts = await mount();
      const event = nextEvent<{ reason: string }>(parts.el, 'message-blocked');
      fill(parts, first);
      parts.button.click();
      expect((await event).detail).to.deep.equal({ reason: 'instant' });
      expect(await thanked(parts)).to.deep.equal([]);
    });

    it('when it is sent at once by requestSubmit()', async () => {
      const parts = await mount();
      fill(parts, first);
      parts.form.requestSubmit();
      expect(await thanked(parts)).to.deep.equal([]);
      expect(parts.blocked).to.deep.equal(['instant']);
    });

    it('when the same name, email and message were already sent from this browser, even after a reload', async () => {
      const parts = await mount();
      await type(parts, first);
      await click(parts.button);
      expect(fieldsOf(await thanked(parts))).to.deep.equal([first]);

      await type(parts, first);
      await click(parts.button);
      expect(fieldsOf(await thanked(parts))).to.deep.equal([first]);
      parts.el.remove();

      const again = await mount();
      await type(again, first);
      await click(again.button);
      expect(fieldsOf(await thanked(again))).to.deep.equal([first]);
      expect([...parts.blocked, ...again.blocked]).to.deep.equal(['duplicate', 'duplicate']);
    });

    it('when the page resends by script right after a send (a burst)', async () => {
      const parts = await mount();
      await type(parts, first);
      await click(parts.button);
      expect(await thanked(parts)).to.have.length(1);
      for (const message of [second, { ...second, message: 'Buy now' }, { ...second, message: 'Buy again' }]) {
        fill(parts, message);
        parts.button.click();
        expect(await thanked(parts)).to.have.length(1);
      }
      expect(parts.blocked).to.deep.equal(['burst', 'burst', 'burst']);
    });
  });

  describe('the rate limit (on by default)', () => {
    it('stops the sixth message within an hour by default, saying so plainly and keeping the text', async () => {
      for (let i = 0; i < 5; i++) recordSent({ ...first, message: `earlier ${i}` }, Date.now());
      const parts = await mount();
      const event = nextEvent<{ reason: string }>(parts.el, 'message-blocked');
      await type(parts, second);
      await click(parts.button);
      expect((await event).detail).to.deep.equal({ reason: 'rate-limit' });
      await until(() => errorText(parts).startsWith(LIMITED_OPENING), 'no rate-limit message');
      expect(errorText(parts)).to.include(siteContent.contact.email);
      expect(successText(parts)).to.equal('');
      expect(fieldValues(parts)).to.deep.equal(second);
      expect(await provider.received()).to.deep.equal([]);
    });

    it('follows rate-limit: 2 lets two messages go and stops the third; 0 turns it off', async () => {
      const parts = await mount(guarded({ 'rate-limit': '2' }));
      for (const message of [first, second]) {
        await type(parts, message);
        await click(parts.button);
        await thanked(parts);
      }
      const third = { ...second, message: 'A third one' };
      await type(parts, third);
      await click(parts.button);
      await until(() => errorText(parts).startsWith(LIMITED_OPENING), 'no rate-limit message');
      expect(fieldsOf(await provider.received())).to.deep.equal([first, second]);
      parts.el.remove();

      // Back later on a page without a limit: the kept text is there, and goes.
      const unlimited = await mount(guarded({ 'rate-limit': '0' }));
      expect(fieldValues(unlimited)).to.deep.equal(third);
      await click(unlimited.button);
      expect(fieldsOf(await thanked(unlimited))).to.deep.equal([first, second, third]);
    });
  });

  describe('never stops a person', () => {
    it('who types and presses Enter', async () => {
      const parts = await mount();
      await type(parts, first);
      parts.name.focus();
      await sendKeys({ press: 'Enter' });
      expect(fieldsOf(await thanked(parts))).to.deep.equal([first]);
      expect(parts.blocked).to.deep.equal([]);
    });

    it('who types very fast and sends at once from the keyboard (well under the 2 s a bot is given)', async () => {
      const parts = await mount();
      await type(parts, first);
      await sendKeys({ press: 'Tab' });
      await sendKeys({ press: 'Enter' });
      expect(fieldsOf(await thanked(parts))).to.deep.equal([first]);
      expect(parts.blocked).to.deep.equal([]);
    });

    it('who types slowly, one key at a time, leaving the form and coming back', async () => {
      const parts = await mount();
      for (const name of ['name', 'email', 'message'] as const) {
        for (const key of first[name]) {
          parts[name].focus();
          await sendKeys({ type: key });
          parts[name].blur();
        }
      }
      await click(parts.button);
      expect(fieldsOf(await thanked(parts))).to.deep.equal([first]);
      expect(parts.blocked).to.deep.equal([]);
    });

    it('who pastes every field (the paste shortcut; the text arrives as a paste does)', async () => {
      const parts = await mount();
      for (const name of ['name', 'email', 'message'] as const) {
        parts[name].focus();
        await sendKeys({ down: 'Control' });
        await sendKeys({ press: 'v' });
        await sendKeys({ up: 'Control' });
        // A headless browser has no clipboard to read: the text appears as the paste would put it.
        parts[name].value = first[name];
        parts[name].dispatchEvent(new InputEvent('input', { bubbles: true, composed: true, inputType: 'insertFromPaste' }));
      }
      await click(parts.button);
      expect(fieldsOf(await thanked(parts))).to.deep.equal([first]);
    });

    it('who pastes from the context menu (right click) and sends', async () => {
      const parts = await mount();
      // WebKitGTK's driver cannot right-click: it releases the right button as the left one, so
      // the right one stays held for the rest of the run (no later press makes a pointerdown),
      // and Shift+F10 opens no menu. There the field gets the left press a right click also makes.
      const button = (await engine()) === 'webkit' ? 'left' : 'right';
      // The paste the menu offers is made by script below: no driver can use the browser's own
      // menu, so it is kept closed.
      const noMenu = (event: Event) => event.preventDefault();
      addEventListener('contextmenu', noMenu);
      try {
        for (const name of ['name', 'email', 'message'] as const) {
          await click(parts[name], button);
          parts[name].value = first[name];
          parts[name].dispatchEvent(new InputEvent('input', { bubbles: true, composed: true, inputType: 'insertFromPaste' }));
        }
      } finally {
        removeEventListener('contextmenu', noMenu);
      }
      parts.button.click();
      expect(fieldsOf(await thanked(parts))).to.deep.equal([first]);
    });

    it('whose browser autofills name and email on a click, then types the message', async () => {
      const parts = await mount();
      await click(parts.name);
      // Autofill sets both values at once (the events a script sees carry no key presses).
      for (const name of ['name', 'email'] as const) {
        parts[name].value = first[name];
        parts[name].dispatchEvent(new Event('input', { bubbles: true, composed: true }));
        parts[name].dispatchEvent(new Event('change', { bubbles: true }));
      }
      parts.message.focus();
      await sendKeys({ type: first.message });
      await click(parts.button);
      expect(fieldsOf(await thanked(parts))).to.deep.equal([first]);
    });

    it('whose password manager fills every field by script, then clicks Send at once', async () => {
      const parts = await mount();
      // An extension's content script: untrusted input and change events, no key presses.
      fill(parts, first);
      for (const name of ['name', 'email', 'message'] as const) parts[name].dispatchEvent(new Event('change', { bubbles: true }));
      await click(parts.button);
      expect(fieldsOf(await thanked(parts))).to.deep.equal([first]);
      expect(parts.blocked).to.deep.equal([]);
    });

    it('who uses only the keyboard (a screen reader user): Tab never lands on the honeypot', async () => {
      const parts = await mount();
      const honeypot = parts.form.querySelector<HTMLInputElement>(`[name="${HONEYPOT}"]`)!;
      expect(honeypot.closest('[aria-hidden="true"]'), 'hidden from the accessibility tree').to.exist;
      expect(honeypot.closest('[inert]'), 'inert').to.exist;
      expect([honeypot.tabIndex, honeypot.autocomplete]).to.deep.equal([-1, 'off']);

      parts.name.focus();
      await sendKeys({ type: first.name });
      const focused: string[] = [];
      for (const name of ['email', 'message'] as const) {
        await sendKeys({ press: 'Tab' });
        focused.push((parts.root.activeElement as HTMLInputElement).name);
        await sendKeys({ type: first[name] });
      }
      await sendKeys({ press: 'Tab' });
      expect([...focused, parts.root.activeElement === parts.button ? 'button' : 'elsewhere']).to.deep.equal([
        'email',
        'message',
        'button',
      ]);
      await sendKeys({ press: 'Enter' });
      expect(fieldsOf(await thanked(parts))).to.deep.equal([first]);
      expect(parts.blocked).to.deep.equal([]);
    });

    it('who sends a correction right after the first message', async () => {
      const parts = await mount();
      await type(parts, first);
      await click(parts.button);
      await thanked(parts);
      await type(parts, second);
      await click(parts.button);
      expect(fieldsOf(await thanked(parts))).to.deep.equal([first, second]);
      expect(parts.blocked).to.deep.equal([]);
    });

    it('who retries the same message after an error (a failed send is not a duplicate)', async () => {
      const parts = await mount();
      await type(parts, first);
      await sendAndFail(parts);
      await provider.answer({ status: 200, body: 'OK' });
      await click(parts.button);
      expect(fieldsOf(await thanked(parts))).to.deep.equal([first, first]);
      expect(parts.blocked).to.deep.equal([]);
    });

    it('and never sends the honeypot field to the provider', async () => {
      const parts = await mount();
      await type(parts, first);
      await click(parts.button);
      const [received] = await thanked(parts);
      expect(Object.keys(received!.fields)).not.to.include(HONEYPOT);
    });
  });
});
