import { section } from '../shared/section.tsx';
import { Hero } from './hero.tsx';
import styles from './hero.css';

/** `<portfolio-hero>` — Home's introduction. No attributes, no events; restyle with the theme tokens. */
export const heroSection = section({
  tag: 'portfolio-hero',
  component: Hero,
  styles,
  attributes: {},
  docs: { summary: "Home's introduction: name, role, summary, contact lines, profile links, calls to action, photo and stat cards." },
});

declare global {
  interface HTMLElementTagNameMap {
    'portfolio-hero': HTMLElement;
  }
}
