import { defineSiteSection } from '../support/site-section.ts';
import { expect } from '@open-wc/testing';
import { emulateMedia } from '../support/commands.ts';
import { contact } from '../../data/profile.ts';
import contactSection from '../../elements/portfolio-contact/spec.ts';
import { text, until } from '../support/dom.ts';
import {
  errorText,
  fieldValues,
  fill,
  mountContact,
  nextEvent,
  provider,
  recordConsoleErrors,
  sendAndFail,
  settled,
  SUCCESS,
  successText,
  type ContactParts,
  useContactSuite,
} from './contact-helpers.ts';

defineSiteSection(contactSection);

const message = { name: 'Ada Lovelace', email: 'ada@example.org', message: 'Hello,\nI would like to talk about an internship.' };
/**
 * What the provider receives: the same text, with line breaks as CRLF — the HTML standard's
 * multipart/form-data encoding writes every line break that way, in any browser.
 */
const onTheWire = { ...message, message: message.message.replace(/\n/g, '\r\n') };

const submit = (parts: ContactParts) => parts.button.click();

describe('<portfolio-contact>', () => {
  const suite = useContactSuite(() => document.documentElement.classList.remove('dark'));

  it('is defined', () => {
    expect(customElements.get('portfolio-contact')).to.exist;
  });

  describe('the page', () => {
    it('has the one heading "Contact Me" and three contact cards: Email, GitHub handle, Address', async () => {
      const { root } = await mountContact({});
      expect([...root.querySelectorAll('h1')].map(text)).to.deep.equal(['Contact Me']);
      const cards = [...root.querySelectorAll('.cards > li')];
      expect(cards.map((c) => text(c.querySelector('h2')))).to.deep.equal(['Email', 'GitHub', 'Address']);

      const email = cards[0]!.querySelector('a')!;
      expect([text(email), email.getAttribute('href')]).to.deep.equal([contact.email, `mailto:${contact.email}`]);
      const github = cards[1]!.querySelector('a')!;
      expect([github.href, github.target, github.rel]).to.deep.equal([contact.github, '_blank', 'noopener noreferrer']);
      expect(text(github)).to.equal(`${contact.github.split('/').pop()} (opens in a new tab)`);
      expect(cards[2]!.querySelector('a')).to.equal(null);
      expect(text(cards[2]!.querySelector('p'))).to.equal(contact.location);
    });

    it('has the My Address panel: location, phone link, email link', async () => {
      const { root } = await mountContact({});
      const panel = [...root.querySelectorAll('section')].find((s) => text(s.querySelector('h2')) === 'My Address')!;
      const rows = [...panel.querySelectorAll('dl > div')].map((row) => {
        const link = row.querySelector('dd a');
        return [text(row.querySelector('dt')), text(row.querySelector('dd')), link?.getAttribute('href') ?? null];
      });
      expect(rows).to.deep.equal([
        ['Location', contact.location, null],
        ['Phone', contact.phone, `tel:${contact.phone.replace(/[^+\d]/g, '')}`],
        ['Email', contact.email, `mailto:${contact.email}`],
      ]);
    });

    it('has the Connect With Me panel: GitHub, LinkedIn, DevPost, CodeChef, each in a new tab', async () => {
      const { root } = await mountContact({});
      const panel = [...root.querySelectorAll('section')].find((s) => text(s.querySelector('h2')) === 'Connect With Me')!;
      const links = [...panel.querySelectorAll('a')].map((a) => [text(a), a.href, a.target, a.rel]);
      expect(links).to.deep.equal(
        [
          ['GitHub', contact.github],
          ['LinkedIn', contact.linkedin],
          ['DevPost', contact.devpost],
          ['CodeChef', contact.codechef],
        ].map(([label, href]) => [`${label} (opens in a new tab)`, href, '_blank', 'noopener noreferrer']),
      );
    });

    it('puts its headings in order: h1, then h2s', async () => {
      const { root } = await mountContact({});
      const headings = [...root.querySelectorAll('h1, h2, h3, h4')].map((h) => `${h.localName} ${text(h)}`);
      expect(headings).to.deep.equal([
        'h1 Contact Me',
        'h2 Email',
        'h2 GitHub',
        'h2 Address',
        'h2 Send Message',
        'h2 My Address',
        'h2 Connect With Me',
      ]);
    });
  });

  describe('the form', () => {
    it('has name, email and message, all required, labelled, with the placeholders and no length limit', async () => {
      const parts = await mountContact(suite.attributes);
      const describe = (field: HTMLInputElement | HTMLTextAreaElement) => ({
        label: text(field.labels?.[0]),
        type: field.type,
        required: field.required,
        placeholder: field.placeholder,
        maxLength: field.maxLength,
        minLength: field.minLength,
      });
      expect(describe(parts.name)).to.deep.equal({
        label: 'Name',
        type: 'text',
        required: true,
        placeholder: 'Your Name',
        maxLength: -1,
        minLength: -1,
      });
      expect(describe(parts.email)).to.deep.equal({
        label: 'Email',
        type: 'email',
        required: true,
        placeholder: contact.email,
        maxLength: -1,
        minLength: -1,
      });
      expect(describe(parts.message)).to.deep.equal({
        label: 'Message',
        type: 'textarea',
        required: true,
        placeholder: 'Your message...',
        maxLength: -1,
        minLength: -1,
      });
      expect(parts.message.rows).to.equal(6);
      expect(text(parts.button)).to.equal('Send Message');
      expect(parts.button.disabled).to.be.false;
    });

    it('lets the browser refuse an empty or malformed form: nothing is sent', async () => {
      const parts = await mountContact(suite.attributes);
      submit(parts);
      fill(parts, { name: 'Ada', email: 'not an email', message: 'Hi' });
      submit(parts);
      await new Promise((r) => setTimeout(r, 50));
      expect(parts.email.validity.typeMismatch).to.be.true;
      expect(await provider.received()).to.deep.equal([]);
      expect(text(parts.button)).to.equal('Send Message');
    });

    it('sends exactly name, email, message, lib_version 4.4.1, service_id, template_id and user_id to the provider', async () => {
      const parts = await mountContact(suite.attributes);
      fill(parts, message);
      submit(parts);
      await until(() => successText(parts), 'no success message');
      const received = await provider.received();
      expect(received.length).to.equal(1);
      expect(received[0]!.fields).to.deep.equal({
        ...onTheWire,
        lib_version: '4.4.1',
        service_id: 'test-service',
        template_id: 'test-template',
        user_id: 'test-public-key',
      });
      expect(received[0]!.contentType).to.match(/^multipart\/form-data; boundary=/);
      expect(received[0]!.origin).to.equal(location.origin); // a cross-origin request, allowed by CORS
    });

    it('on success shows the thank-you status, clears the fields and fires message-sent', async () => {
      const parts = await mountContact(suite.attributes);
      fill(parts, message);
      const sent = nextEvent<{ fields: typeof message }>(parts.el, 'message-sent');
      submit(parts);
      const event = await sent;
      expect(event.detail).to.deep.equal({ fields: message });
      expect(event.bubbles).to.be.true;
      await until(() => successText(parts));
      expect(successText(parts)).to.equal(SUCCESS);
      expect(errorText(parts)).to.equal('');
      expect(fieldValues(parts)).to.deep.equal({ name: '', email: '', message: '' });
      await settled(parts);
    });

    it('while sending: clears the old status, disables the button, reads "Sending..." with a spinner', async () => {
      const parts = await mountContact(suite.attributes);
      await provider.answer({ status: 500, body: 'Internal Server Error' });
      fill(parts, message);
      const errors = recordConsoleErrors();
      try {
        submit(parts);
        await until(() => errorText(parts));
      } finally {
        errors.restore();
      }

      await provider.answer({ status: 200, body: 'OK', hold: true });
      submit(parts);
      await until(() => parts.button.disabled, 'the button was not disabled');
      expect(text(parts.button)).to.equal('Sending...');
      expect(parts.button.querySelector('.spinner')?.getAttribute('aria-hidden')).to.equal('true');
      expect(errorText(parts)).to.equal('');
      expect(successText(parts)).to.equal('');
      expect(fieldValues(parts)).to.deep.equal(message);

      await until(async () => (await provider.received()).length === 2, 'the message did not arrive');
      await provider.release();
      await until(() => successText(parts) === SUCCESS);
      await settled(parts);
      expect(parts.button.querySelector('.spinner')).to.equal(null);
    });

    it('sends once when submitted again while sending (double click, Enter, script)', async () => {
      const parts = await mountContact(suite.attributes);
      await provider.answer({ status: 200, body: 'OK', hold: true });
      fill(parts, message);
      parts.form.requestSubmit();
      parts.form.requestSubmit(); // before React has re-rendered
      await until(() => parts.button.disabled);
      parts.button.click();
      parts.form.requestSubmit();
      await until(async () => (await provider.received()).length > 0);
      await new Promise((r) => setTimeout(r, 100));
      await provider.release();
      await until(() => successText(parts) === SUCCESS);
      expect((await provider.received()).length).to.equal(1);
    });

    it('sends to the page\'s own origin when provider-origin is "/"', async () => {
      const parts = await mountContact({ ...suite.attributes, 'provider-origin': '/' });
      fill(parts, message);
      submit(parts);
      await until(() => successText(parts) === SUCCESS);
      const received = await provider.received();
      expect(received.map((r) => r.fields.message)).to.deep.equal([onTheWire.message]);
    });

    it('sends to https://api.emailjs.com without provider-origin, and to the origin of any URL given', async () => {
      const urls: string[] = [];
      const realFetch = window.fetch;
      window.fetch = async (input) => {
        urls.push(String(input instanceof Request ? input.url : input));
        return new Response('OK');
      };
      try {
        const defaults: Record<string, string> = Object.fromEntries(
          Object.entries(suite.attributes).filter(([name]) => name !== 'provider-origin'),
        );
        for (const [attrs, expected] of [
          [defaults, 'https://api.emailjs.com/api/v1.0/email/send-form'],
          [
            { ...defaults, 'provider-origin': 'https://mail.example.net/some/path/?q=1' },
            'https://mail.example.net/api/v1.0/email/send-form',
          ],
        ] as const) {
          const parts = await mountContact(attrs);
          fill(parts, message);
          submit(parts);
          await until(() => successText(parts) === SUCCESS);
          parts.el.parentElement!.remove();
          expect(urls.pop()).to.equal(expected);
        }
      } finally {
        window.fetch = realFetch;
      }
    });

    it('stops the spinner for visitors who ask for reduced motion', async () => {
      // Asked for before the form appears, as a visitor's system does (WebKitGTK would not
      // restyle a form already on the page).
      await emulateMedia({ reducedMotion: 'reduce' });
      const parts = await mountContact(suite.attributes);
      await provider.answer({ status: 200, body: 'OK', hold: true });
      try {
        fill(parts, message);
        submit(parts);
        await until(() => parts.button.querySelector('.spinner'));
        const style = getComputedStyle(parts.button.querySelector('.spinner')!);
        expect(style.animationIterationCount).to.equal('1');
        expect(parseFloat(style.animationDuration)).to.be.below(0.001);
      } finally {
        await emulateMedia({ reducedMotion: 'no-preference' });
        await provider.release();
      }
      await settled(parts);
    });
  });

  describe('accessibility', () => {
    const bothThemes = async (el: HTMLElement) => {
      await expect(el).to.be.accessible();
      document.documentElement.classList.add('dark');
      try {
        await expect(el).to.be.accessible();
      } finally {
        document.documentElement.classList.remove('dark');
      }
    };

    it('is accessible in light and dark', async () => {
      const { el } = await mountContact(suite.attributes);
      await bothThemes(el);
    });

    it('announces success in a status region, accessible in light and dark', async () => {
      const parts = await mountContact(suite.attributes);
      fill(parts, message);
      submit(parts);
      await until(() => successText(parts) === SUCCESS);
      await bothThemes(parts.el);
    });

    it('announces the error in an alert, accessible in light and dark', async () => {
      const parts = await mountContact(suite.attributes);
      fill(parts, message);
      await sendAndFail(parts);
      expect(parts.root.querySelector('[role="alert"] .notice.error')).to.exist;
      await bothThemes(parts.el);
    });
  });
});
