/**
 * `<portfolio-contact>`'s contract (shared/section/contract.ts): configured by its attributes
 * only, so it can be embedded anywhere. The site's build fills the EmailJS ones from `EMAILJS_*`
 * environment variables.
 */
import type { Content } from '../../content/types.ts';
import type { LoadOn } from '../shared/runtime/load-on.ts';
import { stringsFor, type Attributes, type Settings } from '../shared/section/contract.ts';
import type { SectionDocs } from '../shared/section/docs.ts';
import type { Events } from '../shared/section/event-details.ts';
import type { ContactContent } from './contact.tsx';
import type { MailConfig } from './mail.ts';

export const tag = 'portfolio-contact';

export const attributes: Attributes<MailConfig> = {
  publicKey: 'string',
  serviceId: 'string',
  templateId: 'string',
  providerOrigin: 'string',
  throttle: 'number',
  blockList: 'string[]',
  blockWatch: 'string',
  blockHeadless: 'boolean',
  spamGuard: 'boolean',
  rateLimit: 'number',
  recaptchaSiteKey: 'string',
  mailApp: 'boolean',
};

export const settings: Settings<MailConfig> = [
  'publicKey',
  'serviceId',
  'templateId',
  'providerOrigin',
  'throttle',
  'blockList',
  'blockWatch',
  'blockHeadless',
  'mailApp',
];

/** At once when a draft of its form waits to be put back, else on the first sign of use (shared/runtime/load-on/draft.ts). */
export const loadOn: LoadOn = 'draft';

export const content = (c: Content): ContactContent => ({
  contact: c.contact,
  links: c.linkPlaces.contact,
  strings: stringsFor(c, 'contact'),
});

/**
 * Its events, fired on the element (bubbling): name → the shape of its detail
 * (shared/section/event-details.ts). The form's code emits them with these types and takes its
 * own from them (`Fields`, `MailFailure`, `BlockReason`).
 */
export const events = {
  'message-sent': { fields: { name: 'string', email: 'string', message: 'string' } },
  'message-failed': { reason: 'string', 'status?': 'number' },
  'message-composed': { url: 'string' },
  'message-blocked': { reason: ['honeypot', 'instant', 'burst', 'duplicate', 'rate-limit'] },
} as const satisfies Events;

/** `<portfolio-contact>`'s events, for `useEmit` and `EventDetail`. */
export type ContactEvents = typeof events;

export const docs: SectionDocs<MailConfig, ContactEvents> = {
  summary:
    "Contact Me: contact cards, the Send Message form (EmailJS), and the My Address and Connect With Me panels. A send with a field wrong marks each (aria-invalid, a message under it) and focuses the first. Without public-key, service-id or template-id (and without mail-app), a send hands the message to the visitor's mail app and says on the console which is missing; it never throws.",
  attributes: {
    publicKey: 'EmailJS public key (sent as user_id).',
    serviceId: 'EmailJS service ID.',
    templateId: 'EmailJS template ID; the template gets name, email and message.',
    providerOrigin:
      'Where the API is: an origin (default https://api.emailjs.com) or a path resolved against the page ("/" = the page\'s own origin, as npm start serves it).',
    throttle:
      'Minimum milliseconds between two sends from the page; the last send time is kept in localStorage under the page path. 0 or absent: off.',
    blockList: 'JSON array of values of the watched field that are refused (403) without a request. Absent or empty: off.',
    blockWatch: 'The field block-list watches; default email.',
    blockHeadless: 'Refuse (451) when the browser looks automated. Default off.',
    spamGuard:
      'The honeypot field and the bot signals (a send with no trusted input within 2 s of the form appearing, a resend from the page within 60 s with no input in between, a message already sent from this browser): such a send makes no request and shows the usual thank-you. Default on; "false" turns it off.',
    rateLimit:
      'The most messages this browser sends per hour (kept in localStorage under contact-sent); past it the visitor is told when to try again, or to write by email, and the text is kept. Default 5; 0: no limit.',
    recaptchaSiteKey:
      "reCAPTCHA v2 site key, for an EmailJS template with reCAPTCHA V2 verification on: Google's script loads once a visitor starts typing, and a send without the box ticked asks for it. Absent: off.",
    mailApp:
      "No mail provider: a send composes the message for the visitor's own mail app (a mailto: link to the owner with subject and body), says so and shows that link, focused; nothing is posted and the fields are kept. The site's build sets it when EmailJS is not configured.",
  },
  events: {
    'message-sent': 'The provider answered OK; fields is what was sent.',
    'message-failed':
      "Nothing was delivered. reason is \"offline\", EmailJS's text (Forbidden, Too Many Requests, the provider's answer) or the network error's message; status is the HTTP status when there is one.",
    'message-composed':
      "With mail-app, or without the provider settings: the message was handed to the visitor's mail app; url is the mailto: link.",
    'message-blocked':
      'Nothing was sent, by the spam checks; reason says which. A bot ("honeypot", "instant", "burst", "duplicate") is shown the usual thank-you, a visitor past "rate-limit" a message saying when to try again.',
  },
  parts: [
    { name: 'form', description: 'The Send Message card.' },
    { name: 'button', description: 'Its submit button.' },
  ],
};
