import { unsafeHTML } from 'lit-html/directives/unsafe-html.js';
import { spriteIcon } from './icon-markup.ts';
import type { IconName } from './icons.ts';

/**
 * An icon in a lit-html template (the nav and footer): a `<use>` of the sprite, the same markup at
 * build time and in the browser (hydration checks it). The SVG strings are our own constants.
 */
export const icon = (name: IconName) => unsafeHTML(spriteIcon(name));
