/**
 * Turns a page source (`index.html`, `pages/*.html`) into a finished page: fills the nav, the
 * footer and each section with its prerendered HTML, and adds the head and scripts.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Content, Page } from '../../content/types.ts';
import { inlineStyles } from './csp.ts';
import { CSP_PLACEHOLDER, fillPlaceholders } from './head.ts';

export interface PageParts {
  readonly head: string;
  readonly nav: string;
  readonly footer: string;
  readonly section: (tag: string, attributes: Record<string, string>) => string;
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
    return `<${tag}${attrs}>${parts.section(tag, parseAttributes(attrs))}</${tag}>`;
  });
}

/**
 * The first image a section marks `loading="eager"` (above the fold, so likely the page's largest
 * paint) is fetched from the head with high priority, before the parser reaches it. Inside a
 * `<picture>` the preload names its first `<source>` (AVIF, with its type), so the browser fetches
 * the same file the picture then picks, never the fallback as well.
 */
export function preloadEagerImage(html: string): string {
  const found = /(?:<picture>\s*<source\s([^>]*)>(?:(?!<\/picture>)[\s\S])*?)?<img\s([^>]*\bloading="eager"[^>]*)>/.exec(html);
  if (!found) return html;
  const attrs = parseAttributes(found[1] ?? found[2]!);
  const fallback = parseAttributes(found[2]!);
  const link = [
    '<link rel="preload" as="image"',
    // `href` too (its first candidate), or Chromium warns the preload has an invalid href.
    found[1] ? `type="${attrs.type}" href="${attrs.srcset!.trim().split(/\s/)[0]}"` : `href="${fallback.src}"`,
    attrs.srcset && `imagesrcset="${attrs.srcset}"`,
    attrs.sizes && `imagesizes="${attrs.sizes}"`,
    'fetchpriority="high" />',
  ]
    .filter(Boolean)
    .join(' ');
  return html.replace('</head>', `    ${link}\n</head>`);
}

export interface PageBuild {
  readonly content: Content;
  readonly root: string;
  readonly outDir: string;
  readonly head: (page: Page) => string;
  readonly nav: (route: string | null) => string;
  readonly footer: string;
  /** A section's prerendered shadow root for these attributes. */
  readonly section: (tag: string, attributes: Record<string, string>) => string;
  /** `%NAME%` → value, for the page sources. */
  readonly variables: Readonly<Record<string, string>>;
  /** The page policy, given the texts of every inline `<style>` of every page. */
  readonly policy: (inlineStyleTexts: readonly string[]) => string;
}

/**
 * Step 5: every page (and 404.html) assembled from its source, then written with the policy,
 * which allows every inline `<style>` of every page by its hash. Returns the policy.
 */
export async function writePages(build: PageBuild): Promise<string> {
  const { content, root, outDir } = build;
  const assembled = new Map<string, string>();
  for (const page of [...content.pages, content.notFoundPage]) {
    const outside = page === content.notFoundPage;
    const source = fillPlaceholders(await readFile(path.join(root, page.source), 'utf8'), page.source, build.variables);
    const html = assemblePage(source, page.source, {
      head: build.head(page),
      nav: build.nav(outside ? null : page.route),
      footer: build.footer,
      section: build.section,
    });
    assembled.set(outside ? '404.html' : path.join(page.route, 'index.html'), preloadEagerImage(html));
  }
  const csp = build.policy([...assembled.values()].flatMap(inlineStyles));
  for (const [target, html] of assembled) {
    await mkdir(path.dirname(path.join(outDir, target)), { recursive: true });
    await writeFile(path.join(outDir, target), html.replace(CSP_PLACEHOLDER, csp));
  }
  return csp;
}
