/**
 * Reading a build setting (an environment variable) and refusing a bad one. Every setting is
 * checked before the build writes anything (`readConfig` in config.ts runs every check, mail.ts's
 * included), and a bad one is one line naming it, never a stack trace:
 * `SITE_URL: "not a url" is not an https origin (not a URL; …)`. The value is quoted as a JSON
 * string (content/quote.ts), so a line break or an escape sequence in it never reaches the
 * terminal raw.
 */
import { quote } from '../../content/quote.ts';

/** A setting that cannot be used: its message is one line, the setting's name, its value quoted, and why. */
export class SettingError extends Error {
  constructor(name: string, value: string, problem: string) {
    super(`${name}: ${quote(value)} ${problem}`);
    this.name = 'SettingError';
  }
}

/** A setting's value without the spaces and line break a copy and paste brings along; "" when unset. */
export const setting = (env: NodeJS.ProcessEnv, name: string): string => env[name]?.trim() ?? '';
