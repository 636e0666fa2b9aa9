/**
 * Where the site lives, as one value: `SiteUrls`. The build makes it once from its settings and
 * the profile (`siteUrlsFor`, as it reads data/: scripts/build/content.ts), one per language (`inFolder`), and hands
 * the same value to everything that writes an address: the pages' heads, the sitemap, the
 * snippets, and the browser bundles, which read it as bound data (`bound:site-urls`,
 * elements/shared/urls.ts); the build-time renderer reads it from its render settings. Every
 * address is made by the functions below from that value, never glued by hand.
 */
export interface SiteUrls {
  /** The URL path the site is served under, with leading and trailing slash: "/" or "/portfolio/". */
  readonly base: string;
  /** The language's pages folder under `base`: "" for the default language, "ar/" for another. */
  readonly folder: string;
  /** The site's origin ("https://ada.dev"), for addresses read off the site: canonical, sitemap, previews. */
  readonly origin: string;
}

/**
 * The one rule for a route's address below the site root, in the language whose pages are in
 * `folder`: `""` is Home (the folder itself), `"about"` is `about/`, `"about#education"` is
 * `about/#education`.
 */
export function routePath(route: string, folder = ''): string {
  const [path = '', hash] = route.split('#');
  return folder + (path ? `${path}/` : '') + (hash ? `#${hash}` : '');
}

/** Where a site served under `base` (`BASE_PATH`) at `siteUrl` (the profile's) lives, in its default language. */
export const siteUrlsFor = (base: string, siteUrl: string): SiteUrls => ({ base, folder: '', origin: new URL(siteUrl).origin });

/** The same site in the language whose pages are in `folder`. */
export const inFolder = (urls: SiteUrls, folder: string): SiteUrls => ({ ...urls, folder });

/** A route's link from the site's own pages ("/portfolio/ar/about/"), in `urls`' language or `folder`'s. */
export const routeHref = (urls: Pick<SiteUrls, 'base' | 'folder'>, route: string, folder = urls.folder): string =>
  urls.base + routePath(route, folder);

/** A built file's link from the site's own pages: `file` is its path from the site root ("assets/x.css"). */
export const fileHref = (urls: Pick<SiteUrls, 'base'>, file: string): string => urls.base + file;

/** The absolute address of a link made above ("/portfolio/about/" → "https://ada.dev/portfolio/about/"). */
export const absolute = (urls: Pick<SiteUrls, 'origin'>, href: string): string => new URL(href, urls.origin).href;
