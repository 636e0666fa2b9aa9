import { unsafeHTML } from 'lit-html/directives/unsafe-html.js';
import { icons, type IconName } from './icons.ts';

/** An icon in a lit-html template (the nav and footer); the SVG strings are our own constants. */
export const icon = (name: IconName) => unsafeHTML(icons[name]);
