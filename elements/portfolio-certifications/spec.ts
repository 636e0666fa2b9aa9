import { section } from '../shared/section/section.tsx';
import { Certifications, type CertificationsContent } from './certifications.tsx';
import styles from './certifications.css';
import { attributes, tag } from './contract.ts';

/** `<portfolio-certifications>` as React runs it; what it is and does: contract.ts. */
export default section<object, CertificationsContent>({ tag, attributes, component: Certifications, styles });

declare global {
  interface HTMLElementTagNameMap {
    'portfolio-certifications': HTMLElement;
  }
}
