/**
 * Step 6 (build.ts): the site's own feeds of the owner's posts of `data/posts/`, per language
 * that has any published (no draft): RSS 2.0 (`feed.xml`), Atom (`atom.xml`) and JSON Feed
 * (`feed.json`) in the language's folder, every address absolute, newest first, written by the
 * `feed` package (escaping, dates and the three formats' rules); and the `<link>`s that name
 * them in every page's head (step 2).
 */
import { Feed } from 'feed';
import type { Content } from '../../content/types.ts';
import { htmlAttribute, urlAttribute } from './escape.ts';

/** The feed files of a language's folder, with their media types. */
const FEED_FILES = {
  'feed.xml': 'application/rss+xml',
  'atom.xml': 'application/atom+xml',
  'feed.json': 'application/feed+json',
} as const;

/** The posts a language's feeds list: its post pages, but drafts. */
const published = (content: Pick<Content, 'ownPosts'>) => content.ownPosts.filter((post) => !post.version.front.draft);

/** The feed's title: the Writing page's, else the owner's name. */
const feedTitle = (content: Pick<Content, 'pages' | 'profile'>) =>
  content.pages.find((page) => page.route === 'writing')?.title ?? content.profile.name;

/**
 * The `<link rel="alternate">`s of a language's feeds, for every page's head (none without a
 * published post); `folderUrl` the language's folder's absolute address.
 */
export function feedLinks(content: Pick<Content, 'ownPosts' | 'pages' | 'profile'>, folderUrl: string): string[] {
  if (!published(content).length) return [];
  const title = htmlAttribute(feedTitle(content));
  return Object.entries(FEED_FILES).map(
    ([file, type]) => `<link rel="alternate" type="${type}" title="${title}" href="${urlAttribute(new URL(file, folderUrl).href)}" />`,
  );
}

/** A language's feeds, file name → text (none without a published post); `url(route)` a page's absolute address in it. */
export function feedFiles(content: Content, folderUrl: string, url: (route: string) => string): Record<string, string> {
  const posts = published(content);
  if (!posts.length) return {};
  const { profile } = content;
  const author = { name: profile.name, link: profile.siteUrl };
  const description = content.pages.find((page) => page.route === 'writing')?.description;
  const feed = new Feed({
    title: feedTitle(content),
    ...(description && { description }),
    id: folderUrl,
    link: folderUrl,
    language: content.strings.lang,
    updated: new Date(
      `${posts
        .map((p) => p.version.front.date)
        .sort()
        .at(-1)!}T00:00:00Z`,
    ),
    copyright: profile.name,
    author,
    feedLinks: Object.fromEntries(
      Object.keys(FEED_FILES).map((file) => [
        file === 'feed.json' ? 'json' : file === 'atom.xml' ? 'atom' : 'rss',
        new URL(file, folderUrl).href,
      ]),
    ),
  });
  for (const { route, version } of posts) {
    const { title, date, summary, tags } = version.front;
    const link = url(route);
    feed.addItem({
      title,
      id: link,
      link,
      date: new Date(`${date}T00:00:00Z`),
      ...(summary && { description: summary }),
      ...(tags?.length && { category: tags.map((name) => ({ name })) }),
      author: [author],
    });
  }
  return { 'feed.xml': feed.rss2(), 'atom.xml': feed.atom1(), 'feed.json': feed.json1() };
}
