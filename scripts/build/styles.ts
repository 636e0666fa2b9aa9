/**
 * The theme as CSS: for the site's pages (tokens on <html>, inherited by every shadow root)
 * and for embeds (the same tokens on each section's :host, switched by `data-theme`, with rem
 * turned into px so a host page's root font size cannot rescale the widget).
 */
import * as esbuild from 'esbuild';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { projectRoot } from './config.ts';
import type { BrandColors } from '../../content/brand-color.ts';
import { brandTokens } from './brand.ts';
import { openPropsFor } from './open-props.ts';

const from = (...p: string[]) => path.join(projectRoot, ...p);

/** `1.5rem` → `24px` (the browser default root size), for CSS that must not follow the host page. */
export const remToPx = (css: string): string => css.replace(/(-?\d*\.?\d+)rem\b/g, (_, n: string) => `${+(Number(n) * 16).toFixed(3)}px`);

async function elementStyles(): Promise<string[]> {
  const files = (await readdir(from('elements'), { recursive: true })).filter((f) => f.endsWith('.css'));
  return Promise.all(files.map((f) => readFile(from('elements', f), 'utf8')));
}

/**
 * With scripts off, the theme script never adds `dark`: the dark tokens then follow the system
 * scheme instead. Written from the `:where(html.dark)` block, so the two never drift apart.
 */
function darkWithoutScripts(css: string): string {
  const block = css.match(/:where\(html\.dark\)\{([^}]*)\}/)?.[1];
  if (!block) throw new Error('styles/tokens.css has no :where(html.dark) block');
  return `@media (prefers-color-scheme:dark){:where(html:not(.js)){${block}}}`;
}

/**
 * The page stylesheet: the Open Props values used anywhere, then tokens, base, nav and footer,
 * then `fontCss`, the site's typeface in this language (scripts/build/web-font.ts: its
 * `@font-face` rules and the `--font-sans` it sets, after Open Props' own).
 */
export async function pageStylesheet(brand: BrandColors, fontCss = ''): Promise<string> {
  const css = await esbuild.build({
    entryPoints: [from('styles/site.css')],
    bundle: true,
    minify: true,
    write: false,
    logLevel: 'warning',
  });
  const siteCss = brandTokens(css.outputFiles[0]!.text, brand);
  return openPropsFor(siteCss, fontCss, ...(await elementStyles())) + siteCss + fontCss + darkWithoutScripts(siteCss);
}

/** The tokens an embedded section carries in its shadow root. */
export async function embedTokens(brand: BrandColors): Promise<string> {
  const tokens = brandTokens(
    (await esbuild.transform(await readFile(from('styles/tokens.css'), 'utf8'), { loader: 'css', minify: true })).code,
    brand,
  );
  const css = openPropsFor(tokens, ...(await elementStyles())) + tokens;
  return remToPx(css.replaceAll(':where(html.dark)', ':host([data-theme=dark])').replaceAll(':where(html)', ':host')).trim();
}
