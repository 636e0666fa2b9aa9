import { section } from '../shared/section/section.tsx';
import { stringsFor } from '../shared/section/strings.ts';
import { Journey, type JourneyContent } from './journey.tsx';
import styles from './journey.css';

/** `<portfolio-journey>` */
export default section<object, JourneyContent>({
  tag: 'portfolio-journey',
  component: Journey,
  content: (c) => ({ journey: c.journey, strings: stringsFor(c, 'journey') }),
  styles,
  attributes: {},
  docs: {
    summary: 'My Journey: an alternating vertical timeline of education, experience, achievements and milestones, newest first.',
    cssProperties: [
      { name: '--tone', description: "An entry's type colour (marker); set per type." },
      { name: '--tone-ink', description: "Text colour of an entry's type badge." },
      { name: '--tone-soft', description: "Background of an entry's type badge." },
    ],
  },
});

declare global {
  interface HTMLElementTagNameMap {
    'portfolio-journey': HTMLElement;
  }
}
