import { unsafeHTML } from 'lit-html/directives/unsafe-html.js';
import { iconMarkup } from './icon-markup.ts';
import type { IconName } from './icons.ts';

/** An icon in a lit-html template (the nav and footer); the SVG strings are our own constants. */
export const icon = (name: IconName) => unsafeHTML(iconMarkup(name));
