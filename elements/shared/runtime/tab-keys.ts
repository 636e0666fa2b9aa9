/**
 * The WAI-ARIA tabs keys, one rule for the runtime's first keys (tabs.ts), the page's head script
 * (early-input.ts) and the hydrated section (shared/section/use-tabs.tsx).
 */

export type Orientation = 'horizontal' | 'vertical';

/** Which way a line of text reads: left to right, or right to left (Arabic, Hebrew). */
export type Direction = 'ltr' | 'rtl';

/** Left and Right → step to the next (1) or previous (-1) tab, left to right. */
const INLINE_STEPS: Readonly<Record<string, number>> = { ArrowLeft: -1, ArrowRight: 1 };
/** Up and Down → step, taken by a vertical list only. */
const BLOCK_STEPS: Readonly<Record<string, number>> = { ArrowUp: -1, ArrowDown: 1 };

/**
 * Where `key` moves the selection from tab `from` of `count` (Left and Right wrap, a vertical
 * list also takes Up and Down, Home and End jump to the ends), or null for a key the tabs leave
 * alone (any key with a modifier among them). Left and Right follow the reading `direction`:
 * right to left, Left moves to the next tab and Right to the previous one.
 */
export function tabKeyTarget(
  event: Pick<KeyboardEvent, 'key' | 'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey'>,
  orientation: Orientation,
  from: number,
  count: number,
  direction: Direction = 'ltr',
): number | null {
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || from < 0) return null;
  if (event.key === 'Home') return 0;
  if (event.key === 'End') return count - 1;
  const inline = INLINE_STEPS[event.key];
  const step =
    inline !== undefined ? (direction === 'rtl' ? -inline : inline) : orientation === 'vertical' ? BLOCK_STEPS[event.key] : undefined;
  return step === undefined ? null : (from + step + count) % count;
}

/**
 * The direction `element` reads in, as laid out: from its own `dir` or the nearest one around it,
 * through shadow roots (the computed `direction`, which a section's `:host(:dir(rtl))` styles
 * agree with).
 */
export const readingDirection = (element: Element): Direction => (getComputedStyle(element).direction === 'rtl' ? 'rtl' : 'ltr');
