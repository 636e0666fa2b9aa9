import { section } from '../shared/section.tsx';
import { About, type AboutProps } from './about.tsx';
import styles from './about.css';

/**
 * `<portfolio-about>` — the About page: greeting, highlights, personal facts, Instagram and
 * email links, and the Overview / Education / Experience tabs.
 *
 * Attributes:
 * - `age-reference` (ISO date, optional): the day the age is computed for when rendering; the
 *   site passes the build date (`%BUILD_DATE%`) so prerender and hydration agree. Without it
 *   the age appears once the element has mounted.
 *
 * URL: on the site, `#overview`, `#education` or `#experience` opens that tab, and choosing a
 * tab writes it there (replaceState). Events: none.
 * CSS parts: none; colours follow the theme tokens (`--brand`, `--brand-soft`, `--surface-2`,
 * `--success`, `--success-soft`).
 */
export const aboutSection = section<AboutProps>({ tag: 'portfolio-about', component: About, styles, attributes: { ageReference: 'string' } });

declare global {
  interface HTMLElementTagNameMap {
    'portfolio-about': HTMLElement;
  }
}
