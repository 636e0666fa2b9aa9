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

export interface PageParts {
  readonly head: string;
  readonly nav: string;
  readonly footer: string;
  readonly section: (tag: string, attributes: Record<string, string>) => string;
  /** `lang` and `dir` for every section's element (unless its source sets them). */
  readonly host?: { readonly lang: string; readonly dir: string };
}

const SECTION = /<(portfolio-[a-z-]+)((?:\s+[a-z][a-z-]*(?:="[^"<>]*")?)*)\s*><\/\1>/g;
// HTML attribute names ignore case (React writes `srcSet`, `fetchPriority`): read them lower-cased.
const ATTRIBUTE = /([a-zA-Z][a-zA-Z-]*)(?:="([^"]*)")?/g;

const decode = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The section tags a page source holds, in order. */
export const sectionTags = (source: string): string[] => [...source.matchAll(SECTION)].map((m) => m[1]!);

export function parseAttributes(source: string): Record<string, string> {
  return Object.fromEntries([...source.matchAll(ATTRIBUTE)].map((m) => [m[1]!.toLowerCase(), decode(m[2] ?? '')]));
}

function replaceOnce(html: string, marker: string, replacement: string, file: string): string {
  const at = html.indexOf(marker);
  if (at < 0) throw new Error(`${file}: missing ${marker}`);
  return html.slice(0, at) + replacement + html.slice(at + marker.length);
}

export function assemblePage(source: string, file: string, parts: PageParts): string {
  let html = replaceOnce(source, '</head>', `${parts.head}\n</head>`, file);
  html = replaceOnce(html, '<site-nav></site-nav>', `<site-nav>${parts.nav}</site-nav>`, file);
  html = replaceOnce(html, '<site-footer></site-footer>', `<site-footer>${parts.footer}</site-footer>`, file);
  return html.replace(SECTION, (_, tag: string, attrs: string) => {
    const given = parseAttributes(attrs);
    const host = Object.entries(parts.host ?? {})
      .filter(([name]) => !(name in given))
      .map(([name, value]) => ` ${name}="${htmlAttribute(value)}"`)
      .join('');
    return `<${tag}${attrs}${host}>${parts.section(tag, given)}</${tag}>`;
  });
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
  /** The page's head, given the sections on it (`tags`). */
  readonly head: (page: Page, tags: readonly string[]) => string;
  readonly nav: (route: string | null) => string;
  readonly footer: string;
  /** A section rendered for these attributes. */
  readonly section: (tag: string, attributes: Record<string, string>) => RenderedSection;
  /** `%NAME%` → value, for the page sources. */
  readonly variables: Readonly<Record<string, string>>;
}

/** Pages ready but for their policy: file (from the site root) → HTML, and every inline `<style>` text they hold. */
export interface AssembledPages {
  readonly files: ReadonlyMap<string, string>;
  readonly styles: ReadonlySet<string>;
}

/**
 * Step 2, for each language (build.ts): every page of one language (and its 404.html) assembled from its source, into the
 * language's folder. Each section's element gets the page's `lang` and `dir`: its prerendered
 * shadow root cannot see an ancestor's direction.
 */
export async function assemblePages(build: PageBuild): Promise<AssembledPages> {
  const { content, root, language } = build;
  const files = new Map<string, string>();
  const styles = new Set<string>();
  for (const page of [...content.pages, content.notFoundPage]) {
    const outside = page === content.notFoundPage;
    const source = fillPlaceholders(await readFile(path.join(root, page.source), 'utf8'), page.source, build.variables);
    const eager: EagerImage[] = [];
    const section = (tag: string, attributes: Record<string, string>) => {
      const { html, record } = build.section(tag, attributes);
      for (const css of record.styles) styles.add(css);
      eager.push(...record.eagerImages);
      return html;
    };
    const html = assemblePage(source, page.source, {
      head: build.head(page, sectionTags(source)),
      nav: build.nav(outside ? null : page.route),
      footer: build.footer,
      section,
      host: { lang: language.lang, dir: language.dir },
    });
    const preload = eager[0] ? `    ${preloadLink(eager[0])}\n</head>` : '</head>';
    files.set(language.folder + (outside ? '404.html' : path.join(page.route, 'index.html')), html.replace('</head>', preload));
  }
  return { files, styles };
}

/** Writes the pages of every language with the policy, which allows every inline `<style>` of every page by its hash. */
export async function writePages(outDir: string, pages: readonly AssembledPages[], csp: string): Promise<void> {
  for (const { files } of pages) {
    for (const [target, html] of files) {
      await mkdir(path.dirname(path.join(outDir, target)), { recursive: true });
      // A function, so a `$` in the policy is not read as a replacement pattern.
      await writeFile(
        path.join(outDir, target),
        html.replace(CSP_PLACEHOLDER, () => htmlAttribute(csp)),
      );
    }
  }
}
