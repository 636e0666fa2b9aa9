import { section } from '../shared/section.tsx';
import { Skills } from './skills.tsx';
import styles from './skills.css';

/**
 * `<portfolio-skills>` — the Skills page: a vertical tab list of the seven categories from
 * `data/skills.ts`, each with its icon, colour and skill count, and the selected category's
 * description and skill grid. No attributes, no events.
 *
 * CSS custom properties: `--accent` is set per category from its data colour (white text is
 * drawn on it, so it must be dark enough for AA); `--i` is each skill's position, which staggers
 * its entrance by 0.1 s. CSS parts: none.
 */
export const skillsSection = section({ tag: 'portfolio-skills', component: Skills, styles, attributes: {} });

declare global {
  interface HTMLElementTagNameMap {
    'portfolio-skills': HTMLElement;
  }
}
