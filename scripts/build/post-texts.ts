/**
 * `npm start`'s quick path for the commonest edit while writing: the text of a post of
 * data/posts/ (the Markdown under its front matter). Only that post's pages show its text: the
 * lists, feeds, sitemap and resume read its front matter alone. So rather than the whole build
 * (seconds, at 200 posts), the quick path reads data/posts/ again, and when every post is as the
 * last build left it but for its text, assembles the changed posts' pages in every language with
 * the heads, nav and footer that build made, and writes them over the built ones, with the site's
 * `_headers` (whose policy allows every page's styles by hash, and a post's code brings its own).
 * Anything else (a post added, removed or renamed, a front matter changed, a picture added to a
 * text) and it answers
 * `null`: the caller runs the whole build.
 */
import { isDeepStrictEqual } from 'node:util';
import { textPictures } from '../../content/text-pictures.ts';
import type { OwnPostPage } from '../../content/types.ts';
import type { LanguageBuild } from './language.ts';
import { type AssembledPage, writePages } from './pages.ts';
import { assemblePostPages } from './post-pages.ts';

/** A post page but its text, to compare two reads of data/posts/. */
const withoutText = ({ version: { markdown, ...version }, ...page }: OwnPostPage) => ({ ...page, version });

/** The pictures a post's text shows: a new one has files to make first (the whole build's step 1). */
const picturesOf = (page: OwnPostPage) => textPictures(page.version).map((picture) => picture.ref);

/** The posts of `after` whose text alone changed since `before` (the same pictures in it), or null when anything else differs. */
export function changedTexts(before: readonly OwnPostPage[], after: readonly OwnPostPage[]): OwnPostPage[] | null {
  if (!isDeepStrictEqual(before.map(withoutText), after.map(withoutText))) return null;
  // In the same order, the same posts: each changed one beside what it was.
  const changed = after.flatMap((now, i) => (now.version.markdown === before[i]!.version.markdown ? [] : [[before[i]!, now] as const]));
  if (changed.some(([was, now]) => !isDeepStrictEqual(picturesOf(was), picturesOf(now)))) return null;
  return changed.map(([, now]) => now);
}

/** What the quick path needs of a whole build, which it keeps up to date as it writes. */
export interface PostTextSite {
  /** Where the site was written (the final folder, not the one it was built in). */
  readonly outDir: string;
  readonly languages: readonly Pick<LanguageBuild, 'pages' | 'inlineScripts' | 'postPages'>[];
  /** data/posts/ read again, each language's post pages (content.ts `postPagesAgain`). */
  readonly postPagesAgain: () => Promise<readonly (readonly OwnPostPage[])[]>;
  /** A page's policy, given its language's inline scripts and its styles. */
  readonly policy: (scripts: readonly string[], styles: readonly string[]) => string;
  /** Writes the site's `_headers` into `outDir`, for every language's pages. */
  readonly writeHeaders: (outDir: string, languages: readonly Pick<LanguageBuild, 'pages' | 'inlineScripts'>[]) => Promise<void>;
}

/**
 * The quick path over the build `site`: the number of pages it wrote, or null when the edit needs
 * the whole build. A post whose new text has a problem throws its one line (ContentError) and
 * leaves the site and what the path knows as they were.
 */
export function postTextRebuild(site: PostTextSite): () => Promise<number | null> {
  let languages = site.languages.map((built) => ({ ...built, pages: new Map(built.pages) }));
  return async () => {
    const again = await site.postPagesAgain();
    const changes = languages.map((built, i) => changedTexts(built.postPages.content.ownPosts, again[i]!));
    if (changes.some((changed) => changed === null)) return null;
    const assembled = await Promise.all(
      languages.map(({ postPages }, i) => assemblePostPages({ ...postPages, content: { ...postPages.content, ownPosts: changes[i]! } })),
    );
    const next = languages.map((built, i) => ({
      ...built,
      pages: new Map<string, AssembledPage>([...built.pages, ...assembled[i]!]),
      postPages: { ...built.postPages, content: { ...built.postPages.content, ownPosts: again[i]! } },
    }));
    for (const [i, pages] of assembled.entries()) {
      await writePages(site.outDir, pages, (page) => site.policy(next[i]!.inlineScripts, page.styles));
    }
    await site.writeHeaders(site.outDir, next);
    languages = next;
    return assembled.reduce((sum, pages) => sum + pages.size, 0);
  };
}
