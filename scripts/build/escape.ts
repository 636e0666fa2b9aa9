/**
 * One escape for each kind of place where the build writes a value (a word from data/, a URL, a
 * setting) into a file a browser, a crawler or an address book reads. A value is escaped where
 * it meets the markup, by the function named for that place, and nowhere else: escaping for the
 * wrong place is as bad as not escaping (an `&amp;` in a vCard, a `\,` in a page).
 *
 * | place                                   | function         |
 * | --------------------------------------- | ---------------- |
 * | HTML text                               | `htmlText`       |
 * | HTML attribute value (double-quoted)    | `htmlAttribute`  |
 * | a URL in an HTML attribute              | `urlAttribute`   |
 * | XML text or attribute (sitemap, SVG)    | `xmlEscape`      |
 * | vCard text value / URI value            | `vcardText`, `vcardUri` |
 * | JSON inside an HTML `<script>`          | `scriptJson`     |
 * | a line of a line-based file (`_headers`, robots.txt) | `singleLine` |
 *
 * Escaping does not stand in for checking: the settings and the site's address are checked
 * where they are read (scripts/build/config.ts, content/origin.ts), so these functions see only
 * values that are allowed, and make sure that even so no value can end its place and start
 * another (a quote that ends an attribute, a line break that starts a vCard property).
 * No value reaches CSS as a string: colours are checked `#rrggbb` and the brand colour is a
 * named Open Props family.
 */
import { quote } from '../../content/quote.ts';

/** XML's five predefined references, which HTML reads the same. */
const REFERENCES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const reference = (char: string) => REFERENCES[char]!;

/** Text between tags (and in `<title>`): no `<` can open a tag, no `&` start a reference. */
export const htmlText = (text: string): string => text.replace(/[&<>]/g, reference);

/**
 * A double-quoted attribute value (every attribute the build writes is double-quoted): no `"` can
 * end it. `<` and `>` too, so an attribute never reads as markup to a tool that scans for tags.
 */
export const htmlAttribute = (value: string): string => value.replace(/[&"<>]/g, reference);

/** The schemes a link or resource the build writes may have. */
const URL_SCHEMES = new Set(['https:', 'http:', 'mailto:', 'tel:']);
/** Resolves a path from the site root, to normalise it; never written. */
const PATH_BASE = 'https://path.invalid';

/**
 * `value` as the URL parser normalises it (spaces, quotes and control characters percent-encoded
 * or dropped, a Unicode host in punycode): an absolute http(s), mailto or tel URL, or a path from
 * the site root (`/assets/…`). Anything else (`javascript:`, `data:`, `//other.host/`, a path
 * relative to the page) is refused: the build never means to write one.
 */
function normalisedUrl(value: string): string {
  if (URL.canParse(value)) {
    const url = new URL(value);
    if (URL_SCHEMES.has(url.protocol)) return url.href;
  } else if (value.startsWith('/') && !value.startsWith('//')) {
    const url = new URL(value, PATH_BASE);
    if (url.origin === PATH_BASE) return url.pathname + url.search + url.hash;
  }
  throw new Error(`${quote(value)} is not an http(s), mailto or tel URL or a path from the site root`);
}

/** A URL in an attribute (`href`, `src`, `content`): normalised (see `normalisedUrl`), then escaped as an attribute. */
export const urlAttribute = (value: string): string => htmlAttribute(normalisedUrl(value));

/** Control characters other than tab, LF and CR (XML 1.0 cannot hold most of them, not even as a reference), and U+FFFE, U+FFFF. */
const NOT_XML = /(?![\t\n\r])\p{Cc}|[\ufffe\uffff]/gu;

/**
 * XML text or a quoted attribute value (sitemap.xml, SVG): the five predefined references, and
 * the characters XML cannot hold dropped (one would leave the whole file unreadable).
 */
export const xmlEscape = (value: string): string => value.replace(NOT_XML, '').replace(/[&<>"']/g, reference);

/** Every line break: CRLF, a bare CR or LF, vertical tab, form feed, NEL and the Unicode line and paragraph separators. */
const LINE_BREAK = /\r\n|[\n\v\f\r\u0085\u2028\u2029]/g;
/** Control characters left after line breaks are taken out (tab stays: a vCard value may hold it). */
const CONTROL = /(?!\t)\p{Cc}/gu;

/**
 * A vCard text value (RFC 6350 §3.4): `\`, `,` and `;` escaped, every line break as `\n` (a bare
 * CR too: some readers end a line there, and the rest would be read as a property of its own),
 * other control characters dropped.
 */
export const vcardText = (value: string): string =>
  value
    .replace(/[\\,;]/g, '\\$&')
    .replace(LINE_BREAK, '\\n')
    .replace(CONTROL, '');

/** A vCard URI value (`URL:`, `TEL;VALUE=uri:`): normalised by the URL parser, which leaves no line break or control character in it. */
export const vcardUri = (value: string): string => normalisedUrl(value);

/** `<`, `>`, `&` and the two Unicode line separators, as JSON escapes. */
const SCRIPT_UNSAFE = /[<>&\u2028\u2029]/g;

/**
 * A value as JSON inside an HTML `<script>` (JSON-LD, speculation rules): no `</script>` or
 * `<!--` can end or change the element, and U+2028/U+2029 are escaped for readers that take the
 * text as JavaScript. The JSON means the same.
 */
export const scriptJson = (value: unknown): string =>
  JSON.stringify(value).replace(SCRIPT_UNSAFE, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);

/**
 * A value on one line of a line-based file (`_headers`, robots.txt), which has no escape: a
 * control character (a line break above all, which would start a header or a directive of its
 * own) stops the build.
 */
export function singleLine(value: string): string {
  if (/\p{Cc}/u.test(value)) throw new Error(`${quote(value)} holds a line break or control character and cannot go on one line`);
  return value;
}
