/**
 * The CSS the data decides, written as rules in the section's stylesheet instead of inline
 * `style` attributes, so the page's Content-Security-Policy needs no `'unsafe-inline'`
 * (the stylesheet is allowed by its hash): each category's colour as `--accent` on its tab and
 * panel (`data-category`, the category's place in the data), and each skill's place in its
 * grid as `--i` (the fade-in stagger).
 */
import type { SkillCategory } from '../../content/types.ts';

/** The `data-category` value of a category: its index in the data. */
export const categoryKey = (index: number): string => String(index);

export function dataStyles(categories: readonly SkillCategory[]): string {
  // Colours are checked as #rrggbb by the content checks, so they are safe to write as CSS.
  const accents = categories.map((c, i) => `[data-category="${categoryKey(i)}"]{--accent:${c.color}}`);
  const most = Math.max(0, ...categories.map((c) => c.skills.length));
  const stagger = Array.from({ length: Math.max(0, most - 1) }, (_, i) => `.skill:nth-child(${i + 2}){--i:${i + 1}}`);
  return [...accents, ...stagger].join('');
}
