/**
 * The menu's current link, for the nav (template.ts, site-nav.ts) and the build's fit of it
 * (scripts/build/nav-fit.ts). The one rule for the current link: the page's own route
 * (`aria-current="page"`), or the route of the section the page is under (a post's page,
 * `writing/tide-tables`, is under Writing; a project's, `projects/tide-clock`, under Projects).
 * That section's link gets `"true"`, the current item of the menu's set of links, and not
 * `"page"`, since it is not this page; nor `"location"`, which ARIA means for a place in a path
 * such as a breadcrumb trail. nav.css styles any `aria-current` alike, so the section looks current.
 */
export const currentOf = (pageRoute: string, route: string | null): 'page' | 'true' | undefined =>
  route === null ? undefined : pageRoute === route ? 'page' : pageRoute && route.startsWith(`${pageRoute}/`) ? 'true' : undefined;
