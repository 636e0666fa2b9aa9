import pageHeading from '../shared/page-heading.css';
import { section } from '../shared/section.tsx';
import { Journey } from './journey.tsx';
import styles from './journey.css';

/**
 * `<portfolio-journey>` — the Journey page: a vertical timeline of `data/journey.ts`, newest
 * first. No attributes, no events. CSS parts: none; the card and line follow the theme tokens
 * (`--brand`, `--surface-2`, `--text-1/2`, `--border`), and each entry's type sets its own
 * `--tone` (marker), `--tone-ink` (badge text) and `--tone-soft` (badge background).
 */
export const journeySection = section({ tag: 'portfolio-journey', component: Journey, styles: pageHeading + styles, attributes: {} });

declare global {
  interface HTMLElementTagNameMap {
    'portfolio-journey': HTMLElement;
  }
}
