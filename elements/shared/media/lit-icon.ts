import { unsafeHTML } from 'lit-html/directives/unsafe-html.js';
import { iconMarkup, spriteIcon } from './icon-markup.ts';
import type { IconName } from './icons.ts';

/**
 * An icon below the first screen in a lit-html template (the footer): a `<use>` of the sprite,
 * the same markup at build time and in the browser. The SVG strings are our own constants.
 */
export const icon = (name: IconName) => unsafeHTML(spriteIcon(name));

/**
 * An icon of the first screen in a lit-html template (the nav): drawn into the page by the build
 * as a section's icons are (`iconMarkup`: inline), so the first paint shows it without waiting
 * for the sprite; the nav keeps the drawing the page came with. A template rendered in the
 * browser (an empty `<site-nav>`) draws a `<use>` of the sprite, so the runtime carries no
 * icon's shapes.
 */
export const pageIcon = (name: IconName) => unsafeHTML(iconMarkup(name));
