/**
 * Step 2, for each language (language.ts): a page for each of the owner's own posts with a
 * version in this language (`content.ownPosts`, content/posts.ts), at `<folder>writing/<slug>/`,
 * assembled from `pages/post.html` with the site's nav, footer and head like every page: its
 * header (title, summary, the day it was published, reading time, tags; a draft says so), a
 * table of contents for a long post, and its text rendered at build time (markdown.ts), code
 * highlighted (highlight.ts). No script beyond the site runtime every page has. What it shares
 * with a project's page (the assembly, the head, the languages) is own-pages.ts.
 */
import type { BlogPosting, WithContext } from 'schema-dts';
import { fillParts, longDate, pluralForm } from '../../content/format.ts';
import { author } from '../../content/structured-data.ts';
import type { Content, ImageRef, OwnPostPage } from '../../content/types.ts';
import { ContentError } from '../../content/validate.ts';
import { imageSlots } from '../../elements/shared/media/image-slots.ts';
import { htmlAttribute, htmlText } from './escape.ts';
import { type Article, type ArticleHeading, readArticle } from './markdown.ts';
import { articlePlace, type OwnPageBuild, ownLanguage, ownPageAssembler, ownStylesheets } from './own-pages.ts';
import type { AssembledPage } from './pages.ts';
import { type LeadPicture, leadPicture } from './picture-html.ts';
import { jsonLdScript } from './structured-data.ts';

/** The page source every post is assembled from; its text goes where the marker is. */
const POST_SOURCE = 'pages/post.html';
const MARKER = '<!-- post -->';

/** A post with at least this many sections (`##` and `###` headings) gets a table of contents. */
const CONTENTS_FROM = 3;

/** Words a reader reads in a minute, for the reading time. */
const WORDS_PER_MINUTE = 220;

/** The build's parts for one language's posts (own-pages.ts). */
export type PostPageBuild = OwnPageBuild;

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

/** The post's header, its picture, table of contents and text; `own` the attributes of the language of its words when it is not the page's (a post not translated). */
function articleHtml(post: OwnPostPage, article: Article, content: Content, own: string, lead: string): string {
  const { front } = post.version;
  const words = content.strings.writing;
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
  return `<article class="page post"><header class="page-header">${header}</header>${lead}${contents(article.headings, words.contents)}<div class="prose"${own}>${article.html}</div></article>`;
}

/** The picture a post's front matter names, above its text (decorative: the title says what the post is), loaded at once. */
function postPicture({ images, fileRoot }: PostPageBuild, ref: ImageRef | undefined): LeadPicture | undefined {
  const built = ref && images.prose?.[ref];
  if (!built) return undefined;
  const { html, preload } = leadPicture(built, { alt: '', sizes: imageSlots.prose.sizes, fileRoot });
  return { html: `<figure class="post-picture">${html}</figure>`, preload };
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
  const { content } = build;
  const assemble = await ownPageAssembler(build, POST_SOURCE, MARKER);
  const css = await ownStylesheets('post.css');
  const place = articlePlace(build);
  const articles = await Promise.all(content.ownPosts.map((post) => readArticle(post.version, place)));
  const problems = articles.flatMap((a) => a.problems);
  if (problems.length) throw new ContentError(problems);
  return new Map(
    content.ownPosts.map((post, i) => {
      const article = articles[i]!;
      const { title, summary, image } = post.version.front;
      const picture = postPicture(build, image);
      return assemble({
        page: { route: post.route, source: post.version.file, navLabel: title, title, description: summary ?? title },
        languages: post.languages,
        css: css + article.codeCss,
        structuredData: jsonLdScript(blogPosting(post, content, build.url(post.route))),
        // The owner's words in their own language and direction, the interface's in the page's.
        body: articleHtml(post, article, content, ownLanguage(build, post.version.lang), picture?.html ?? ''),
        lead: picture?.preload,
      });
    }),
  );
}
