import { defineSiteSection, siteContent } from '../../test/support/site-section.ts';
import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia } from '../../test/support/commands.ts';
import type { Content } from '../../content/types.ts';
import { strings } from '../../data/strings.ts';
import contactSection from './spec.ts';
import { stringsFor } from '../shared/section/contract.ts';
import { text, until } from '../../test/support/dom.ts';
import { defineWithContent } from '../../test/support/section.ts';
import { emptyParts, linkless, linkName, sparse, sparseLinks } from '../../test/support/sparse-profile.ts';
import {
  errorText,
  fieldValues,
  fill,
  mountContact,
  nextEvent,
  partsOf,
  provider,
  recordConsole,
  recordConsoleErrors,
  sendAndFail,
  settled,
  SUCCESS,
  successText,
  type ContactParts,
  useContactSuite,
  WORDS,
} from '../../test/support/contact.ts';

defineSiteSection(contactSection);

const { contact, linkPlaces } = siteContent;
const words = strings.contact;
const { newTab } = strings.common;

/** Contact for `content`'s person, under its own tag. */
const contactFor = (content: Content, name: string) =>
  defineWithContent(
    contactSection,
    { contact: content.contact, links: content.linkPlaces.contact, strings: stringsFor(content, 'contact') },
    name,
  );
const sparseContact = contactFor(sparse, 'contact-sparse');
const linklessContact = contactFor(linkless, 'contact-linkless');

/** `<tag>` on the test page, once its form has rendered. */
async function mountTag(tag: string): Promise<ShadowRoot> {
  const el = document.createElement(tag);
  await fixture(html`<div>${el}</div>`);
  const parts = await partsOf(el);
  return parts.root;
}

/** The panel of the aside whose heading is `title`. */
const panelTitled = (root: ShadowRoot, title: string) =>
  [...root.querySelectorAll('section')].find((s) => text(s.querySelector('h2')) === title);

/** The My Address panel's rows: label, text, link. */
const addressRows = (root: ShadowRoot) =>
  [...panelTitled(root, words.myAddress)!.querySelectorAll('dl > div')].map((row) => {
    const link = row.querySelector('dd a');
    return [text(row.querySelector('dt')), text(row.querySelector('dd')), link?.getAttribute('href') ?? null];
  });

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
    it('has the one heading and the contact cards: Email, the GitHub handle and the Address when the owner has them', async () => {
      const { root } = await mountContact({});
      expect([...root.querySelectorAll('h1')].map(text)).to.deep.equal([words.heading]);
      const cards = [...root.querySelectorAll('.cards > li')];
      const { github } = contact.links;
      expect(cards.map((c) => text(c.querySelector('h2')))).to.deep.equal(
        [words.email, github && words.github, contact.location && words.address].filter(Boolean),
      );

      const email = cards[0]!.querySelector('a')!;
      expect([text(email), email.getAttribute('href')]).to.deep.equal([contact.email, `mailto:${contact.email}`]);
      if (github) {
        const link = cards[1]!.querySelector('a')!;
        expect([link.href, link.target, link.rel]).to.deep.equal([github, '_blank', 'noopener noreferrer']);
        expect(text(link)).to.equal(`${github.split('/').filter(Boolean).pop()} ${newTab}`);
      }
      if (contact.location) {
        const address = cards.at(-1)!;
        expect(address.querySelector('a')).to.equal(null);
        expect(text(address.querySelector('p'))).to.equal(contact.location);
      }
    });

    it('has the My Address panel: location, phone link, email link', async () => {
      const { root } = await mountContact({});
      expect(addressRows(root)).to.deep.equal([
        ...(contact.location ? [[words.location, contact.location, null]] : []),
        ...(contact.phone ? [[words.phone, contact.phone, `tel:${contact.phone.replace(/[^+\d]/g, '')}`]] : []),
        [words.email, contact.email, `mailto:${contact.email}`],
      ]);
    });

    it('has the Connect With Me panel: the profiles data/site.ts places here, each in a new tab', async () => {
      const { root } = await mountContact({});
      const placed = linkPlaces.contact.filter((network) => contact.links[network]);
      const panel = panelTitled(root, words.connect);
      const links = [...(panel?.querySelectorAll('a') ?? [])].map((a) => [text(a), a.href, a.target, a.rel]);
      expect(links).to.deep.equal(placed.map((network) => [linkName(network), contact.links[network], '_blank', 'noopener noreferrer']));
    });

    it('puts its headings in order: h1, then h2s', async () => {
      const { root } = await mountContact({});
      const headings = [...root.querySelectorAll('h1, h2, h3, h4')].map((h) => `${h.localName} ${text(h)}`);
      const hasProfiles = linkPlaces.contact.some((network) => contact.links[network]);
      expect(headings).to.deep.equal(
        [
          `h1 ${words.heading}`,
          `h2 ${words.email}`,
          contact.links.github && `h2 ${words.github}`,
          contact.location && `h2 ${words.address}`,
          `h2 ${WORDS.title}`,
          `h2 ${words.myAddress}`,
          hasProfiles && `h2 ${words.connect}`,
        ].filter(Boolean),
      );
    });
  });

  describe('for a person with less to show', () => {
    it('draws only what they have: the Email card, the email row, and the profile links they have', async () => {
      const root = await mountTag(sparseContact);
      expect([...root.querySelectorAll('.cards > li')].map((c) => text(c.querySelector('h2')))).to.deep.equal([words.email]);
      expect(addressRows(root)).to.deep.equal([[words.email, sparse.contact.email, `mailto:${sparse.contact.email}`]]);
      const panel = panelTitled(root, words.connect);
      expect([...(panel?.querySelectorAll('a') ?? [])].map((a) => [text(a), a.getAttribute('href')])).to.deep.equal([
        [linkName('linkedin'), sparseLinks.linkedin],
      ]);
      await expect(root.host).to.be.accessible();
      expect(emptyParts(root)).to.deep.equal([]);
    });

    it('draws no Connect With Me panel when they have none of the links placed here', async () => {
      const root = await mountTag(linklessContact);
      expect(panelTitled(root, words.connect)).to.equal(undefined);
      expect([...root.querySelectorAll('h2')].map(text)).to.deep.equal([words.email, WORDS.title, words.myAddress]);
      expect(root.querySelectorAll('a[target="_blank"]')).to.have.length(0);
      await expect(root.host).to.be.accessible();
      expect(emptyParts(root)).to.deep.equal([]);
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
        label: WORDS.name,
        type: 'text',
        required: true,
        placeholder: WORDS.namePlaceholder,
        maxLength: -1,
        minLength: -1,
      });
      expect(describe(parts.email)).to.deep.equal({
        label: WORDS.email,
        type: 'email',
        required: true,
        placeholder: WORDS.emailPlaceholder,
        maxLength: -1,
        minLength: -1,
      });
      expect(describe(parts.message)).to.deep.equal({
        label: WORDS.message,
        type: 'textarea',
        required: true,
        placeholder: WORDS.messagePlaceholder,
        maxLength: -1,
        minLength: -1,
      });
      expect(parts.message.rows).to.equal(6);
      expect(text(parts.button)).to.equal(WORDS.send);
      expect(parts.button.disabled).to.be.false;
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

    it('while sending: clears the old status, disables the button, reads its sending label with a spinner', async () => {
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
      expect(text(parts.button)).to.equal(WORDS.sending);
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
      await provider.answer({ status: 200, body: 'OK' });
      await provider.release();
      await until(() => successText(parts) === SUCCESS);
      await settled(parts);
      // Sends take turns: a second send of the first message would reach the provider before
      // this later one does.
      const later = { ...message, message: 'And one more thing.' };
      fill(parts, later);
      const sent = nextEvent(parts.el, 'message-sent');
      submit(parts);
      await sent;
      expect((await provider.received()).map((r) => r.fields.message)).to.deep.equal([onTheWire.message, later.message]);
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

  describe('with mail-app (no mail provider)', () => {
    /** The stand-in's settings stay on, so that a post, were one made, would reach it. */
    const mailApp = () => mountContact({ ...suite.attributes, 'mail-app': 'true' });

    it("composes the message in the visitor's mail app, to the owner, says so and keeps the fields", async () => {
      const page = location.href;
      const parts = await mailApp();
      fill(parts, message);
      const composed = nextEvent<{ url: string }>(parts.el, 'message-composed');
      submit(parts);
      const event = await composed;
      expect(event.bubbles).to.be.true;
      const url = new URL(event.detail.url);
      expect(url.protocol).to.equal('mailto:');
      expect(decodeURIComponent(url.pathname)).to.equal(contact.email);
      expect(url.searchParams.get('subject')).to.equal(WORDS.mailAppSubject.replace('{name}', message.name));
      expect(url.searchParams.get('body')).to.contain(message.message);
      await until(() => successText(parts), 'no word on where the message went');
      const news = parts.root.querySelector('[role="status"] .notice');
      expect(text(news)).to.equal(WORDS.mailApp.replace('{email}', contact.email));
      // The way on is a link to the composed message, focused: the visitor's tap opens the mail app.
      const link = parts.root.querySelector<HTMLAnchorElement>('[role="status"] a.mail-app');
      expect(link?.getAttribute('href')).to.equal(event.detail.url);
      expect(text(link)).to.equal(WORDS.mailAppOpen);
      await until(() => parts.root.activeElement === link, 'the mail-app link did not take focus');
      expect(errorText(parts)).to.equal('');
      expect(fieldValues(parts)).to.deep.equal(message);
      expect(text(parts.button)).to.equal(WORDS.send);
      expect(parts.button.disabled).to.be.false;
      // One primary action: the link; the send button steps back.
      expect([...parts.form.querySelectorAll('.primary')]).to.deep.equal([link]);
      // Nothing navigates by itself: the page stays where it was.
      expect(location.href).to.equal(page);
      expect(parts.el.isConnected).to.be.true;
    });

    it('posts nothing to the provider', async () => {
      const parts = await mailApp();
      fill(parts, message);
      const composed = nextEvent(parts.el, 'message-composed');
      submit(parts);
      await composed;
      expect(await provider.received()).to.deep.equal([]);
      // Sends take turns on a page: a post the mail-app send had started would reach the
      // stand-in before this later message from a second form with a provider.
      const other = await mountContact(suite.attributes);
      const later = { ...message, message: 'Sent through the provider.' };
      fill(other, later);
      const sent = nextEvent(other.el, 'message-sent');
      submit(other);
      await sent;
      expect((await provider.received()).map((r) => r.fields.message)).to.deep.equal([later.message]);
      expect(fieldValues(parts)).to.deep.equal(message);
    });

    it('composes each send again, with what the fields hold then', async () => {
      const parts = await mailApp();
      const urls: string[] = [];
      parts.el.addEventListener('message-composed', (e) => urls.push((e as CustomEvent<{ url: string }>).detail.url));
      fill(parts, message);
      submit(parts);
      const changed = { ...message, name: 'Ada King' };
      fill(parts, changed);
      submit(parts);
      await until(() => urls.length === 2, 'the second send was not composed');
      expect(urls.map((u) => new URL(u).searchParams.get('subject'))).to.deep.equal(
        [message.name, changed.name].map((name) => WORDS.mailAppSubject.replace('{name}', name)),
      );
      expect(await provider.received()).to.deep.equal([]);
    });
  });

  describe('without a provider setting (a snippet pasted without them, a build given only some)', () => {
    /** Sends the message to the mail app; the console warnings written meanwhile. */
    async function composeWatchingConsole(parts: ContactParts): Promise<unknown[][]> {
      fill(parts, message);
      const composed = nextEvent(parts.el, 'message-composed');
      const warnings = recordConsole('warn');
      try {
        submit(parts);
        await composed;
      } finally {
        warnings.restore();
      }
      return warnings.calls;
    }

    for (const missing of [['public-key'], ['service-id'], ['template-id'], ['public-key', 'service-id', 'template-id']]) {
      it(`without ${missing.join(', ')}: hands the message to the mail app, says what is missing on the console once, never "try again"`, async () => {
        const attributes = Object.fromEntries(Object.entries(suite.attributes).filter(([name]) => !missing.includes(name)));
        const parts = await mountContact(attributes);
        const failed: Event[] = [];
        parts.el.addEventListener('message-failed', (e) => failed.push(e));
        const warnings = await composeWatchingConsole(parts);
        expect(warnings.length).to.equal(1);
        const [line] = warnings[0] as [string];
        expect(line)
          .to.be.a('string')
          .and.to.contain(`${missing.join(', ')} not set`);
        await until(() => parts.root.querySelector('[role="status"] a.mail-app'), 'no way to the mail app');
        expect(text(parts.root.querySelector('[role="status"] .notice'))).to.equal(WORDS.mailApp.replace('{email}', contact.email));
        expect(errorText(parts)).to.equal('');
        expect(failed).to.deep.equal([]);
        expect(fieldValues(parts)).to.deep.equal(message);
        expect(await provider.received()).to.deep.equal([]);
      });
    }

    it('says nothing on the console with mail-app: the owner chose it', async () => {
      const parts = await mountContact({ 'mail-app': 'true' });
      expect(await composeWatchingConsole(parts)).to.deep.equal([]);
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
