/**
 * The menu's current link, for the nav (template.ts, site-nav.ts) and the build's fit of it
 * (scripts/build/nav-fit.ts). The one rule for the current link: the page's own route (`aria-current="page"`), or the section
 * the page is under (`"true"`: a project's page, `projects/tide-clock`, is under Projects).
 */
export const currentOf = (pageRoute: string, route: string | null): 'page' | 'true' | undefined =>
  route === null ? undefined : pageRoute === route ? 'page' : pageRoute && route.startsWith(`${pageRoute}/`) ? 'true' : undefined;
