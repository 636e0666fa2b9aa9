import { section } from '../shared/section/section.tsx';
import { About, type AboutContent, type AboutProps } from './about.tsx';
import styles from './about.css';
import { attributes, tag } from './contract.ts';

/** `<portfolio-about>` as React runs it; what it is and does: contract.ts. */
export default section<AboutProps, AboutContent>({ tag, attributes, component: About, styles });

declare global {
  interface HTMLElementTagNameMap {
    'portfolio-about': HTMLElement;
  }
}
