/** The site's icon sprite: one `<symbol>` per icon, built from the same sources as inline icons. */
import { iconNames, inlineIcon } from '../../elements/shared/media/icons.ts';

/** Root attributes that must move from each icon's <svg> to its symbol's content. */
const PAINT = /\s(fill|stroke|stroke-width|stroke-linecap|stroke-linejoin)="([^"]*)"/g;

export function iconSprite(): string {
  const symbols = iconNames().map((name) => {
    const svg = inlineIcon(name);
    const open = svg.slice(0, svg.indexOf('>'));
    const viewBox = open.match(/viewBox="([^"]*)"/)![1];
    const paint = [...open.matchAll(PAINT)].map(([all]) => all).join('');
    const body = svg.slice(svg.indexOf('>') + 1, svg.lastIndexOf('</svg>'));
    return `<symbol id="${name}" viewBox="${viewBox}"><g${paint}>${body}</g></symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`;
}
