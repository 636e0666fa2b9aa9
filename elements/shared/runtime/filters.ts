/**
 * Filters on the prerendered markup, before React (shared/section/filters.tsx is the hydrated
 * side): a `[data-filter]` button is pressed, every `[data-matches]` item whose list lacks that
 * filter is hidden, and `[data-count]` shows how many remain (the pill's `data-shown`, written
 * by the build). Which filters show an item is decided at render time (`matchesFilter`,
 * content/filters.ts) and carried in `data-matches`.
 * The pressed filter is `data-filter` on the element, which React reads when it hydrates.
 */
/** The element attribute (`data-filter`) holding the pressed filter's name. */
export const FILTER_STATE = 'filter';
/** Separates the filter names in a `data-matches` list. */
export const MATCH_SEPARATOR = '|';

/** Presses `pill` among the filters of `host`'s shadow root and shows the items it matches. */
export function applyFilter(host: HTMLElement, pill: HTMLElement): void {
  const scope = host.shadowRoot ?? host;
  const name = pill.dataset.filter!;
  for (const p of scope.querySelectorAll('[data-filter]')) p.setAttribute('aria-pressed', String(p === pill));
  for (const item of scope.querySelectorAll<HTMLElement>('[data-matches]'))
    item.hidden = !item.dataset.matches!.split(MATCH_SEPARATOR).includes(name);
  const count = scope.querySelector<HTMLElement>('[data-count]');
  if (count) count.textContent = pill.dataset.shown!;
  host.setAttribute(`data-${FILTER_STATE}`, name);
}
