/**
 * Where the contact form sends. With EMAILJS_PUBLIC_KEY, EMAILJS_SERVICE_ID and
 * EMAILJS_TEMPLATE_ID set, to the owner's EmailJS account (EMAILJS_ORIGIN overrides the API
 * host). With none set, a site built to be published hands the message to the visitor's own
 * mail app (`mailApp`: a `mailto:` to the owner with subject and body), so no message is lost;
 * `npm start` and the tests build with `standIn` and send to the stand-in they serve on the
 * site's own origin. Setting only some keys is a mistake: the build warns, and the form hands
 * each message to the visitor's mail app, saying on the console which key it lacks
 * (elements/portfolio-contact/missing-settings.ts). EMAILJS_ORIGIN or EMAILJS_RECAPTCHA_SITE_KEY
 * without the keys does nothing, and the build says so. Every EMAILJS_* value is checked, used or
 * not (a bad one stops the build, one line naming it: settings.ts).
 */
import { readOrigin } from '../../content/origin.ts';
import { quote } from '../../content/quote.ts';
import { SettingError, setting } from './settings.ts';

export interface MailSettings {
  readonly publicKey: string;
  readonly serviceId: string;
  readonly templateId: string;
  /** Provider origin; "/" means the site's own origin (the local stand-in). */
  readonly origin: string;
  /** reCAPTCHA v2 site key (EMAILJS_RECAPTCHA_SITE_KEY), for a template with reCAPTCHA V2 verification on; "" when off. */
  readonly recaptchaSiteKey: string;
  /** No provider: a send composes the message for the visitor's mail app (a mailto link). */
  readonly mailApp: boolean;
  readonly warnings: readonly string[];
}

const KEYS = ['EMAILJS_PUBLIC_KEY', 'EMAILJS_SERVICE_ID', 'EMAILJS_TEMPLATE_ID'] as const;
/** What only means something with an account's keys. */
const OPTIONS = ['EMAILJS_ORIGIN', 'EMAILJS_RECAPTCHA_SITE_KEY'] as const;

/**
 * A key, an ID or the reCAPTCHA site key: written into the page as an attribute (escaped there)
 * and sent as a form field, so anything but a space or a control character may be in it; those
 * come from a bad copy and paste, never from EmailJS or Google.
 */
function key(env: NodeJS.ProcessEnv, name: string): string {
  const value = setting(env, name);
  if (/[\s\p{Cc}]/u.test(value)) throw new SettingError(name, value, 'holds a space or a control character; copy the key alone');
  return value;
}

/**
 * EMAILJS_ORIGIN: an https origin (a visitor's message never travels in clear text), or http on
 * this machine (a local stand-in), held to the rules of the site's own (content/origin.ts); ""
 * for EmailJS's own. A path is refused, never cut off without a word: the EmailJS client
 * (`init`'s `origin`) would take one, as it writes `origin + "/api/v1.0/email/send-form"`, but
 * its documented contract is an origin, and `<portfolio-contact>` resolves its `provider-origin`
 * to the origin before it sends (elements/portfolio-contact/mail.ts), so `/emailjs` in
 * `https://proxy.example/emailjs` would be dropped. A proxy serves the API at its origin's root.
 */
function providerOrigin(env: NodeJS.ProcessEnv): string {
  const value = setting(env, 'EMAILJS_ORIGIN');
  if (!value) return '';
  const read = readOrigin(value);
  if ('problem' in read) throw new SettingError('EMAILJS_ORIGIN', value, read.problem);
  if (read.path) {
    throw new SettingError(
      'EMAILJS_ORIGIN',
      value,
      `has a path; the contact form sends to <origin>/api/v1.0/email/send-form, so give the origin only (${quote(read.origin)}) and serve the API at its root`,
    );
  }
  return read.origin;
}

/** `standIn`: without EmailJS keys, send to the local stand-in (`npm start`, the tests) rather than the visitor's mail app. */
export function mailSettings(env: NodeJS.ProcessEnv = process.env, { standIn = false } = {}): MailSettings {
  const keys = KEYS.map((name) => key(env, name));
  const origin = providerOrigin(env);
  const recaptchaSiteKey = key(env, 'EMAILJS_RECAPTCHA_SITE_KEY');
  const missing = KEYS.filter((_, i) => !keys[i]);
  if (missing.length < KEYS.length) {
    const [publicKey, serviceId, templateId] = keys as [string, string, string];
    return {
      publicKey,
      serviceId,
      templateId,
      origin,
      recaptchaSiteKey,
      mailApp: false,
      warnings: missing.length
        ? [`${missing.join(', ')} not set: the contact form hands each visitor's message to their own mail app instead of sending it.`]
        : [],
    };
  }
  const unused = OPTIONS.filter((name) => setting(env, name));
  const ignored = unused.length
    ? [`${unused.join(' and ')} set without ${KEYS.join(', ')}: ignored, as the form does not use EmailJS.`]
    : [];
  if (standIn) {
    return {
      publicKey: 'local-public-key',
      serviceId: 'local-service',
      templateId: 'local-template',
      origin: '/',
      recaptchaSiteKey: '',
      mailApp: false,
      warnings: [
        'EmailJS is not configured: the contact form sends to the local stand-in of `npm start` (docs/contact-form.md).',
        ...ignored,
      ],
    };
  }
  return {
    publicKey: '',
    serviceId: '',
    templateId: '',
    origin: '',
    recaptchaSiteKey: '',
    mailApp: true,
    warnings: [
      "EmailJS is not configured: the contact form hands each visitor's message to their own mail app, addressed to you. Set EMAILJS_PUBLIC_KEY, EMAILJS_SERVICE_ID and EMAILJS_TEMPLATE_ID to receive messages directly (docs/contact-form.md).",
      ...ignored,
    ],
  };
}

/** What the page may connect to for mail (see contentSecurityPolicy): nothing when the visitor's own mail app sends. */
export const mailConnectOrigin = (mail: MailSettings): string | null => (mail.mailApp ? null : mail.origin);

/**
 * The contact form's attributes in its paste-ready snippet (scripts/build/embed.ts), so that it
 * works as pasted on another site: the owner's provider settings, all public by EmailJS's design
 * (the key and IDs are sent by every browser; the reCAPTCHA site key is in every page), with a
 * provider origin on the site ("/": `npm start`'s stand-in) made absolute against `siteRoot`;
 * or, on a site without a provider, `mail-app`: the message goes to the owner's address
 * through the visitor's own mail app. Empty settings are left out.
 */
export function snippetMailAttributes(mail: MailSettings, siteRoot: string): Record<string, string> {
  if (mail.mailApp) return { 'mail-app': 'true' };
  const attributes = {
    'public-key': mail.publicKey,
    'service-id': mail.serviceId,
    'template-id': mail.templateId,
    'provider-origin': mail.origin && new URL(mail.origin, siteRoot).origin,
    'recaptcha-site-key': mail.recaptchaSiteKey,
  };
  return Object.fromEntries(Object.entries(attributes).filter(([, value]) => value));
}
