import { section } from '../shared/section/section.tsx';
import { stringsFor } from '../shared/section/strings.ts';
import { dataStyles } from './data-styles.ts';
import { Skills, type SkillsContent } from './skills.tsx';
import styles from './skills.css';

/** `<portfolio-skills>` */
export default section<object, SkillsContent>({
  tag: 'portfolio-skills',
  component: Skills,
  styles: ({ skillCategories }) => styles + dataStyles(skillCategories),
  content: (c) => {
    const { skillCategories, pages } = c;
    const intro = pages.find((p) => p.route === 'skills')?.description;
    return { skillCategories, strings: stringsFor(c, 'skills'), ...(intro !== undefined && { intro }) };
  },
  attributes: {},
  docs: {
    summary: "Skills: a vertical tab list of the categories with their counts, and the selected category's description and skill grid.",
    cssProperties: [
      {
        name: '--accent',
        description: 'Set per category from its data colour; white text is drawn on it, so it must be dark enough for AA.',
      },
    ],
  },
});

declare global {
  interface HTMLElementTagNameMap {
    'portfolio-skills': HTMLElement;
  }
}
