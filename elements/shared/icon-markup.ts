/**
 * How a section, the nav or the footer draws an icon.
 *
 * - Embeds: inline SVG (another origin may not `<use>` our files).
 * - Sections, in the prerendered page: inline SVG, so the first paint waits for no sprite; an
 *   icon heavier than `HEAVY_ICON` (a detailed brand mark) is its own file as a mask image.
 *   Markup a section renders later in the browser `<use>`s the sprite (cached by then).
 * - Nav and footer (lit-html, whose hydration expects the very markup the build wrote): the
 *   icon's own file as a mask image, at build time and in the browser alike.
 *
 * A mask icon is a square in the text colour (so it follows the theme like inline SVG) cut out
 * by the icon's file: a small image, fetched beside the page rather than before its first paint.
 */
import { inlineIcon, type IconName } from './icons.ts';
import { siteRoot } from './urls.ts';

/** Inline markup longer than this would weigh down every page that shows the icon. */
const HEAVY_ICON = 1000;
const HIDDEN = 'aria-hidden="true" focusable="false" width="24" height="24"';

const spriteIcon = (name: IconName) => `<svg ${HIDDEN}><use href="${siteRoot}${__ICON_SPRITE__}#${name}"/></svg>`;

/** The icon's own file as a mask (the sprite where the bundle has no icon files, as in unit tests). */
export function maskIcon(name: IconName): string {
  const file = __ICON_FILES__[name];
  return file ? `<svg ${HIDDEN} viewBox="0 0 24 24"><rect width="24" height="24" fill="currentColor" mask="url(${siteRoot}${file})"/></svg>` : spriteIcon(name);
}

export function iconMarkup(name: IconName): string {
  if (__EMBED__) return inlineIcon(name);
  if (!__PRERENDER__) return spriteIcon(name);
  const inline = inlineIcon(name);
  return inline.length > HEAVY_ICON ? maskIcon(name) : inline;
}
