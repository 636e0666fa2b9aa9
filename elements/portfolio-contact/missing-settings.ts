/**
 * A form that is to send through the provider but lacks one of the settings every send needs
 * (a snippet pasted without them, a build given only some `EMAILJS_*`): no send could succeed,
 * and "try again" would be wrong advice to a visitor, who can do nothing about it. The form hands
 * the message to the visitor's own mail app instead, as with `mail-app`, and says what is missing
 * to the owner, on the console, in one line.
 */
import { kebab } from '../shared/section/docs.ts';
import type { MailConfig } from './mail.ts';

const NEEDED = ['publicKey', 'serviceId', 'templateId'] as const;

/** The attributes a send through the provider needs and `config` lacks (kebab-case); none with `mail-app`. */
export const missingSettings = (config: MailConfig): readonly string[] =>
  config.mailApp ? [] : NEEDED.filter((name) => !config[name]?.trim()).map(kebab);

/** The owner's line on the console for the settings `missing`. */
export const missingSettingsLine = (missing: readonly string[]): string =>
  `<portfolio-contact>: ${missing.join(', ')} not set, so messages go to each visitor's own mail app. Set public-key, service-id and template-id to your EmailJS account's values (EMAILJS_* when the site is built), or mail-app="true" to mean it.`;

/** Whether a send goes to the visitor's mail app: with `mail-app`, or a setting missing, which it then says to the owner. */
export function goesToMailApp(config: MailConfig): boolean {
  const missing = missingSettings(config);
  if (missing.length) console.warn(missingSettingsLine(missing));
  return config.mailApp === true || missing.length > 0;
}
