/**
 * A page's address segment, the one rule for the owner's posts (data/posts/<slug>.md) and
 * projects (`/projects/<slug>/`): lower-case letters of any script and digits, in words joined by
 * single hyphens.
 */

/** Lower-case letters of any script and digits, in words joined by single hyphens. */
export const SLUG = /^[\p{Ll}\p{Lo}\p{Lm}\p{Mn}\p{Nd}]+(?:-[\p{Ll}\p{Lo}\p{Lm}\p{Mn}\p{Nd}]+)*$/u;

/**
 * A title as an address: lower-case, every run of what is not a letter or digit of any script a
 * hyphen, none at either end (`"Azulejos & <Canvas> Lab"` → `azulejos-canvas-lab`, `"Мост AI"` →
 * `мост-ai`); "" when the title has no letter or digit.
 */
export const slugOf = (title: string): string =>
  title
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{Nd}]+/gu, '-')
    .replace(/^-+|-+$/g, '');

/** The route of a project's page (content/project-pages.ts): `projects/tide-clock`; small, for the projects section's bundle too. */
export const projectRoute = (slug: string): string => `projects/${slug}`;

/** The route of this project's page: its `slug`, or its title's. */
export const projectPageRoute = ({ title, slug }: { readonly title: string; readonly slug?: string | undefined }): string =>
  projectRoute(slug ?? slugOf(title));
