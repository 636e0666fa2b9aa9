/**
 * What a section tells search engines about what it shows, on the page it is on: each section
 * with something to say has a `structured-data.ts` in its folder whose default export is a
 * `SectionStructuredData` (scripts/build/sections.ts finds it; only the build reads it, no browser
 * bundle). Typed with schema-dts, so every type and property is one of schema.org's.
 */
import type { Person } from 'schema-dts';
import type { Content } from './types.ts';

/** Where a section's structured data is: the owner, and the page's absolute URL. */
export interface SectionPlace {
  readonly content: Pick<Content, 'profile' | 'strings'>;
  readonly page: string;
}

/** A section's structured data, from what it shows (`bound`) and where. */
export type SectionStructuredData<Bound = never> = (bound: Bound, place: SectionPlace) => object;

/** The owner as an author: name and site. */
export const author = ({ profile }: Pick<Content, 'profile'>): Person => ({ '@type': 'Person', name: profile.name, url: profile.siteUrl });
