/** `<portfolio-skills>`'s contract (shared/section/contract.ts): no attributes. */
import type { Content } from '../../content/types.ts';
import type { LoadOn } from '../shared/runtime/load-on.ts';
import { stringsFor, type Attributes } from '../shared/section/contract.ts';
import type { SectionDocs } from '../shared/section/docs.ts';
import type { SkillsContent } from './skills.tsx';

export const tag = 'portfolio-skills';

export const attributes: Attributes<object> = {};

/** On the first sign of use (shared/runtime/load-on.ts). */
export const loadOn: LoadOn = 'interaction';

export const content = (c: Content): SkillsContent => {
  const { skillCategories, pages } = c;
  const intro = pages.find((p) => p.route === 'skills')?.description;
  return { skillCategories, strings: stringsFor(c, 'skills'), ...(intro !== undefined && { intro }) };
};

export const docs: SectionDocs<object> = {
  summary: "Skills: a vertical tab list of the categories with their counts, and the selected category's description and skill grid.",
  cssProperties: [
    {
      name: '--accent',
      description: 'Set per category from its data colour; white text is drawn on it, so it must be dark enough for AA.',
    },
  ],
};
