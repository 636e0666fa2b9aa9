/**
 * Filter pills over a list of cards, and the polite count of the cards shown (Projects, Open
 * source). Every card is in the markup and lists the filters that show it in `data-matches`; a
 * pill is a `[data-filter]` button. Before React arrives the site runtime answers a tap on a pill
 * by that markup alone (shared/runtime/filters.ts) and writes the pressed filter into `data-filter`
 * on the element, which `useFilter` starts from when React hydrates.
 */
import { useMemo, useState, type ReactNode } from 'react';
import { ALL, toFilter } from '../../../content/filters.ts';
import { fillParts, formatNumber, pluralForm, type PluralForms } from '../../../content/format.ts';
import { FILTER_STATE, MATCH_SEPARATOR } from '../runtime/filters.ts';
import { useHostState } from './section.tsx';
import { useLocale } from './strings.ts';

/**
 * The pressed filter: the one the `filter` attribute names at first (any case; anything else is
 * `ALL`), then the visitor's. A changed attribute presses the filter it names.
 */
export function useFilter(attribute: string | undefined, filters: readonly string[]) {
  const [pressed, setSelected] = useHostState(FILTER_STATE, toFilter(attribute, filters));
  const selected = pressed === ALL ? ALL : toFilter(pressed, filters);
  // State adjusted during render, no effect.
  const [seen, setSeen] = useState(attribute);
  if (seen !== attribute) {
    setSeen(attribute);
    setSelected(toFilter(attribute, filters));
  }
  return [selected, setSelected] as const;
}

/**
 * Each card's `data-matches` (the pills that show it, by `matches`) and how many cards each pill
 * shows. Fixed by the content, so worked out once, not on every tap.
 */
export function useMatchLists<T>(cards: readonly T[], pills: readonly string[], matches: (card: T, filter: string) => boolean) {
  return useMemo(() => {
    const shown = new Map(pills.map((f) => [f, cards.filter((c) => matches(c, f)).length]));
    return {
      lists: cards.map((c) => pills.filter((f) => matches(c, f)).join(MATCH_SEPARATOR)),
      shownBy: (filter: string) => shown.get(filter) ?? 0,
    };
  }, [cards, pills, matches]);
}

interface PillProps {
  readonly filter: string;
  /** How many cards the pill shows. */
  readonly shown: number;
  readonly selected: string;
  readonly onSelect: (filter: string) => void;
  readonly children: ReactNode;
}

/**
 * A filter pill: pressed when it is the selected filter. It carries the count it shows as the
 * count's text (`data-shown`), written in the section's locale by the build, so the runtime's
 * first tap formats no number: creating the first `Intl.NumberFormat` of a page took 100 ms of
 * a tap on the phone profile.
 */
export function FilterPill({ filter, shown, selected, onSelect, children }: PillProps) {
  const locale = useLocale();
  return (
    <button
      type="button"
      className="pill"
      data-filter={filter}
      data-shown={formatNumber(shown, locale)}
      aria-pressed={filter === selected}
      onClick={() => onSelect(filter)}
    >
      {children}
    </button>
  );
}

/** A named group of pills (a fieldset would bring its own border and legend layout). */
export function FilterGroup({
  label,
  className = 'filters',
  children,
}: {
  readonly label: string;
  readonly className?: string;
  readonly children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset would bring its own border and legend layout; role=group names the pills the same way
    <div className={className} role="group" aria-label={label}>
      {children}
    </div>
  );
}

/** "Showing {shown} of {total} …": the form for the total; `{shown}` is the number the runtime rewrites (`data-count`, from the pressed pill's `data-shown`). */
export function FilterCount({
  forms,
  shown,
  total,
  lang,
}: {
  readonly forms: PluralForms;
  readonly shown: number;
  readonly total: number;
  readonly lang: string;
}) {
  const locale = useLocale();
  return (
    <p className="count" role="status">
      {fillParts(pluralForm(forms, total, lang), {
        shown: (
          <span key="shown" data-count="">
            {formatNumber(shown, locale)}
          </span>
        ),
        total: formatNumber(total, locale),
      })}
    </p>
  );
}
