/**
 * Step 2, for each language (language.ts): a page for each of the owner's own posts with a
 * version in this language (`content.ownPosts`, content/posts.ts), at `<folder>writing/<slug>/`,
 * assembled from `pages/post.html` with the site's nav, footer and head like every page: its
 * header (title, summary, the day it was published, reading time, tags; a draft says so), a
 * table of contents for a long post, and its text rendered at build time (markdown.ts), code
 * highlighted (highlight.ts). No script beyond the site runtime every page has.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { BlogPosting, WithContext } from 'schema-dts';
import { fillParts, longDate, pluralForm } from '../../content/format.ts';
import { author } from '../../content/structured-data.ts';
import type { Language } from '../../content/languages.ts';
import type { Content, OwnPostPage, Page } from '../../content/types.ts';
import { ContentError } from '../../content/validate.ts';
import { projectRoot } from './config.ts';
import { minifyCss } from './css.ts';
import { htmlAttribute, htmlText } from './escape.ts';
import { fillPlaceholders } from './head.ts';
import { type Article, type ArticleHeading, readArticle } from './markdown.ts';
import { jsonLdScript } from './structured-data.ts';
import { assemblePage, type AssembledPage } from './pages.ts';

/** The page source every post is assembled from; its text goes where the marker is. */
const POST_SOURCE = 'pages/post.html';
const MARKER = '<!-- post -->';

/** A post with at least this many sections (`##` and `###` headings) gets a table of contents. */
const CONTENTS_FROM = 3;

/** Words a reader reads in a minute, for the reading time. */
const WORDS_PER_MINUTE = 220;

export interface PostPageBuild {
  readonly content: Content;
  /** The project folder, whose page source is read. */
  readonly root: string;
  readonly language: Language;
  readonly languages: readonly Language[];
  /** Every word in the pseudo-language (`PSEUDO_LANGUAGE=1`). */
  readonly pseudo: boolean;
  /** The root of this language's pages (`/`, `/portfolio/ar/`): links inside the site start from it. */
  readonly home: string;
  /** The page's head: its page, the languages it is in, the stylesheet's extra rules and its structured data (a JSON-LD `<script>`). */
  readonly head: (
    page: Page,
    languages: readonly Language[],
    css: string,
    structuredData: string,
  ) => { readonly html: string; readonly styles: readonly string[] };
  /** A page's absolute address, in this language. */
  readonly url: (route: string) => string;
  readonly nav: (route: string) => string;
  readonly footer: string;
  /** `%NAME%` → value, for the page source. */
  readonly variables: Readonly<Record<string, string>>;
}

/** styles/post.css, minified (read on every build, so `npm start` shows an edit). */
const postStylesheet = async (): Promise<string> => minifyCss(await readFile(path.join(projectRoot, 'styles/post.css'), 'utf8'));

/** A long post's table of contents: its `##` headings, each with its `###` ones under it. */
function contents(headings: readonly ArticleHeading[], label: string): string {
  if (headings.length < CONTENTS_FROM) return '';
  const groups: { heading: ArticleHeading; under: ArticleHeading[] }[] = [];
  for (const heading of headings) {
    if (heading.depth === 3 && groups.length) groups.at(-1)!.under.push(heading);
    else groups.push({ heading, under: [] });
  }
  const link = ({ id, text }: ArticleHeading) => `<a href="#${htmlAttribute(id)}">${htmlText(text)}</a>`;
  const items = groups.map(
    ({ heading, under }) =>
      `<li>${link(heading)}${under.length ? `<ol>${under.map((h) => `<li>${link(h)}</li>`).join('')}</ol>` : ''}</li>`,
  );
  return `<nav class="toc" aria-labelledby="toc-heading"><h2 id="toc-heading">${htmlText(label)}</h2><ol>${items.join('')}</ol></nav>`;
}

/** The post's header, table of contents and text; `written` the language of its words when it is not the page's (a post not translated). */
function articleHtml(post: OwnPostPage, article: Article, content: Content, written: Language | undefined): string {
  const { front } = post.version;
  const words = content.strings.writing;
  // The owner's words in their own language and direction, the interface's in the page's.
  const own = written ? ` lang="${htmlAttribute(written.lang)}" dir="${written.dir}"` : '';
  const minutes = Math.max(1, Math.round(article.words / WORDS_PER_MINUTE));
  const time = `<time datetime="${htmlAttribute(front.date)}">${htmlText(longDate(front.date, content.locale))}</time>`;
  const published = fillParts(words.published, { date: time })
    .map((part) => (part === time ? time : htmlText(part)))
    .join('');
  const readingTime = pluralForm(words.readingTime, minutes, content.strings.lang).replace('{count}', String(minutes));
  const header = [
    front.draft ? `<p class="post-draft" role="note">${htmlText(words.draft)}</p>` : '',
    `<h1 class="page-title"${own}>${htmlText(front.title)}</h1>`,
    front.summary ? `<p class="page-intro"${own}>${htmlText(front.summary)}</p>` : '',
    `<p class="post-facts"><span>${published}</span><span>${htmlText(readingTime)}</span></p>`,
    front.tags?.length
      ? `<ul class="post-tags" aria-label="${htmlAttribute(words.tagsLabel)}">${front.tags.map((tag) => `<li${own}>${htmlText(tag)}</li>`).join('')}</ul>`
      : '',
  ].join('');
  return `<article class="page post"><header class="page-header">${header}</header>${contents(article.headings, words.contents)}<div class="prose"${own}>${article.html}</div></article>`;
}

/** What the page tells search engines: a `BlogPosting`, by the owner. */
function blogPosting({ version }: OwnPostPage, content: Content, url: string): WithContext<BlogPosting> {
  const { title, date, summary, tags } = version.front;
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: title,
    url,
    datePublished: date,
    inLanguage: version.lang,
    ...(summary && { description: summary }),
    ...(tags?.length && { keywords: tags.join(', ') }),
    author: author(content),
  };
}

/** Every post page of the language: file (from the site root) → page. A problem in a post's text stops the build, one line each. */
export async function assemblePostPages(build: PostPageBuild): Promise<Map<string, AssembledPage>> {
  const { content, language } = build;
  const source = fillPlaceholders(await readFile(path.join(build.root, POST_SOURCE), 'utf8'), POST_SOURCE, build.variables);
  const css = await postStylesheet();
  // A link in a post may lead to any page of the site, another post's too.
  const routes = [...content.pages.map((page) => page.route), ...content.ownPosts.map((post) => post.route)];
  const place = { root: build.home, routes, pseudo: build.pseudo, strings: content.strings.writing };
  const articles = await Promise.all(content.ownPosts.map((post) => readArticle(post.version, place)));
  const problems = articles.flatMap((a) => a.problems);
  if (problems.length) throw new ContentError(problems);
  const pages = new Map<string, AssembledPage>();
  content.ownPosts.forEach((post, i) => {
    const article = articles[i]!;
    const { title, summary } = post.version.front;
    const page: Page = { route: post.route, source: post.version.file, navLabel: title, title, description: summary ?? title };
    const head = build.head(
      page,
      build.languages.filter((l) => post.languages.includes(l.lang)),
      css + article.codeCss,
      jsonLdScript(blogPosting(post, content, build.url(post.route))),
    );
    const html = assemblePage(
      source.replace(MARKER, () =>
        articleHtml(
          post,
          article,
          content,
          post.version.lang === language.lang ? undefined : build.languages.find((l) => l.lang === post.version.lang),
        ),
      ),
      POST_SOURCE,
      {
        head: () => head.html,
        nav: build.nav(post.route),
        footer: build.footer,
        section: () => '',
      },
    );
    pages.set(`${language.folder}${post.route}/index.html`, { html, styles: [...head.styles] });
  });
  return pages;
}
