import { section } from '../shared/section/section.tsx';
import { stringsFor } from '../shared/section/strings.ts';
import { Hero, type HeroContent } from './hero.tsx';
import styles from './hero.css';

/** `<portfolio-hero>` — Home's introduction. No attributes, no events; restyle with the theme tokens. */
export default section<object, HeroContent>({
  tag: 'portfolio-hero',
  component: Hero,
  styles,
  content: (c) => ({ profile: c.profile, heroStats: c.heroStats, links: c.linkPlaces.hero, strings: stringsFor(c, 'hero') }),
  attributes: {},
  docs: { summary: "Home's introduction: name, role, summary, contact lines, profile links, calls to action, photo and stat cards." },
});

declare global {
  interface HTMLElementTagNameMap {
    'portfolio-hero': HTMLElement;
  }
}
