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
import { darkWithoutScripts, remToPx, scopedToHost } from './css.ts';
import { openPropsFor } from './open-props.ts';

const from = (...p: string[]) => path.join(projectRoot, ...p);

/** Every stylesheet under elements/, by the element folder it is in (`shared`, `site-nav`, `portfolio-hero`, …). */
async function elementStyles(): Promise<Map<string, string[]>> {
  const files = (await readdir(from('elements'), { recursive: true })).filter((f) => f.endsWith('.css'));
  const byFolder = new Map<string, string[]>();
  for (const file of files) {
    const folder = file.split(path.sep)[0]!;
    byFolder.set(folder, [...(byFolder.get(folder) ?? []), await readFile(from('elements', file), 'utf8')]);
  }
  return byFolder;
}

/** What every page carries whatever its sections: the shared pieces, the nav and the footer. */
const ON_EVERY_PAGE = ['shared', 'site-nav', 'site-footer'];

/**
 * The page stylesheet of a page showing the sections `tags`: the Open Props values that page's
 * styles use (the page's own, the shared pieces', the nav's, the footer's and its sections', a
 * sheet a section adopts later included: every stylesheet in their folders), then tokens, base,
 * nav and footer, then `fontCss`, the site's typeface in this language (scripts/build/web-font.ts:
 * its `@font-face` rules and the `--font-sans` it sets, after Open Props' own). A section's
 * folder holds all of its styles (no element imports another's), so a page carries no value
 * only another page's section uses (Journey's type colours on Home, 160 B gzip). `more` is a page's
 * own rules after all that (a post's page: styles/post.css and its code's colours), with the
 * Open Props values they use.
 */
export async function pageStylesheet(brand: BrandColors, fontCss = ''): Promise<(tags?: readonly string[], more?: string) => string> {
  const css = await esbuild.build({
    entryPoints: [from('styles/site.css')],
    bundle: true,
    minify: true,
    write: false,
    logLevel: 'warning',
  });
  const siteCss = brandTokens(css.outputFiles[0]!.text, brand);
  const styles = await elementStyles();
  const rest = siteCss + fontCss + darkWithoutScripts(siteCss);
  // Without `tags` (the browser tests' page, where any section may be): every element's values.
  const folders = (tags?: readonly string[]) => (tags ? [...ON_EVERY_PAGE, ...tags] : [...styles.keys()]);
  return (tags, more = '') =>
    openPropsFor(siteCss, fontCss, more, ...folders(tags).flatMap((folder) => styles.get(folder) ?? [])) + rest + more;
}

/** The tokens an embedded section carries in its shadow root. */
export async function embedTokens(brand: BrandColors): Promise<string> {
  const tokens = brandTokens(
    (await esbuild.transform(await readFile(from('styles/tokens.css'), 'utf8'), { loader: 'css', minify: true })).code,
    brand,
  );
  const css = openPropsFor(tokens, ...[...(await elementStyles()).values()].flat()) + tokens;
  return remToPx(scopedToHost(css));
}
