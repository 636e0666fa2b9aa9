/**
 * What the site shows of what it has: the owner's choice of repositories (data/open-source.ts),
 * the projects Home features and the latest posts (data/writing.ts), as Open source, Home,
 * Writing and the resume show them; and
 * which pages are built at all (`withShownPages`).
 */
import type { Content, OpenSource, Page, Post, Repository, Writing } from './types.ts';

/** Newer day first (days are written YYYY-MM-DD, so they sort as text). */
const newer = (a: string, b: string) => (a < b ? 1 : a > b ? -1 : 0);

/**
 * The repositories Open source shows, in order: those `show` names, in its order (a name
 * data/repositories.ts lacks is skipped); or the `count` most starred (then most recently pushed)
 * or most recently pushed (then most starred), forks and archived ones left out, ties by name.
 */
export function shownRepositories({ show }: Pick<OpenSource, 'show'>, repositories: readonly Repository[]): Repository[] {
  if (Array.isArray(show)) return [...new Set(show as readonly string[])].flatMap((name) => repositories.filter((r) => r.name === name));
  const { by, count } = show as Exclude<OpenSource['show'], readonly string[]>;
  const stars = (a: Repository, b: Repository) => b.stars - a.stars;
  const pushed = (a: Repository, b: Repository) => newer(a.pushed, b.pushed);
  const [first, then] = by === 'stars' ? [stars, pushed] : [pushed, stars];
  return repositories
    .filter((r) => !r.fork && !r.archived)
    .sort((a, b) => first(a, b) || then(a, b) || a.name.localeCompare(b.name, 'en'))
    .slice(0, count);
}

/** How many projects Home shows when none is marked `featured`. */
export const FEATURED_BY_DEFAULT = 3;

/** The projects Home shows: those marked `featured`, in their order; without any, the first few. */
export function featuredProjects<T extends { readonly featured?: boolean | undefined }>(projects: readonly T[]): T[] {
  const marked = projects.filter((p) => p.featured);
  return marked.length ? marked : projects.slice(0, FEATURED_BY_DEFAULT);
}

/**
 * The first `count` of `items` (newest first already), as Home's sections show them; every item
 * when `count` is not a number of at least one (an attribute left out or mistyped).
 */
export const firstOf = <T>(items: readonly T[], count: number | undefined): readonly T[] =>
  count !== undefined && count >= 1 ? items.slice(0, Math.floor(count)) : items;

/** The `count` latest posts, newest first (ties by title). */
export const latestPosts = <T extends Post>({ count }: Pick<Writing, 'count'>, posts: readonly T[]): T[] =>
  [...posts].sort((a, b) => newer(a.date, b.date) || a.title.localeCompare(b.title, 'en')).slice(0, count);

/**
 * `content` with only the pages that have something to show: a page is built when one of the
 * sections on it (`sectionsOn`) shows something (`shows`, a section's spec rule), or when it
 * holds none. The footer's quick links to a page left out go with it. Everything else (the
 * menu, the sitemap, the alternates, the link previews) is made from `pages`, so it follows.
 */
export function withShownPages(
  content: Content,
  sectionsOn: (page: Page) => readonly string[],
  shows: (tag: string, content: Content) => boolean,
): Content {
  const pages = content.pages.filter((page) => {
    const tags = sectionsOn(page);
    return tags.length === 0 || tags.some((tag) => shows(tag, content));
  });
  if (pages.length === content.pages.length) return content;
  const gone = new Set(content.pages.filter((p) => !pages.includes(p)).map((p) => p.route));
  return { ...content, pages, quickLinks: content.quickLinks.filter((link) => !gone.has(link.route.split('#')[0]!)) };
}
