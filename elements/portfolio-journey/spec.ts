import { section } from '../shared/section/section.tsx';
import { attributes, tag } from './contract.ts';
import { Journey, type JourneyContent } from './journey.tsx';
import styles from './journey.css';

/** `<portfolio-journey>` as React runs it; what it is and does: contract.ts. */
export default section<object, JourneyContent>({ tag, attributes, component: Journey, styles });

declare global {
  interface HTMLElementTagNameMap {
    'portfolio-journey': HTMLElement;
  }
}
