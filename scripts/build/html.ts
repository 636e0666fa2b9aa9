/**
 * Reading HTML the way a browser does (parse5, the WHATWG parser): the page sources, for the
 * elements the build fills in, and a rendered section, for what it holds. Never a regular
 * expression: attributes in any quoting, entities and letter case are the parser's to read.
 */
import { parse, parseFragment, type DefaultTreeAdapterMap } from 'parse5';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

const isElement = (node: Node): node is Element => 'tagName' in node;

/** Every element under `node`, in document order, template contents included. */
function* elementsUnder(node: Node): Generator<Element> {
  const children = 'childNodes' in node ? node.childNodes : [];
  const content = isElement(node) && 'content' in node ? node.content.childNodes : [];
  for (const child of [...children, ...content]) {
    if (isElement(child)) yield child;
    yield* elementsUnder(child);
  }
}

/** Whether the HTML fragment holds a `<name>` element (a rendered section's `<form>`). */
export const holdsElement = (html: string, name: string): boolean =>
  [...elementsUnder(parseFragment(html))].some((e) => e.tagName === name);

/** An element of a page source, where it is in the text. */
export interface SourceElement {
  readonly tag: string;
  /** Its attributes as the parser reads them (names lower-cased, values decoded). */
  readonly attributes: Readonly<Record<string, string>>;
  /** Offset of the `>` that ends its start tag. */
  readonly startTagClose: number;
  /** Offset just after its start tag (where its content begins). */
  readonly contentStart: number;
  /** Offset of its end tag, or null when the source has none. */
  readonly endTagStart: number | null;
}

/** The elements of a whole page source that `wanted` picks, in document order. */
export function sourceElements(source: string, wanted: (tag: string) => boolean): SourceElement[] {
  return [...elementsUnder(parse(source, { sourceCodeLocationInfo: true }))]
    .filter((e) => wanted(e.tagName) && e.sourceCodeLocation?.startTag)
    .map((e) => {
      const { startTag, endTag } = e.sourceCodeLocation!;
      return {
        tag: e.tagName,
        attributes: Object.fromEntries(e.attrs.map((a) => [a.name, a.value])),
        startTagClose: startTag!.endOffset - 1,
        contentStart: startTag!.endOffset,
        endTagStart: endTag?.startOffset ?? null,
      };
    });
}

/** The `portfolio-*` section tags a page source holds, in order. */
export const sectionTags = (source: string): string[] => sourceElements(source, isSectionTag).map((e) => e.tag);

export const isSectionTag = (tag: string): boolean => tag.startsWith('portfolio-');

/** Text inserted at an offset of a source. */
export interface Insertion {
  readonly at: number;
  readonly text: string;
}

/** `source` with every insertion made (offsets into the original text; at one offset, in the order given). */
export const insertAll = (source: string, insertions: readonly Insertion[]): string =>
  insertions
    .map((insertion, order) => ({ ...insertion, order }))
    .sort((a, b) => b.at - a.at || b.order - a.order)
    .reduce((text, { at, text: added }) => text.slice(0, at) + added + text.slice(at), source);
