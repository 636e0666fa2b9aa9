/**
 * The Skills page: seven categories in a side list (a vertical tablist, Programming Languages
 * first), and the selected category's description and grid of skills. Counts come from the
 * data. Each category carries its colour as `--accent` (a rule per `data-category`, see
 * data-styles.ts); only white text is drawn on it.
 */
import { useId } from 'react';
import { pages } from '../../data/site.ts';
import { skillCategories } from '../../data/skills.ts';
import { Icon } from '../shared/ui.tsx';
import { TabsWithoutScript, useTabs } from '../shared/use-tabs.tsx';
import { categoryKey } from './data-styles.ts';
import { SkillPanel } from './skill-panel.tsx';

const names = skillCategories.map((c) => c.name);
const intro = pages.find((p) => p.route === 'skills')?.description;

export function Skills() {
  const headingId = useId();
  const tabs = useTabs({ keys: names, orientation: 'vertical' });

  return (
    <section className="section skills" aria-labelledby={headingId}>
      <TabsWithoutScript />
      <header className="intro">
        <h1 id={headingId}>Skills</h1>
        {intro && <p>{intro}</p>}
      </header>
      <div className="layout">
        <div {...tabs.tabListProps} className="categories" aria-label="Skill categories">
          {skillCategories.map((c, i) => (
            <button key={c.name} {...tabs.tabProps(c.name)} className="category" data-category={categoryKey(i)}>
              <span className="category-icon">
                <Icon name={c.icon} />
              </span>
              <span className="category-name">{c.name}</span>
              <span className="count">
                {c.skills.length}
                <span className="visually-hidden"> skills</span>
              </span>
            </button>
          ))}
        </div>
        <div className="panels">
          {skillCategories.map((c, i) => (
            <SkillPanel key={c.name} category={c} accent={categoryKey(i)} {...tabs.panelProps(c.name)} />
          ))}
        </div>
      </div>
    </section>
  );
}
