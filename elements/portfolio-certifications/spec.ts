import { section } from '../shared/section/section.tsx';
import { stringsFor } from '../shared/section/strings.ts';
import { Certifications, type CertificationsContent } from './certifications.tsx';
import styles from './certifications.css';

/** `<portfolio-certifications>` */
export default section<object, CertificationsContent>({
  tag: 'portfolio-certifications',
  component: Certifications,
  content: (c) => ({
    certifications: c.certifications,
    certificationTiles: c.certificationTiles,
    strings: stringsFor(c, 'certifications'),
  }),
  styles,
  attributes: {},
  docs: {
    summary:
      'Certifications & Achievements: a card per certification (a link to its Credly badge when it has one) and three summary tiles.',
  },
});

declare global {
  interface HTMLElementTagNameMap {
    'portfolio-certifications': HTMLElement;
  }
}
