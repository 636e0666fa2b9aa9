import { certifications, certificationTiles } from '../../data/certifications.ts';
import pageHeading from '../shared/page-heading.css';
import { section, withContent } from '../shared/section.tsx';
import { Certifications } from './certifications.tsx';
import styles from './certifications.css';

/** `<portfolio-certifications>` */
export const certificationsSection = section({
  tag: 'portfolio-certifications',
  component: withContent(Certifications, { certifications, certificationTiles }),
  styles: pageHeading + styles,
  attributes: {},
  docs: {
    summary: 'Certifications & Achievements: a card per certification (a link to its Credly badge when it has one) and three summary tiles.',
  },
});

declare global {
  interface HTMLElementTagNameMap {
    'portfolio-certifications': HTMLElement;
  }
}
