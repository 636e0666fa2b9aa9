import { section } from '../shared/section.tsx';
import { Hero } from './hero.tsx';
import styles from './hero.css';

/**
 * `<portfolio-hero>` — Home's introduction. No attributes, no events.
 * CSS parts: none; colours follow the theme tokens (`--brand`, `--surface-2`, `--text-1`).
 */
export const heroSection = section({ tag: 'portfolio-hero', component: Hero, styles, attributes: {} });

declare global {
  interface HTMLElementTagNameMap {
    'portfolio-hero': HTMLElement;
  }
}
