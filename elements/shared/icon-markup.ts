/** How a section or the nav draws an icon: a `<use>` of the site's sprite, or inline in embeds. */
import { inlineIcon, type IconName } from './icons.ts';
import { siteRoot } from './urls.ts';

export const iconMarkup = (name: IconName): string =>
  __EMBED__
    ? inlineIcon(name)
    : `<svg aria-hidden="true" focusable="false" width="24" height="24"><use href="${siteRoot}${__ICON_SPRITE__}#${name}"/></svg>`;
