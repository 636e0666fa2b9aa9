/**
 * A value from `data/` as a message quotes it: a JSON string. JSON escapes the C0 controls (an
 * ESC that would recolour the terminal prints as `\u001b`) but leaves DEL, the C1 controls
 * (U+009B is a one-character CSI to some terminals) and the characters that reorder or break a
 * line (bidi overrides and isolates, U+2028, U+2029) as they are: those are escaped too, so a
 * message shows such a value and the terminal never acts on it.
 */
const UNSAFE = /[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]/gu;

export const quote = (value: unknown): string =>
  (JSON.stringify(value) ?? String(value)).replace(UNSAFE, (char) => `\\u${char.codePointAt(0)!.toString(16).padStart(4, '0')}`);

/** A name (a field's, a language tag) as written when quoting would only add the quotes, else quoted. */
export const plainOrQuoted = (name: string): string => (quote(name) === `"${name}"` ? name : quote(name));
