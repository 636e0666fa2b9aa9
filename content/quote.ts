/**
 * A value from `data/` or another source as a message quotes it: a JSON string. JSON escapes the
 * C0 controls (an ESC that would recolour the terminal prints as `\u001b`) but leaves DEL, the C1
 * controls (U+009B is a one-character CSI to some terminals), the characters that break a line
 * (U+2028, U+2029) and the invisible ones that reorder or hide text (bidi overrides and isolates,
 * zero-width characters: content/invisible.ts) as they are: those are escaped too, so a message
 * shows such a value and the terminal never acts on it. A URL's user name and password are
 * never shown (`https://***@host`): a setting or a feed's address may carry a secret.
 */
import { INVISIBLE } from './invisible.ts';

const UNSAFE = new RegExp(`[\\p{Cc}\\u2028\\u2029]|${INVISIBLE.source}`, 'gu');

/** `\u001b`, or `\u{e0041}` past U+FFFF. */
const escapeCharacter = (char: string) => {
  const hex = char.codePointAt(0)!.toString(16);
  return hex.length > 4 ? `\\u{${hex}}` : `\\u${hex.padStart(4, '0')}`;
};
const escaped = (text: string) => text.replace(UNSAFE, escapeCharacter);

/** The user name and password of every URL in `text`, as `***` (the URL parser reads the last `@` before the path). */
const USER_INFO = /([a-z][a-z\d+.-]*:\/\/)[^\s/?#]*@/gi;
export const withoutCredentials = (text: string): string => text.replace(USER_INFO, '$1***@');

export const quote = (value: unknown): string =>
  escaped(JSON.stringify(typeof value === 'string' ? withoutCredentials(value) : value) ?? String(value));

/** A name (a field's, a language tag) as written when quoting would only add the quotes, else quoted. */
export const plainOrQuoted = (name: string): string => (quote(name) === `"${name}"` ? name : quote(name));

/**
 * `text` as one line a terminal prints and never acts on: every character `quote` escapes
 * (controls, C1's CSI U+009B and ESC included, line breaks, invisible and direction characters)
 * written as `\u…`, and a URL's user name and password left out. Every line the sync and the
 * build print goes through it.
 */
export const terminalLine = (text: string): string => escaped(withoutCredentials(text));
