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
  readonly warnings: readonly string[];
}

const KEYS = ['EMAILJS_PUBLIC_KEY', 'EMAILJS_SERVICE_ID', 'EMAILJS_TEMPLATE_ID'] as const;

export function mailSettings(env: NodeJS.ProcessEnv = process.env): MailSettings {
  const [publicKey, serviceId, templateId] = KEYS.map((k) => env[k]?.trim() ?? '');
  const missing = KEYS.filter((k) => !env[k]?.trim());
  if (missing.length === KEYS.length) {
    return {
      publicKey: 'local-public-key',
      serviceId: 'local-service',
      templateId: 'local-template',
      origin: '/',
      warnings: ['EmailJS is not configured: the contact form sends to the local stand-in of `npm start` (see README, "Contact form").'],
    };
  }
  return {
    publicKey: publicKey!,
    serviceId: serviceId!,
    templateId: templateId!,
    origin: env.EMAILJS_ORIGIN?.trim() ?? '',
    warnings: missing.length ? [`${missing.join(', ')} not set: the contact form will show its error state instead of sending.`] : [],
  };
}
