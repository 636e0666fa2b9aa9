/**
 * Step 0: the content of `data/` as it is on disk now (see import-bundle.ts): its shape checked
 * and read by its schemas (content/check-shape.ts, URLs normalised), the synced entries that are
 * not the owner's left out (content/synced.ts), then, for each language of
 * the site, its words in that language (content/translate.ts) and the defaults filled in
 * (content/assemble.ts). A problem stops here, one line each, before any code reads the content.
 */
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { assembleContent } from '../../content/assemble.ts';
import { checkShape } from '../../content/check-shape.ts';
import { readLanguageTag } from '../../content/language-tags.ts';
import { language, type Language } from '../../content/languages.ts';
import { listedPosts, POSTS_FOLDER, type PostFile, postPages, pseudoPosts, readPosts } from '../../content/posts.ts';
import { PROJECTS_FOLDER, projectPages, projectSlugs, readWriteUps } from '../../content/project-pages.ts';
import { pseudoData } from '../../content/pseudo.ts';
import { withShownPages } from '../../content/shown.ts';
import { ownSynced, wantsPage } from '../../content/synced.ts';
import { translate, type Untranslated } from '../../content/translate.ts';
import { siteUrlsFor, type SiteUrls } from '../../content/site-urls.ts';
import type { Content, DataInput, OwnPostPage, Page } from '../../content/types.ts';
import { ContentError } from '../../content/validate.ts';
import { sectionTags } from './html.ts';
import { importBundle } from './import-bundle.ts';
import { findSections, type SectionFolder } from './sections.ts';

/** The site in one of its languages. */
export interface LanguageSite {
  readonly language: Language;
  readonly content: Content;
}

export interface Site {
  /** The default language first (data/strings.ts's `lang`), then data/translations.ts's. */
  readonly languages: readonly LanguageSite[];
  /** The texts a translation leaves out (shown in the default language). */
  readonly untranslated: readonly Untranslated[];
  /** Files not published, one line each: synced ones (content/synced.ts: another owner's, or a source no longer named), and posts in a language the site does not have. */
  readonly unpublished: readonly string[];
  /** Where the site lives (`base` and the profile's origin), in its default language: every address is made from it. */
  readonly urls: SiteUrls;
  /**
   * data/posts/ read again as this read it (its languages, drafts, pseudo-language): each
   * language's post pages, in the order of `languages`. For `npm start`'s quick path (post-texts.ts).
   */
  readonly postPagesAgain: () => Promise<readonly (readonly OwnPostPage[])[]>;
}

export interface LoadOptions {
  /** The visitor-facing words in the pseudo-language (content/pseudo.ts). */
  readonly pseudo?: boolean;
  /** The sections, whose contracts say which have something to show (else found here). */
  readonly sections?: readonly SectionFolder[];
  /** The site's root path (`BASE_PATH`, default "/"): the addresses of the owner's own posts. */
  readonly base?: string;
  /** Build the owner's draft posts too (`npm start`; content/posts.ts). */
  readonly drafts?: boolean;
}

/** The Markdown files of a folder of data/ (data/posts/, data/projects/; none without the folder). */
async function markdownFiles(root: string, name: string): Promise<PostFile[]> {
  const folder = path.join(root, 'data', name);
  const names = await readdir(folder).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const markdown = names.filter((name) => name.endsWith('.md')).sort();
  return Promise.all(markdown.map(async (name) => ({ name, text: await readFile(path.join(folder, name), 'utf8') })));
}

/** data/ in every language of the site. */
export async function loadSite(root: string, { pseudo = false, sections, base = '/', drafts = false }: LoadOptions = {}): Promise<Site> {
  const { problems, data: checked } = checkShape(
    await importBundle<Record<string, unknown>>({
      stdin: { contents: "export * from './data/index.ts';\n", resolveDir: root, loader: 'ts' },
    }),
  );
  if (problems.length) throw new ContentError(problems);
  // Only the owner's own synced entries, of the pages they want.
  const { data: input, warnings: unsynced } = ownSynced(checked);
  // Each language by its canonical tag, its folder taken by no page (content/language-tags.ts).
  const tags = { routes: [...input.pages, input.notFoundPage].map((page) => page.route), seen: new Map<string, string>() };
  const untranslated: Untranslated[] = [];
  const variants: { lang: string; data: DataInput }[] = [];
  for (const [i, written] of [input.strings.lang, ...input.translations.map((t) => t.lang)].entries()) {
    const tag = readLanguageTag(written, tags, i > 0);
    if ('problem' in tag) problems.push(`data/${i ? 'translations' : 'strings'}.ts: lang: ${tag.problem}`);
    const lang = 'lang' in tag ? tag.lang : written;
    if (i === 0) {
      variants.push({ lang, data: { ...input, strings: { ...input.strings, lang } } });
      continue;
    }
    const translated = translate(input, { ...input.translations[i - 1]!, lang });
    problems.push(...translated.problems);
    untranslated.push(...translated.untranslated);
    variants.push({ lang, data: translated.data });
  }
  const tagsOf = variants.map((v) => v.lang);
  const readOwn = async () => {
    const read = readPosts(await markdownFiles(root, POSTS_FOLDER), tagsOf);
    // `writing.page: false`: no Writing page, so no post of data/posts/ either.
    const posts = wantsPage(input.writing) ? (pseudo ? pseudoPosts(read.posts) : read.posts) : [];
    return { ...read, posts };
  };
  const read = await readOwn();
  problems.push(...read.problems);
  const own = read.posts;
  // A page per project: its slug from the default language's title, its write-up from data/projects/.
  const slugs = projectSlugs(input.projects);
  const written = readWriteUps(await markdownFiles(root, PROJECTS_FOLDER), slugs.slugs, tagsOf);
  problems.push(...slugs.problems, ...written.problems);
  if (problems.length) throw new ContentError(problems);
  const shown = await shownPages(root, input.pages, sections ?? (await findSections()));
  const languages = variants.map(({ lang }, i) => language(lang, i === 0, tagsOf));
  const urls = siteUrlsFor(base, input.profile.siteUrl);
  const place = { urls, folders: Object.fromEntries(languages.map((l) => [l.lang, l.folder])) };
  return {
    languages: variants.map(({ lang, data: words }, i) => {
      const assembled = assembleContent(pseudo ? pseudoData(words) : words);
      const posts = listedPosts(assembled.posts, own, lang, place);
      // Every project with its page's slug, which the dialog's link to the page reads.
      const projects = assembled.projects.map((project, p) => ({ ...project, slug: slugs.slugs[p]! }));
      const projectPagesHere = projectPages(projects, slugs.slugs, written.writeUps, lang);
      return {
        language: languages[i]!,
        content: shown({ ...assembled, projects, posts, ownPosts: postPages(own, lang, drafts), projectPages: projectPagesHere }),
      };
    }),
    untranslated,
    // Synced files not published, and posts in a language the site no longer has: left out, one line each.
    unpublished: [...unsynced, ...read.leftOut, ...written.leftOut],
    urls,
    postPagesAgain: async () => {
      const again = await readOwn();
      if (again.problems.length) throw new ContentError(again.problems);
      return tagsOf.map((lang) => postPages(again.posts, lang, drafts));
    },
  };
}

/**
 * Keeps the pages with something to show (content/shown.ts `withShownPages`): the sections on
 * each page, read from its source, and each section's `shows` rule, read from its contract. A page
 * whose source cannot be read is kept, for the page step to name.
 */
async function shownPages(
  root: string,
  pages: readonly Page[],
  sections: readonly SectionFolder[],
): Promise<(content: Content) => Content> {
  const shows = new Map(sections.map(({ tag, contract }) => [tag, contract.shows]));
  const tags = new Map(
    await Promise.all(
      pages.map(async ({ source }) => [source, sectionTags(await readFile(path.join(root, source), 'utf8').catch(() => ''))] as const),
    ),
  );
  return (content) =>
    withShownPages(
      content,
      (page) => tags.get(page.source) ?? [],
      (tag, c) => shows.get(tag)?.(c) ?? true,
    );
}

/** data/ in the site's default language. */
export async function loadContent(root: string, options: LoadOptions = {}): Promise<Content> {
  return (await loadSite(root, options)).languages[0]!.content;
}
