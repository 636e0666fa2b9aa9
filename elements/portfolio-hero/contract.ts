/** `<portfolio-hero>`'s contract (shared/section/contract.ts): Home's introduction, read-only; no attributes, no events. */
import type { Content } from '../../content/types.ts';
import { stringsFor, type Attributes } from '../shared/section/contract.ts';
import type { SectionDocs } from '../shared/section/docs.ts';
import type { HeroContent } from './hero.tsx';

export const tag = 'portfolio-hero';

export const attributes: Attributes<object> = {};

export const content = (c: Content): HeroContent => ({
  profile: c.profile,
  heroStats: c.heroStats,
  links: c.linkPlaces.hero,
  strings: stringsFor(c, 'hero'),
});

export const docs: SectionDocs<object> = {
  summary: "Home's introduction: name, role, summary, contact lines, profile links, calls to action, photo and stat cards.",
};
