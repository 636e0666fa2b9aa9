import { section } from '../shared/section/section.tsx';
import { attributes, tag } from './contract.ts';
import { dataStyles } from './data-styles.ts';
import { Skills, type SkillsContent } from './skills.tsx';
import styles from './skills.css';

/** `<portfolio-skills>` as React runs it; what it is and does: contract.ts. */
export default section<object, SkillsContent>({
  tag,
  attributes,
  component: Skills,
  styles: ({ skillCategories }) => styles + dataStyles(skillCategories),
});

declare global {
  interface HTMLElementTagNameMap {
    'portfolio-skills': HTMLElement;
  }
}
