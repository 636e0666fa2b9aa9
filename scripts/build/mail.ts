/**
 * Where the contact form sends. With EMAILJS_PUBLIC_KEY, EMAILJS_SERVICE_ID and
 * EMAILJS_TEMPLATE_ID set, to the owner's EmailJS account (EMAILJS_ORIGIN overrides the API
 * host). With none set, a site built to be published hands the message to the visitor's own
 * mail app (`mailApp`: a `mailto:` to the owner with subject and body), so no message is lost;
 * `npm start` and the tests build with `standIn` and send to the stand-in they serve on the
 * site's own origin. Setting only some keys is a mistake: the build warns, and the form shows
 * its error state on submit instead of sending.
 */
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

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * EMAILJS_ORIGIN: an https origin (a visitor's message never travels in clear text), or http on
 * this machine (a local stand-in); "" for EmailJS's own. Anything else stops the build.
 */
function providerOrigin(value: string): string {
  if (!value) return '';
  const url = URL.canParse(value) ? new URL(value) : null;
  const local = url?.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname);
  if (!url || (url.protocol !== 'https:' && !local) || url.username || url.password) {
    throw new Error(`EMAILJS_ORIGIN: "${value}" is not an https origin (http is allowed only for localhost)`);
  }
  return url.origin;
}

/** `standIn`: without EmailJS keys, send to the local stand-in (`npm start`, the tests) rather than the visitor's mail app. */
export function mailSettings(env: NodeJS.ProcessEnv = process.env, { standIn = false } = {}): MailSettings {
  const [publicKey, serviceId, templateId] = KEYS.map((k) => env[k]?.trim() ?? '');
  const missing = KEYS.filter((k) => !env[k]?.trim());
  if (missing.length === KEYS.length && standIn) {
    return {
      publicKey: 'local-public-key',
      serviceId: 'local-service',
      templateId: 'local-template',
      origin: '/',
      recaptchaSiteKey: '',
      mailApp: false,
      warnings: ['EmailJS is not configured: the contact form sends to the local stand-in of `npm start` (docs/contact-form.md).'],
    };
  }
  if (missing.length === KEYS.length) {
    return {
      publicKey: '',
      serviceId: '',
      templateId: '',
      origin: '',
      recaptchaSiteKey: '',
      mailApp: true,
      warnings: [
        "EmailJS is not configured: the contact form hands each visitor's message to their own mail app, addressed to you. Set EMAILJS_PUBLIC_KEY, EMAILJS_SERVICE_ID and EMAILJS_TEMPLATE_ID to receive messages directly (docs/contact-form.md).",
      ],
    };
  }
  return {
    publicKey: publicKey!,
    serviceId: serviceId!,
    templateId: templateId!,
    origin: providerOrigin(env.EMAILJS_ORIGIN?.trim() ?? ''),
    recaptchaSiteKey: env.EMAILJS_RECAPTCHA_SITE_KEY?.trim() ?? '',
    mailApp: false,
    warnings: missing.length ? [`${missing.join(', ')} not set: the contact form will show its error state instead of sending.`] : [],
  };
}

/** What the page may connect to for mail (see contentSecurityPolicy): nothing when the visitor's own mail app sends. */
export const mailConnectOrigin = (mail: MailSettings): string | null => (mail.mailApp ? null : mail.origin);
