/**
 * Text from another service as data/ may hold it: one line of plain text. A feed's HTML (a
 * post's title or summary) is read by an HTML parser (parse5, as a browser reads it: entities
 * decoded, scripts and styles dropped, a block's end a space) and only its text is kept, so no
 * markup from a feed reaches data/ as markup. Every text loses its control characters (data/
 * refuses them) and runs of white space, line breaks included, become one space.
 */
import { type DefaultTreeAdapterMap, parseFragment } from 'parse5';

type Node = DefaultTreeAdapterMap['node'];

/** Elements whose content is not text a reader sees. */
const HIDDEN = new Set(['script', 'style', 'template', 'noscript', 'iframe', 'object', 'svg', 'math', 'head', 'title']);
/** Elements that end a line or a block: a space between their text and the next. */
const BLOCK = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'br',
  'dd',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'td',
  'th',
  'tr',
  'ul',
]);

/** `value` on one line: white space collapsed, control characters removed, trimmed. */
export const plain = (value: string): string =>
  value
    .replace(/\s+/gu, ' ')
    .replace(/\p{Cc}/gu, '')
    .trim();

/** `value` as one line, or null when nothing is left of it. */
export const plainOrNull = (value: string | null | undefined): string | null => (value == null ? null : plain(value) || null);

function textOf(node: Node): string {
  if (node.nodeName === '#text') return 'value' in node ? node.value : '';
  if (HIDDEN.has(node.nodeName) || !('childNodes' in node)) return '';
  const inner = node.childNodes.map(textOf).join('');
  return BLOCK.has(node.nodeName) ? ` ${inner} ` : inner;
}

/** The text a reader sees of the HTML `html`, on one line. */
export const htmlText = (html: string): string => plain(textOf(parseFragment(html)));

/** About how long a summary may be, in characters: longer ones are cut at a word's end, with "…". */
export const SUMMARY_LENGTH = 280;

/** `text` cut at the last word's end within `length` characters (code points), with "…" when cut. */
export function shorten(text: string, length: number = SUMMARY_LENGTH): string {
  const chars = [...text];
  if (chars.length <= length) return text;
  const head = chars.slice(0, length).join('');
  const end = head.lastIndexOf(' ');
  return `${(end > length / 2 ? head.slice(0, end) : head).replace(/[\s,;:.–—-]+$/u, '')}…`;
}

/** `value` as an https address in its normal form (`new URL().href`), or null: another scheme, a user name, not a URL. */
export function httpsAddress(value: string | null | undefined, base?: string): `https://${string}` | null {
  const trimmed = value?.trim();
  if (!trimmed || !URL.canParse(trimmed, base)) return null;
  const url = new URL(trimmed, base);
  return url.protocol === 'https:' && !url.username && !url.password ? (url.href as `https://${string}`) : null;
}
