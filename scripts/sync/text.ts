/**
 * Text from another service as data/ may hold it: one line of plain text. A feed's HTML (a
 * post's title or summary) is read by an HTML parser (parse5, as a browser reads it: entities
 * decoded, scripts and styles dropped, a block's end a space) and only its text is kept, so no
 * markup from a feed reaches data/ as markup; an Atom text given as XHTML is read the same way.
 * Every text loses its control characters and the invisible ones no writing system needs there
 * (data/ refuses both: content/invisible.ts), and runs of white space, line breaks included,
 * become one space.
 *
 * A feed's HTML is read within bounds, as its XML is (xml.ts): HTML nested deeper than
 * `MAX_DEPTH` is refused, and only the start of a text is read (`HTML_READ`: its first 32 KB, up
 * to its 2,000th tag): far more than the 280 characters a summary keeps, and little enough that a
 * hostile text (tens of thousands of nested or misnested tags, whose reading takes the HTML
 * parser a time that grows with their square: 25 s for 60,000 `<a>`) is read in a fraction of a
 * second. Nothing here is recursive.
 */
import { type DefaultTreeAdapterMap, defaultTreeAdapter, parseFragment } from 'parse5';
import { withoutInvisible } from '../../content/invisible.ts';
import { SourceError } from './http.ts';
import { MAX_DEPTH } from './validate.ts';
import type { XmlElement } from './xml.ts';

type Node = DefaultTreeAdapterMap['node'];
type ParentNode = DefaultTreeAdapterMap['parentNode'];

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

/** `value` on one line: white space collapsed, control characters and stray invisible ones removed, trimmed. */
export const plain = (value: string): string =>
  withoutInvisible(
    value
      .replace(/\s+/gu, ' ')
      .replace(/\p{Cc}/gu, '')
      .trim(),
  ).trim();

/** `value` as one line, or null when nothing is left of it. */
export const plainOrNull = (value: string | null | undefined): string | null => (value == null ? null : plain(value) || null);

/** How a tree of markup is read for its text: an element's name (undefined for a text), its children, a text's value. */
interface Markup<N> {
  name(node: N): string | undefined;
  children(node: N): readonly (N | string)[];
  text(node: N): string;
}

/** The text a reader sees of the trees `roots`, on one line: hidden elements left out, a block's end a space. */
function visibleText<N>(roots: readonly (N | string)[], markup: Markup<N>): string {
  const texts: string[] = [];
  const next: (N | string)[] = roots.toReversed();
  for (let node = next.pop(); node !== undefined; node = next.pop()) {
    if (typeof node === 'string') {
      texts.push(node);
      continue;
    }
    const name = markup.name(node);
    if (name === undefined) texts.push(markup.text(node));
    if (name === undefined || HIDDEN.has(name)) continue;
    const block = BLOCK.has(name) ? ' ' : '';
    next.push(block);
    const children = markup.children(node);
    for (let i = children.length - 1; i >= 0; i--) next.push(children[i]!);
    next.push(block);
  }
  return plain(texts.join(''));
}

/** How deep `node` is, counted up to one past `MAX_DEPTH`. */
function depth(node: ParentNode | null): number {
  let levels = 0;
  for (let at: ParentNode | null = node; at && levels <= MAX_DEPTH; at = 'parentNode' in at ? at.parentNode : null) levels++;
  return levels;
}

/** parse5's tree, refusing an element nested deeper than `MAX_DEPTH` as it is added. */
const boundedTree: typeof defaultTreeAdapter = {
  ...defaultTreeAdapter,
  appendChild(parent, child) {
    if (depth(parent) > MAX_DEPTH) throw new SourceError(`HTML nested deeper than ${MAX_DEPTH} in a text`);
    defaultTreeAdapter.appendChild(parent, child);
  },
  insertBefore(parent, child, reference) {
    if (depth(parent) > MAX_DEPTH) throw new SourceError(`HTML nested deeper than ${MAX_DEPTH} in a text`);
    defaultTreeAdapter.insertBefore(parent, child, reference);
  },
};

const htmlMarkup: Markup<Node> = {
  name: (node) => (node.nodeName === '#text' ? undefined : node.nodeName),
  children: (node) => ('childNodes' in node ? node.childNodes : []),
  text: (node) => ('value' in node ? node.value : ''),
};

/** How much of one text's HTML is read: its first characters, up to its last tag read. */
export const HTML_READ = { characters: 32 * 1024, tags: 2000 } as const;

/** The start of `html` that is read (`HTML_READ`). */
function readStart(html: string): string {
  let end = Math.min(html.length, HTML_READ.characters);
  for (let tags = 0, at = html.indexOf('<'); at !== -1 && at < end; at = html.indexOf('<', at + 1)) {
    if (++tags > HTML_READ.tags) end = at;
  }
  return html.slice(0, end);
}

/** The text a reader sees of the HTML `html` (its start: `HTML_READ`), on one line. */
export const htmlText = (html: string): string =>
  visibleText<Node>([parseFragment(readStart(html), { treeAdapter: boundedTree })], htmlMarkup);

const xhtmlMarkup: Markup<XmlElement> = {
  name: (element) => element.name.toLowerCase(),
  children: (element) => element.children,
  text: () => '',
};

/** The text a reader sees of XHTML inside `element` (an Atom text of `type="xhtml"`), read as `htmlText` reads HTML. */
export const xhtmlText = (element: XmlElement): string => visibleText(element.children, xhtmlMarkup);

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
