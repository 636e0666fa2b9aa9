/** `<portfolio-journey>`'s contract (shared/section/contract.ts): read-only, no attributes. */
import type { Content } from '../../content/types.ts';
import { stringsFor, type Attributes } from '../shared/section/contract.ts';
import type { SectionDocs } from '../shared/section/docs.ts';
import type { JourneyContent } from './journey.tsx';

export const tag = 'portfolio-journey';

export const attributes: Attributes<object> = {};

export const content = (c: Content): JourneyContent => ({ journey: c.journey, strings: stringsFor(c, 'journey') });

export const docs: SectionDocs<object> = {
  summary: 'My Journey: an alternating vertical timeline of education, experience, achievements and milestones, newest first.',
  cssProperties: [
    { name: '--tone', description: "An entry's type colour (marker); set per type." },
    { name: '--tone-ink', description: "Text colour of an entry's type badge." },
    { name: '--tone-soft', description: "Background of an entry's type badge." },
  ],
};
