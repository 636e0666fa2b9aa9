/**
 * `<portfolio-about>`'s contract (shared/section/contract.ts). On the site, `#overview`,
 * `#education` or `#experience` in the address opens that tab, and choosing a tab writes it
 * there (replaceState).
 */
import type { Content } from '../../content/types.ts';
import type { LoadOn } from '../shared/runtime/load-on.ts';
import { stringsFor, type Attributes } from '../shared/section/contract.ts';
import type { SectionDocs } from '../shared/section/docs.ts';
import type { AboutContent, AboutProps } from './about.tsx';

export const tag = 'portfolio-about';

export const attributes: Attributes<AboutProps> = { ageReference: 'string' };

/**
 * At once when the address opens a tab only the script can show (`/about#education`), else on
 * the first sign of use; in an embed, always on the first sign of use
 * (shared/runtime/load-on/address.ts).
 */
export const loadOn: LoadOn = 'address';

export const content = (c: Content): AboutContent => ({
  profile: c.profile,
  personal: c.personal,
  education: c.education,
  experience: c.experience,
  links: c.linkPlaces.about,
  strings: stringsFor(c, 'about'),
});

export const docs: SectionDocs<AboutProps> = {
  summary:
    'About: greeting, highlights, personal facts, an email link and the profile links data/site.ts places here, and the Overview / Education / Experience tabs (a tab without entries is left out).',
  attributes: {
    ageReference:
      'ISO date the age is computed for while rendering (the site passes its build date so prerender and hydration agree). Without it the age appears once the element has mounted.',
  },
};
