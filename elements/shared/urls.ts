import site from 'bound:site-urls';
import { dialable } from '../../content/derive.ts';
import { routePath } from '../../content/site-urls.ts';

/**
 * Where things live once built, from the site's one `SiteUrls` value (content/site-urls.ts), which
 * the build binds into this language's bundles (`bound:site-urls`) and sets for each render in the
 * prerender. The site may be served from a subfolder (`BASE_PATH`), and an embedded widget runs on
 * someone else's page, so no URL is written as a bare absolute path.
 */

/**
 * The site root with a trailing slash: the site's base path; an embed file finds it from its own
 * URL (`<root>/embed/<tag>.js`), so its images load from the owner's site, not from the page that
 * embeds it.
 */
export const siteRoot = (): string => (__EMBED__ ? new URL('../', import.meta.url).href : site.base);

/** A built file's link (`file` from the site root: "assets/icons.abc.svg", "contact.vcf"), shared by every language. */
export const fileHref = (file: string): string => siteRoot() + file;

/**
 * The root of the pages in the language this was built for: the site root for the default
 * language, its folder for another (`/ar/`). Pictures and icons are shared and stay at `siteRoot`.
 */
export const pagesRoot = (): string => siteRoot() + site.folder;

/**
 * Link to a route of the site ("" is Home, "about" is about/, "about#education" is
 * about/#education), in this language or in the language whose pages are in `folder`.
 */
export const routeHref = (route: string, folder = site.folder): string => siteRoot() + routePath(route, folder);

/** `tel:` link for a phone number written for people ("+91 98765 43210"). */
export const telHref = (phone: string): string => `tel:${dialable(phone)}`;

/**
 * The route of a path on this site ("" for Home, "about" for /about/), or null when the path
 * is outside the site. Trailing slashes and `index.html` do not matter.
 */
export function currentRoute(pathname: string): string | null {
  const root = new URL(pagesRoot(), 'http://x').pathname;
  if (!`${pathname}/`.startsWith(root)) return null;
  return pathname
    .slice(root.length)
    .replace(/(^|\/)index\.html$/, '')
    .replace(/\/+$/, '');
}
