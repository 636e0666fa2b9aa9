/**
 * An XML document as a small tree, read by a conforming, namespace-aware XML parser (saxes, as
 * scripts/build/svg.ts reads SVG): elements by namespace and local name, their attributes, and
 * their text (CDATA sections included, entities decoded). A document that is not well-formed is
 * a `SourceError` naming the line and column, never a stack trace.
 */
import { SaxesParser } from 'saxes';
import { SourceError } from './http.ts';

export interface XmlElement {
  /** The namespace's URI ("" for none). */
  readonly uri: string;
  /** The local name (`entry` for `atom:entry`). */
  readonly name: string;
  /** Attributes by qualified name as written (`term`, `xml:base`). */
  readonly attributes: Readonly<Record<string, string>>;
  readonly children: readonly (XmlElement | string)[];
}

/** The root element of the XML document `source`. */
export function parseXml(source: string): XmlElement {
  const parser = new SaxesParser({ xmlns: true });
  const stack: { uri: string; name: string; attributes: Record<string, string>; children: (XmlElement | string)[] }[] = [];
  let root: XmlElement | undefined;
  const text = (value: string) => stack.at(-1)?.children.push(value);
  parser.on('opentag', (tag) => {
    const attributes = Object.fromEntries(Object.values(tag.attributes).map((a) => [a.name, a.value]));
    const element = { uri: tag.uri, name: tag.local, attributes, children: [] };
    stack.at(-1)?.children.push(element);
    stack.push(element);
  });
  parser.on('closetag', () => {
    root = stack.pop();
  });
  parser.on('text', text);
  parser.on('cdata', text);
  try {
    parser.write(source).close();
  } catch (error) {
    throw new SourceError(`not well-formed XML (${(error as Error).message.split('\n')[0]})`);
  }
  if (!root) throw new SourceError('not XML: no element');
  return root;
}

/** The child elements of `element` named `name` in namespace `uri`. */
export const childrenOf = (element: XmlElement, uri: string, name: string): XmlElement[] =>
  element.children.filter((child): child is XmlElement => typeof child !== 'string' && child.uri === uri && child.name === name);

/** The first child element of `element` named `name` in namespace `uri`. */
export const childOf = (element: XmlElement, uri: string, name: string): XmlElement | undefined => childrenOf(element, uri, name)[0];

/** All the text inside `element`, its descendants' included, as written. */
export const textIn = (element: XmlElement): string =>
  element.children.map((child) => (typeof child === 'string' ? child : textIn(child))).join('');
