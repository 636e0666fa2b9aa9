/**
 * A feed's posts: RSS 2.0 (`<rss><channel><item>`) and Atom (`<feed><entry>`, RFC 4287), read
 * into the fields a `Post` has, every text plain (a title or summary given as HTML, as RSS and
 * Atom's `type="html"` give them, or as Atom's XHTML, is read as a browser reads it and only its
 * text kept: see text.ts). Addresses are read against the feed's own address and kept when
 * https. The whole feed is read within a time limit (xml.ts).
 */
import { SourceError } from './http.ts';
import { htmlText, httpsAddress, plain, xhtmlText } from './text.ts';
import { type ReadLimit, type XmlElement, checkTime, childOf, childrenOf, parseXml, textIn } from './xml.ts';

/** A post as a feed gives it: what is missing is left out (`toPost` in posts.ts decides). */
export interface FeedEntry {
  readonly title: string;
  readonly url: `https://${string}` | null;
  /** The time as the feed wrote it. */
  readonly date: string | undefined;
  /** Plain text, whole (posts.ts shortens it). */
  readonly summary: string;
  readonly tags: readonly string[];
}

const ATOM = 'http://www.w3.org/2005/Atom';
const DC = 'http://purl.org/dc/elements/1.1/';
const CONTENT = 'http://purl.org/rss/1.0/modules/content/';

/** Plain text of an Atom text construct (`type` text, html or xhtml). */
function atomText(element: XmlElement | undefined): string {
  if (!element) return '';
  const { type } = element.attributes;
  return type === 'html' ? htmlText(textIn(element)) : type === 'xhtml' ? xhtmlText(element) : plain(textIn(element));
}

/** The address of an Atom entry's page: its `alternate` link (a link without `rel` is one). */
function atomLink(entry: XmlElement, base: string): FeedEntry['url'] {
  const links = childrenOf(entry, ATOM, 'link').filter((link) => (link.attributes.rel ?? 'alternate') === 'alternate');
  const page = links.find((link) => !link.attributes.type || link.attributes.type === 'text/html') ?? links[0];
  return httpsAddress(page?.attributes.href, base);
}

function atomEntry(entry: XmlElement, base: string): FeedEntry {
  const text = (name: string) => childOf(entry, ATOM, name);
  const content = text('content');
  const time = text('published') ?? text('updated');
  return {
    title: atomText(text('title')),
    url: atomLink(entry, base),
    date: time && textIn(time),
    // Content given by address (`src`) or as another media type has no text to show.
    summary: atomText(text('summary')) || (content && !content.attributes.src ? atomText(content) : ''),
    tags: childrenOf(entry, ATOM, 'category').map((category) => plain(category.attributes.term ?? '')),
  };
}

function rssItem(item: XmlElement, base: string): FeedEntry {
  const text = (uri: string, name: string) => {
    const element = childOf(item, uri, name);
    return element && textIn(element);
  };
  const guid = childOf(item, '', 'guid');
  const permalink = guid && guid.attributes.isPermaLink !== 'false' ? textIn(guid) : undefined;
  return {
    title: htmlText(text('', 'title') ?? ''),
    url: httpsAddress(text('', 'link') ?? permalink, base),
    date: text('', 'pubDate') ?? text(DC, 'date'),
    summary: htmlText(text('', 'description') ?? text(CONTENT, 'encoded') ?? ''),
    tags: childrenOf(item, '', 'category').map((category) => plain(textIn(category))),
  };
}

/** The entries of the RSS 2.0 or Atom feed `source`, whose relative addresses are read against `base`, read within `limit`. */
export function readFeed(source: string, base: string, limit: ReadLimit): FeedEntry[] {
  const root = parseXml(source, limit);
  const atom = root.uri === ATOM && root.name === 'feed';
  const channel = root.uri === '' && root.name === 'rss' ? childOf(root, '', 'channel') : undefined;
  if (!atom && !channel) throw new SourceError(`not an RSS 2.0 or Atom feed (its root element is <${root.name}>)`);
  const entries = atom ? childrenOf(root, ATOM, 'entry') : childrenOf(channel!, '', 'item');
  return entries.map((entry) => {
    checkTime(limit);
    return atom ? atomEntry(entry, base) : rssItem(entry, base);
  });
}
