/**
 * The header's priority-plus rule, the one place that decides which pages of the menu the wide
 * header shows as links and which it moves into its "More" menu. The runtime gives it the widths
 * it measures (site-nav.ts), the build the widths it foresees for the header at its full width
 * (scripts/build/nav-fit.ts), so the prerendered header is the one the runtime keeps there.
 */

/** The header's row as the rule needs it, in CSS px. */
export interface Row {
  /** Each link's width, in the menu's order. */
  readonly links: readonly number[];
  /** The room the links and the More button share. */
  readonly space: number;
  /** The More button's width. */
  readonly more: number;
  /** The space between two links, and between the last link and the More button. */
  readonly gap: number;
}

/**
 * The indices of the pages that go into More: none when every link fits; otherwise, with room
 * kept for the More button, the links that fit stay in the menu's order, the current page's
 * (`current`, -1 for none) first, and every link after the first that does not fit moves.
 */
export function pagesInMore({ links, space, more, gap }: Row, current: number): number[] {
  const all = links.reduce((sum, width) => sum + width + gap, -gap);
  if (all <= space) return [];
  const indices = links.map((_, i) => i);
  const order = current >= 0 ? [current, ...indices.filter((i) => i !== current)] : indices;
  let left = space - more;
  const kept = new Set<number>();
  for (const i of order) {
    left -= links[i]! + gap;
    if (left < 0) break;
    kept.add(i);
  }
  return indices.filter((i) => !kept.has(i));
}
