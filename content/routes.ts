/**
 * The one rule for a route's address below the site root, in the language whose pages are in
 * `folder` (`""` for the default language, `"ar/"` for another): `""` is Home (the folder
 * itself), `"about"` is `about/`, `"about#education"` is `about/#education`. The browser's links
 * (elements/shared/urls.ts), the build's absolute addresses (scripts/build/head.ts) and the
 * screenshots put their root before it.
 */
export function routePath(route: string, folder = ''): string {
  const [path = '', hash] = route.split('#');
  return folder + (path ? `${path}/` : '') + (hash ? `#${hash}` : '');
}
