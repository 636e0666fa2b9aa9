import { section } from '../shared/section/section.tsx';
import { attributes, tag } from './contract.ts';
import { Hero, type HeroContent } from './hero.tsx';
import styles from './hero.css';

/** `<portfolio-hero>` as React runs it; what it is and does: contract.ts. */
export default section<object, HeroContent>({ tag, attributes, component: Hero, styles });

declare global {
  interface HTMLElementTagNameMap {
    'portfolio-hero': HTMLElement;
  }
}
