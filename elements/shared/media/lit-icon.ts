import { noChange } from 'lit-html';
import { Directive, directive, type ChildPart } from 'lit-html/directive.js';
import { unsafeHTML } from 'lit-html/directives/unsafe-html.js';
import { iconMarkup, spriteIcon } from './icon-markup.ts';
import type { IconName } from './icons.ts';

/**
 * An icon below the first screen in a lit-html template (the footer): a `<use>` of the sprite,
 * the same markup at build time and in the browser (hydration checks it). The SVG strings are
 * our own constants.
 */
export const icon = (name: IconName) => unsafeHTML(spriteIcon(name));

/**
 * An icon of the first screen in a lit-html template (the nav): drawn into the page by the build
 * as a section's icons are (`iconMarkup`: inline), so the first paint shows it without waiting
 * for the sprite. In the browser the drawing the page came with is kept as it is, so the runtime
 * carries no icon's shapes and hydration has no markup to compare; a template rendered without
 * prerendered markup draws a `<use>` of the sprite. An icon's place never changes its name.
 */
class PageIcon extends Directive {
  render(name: IconName) {
    return unsafeHTML(iconMarkup(name));
  }

  override update(part: ChildPart, [name]: [IconName]) {
    return part.startNode?.nextSibling instanceof SVGElement ? noChange : this.render(name);
  }
}

export const pageIcon = directive(PageIcon);
