/**
 * The Skills page: seven categories in a side list (a vertical tablist, Programming Languages
 * first), and the selected category's description and grid of skills. Counts come from the
 * data. Each category carries its colour as `--accent` (a rule per `data-category`, see
 * data-styles.ts); only white text is drawn on it.
 */
import { useId, useMemo } from 'react';
import type { SkillCategory } from '../../content/types.ts';
import { Icon } from '../shared/section/ui.tsx';
import { TabsWithoutScript, useTabs } from '../shared/section/use-tabs.tsx';
import { categoryKey } from './data-styles.ts';
import { SkillPanel } from './skill-panel.tsx';
import { formatNumber, pluralForm } from '../../content/format.ts';
import { useLocale, useStrings, type SectionStrings } from '../shared/section/strings.ts';
import { PageHeader } from '../shared/section/page-header.tsx';

/** What the section shows (bound in spec.ts): the categories, and the Skills page's description as its introduction. */
export interface SkillsContent {
  readonly skillCategories: readonly SkillCategory[];
  readonly intro?: string;
  readonly strings: SectionStrings;
}

export function Skills({ skillCategories, intro }: SkillsContent) {
  const headingId = useId();
  const names = useMemo(() => skillCategories.map((c) => c.name), [skillCategories]);
  const tabs = useTabs({ keys: names, orientation: 'vertical' });
  const words = useStrings('skills');
  const lang = useStrings('lang');
  const locale = useLocale();

  return (
    <section className="section skills" aria-labelledby={headingId}>
      <TabsWithoutScript />
      <PageHeader id={headingId} title={words.heading} intro={intro} />
      <div className="layout">
        <div {...tabs.tabListProps} className="categories" aria-label={words.categoriesLabel}>
          {skillCategories.map((c, i) => (
            <button key={c.name} {...tabs.tabProps(c.name)} className="category" data-category={categoryKey(i)}>
              <span className="category-icon">
                <Icon name={c.icon} />
              </span>
              <span className="category-name">{c.name}</span>
              <span className="count">
                {formatNumber(c.skills.length, locale)}
                <span className="visually-hidden"> {pluralForm(words.countNote, c.skills.length, lang)}</span>
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
