import { section } from '../shared/section/section.tsx';
import { stringsFor } from '../shared/section/strings.ts';
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
  content: (c) => ({
    profile: c.profile,
    personal: c.personal,
    education: c.education,
    experience: c.experience,
    links: c.linkPlaces.about,
    strings: stringsFor(c, 'about'),
  }),
  attributes: { ageReference: 'string' },
  docs: {
    summary:
      'About: greeting, highlights, personal facts, an email link and the profile links data/site.ts places here, and the Overview / Education / Experience tabs (a tab without entries is left out).',
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
