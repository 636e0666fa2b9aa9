import pageHeading from '../shared/page-heading.css';
import { section } from '../shared/section.tsx';
import { Certifications } from './certifications.tsx';
import styles from './certifications.css';

/**
 * `<portfolio-certifications>` — the Certifications page: a card per certification (a link
 * to its Credly badge when it has one) and three summary tiles. No attributes, no events.
 * CSS parts: none; colours follow the theme tokens (`--brand`, `--brand-soft`, `--success`,
 * `--surface-1/2/3`, `--text-1/2`, `--border`).
 */
export const certificationsSection = section({
  tag: 'portfolio-certifications',
  component: Certifications,
  styles: pageHeading + styles,
  attributes: {},
});

declare global {
  interface HTMLElementTagNameMap {
    'portfolio-certifications': HTMLElement;
  }
}
