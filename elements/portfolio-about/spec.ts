import { section } from '../shared/section/section.tsx';
import { About, type AboutContent, type AboutProps } from './about.tsx';
import styles from './about.css';

/**
 * `<portfolio-about>`. On the site, `#overview`, `#education` or `#experience` in the address
 * opens that tab, and choosing a tab writes it there (replaceState).
 */
export default section<AboutProps, AboutContent>({
  tag: 'portfolio-about',
  component: About,
  styles,
  content: ({ profile, personal, education, experience }) => ({ profile, personal, education, experience }),
  attributes: { ageReference: 'string' },
  docs: {
    summary: 'About: greeting, highlights, personal facts, Instagram and email links, and the Overview / Education / Experience tabs.',
    attributes: {
      ageReference:
        'ISO date the age is computed for while rendering (the site passes its build date so prerender and hydration agree). Without it the age appears once the element has mounted.',
    },
  },
});

declare global {
  interface HTMLElementTagNameMap {
    'portfolio-about': HTMLElement;
  }
}
