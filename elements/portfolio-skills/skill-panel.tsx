/**
 * One category's panel: its heading, description and skill grid. Each skill fades in 0.1 s
 * after the one before it (`--i`, set by place in data-styles.ts), every time the panel is shown;
 * not under reduced motion. `accent` is the category's `data-category` key (its `--accent`).
 */
import { memo, type HTMLAttributes } from 'react';
import type { SkillCategory } from '../../content/types.ts';
import { Icon } from '../shared/section/ui.tsx';
import { Picture } from '../shared/media/picture.tsx';
import { fill, formatNumber, pluralForm } from '../../content/format.ts';
import { useLocale, useStrings } from '../shared/section/strings.ts';

/** Memoised: a tap re-renders only the two panels it hides and shows (their props are values). */
export const SkillPanel = memo(function SkillPanel({
  category,
  accent,
  ...panel
}: { readonly category: SkillCategory; readonly accent: string } & HTMLAttributes<HTMLElement>) {
  const count = category.skills.length;
  const words = useStrings('skills');
  const lang = useStrings('lang');
  const locale = useLocale();
  return (
    <div {...panel} className="panel" data-category={accent}>
      <div className="panel-header">
        <span className="category-icon large">
          <Icon name={category.icon} />
        </span>
        <div>
          <h2>{category.name}</h2>
          <p className="panel-count">{fill(pluralForm(words.count, count, lang), { count: formatNumber(count, locale) })}</p>
        </div>
      </div>
      <p className="description">{category.description}</p>
      <ul className="grid" role="list">
        {category.skills.map((skill) => (
          <li key={skill.name} className="skill">
            <span className="logo-tile">
              {skill.logo ? (
                <Picture image={skill.logo} slot="skillLogo" alt="" />
              ) : (
                <span className="drawn-logo" aria-hidden="true">
                  {[...skill.name.trim()][0]?.toLocaleUpperCase()}
                </span>
              )}
            </span>
            <span className="skill-name">{skill.name}</span>
          </li>
        ))}
      </ul>
    </div>
  );
});
