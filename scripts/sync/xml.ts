/**
 * An XML document as a small tree, read by a conforming XML parser (saxes, as scripts/build/svg.ts
 * reads SVG): elements by namespace and local name, their attributes, and their text (CDATA
 * sections included, entities decoded). A document that is not well-formed is a `SourceError`
 * naming the line and column, never a stack trace.
 *
 * Another service's document is read within bounds, so one feed cannot stall or crash the sync:
 * elements nested at most `MAX_DEPTH` deep (the parser stops at the first one deeper), the
 * reading done within the request's time limit (checked between pieces of the document), and
 * nothing here recursive. Namespaces are resolved here, one lookup per element: saxes's own
 * namespace mode looks each one up through every enclosing element, which took 49 s for a feed
 * nested 60,000 deep.
 */
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { quote } from '../../content/quote.ts';
import { SourceError } from './http.ts';
import { MAX_DEPTH } from './validate.ts';

const XML_NAMESPACE = 'http://www.w3.org/XML/1998/namespace';

export interface XmlElement {
  /** The namespace's URI ("" for none). */
  readonly uri: string;
  /** The local name (`entry` for `atom:entry`). */
  readonly name: string;
  /** Attributes by qualified name as written (`term`, `xml:base`). */
  readonly attributes: Readonly<Record<string, string>>;
  readonly children: readonly (XmlElement | string)[];
}

/** When reading must be done (`performance.now()` time), and the limit it comes from, for the message. */
export interface ReadLimit {
  readonly by: number;
  readonly ms: number;
}

/** A reading that starts now and may take `ms` milliseconds. */
export const readLimit = (ms: number): ReadLimit => ({ by: performance.now() + ms, ms });

/** Throws once the time to read is up. */
export function checkTime({ by, ms }: ReadLimit): void {
  if (performance.now() > by) throw new SourceError(`not read within ${ms / 1000} s`);
}

/** Characters given to the parser at a time, the time checked before each. */
const PIECE = 64 * 1024;

interface Open {
  readonly element: { uri: string; name: string; attributes: Record<string, string>; children: (XmlElement | string)[] };
  /** The prefixes it declares, undone when it closes. */
  readonly declared: readonly string[];
}

/** The namespaces in scope: each prefix's URIs, the innermost last ("" for the default namespace). */
class Scopes {
  readonly #uris = new Map<string, string[]>([['xml', [XML_NAMESPACE]]]);

  /** Declares `tag`'s namespaces; the prefixes it declared. */
  enter(attributes: Readonly<Record<string, string>>): string[] {
    const declared: string[] = [];
    for (const [name, value] of Object.entries(attributes)) {
      const prefix = name === 'xmlns' ? '' : name.startsWith('xmlns:') ? name.slice(6) : undefined;
      if (prefix === undefined) continue;
      this.#uris.set(prefix, [...(this.#uris.get(prefix) ?? []), value]);
      declared.push(prefix);
    }
    return declared;
  }

  leave(declared: readonly string[]): void {
    for (const prefix of declared) this.#uris.get(prefix)?.pop();
  }

  /** `qualified`'s namespace URI and local name, or undefined for an undeclared prefix. */
  resolve(qualified: string): { uri: string; local: string } | undefined {
    const colon = qualified.indexOf(':');
    const prefix = colon === -1 ? '' : qualified.slice(0, colon);
    const local = qualified.slice(colon + 1);
    const uri = this.#uris.get(prefix)?.at(-1) ?? (prefix ? undefined : '');
    return uri === undefined || local.includes(':') ? undefined : { uri, local };
  }
}

/** The root element of the XML document `source`, read within `limit`. */
export function parseXml(source: string, limit: ReadLimit): XmlElement {
  const parser = new SaxesParser();
  const scopes = new Scopes();
  const stack: Open[] = [];
  let root: XmlElement | undefined;
  const text = (value: string) => stack.at(-1)?.element.children.push(value);
  parser.on('opentag', (tag: SaxesTagPlain) => {
    const at = `${parser.line}:${parser.column}`;
    if (stack.length >= MAX_DEPTH) throw new SourceError(`elements nested deeper than ${MAX_DEPTH} (at ${at})`);
    const attributes: Record<string, string> = Object.assign(Object.create(null), tag.attributes);
    const declared = scopes.enter(attributes);
    const name = scopes.resolve(tag.name);
    if (!name) throw new Error(`${at}: the prefix of ${quote(tag.name)} is not declared`);
    const element = { uri: name.uri, name: name.local, attributes, children: [] };
    stack.at(-1)?.element.children.push(element);
    stack.push({ element, declared });
  });
  parser.on('closetag', () => {
    const closed = stack.pop();
    if (closed) scopes.leave(closed.declared);
    root = closed?.element;
  });
  parser.on('text', text);
  parser.on('cdata', text);
  try {
    for (let at = 0; at < source.length; at += PIECE) {
      checkTime(limit);
      parser.write(source.slice(at, at + PIECE));
    }
    parser.close();
  } catch (error) {
    if (error instanceof SourceError) throw error;
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
export function textIn(element: XmlElement): string {
  const texts: string[] = [];
  const next: (XmlElement | string)[] = [element];
  for (let node = next.pop(); node !== undefined; node = next.pop()) {
    if (typeof node === 'string') texts.push(node);
    else for (let i = node.children.length - 1; i >= 0; i--) next.push(node.children[i]!);
  }
  return texts.join('');
}
