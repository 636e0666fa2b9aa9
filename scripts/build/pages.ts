/**
 * Turns a page source (`index.html`, `pages/*.html`) into a finished page: fills the nav, the
 * footer and each section with its prerendered HTML, and adds the head and scripts.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Language } from '../../content/languages.ts';
import type { Content, Page } from '../../content/types.ts';
import type { RenderedSection } from '../../elements/prerender.ts';
import type { EagerImage } from '../../elements/shared/render-record.ts';
import { htmlAttribute, urlAttribute } from './escape.ts';
import { CSP_PLACEHOLDER, fillPlaceholders } from './head.ts';
import { insertAll, isSectionTag, sourceElements, type Insertion } from './html.ts';

export interface PageParts {
  /** What goes at the end of the head, given the sections on the page (called once they are rendered), and the inline styles it holds. */
  readonly head: (tags: readonly string[]) => { readonly html: string; readonly styles: readonly string[] };
  readonly nav: string;
  readonly footer: string;
  readonly section: (tag: string, attributes: Record<string, string>) => RenderedSection;
  /** Attributes for every section's element (unless its source sets them): `lang` and `dir`, and where it is. */
  readonly host: Readonly<Record<string, string>>;
  /** The picture the page shows at once ahead of its sections', if any (a post's own picture). */
  readonly lead?: EagerImage | undefined;
}

/**
 * The page source with its head, nav, footer and sections filled in, and the inline styles it
 * holds. The source gives each of `<site-nav>`, `<site-footer>` and the sections as an empty
 * element; a section gets `parts.host`'s attributes unless it sets them itself. The first picture
 * shown at once (`parts.lead`, else the first a section shows) is preloaded from the head.
 */
export function assemblePage(source: string, file: string, parts: PageParts): AssembledPage {
  const elements = sourceElements(source, (tag) => tag === 'head' || tag === 'site-nav' || tag === 'site-footer' || isSectionTag(tag));
  const one = (tag: string) => {
    const found = elements.filter((e) => e.tag === tag);
    if (found.length !== 1 || (tag === 'head' && found[0]!.endTagStart === null)) throw new Error(`${file}: needs one <${tag}></${tag}>`);
    return found[0]!;
  };
  const styles = new Set<string>();
  const eager: EagerImage[] = parts.lead ? [parts.lead] : [];
  const sections = elements.filter((e) => isSectionTag(e.tag));
  const insertions: Insertion[] = [
    { at: one('site-nav').contentStart, text: parts.nav },
    { at: one('site-footer').contentStart, text: parts.footer },
  ];
  for (const { tag, attributes, startTagClose, contentStart } of sections) {
    const host = Object.entries(parts.host)
      .filter(([name]) => !(name in attributes))
      .map(([name, value]) => ` ${name}="${htmlAttribute(value)}"`)
      .join('');
    const { shadow, record } = parts.section(tag, { ...attributes });
    for (const css of record.styles) styles.add(css);
    eager.push(...record.eagerImages);
    insertions.push({ at: startTagClose, text: host }, { at: contentStart, text: `<template shadowrootmode="open">${shadow}</template>` });
  }
  // The head last: it preloads a picture only a rendered section names.
  const head = parts.head(sections.map((e) => e.tag));
  for (const css of head.styles) styles.add(css);
  const preload = eager[0] ? `\n    ${preloadLink(eager[0])}` : '';
  insertions.push({ at: one('head').endTagStart!, text: `${head.html}${preload}\n` });
  return { html: insertAll(source, insertions), styles: [...styles] };
}

/**
 * The preload of the first image a section shows at once (above the fold, so likely the page's
 * largest paint): fetched from the head with high priority, before the parser reaches it. For a
 * `<picture>` it names the first `<source>` (AVIF, with its type), so the browser fetches the
 * same file the picture then picks, never the fallback as well.
 */
export function preloadLink({ href, type, srcset, sizes }: EagerImage): string {
  return [
    '<link rel="preload" as="image"',
    // `href` too (the first candidate), or Chromium warns the preload has an invalid href.
    type && `type="${htmlAttribute(type)}"`,
    `href="${urlAttribute(href)}"`,
    srcset && `imagesrcset="${htmlAttribute(srcset)}"`,
    sizes && `imagesizes="${htmlAttribute(sizes)}"`,
    'fetchpriority="high" />',
  ]
    .filter(Boolean)
    .join(' ');
}

export interface PageBuild {
  readonly content: Content;
  readonly root: string;
  /** The language's pages folder under the site root ("" or "ar/"), and its direction. */
  readonly language: Pick<Language, 'lang' | 'dir' | 'folder'>;
  /** The page's head, given the sections on it (`tags`), and the inline styles it holds. */
  readonly head: (page: Page, tags: readonly string[]) => { readonly html: string; readonly styles: readonly string[] };
  readonly nav: (route: string | null) => string;
  readonly footer: string;
  /** A section rendered for these attributes. */
  readonly section: (tag: string, attributes: Record<string, string>) => RenderedSection;
  /** `%NAME%` → value, for the page sources. */
  readonly variables: Readonly<Record<string, string>>;
}

/** A page ready but for its policy, and the text of every inline `<style>` its sections hold (allowed by their hashes). */
export interface AssembledPage {
  readonly html: string;
  readonly styles: readonly string[];
}

/** The pages of a language: file (from the site root) → page. */
export type AssembledPages = ReadonlyMap<string, AssembledPage>;

/**
 * Step 2, for each language (build.ts): every page of one language (and its 404.html) assembled from its source, into the
 * language's folder. Each section's element gets the page's `lang` and `dir`: its prerendered
 * shadow root cannot see an ancestor's direction.
 */
export async function assemblePages(build: PageBuild): Promise<AssembledPages> {
  const { content, root, language } = build;
  const files = new Map<string, AssembledPage>();
  for (const page of [...content.pages, content.notFoundPage]) {
    const outside = page === content.notFoundPage;
    const source = fillPlaceholders(await readFile(path.join(root, page.source), 'utf8'), page.source, build.variables);
    const assembled = assemblePage(source, page.source, {
      head: (tags) => build.head(page, tags),
      nav: build.nav(outside ? null : page.route),
      footer: build.footer,
      section: build.section,
      host: { lang: language.lang, dir: language.dir },
    });
    files.set(language.folder + (outside ? '404.html' : path.join(page.route, 'index.html')), assembled);
  }
  return files;
}

/**
 * Writes the pages, each with its own policy (`policyFor` its inline styles): a page allows by
 * hash only the styles it holds, so its policy names a few hashes, not every page's.
 */
export async function writePages(outDir: string, pages: AssembledPages, policyFor: (page: AssembledPage) => string): Promise<void> {
  for (const [target, page] of pages) {
    const csp = policyFor(page);
    await mkdir(path.dirname(path.join(outDir, target)), { recursive: true });
    // A function, so a `$` in the policy is not read as a replacement pattern.
    await writeFile(
      path.join(outDir, target),
      page.html.replace(CSP_PLACEHOLDER, () => htmlAttribute(csp)),
    );
  }
}
