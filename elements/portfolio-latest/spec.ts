import { section } from '../shared/section/section.tsx';
import { attributes, tag } from './contract.ts';
import { Latest, type LatestContent } from './latest.tsx';
import styles from './latest.css';

/** `<portfolio-latest>` as React runs it; what it is and does: contract.ts. */
export default section<object, LatestContent>({ tag, attributes, component: Latest, styles });

declare global {
  interface HTMLElementTagNameMap {
    'portfolio-latest': HTMLElement;
  }
}
