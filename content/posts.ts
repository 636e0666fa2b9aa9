/**
 * The owner's own posts, Markdown files in `data/posts/`: `tide-tables.md` is the post at
 * `/writing/tide-tables/`, `tide-tables.ar.md` its translation at `/ar/writing/tide-tables/`.
 * What this module reads of them: the name (the address and the language), the front matter (the
 * YAML between `---` lines at the top, checked by its schema with the usual one-line messages)
 * and the Markdown under it, left for the build to render (scripts/build/markdown.ts). Then, for
 * each language of the site, which posts get a page there and how the Writing lists show them
 * beside the synced posts.
 */
import { parseDocument } from 'yaml';
import { schemaProblems } from './check-shape.ts';
import { pseudo } from './pseudo.ts';
import { quote } from './quote.ts';
import { absolute, routeHref, type SiteUrls } from './site-urls.ts';
import { postFrontMatterSchema } from './schema.ts';
import { SLUG } from './slug.ts';
import type { ListedPost, OwnPost, OwnPostPage, Post, PostFrontMatter, PostVersion } from './types.ts';

/** The folder of data/ the posts are in, and the route their pages are under. */
export const POSTS_FOLDER = 'posts';
const POSTS_ROUTE = 'writing';

/** A Markdown file of `data/posts/` as read from disk. */
export interface PostFile {
  /** Its name in `data/posts/`: `tide-tables.ar.md`. */
  readonly name: string;
  readonly text: string;
}

/** The route of a post's page: `writing/tide-tables`. */
export const postRoute = (slug: string): string => `${POSTS_ROUTE}/${slug}`;

/**
 * `tide-tables.ar.md` → its slug and language (a tag of the site's, the default first), or what is
 * wrong with the name; a translation into a language the site does not have (any more) is left
 * out, with the reason (`leftOut`), so removing a language from data/translations.ts breaks nothing.
 */
export function readPostName(
  name: string,
  languages: readonly string[],
): { slug: string; lang: string } | { problem: string } | { leftOut: string } {
  const parts = name.normalize('NFC').replace(/\.md$/, '').split('.');
  const [slug = '', tag] = parts;
  if (parts.length > 2 || !SLUG.test(slug)) {
    return {
      problem:
        'the file name is the page\'s address: name it <address>.md or <address>.<language>.md, the address in lower-case letters and digits, in words joined by single hyphens (e.g. "tide-tables")',
    };
  }
  const lang = tag === undefined ? languages[0]! : languages.slice(1).find((l) => l.toLowerCase() === tag.toLowerCase());
  if (lang === undefined) {
    const others = languages.slice(1);
    return {
      leftOut: `${quote(tag)} is not another language of the site (${others.length ? others.map(quote).join(', ') : 'it has none'}, from data/translations.ts); the default language's file is ${slug}.md: not published`,
    };
  }
  return { slug, lang };
}

/** The YAML between the `---` lines a file starts with, its Markdown, and the line that Markdown starts at. */
function splitFrontMatter(text: string): { yaml: string | null; markdown: string; firstLine: number } {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  if (lines[0]?.trim() !== '---') return { yaml: null, markdown: lines.join('\n'), firstLine: 1 };
  const end = lines.findIndex((line, i) => i > 0 && /^(---|\.\.\.)\s*$/.test(line));
  if (end < 0) return { yaml: lines.slice(1).join('\n'), markdown: '', firstLine: lines.length + 1 };
  return { yaml: lines.slice(1, end).join('\n'), markdown: lines.slice(end + 1).join('\n'), firstLine: end + 2 };
}

/** The front matter as YAML reads it (dates kept as written), or its YAML mistakes (one line each, with the line of the file). */
function readYaml(yaml: string | null, file: string): { value: unknown } | { problems: string[] } {
  if (yaml === null)
    return { problems: [`${file}: no front matter: start the file with a "---" line, the fields (title, date…), and another "---" line`] };
  const document = parseDocument(yaml, { uniqueKeys: true, schema: 'core' });
  if (document.errors.length) {
    return {
      problems: document.errors.map((error) => {
        const what = error.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
        return `${file}: line ${(error.linePos?.[0].line ?? 1) + 1}: front matter: ${what}`;
      }),
    };
  }
  return { value: document.toJS() ?? {} };
}

/** One file: its version of the post, or its problems (one line each: `data/posts/x.md: date: …`). */
function readPostFile(file: PostFile, lang: string): { version?: PostVersion; problems: string[] } {
  const at = `data/${POSTS_FOLDER}/${file.name}`;
  const { yaml, markdown, firstLine } = splitFrontMatter(file.text);
  const read = readYaml(yaml, at);
  if ('problems' in read) return { problems: read.problems };
  if (!read.value || typeof read.value !== 'object' || Array.isArray(read.value)) {
    return { problems: [`${at}: front matter: should be fields (name: value), one a line`] };
  }
  const checked = schemaProblems(
    postFrontMatterSchema,
    read.value,
    (path) => `${at}: ${path.length ? path.map(String).join('.') : 'front matter'}`,
  );
  if (checked.problems.length || !('read' in checked)) return { problems: checked.problems };
  return { version: { file: at, lang, markdown, firstLine, front: checked.read as PostFrontMatter }, problems: [] };
}

/**
 * Every post of `files` with a version per language, and every problem with them, one line each
 * naming the file and the field or line. Drafts are kept (`postPages` leaves them out of a site
 * to publish). A translation needs the default language's file beside it.
 */
export function readPosts(
  files: readonly PostFile[],
  languages: readonly string[],
): { posts: OwnPost[]; problems: string[]; leftOut: string[] } {
  const problems: string[] = [];
  const leftOut: string[] = [];
  const posts = new Map<string, Map<string, PostVersion>>();
  for (const file of [...files].sort((a, b) => a.name.localeCompare(b.name, 'en'))) {
    const named = readPostName(file.name, languages);
    if ('problem' in named) problems.push(`data/${POSTS_FOLDER}/${file.name}: ${named.problem}`);
    if ('leftOut' in named) leftOut.push(`data/${POSTS_FOLDER}/${file.name}: ${named.leftOut}`);
    if (!('slug' in named)) continue;
    const read = readPostFile(file, named.lang);
    problems.push(...read.problems);
    if (read.version) posts.set(named.slug, (posts.get(named.slug) ?? new Map()).set(named.lang, read.version));
  }
  for (const [slug, versions] of posts) {
    if (versions.has(languages[0]!)) continue;
    for (const { file } of versions.values()) {
      problems.push(`${file}: a translation of ${slug}.md, which is missing: write the post in the default language first`);
    }
    posts.delete(slug);
  }
  // Each post's versions in the site's order of languages, the default first.
  const inOrder = (versions: Map<string, PostVersion>) =>
    new Map(languages.flatMap((lang) => (versions.has(lang) ? [[lang, versions.get(lang)!]] : [])));
  return { posts: [...posts].map(([slug, versions]) => ({ slug, versions: inOrder(versions) })), problems, leftOut };
}

/** The posts with their front matter's words in the pseudo-language (content/pseudo.ts; their text is, as it is rendered). */
export const pseudoPosts = (posts: readonly OwnPost[]): OwnPost[] =>
  posts.map(({ slug, versions }) => ({
    slug,
    versions: new Map(
      [...versions].map(([lang, { front, ...version }]) => [
        lang,
        {
          ...version,
          front: { ...front, title: pseudo(front.title), summary: front.summary && pseudo(front.summary), tags: front.tags?.map(pseudo) },
        },
      ]),
    ),
  }));

/** Newer day first (days are written YYYY-MM-DD, so they sort as text), then by slug. */
const newestFirst = (a: OwnPostPage, b: OwnPostPage) =>
  (a.version.front.date < b.version.front.date ? 1 : a.version.front.date > b.version.front.date ? -1 : 0) ||
  a.slug.localeCompare(b.slug, 'en');

/** The languages a post has a page in: those with a version, a draft only when `drafts` (`npm start`). */
const builtLanguages = (post: OwnPost, drafts: boolean): string[] =>
  [...post.versions].filter(([, v]) => drafts || !v.front.draft).map(([lang]) => lang);

/** The language a post is shown in on a page (or list) in `lang`: its own, else the default language (the first of its versions). */
const shownLanguage = (post: OwnPost, lang: string, drafts: boolean): string | undefined => {
  const built = builtLanguages(post, drafts);
  const [defaultLanguage] = post.versions.keys();
  return built.includes(lang) ? lang : built.find((l) => l === defaultLanguage);
};

/**
 * The posts with a page in `lang`, newest first: every post, in this language when it is
 * translated, else in the default one (so the language switcher of any post's page leads to a
 * page); drafts only when `drafts` (`npm start`).
 */
export function postPages(posts: readonly OwnPost[], lang: string, drafts: boolean): OwnPostPage[] {
  return posts
    .flatMap((post) => {
      const shown = shownLanguage(post, lang, drafts);
      if (!shown) return [];
      return [
        { slug: post.slug, route: postRoute(post.slug), version: post.versions.get(shown)!, languages: builtLanguages(post, drafts) },
      ];
    })
    .sort(newestFirst);
}

/** Where the site is, and each language's pages folder ("" for the default, "ar/"), by language tag. */
interface SitePlace {
  readonly urls: SiteUrls;
  readonly folders: Readonly<Record<string, string>>;
}

const address = ({ urls }: SitePlace, route: string, folder: string) => absolute(urls, routeHref(urls, route, folder));
const withoutSlash = (url: string) => url.replace(/\/+$/, '');

/**
 * The posts Writing, Home and the resume list in `lang`: the synced ones and the owner's own that
 * are published (no draft), each in this language when it is translated, else in the default
 * one, linking to its page in this language. A synced post whose address is one of the owner's pages is left out: the
 * same post, listed once. content/shown.ts `latestPosts` orders them.
 */
export function listedPosts(synced: readonly Post[], posts: readonly OwnPost[], lang: string, place: SitePlace): ListedPost[] {
  const own = posts.flatMap((post): ListedPost[] => {
    const shownIn = shownLanguage(post, lang, false);
    if (!shownIn) return [];
    const { title, date, summary, tags } = post.versions.get(shownIn)!.front;
    const route = postRoute(post.slug);
    const folder = place.folders[lang] ?? '';
    return [
      {
        title,
        url: address(place, route, folder) as Post['url'],
        date,
        summary: summary ?? null,
        tags: tags ?? [],
        local: { route, folder, lang: shownIn },
      },
    ];
  });
  const pages = new Set(
    posts.flatMap((post) => Object.values(place.folders).map((folder) => withoutSlash(address(place, postRoute(post.slug), folder)))),
  );
  return [...synced.filter((post) => !pages.has(withoutSlash(post.url))), ...own];
}
