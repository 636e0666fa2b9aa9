/**
 * What a page of the owner's own writing shares, a post's (post-pages.ts) or a project's
 * (project-pages.ts): the build's parts for one language (`OwnPageBuild`, made by language.ts),
 * its stylesheets read from styles/, and the page assembled from its page source with the site's
 * head, nav and footer, its body where the source's marker is.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Language } from '../../content/languages.ts';
import type { ImageManifest } from '../../elements/shared/media/image-slots.ts';
import type { EagerImage } from '../../elements/shared/render-record.ts';
import type { Content, Page } from '../../content/types.ts';
import { projectRoot } from './config.ts';
import { minifyCss } from './css.ts';
import { htmlAttribute } from './escape.ts';
import { fillPlaceholders } from './head.ts';
import type { ArticlePlace } from './markdown.ts';
import type { RenderedSection } from '../../elements/prerender.ts';
import { IN_TEXT } from '../../elements/shared/section/in-text.ts';
import { assemblePage, type AssembledPage } from './pages.ts';

export interface OwnPageBuild {
  readonly content: Content;
  /** The project folder, whose page source is read. */
  readonly root: string;
  readonly language: Language;
  readonly languages: readonly Language[];
  /** Every word in the pseudo-language (`PSEUDO_LANGUAGE=1`). */
  readonly pseudo: boolean;
  /** The root of this language's pages (`/`, `/portfolio/ar/`): links inside the site start from it. */
  readonly home: string;
  /** The page's head: its page, the languages it is in, the sections it shows, the stylesheet's extra rules and its structured data (a JSON-LD `<script>`). */
  readonly head: (
    page: Page,
    languages: readonly Language[],
    tags: readonly string[],
    css: string,
    structuredData: string,
  ) => { readonly html: string; readonly styles: readonly string[] };
  /** A section of the site's, prerendered as on any page, where a text holds its element. */
  readonly section: (tag: string, attributes: Record<string, string>) => RenderedSection;
  /** The site's sections a text may hold: tag → the attributes it takes. */
  readonly elements: Readonly<Record<string, readonly string[]>>;
  /** A page's absolute address, in this language. */
  readonly url: (route: string) => string;
  readonly nav: (route: string) => string;
  readonly footer: string;
  /** `%NAME%` → value, for the page source. */
  readonly variables: Readonly<Record<string, string>>;
  /** What the build made of every image, and the site root its files are under (`/`, `/portfolio/`). */
  readonly images: ImageManifest;
  readonly fileRoot: string;
}

/**
 * Where a text of the owner's (a post's, a write-up's) is rendered (markdown.ts): from this
 * language's root, and a link in it may lead to any page of the site, a post's or a project's too.
 */
export const articlePlace = ({
  content,
  home,
  pseudo,
  images,
  fileRoot,
  elements,
}: Pick<OwnPageBuild, 'content' | 'home' | 'pseudo' | 'images' | 'fileRoot' | 'elements'>): ArticlePlace => ({
  root: home,
  routes: [content.pages, content.ownPosts, content.projectPages].flatMap((pages) => pages.map((page) => page.route)),
  pseudo,
  strings: content.strings.writing,
  pictures: images.prose ?? {},
  fileRoot,
  elements,
});

/** Stylesheets of styles/, minified and joined (read on every build, so `npm start` shows an edit). */
export async function ownStylesheets(...files: readonly string[]): Promise<string> {
  const sheets = await Promise.all(files.map((file) => readFile(path.join(projectRoot, 'styles', file), 'utf8')));
  return minifyCss(sheets.join('\n'));
}

/** One page: what its head says, the languages it is in (tags), its extra CSS and JSON-LD, and its body. */
export interface OwnPage {
  readonly page: Page;
  readonly languages: readonly string[];
  readonly css: string;
  readonly structuredData: string;
  readonly body: string;
  /** The picture the body shows at once, if any: the head preloads it, as a section page's first picture. */
  readonly lead?: EagerImage | undefined;
}

/**
 * The page source (`pages/post.html`) read with its placeholders filled, then a function that
 * assembles a page of it: file (from the site root) and page.
 */
export async function ownPageAssembler(
  build: OwnPageBuild,
  sourceFile: string,
  marker: string,
): Promise<(own: OwnPage) => readonly [string, AssembledPage]> {
  const source = fillPlaceholders(await readFile(path.join(build.root, sourceFile), 'utf8'), sourceFile, build.variables);
  return ({ page, languages, css, structuredData, body, lead }) => [
    `${build.language.folder}${page.route}/index.html`,
    assemblePage(
      source.replace(marker, () => body),
      sourceFile,
      {
        head: (tags) =>
          build.head(
            page,
            build.languages.filter((l) => languages.includes(l.lang)),
            tags,
            css,
            structuredData,
          ),
        nav: build.nav(page.route),
        footer: build.footer,
        // A section here is inside the text, whose title is the page's (its own heading is an <h2>).
        section: (tag, attributes) => build.section(tag, { ...attributes, [IN_TEXT]: '' }),
        host: { lang: build.language.lang, dir: build.language.dir, [IN_TEXT]: '' },
        lead,
      },
    ),
  ];
}

/** The language a text is written in when it is not the page's (a post or write-up not translated), as attributes for its element. */
export function ownLanguage(build: Pick<OwnPageBuild, 'language' | 'languages'>, lang: string): string {
  if (lang === build.language.lang) return '';
  const written = build.languages.find((l) => l.lang === lang);
  return written ? ` lang="${htmlAttribute(written.lang)}" dir="${written.dir}"` : '';
}
