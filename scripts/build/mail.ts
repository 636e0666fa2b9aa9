/**
 * Where the contact form sends. With EMAILJS_PUBLIC_KEY, EMAILJS_SERVICE_ID and
 * EMAILJS_TEMPLATE_ID set, to the owner's EmailJS account (EMAILJS_ORIGIN overrides the API
 * host). With none set, to the stand-in that `npm start` serves on the site's own origin, so
 * the form works out of the box. Setting only some is a mistake: the build warns, and the
 * form shows its error state on submit instead of sending.
 */
export interface MailSettings {
  readonly publicKey: string;
  readonly serviceId: string;
  readonly templateId: string;
  /** Provider origin; "/" means the site's own origin (the local stand-in). */
  readonly origin: string;
  /** reCAPTCHA v2 site key (EMAILJS_RECAPTCHA_SITE_KEY), for a template with reCAPTCHA V2 verification on; "" when off. */
  readonly recaptchaSiteKey: string;
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

export function mailSettings(env: NodeJS.ProcessEnv = process.env): MailSettings {
  const [publicKey, serviceId, templateId] = KEYS.map((k) => env[k]?.trim() ?? '');
  const missing = KEYS.filter((k) => !env[k]?.trim());
  if (missing.length === KEYS.length) {
    return {
      publicKey: 'local-public-key',
      serviceId: 'local-service',
      templateId: 'local-template',
      origin: '/',
      recaptchaSiteKey: '',
      warnings: ['EmailJS is not configured: the contact form sends to the local stand-in of `npm start` (see README, "Contact form").'],
    };
  }
  return {
    publicKey: publicKey!,
    serviceId: serviceId!,
    templateId: templateId!,
    origin: providerOrigin(env.EMAILJS_ORIGIN?.trim() ?? ''),
    recaptchaSiteKey: env.EMAILJS_RECAPTCHA_SITE_KEY?.trim() ?? '',
    warnings: missing.length ? [`${missing.join(', ')} not set: the contact form will show its error state instead of sending.`] : [],
  };
}
