/**
 * Filters on the prerendered markup, before React (shared/section/filters.tsx is the hydrated
 * side): a `[data-filter]` button is pressed, every `[data-matches]` item whose list lacks that
 * filter is hidden, and `[data-count]` shows how many remain. Which filters show an item is
 * decided at render time (`matchesFilter`, content/filters.ts) and carried in `data-matches`.
 * The pressed filter is `data-filter` on the element, which React reads when it hydrates.
 */
import { formatNumber } from '../../../content/format.ts';

/** The element attribute (`data-filter`) holding the pressed filter's name. */
export const FILTER_STATE = 'filter';
/** Separates the filter names in a `data-matches` list. */
export const MATCH_SEPARATOR = '|';

/** Presses `pill` among the filters of `host`'s shadow root and shows the items it matches. */
export function applyFilter(host: HTMLElement, pill: HTMLElement): void {
  const scope = host.shadowRoot ?? host;
  const name = pill.dataset.filter!;
  for (const p of scope.querySelectorAll('[data-filter]')) p.setAttribute('aria-pressed', String(p === pill));
  let shown = 0;
  for (const item of scope.querySelectorAll<HTMLElement>('[data-matches]')) {
    item.hidden = !item.dataset.matches!.split(MATCH_SEPARATOR).includes(name);
    if (!item.hidden) shown++;
  }
  const count = scope.querySelector<HTMLElement>('[data-count]');
  // As React writes it: in the locale it gives (the section's language, the build's digits).
  if (count) count.textContent = formatNumber(shown, count.dataset.locale || host.lang || 'en');
  host.setAttribute(`data-${FILTER_STATE}`, name);
}
