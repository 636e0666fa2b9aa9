/**
 * How a section, the nav or the footer draws an icon.
 *
 * - Embeds: inline SVG (another origin may not `<use>` our files).
 * - Sections, in the prerendered page: interface icons inline, so the first paint waits for
 *   nothing; brand marks (GitHub, LinkedIn…: detailed drawings, 0.4–7 KB each, that would weigh
 *   down every page showing them, about 400 B gzip of Home for two) `<use>` the sprite, which the
 *   footer's marks fetch on every page anyway. Markup a section renders later in the browser
 *   `<use>`s the sprite too (cached by then).
 * - The nav (lit-html, the first screen): as a section, inline, written by the build and kept as it
 *   is in the browser (`pageIcon`, lit-icon.ts).
 * - The footer (lit-html, whose hydration expects the very markup the build wrote; below the first
 *   screen): a `<use>` of the sprite, at build time and in the browser alike.
 *
 * A `<use>` draws the icon's own shapes in the text colour (`currentColor` reaches into it), so
 * it follows the theme like inline SVG, and also in forced colours and in print. The sprite is
 * one small image for every icon of the site, fetched once beside the page rather than before its
 * first paint: one request, whatever the number of icons a page shows.
 */
import { inlineIcon, isBrandMark, type IconName } from './icons.ts';
import { fileHref } from '../urls.ts';

/** An `<svg>` drawing the symbol at `href` (an SVG `<use>`). */
const svgUse = (href: string) =>
  `<svg aria-hidden="true" focusable="false" width="24" height="24" viewBox="0 0 24 24"><use href="${fileHref(href)}"/></svg>`;
/** A `<use>` of the icon's symbol in the site's sprite. */
export const spriteIcon = (name: IconName): string => svgUse(`${__ICON_SPRITE__}#${name}`);

export function iconMarkup(name: IconName): string {
  // One condition on the constants, so a browser bundle (both false) folds it away and carries no
  // icon's shapes.
  if (__EMBED__ || __PRERENDER__) {
    return __EMBED__ || !isBrandMark(name) ? inlineIcon(name) : spriteIcon(name);
  }
  return spriteIcon(name);
}
