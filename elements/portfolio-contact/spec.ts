import pageHeading from '../shared/page-heading.css';
import { section } from '../shared/section.tsx';
import formStyles from './contact-form.css';
import { Contact } from './contact.tsx';
import styles from './contact.css';
import type { MailConfig } from './mail.ts';

/**
 * `<portfolio-contact>` — the Contact page: contact cards, the Send Message form, the My
 * Address and Connect With Me panels. Also the widget to embed in other sites: it is
 * configured by its attributes only. The site's build fills the EmailJS ones from
 * `EMAILJS_*` environment variables (see README, "Contact form").
 *
 * Attributes (all optional; a missing key or ID shows the error state on submit, it never throws):
 * - `public-key` — EmailJS public key (sent as `user_id`).
 * - `service-id` — EmailJS service ID.
 * - `template-id` — EmailJS template ID; the template gets `name`, `email` and `message`.
 * - `provider-origin` — where the API is: an origin (`https://api.emailjs.com`, the default)
 *   or a path resolved against the page ("/" = the page's own origin, as `npm start` serves it).
 * - `throttle` — minimum milliseconds between two sends from the page; the last send time is
 *   kept in localStorage under the page path. 0 or absent: off.
 * - `block-list` — JSON array of values of the watched field that are refused (403) without
 *   a request. Absent or empty: off.
 * - `block-watch` — the field `block-list` watches; default `email`.
 * - `block-headless` — refuse (451) when the browser looks automated. Default off.
 *
 * Events (bubbling, from the element):
 * - `message-sent` — the provider answered OK; `detail: { fields: { name, email, message } }`.
 * - `message-failed` — nothing was delivered; `detail: { reason: string, status?: number }`:
 *   `reason` is "offline", EmailJS's text (`Forbidden`, `Too Many Requests`, the provider's
 *   answer, a settings error) or the network error's message; `status` is the HTTP status
 *   when there is one (400, 403, 412, 429, 451, 500, …).
 *
 * CSS parts: `form` (the Send Message card), `button` (its submit button).
 * Custom properties: the theme tokens (`--brand`, `--surface-1/2`, `--text-1/2`, `--border`,
 * `--muted`, `--success`, `--success-soft`, `--error`, `--error-soft`, `--focus`).
 */
export const contactSection = section<MailConfig>({
  tag: 'portfolio-contact',
  component: Contact,
  styles: pageHeading + styles + formStyles,
  attributes: {
    publicKey: 'string',
    serviceId: 'string',
    templateId: 'string',
    providerOrigin: 'string',
    throttle: 'number',
    blockList: 'json',
    blockWatch: 'string',
    blockHeadless: 'boolean',
  },
});

declare global {
  interface HTMLElementTagNameMap {
    'portfolio-contact': HTMLElement;
  }
}
