/**
 * The Open source section: heading, filter pills by language and by topic, a polite count of the
 * repositories shown and a card per repository. Every card is in the markup: a filter only hides
 * cards (`hidden`), so it works from the first tap, before React has arrived, by the same
 * `data-filter` / `data-matches` markup as Projects (shared/section/filters.tsx).
 */
import { useId, useMemo } from 'react';
import { ALL, matchesRepository, type RepositoryFilters } from '../../content/filters.ts';
import type { Repository } from '../../content/types.ts';
import { FilterCount, FilterGroup, FilterPill, useFilter, useMatchLists } from '../shared/section/filters.tsx';
import { useStrings, type SectionStrings } from '../shared/section/strings.ts';
import { PageHeader } from '../shared/section/page-header.tsx';
import { languageKey } from './language-styles.ts';
import { LanguageDot, RepositoryCard } from './repository-card.tsx';

export interface OpenSourceProps {
  /** The filter selected at first (the `filter` attribute); unknown names mean `All`. */
  readonly filter?: string;
}

/** What the section shows (bound in spec.ts). */
export interface OpenSourceContent {
  /** The repositories data/open-source.ts chooses, in order (content/shown.ts). */
  readonly repositories: readonly Repository[];
  readonly filters: RepositoryFilters;
  /** Language → its GitHub colour, for the languages shown that have one. */
  readonly colors: Readonly<Record<string, string>>;
  readonly strings: SectionStrings;
}

export function OpenSource({ filter, repositories, filters, colors }: OpenSourceProps & OpenSourceContent) {
  const headingId = useId();
  const words = useStrings('openSource');
  const lang = useStrings('lang');
  const named = useMemo(() => [...filters.languages, ...filters.topics], [filters]);
  const pills = useMemo(() => [ALL, ...named], [named]);
  const [selected, setSelected] = useFilter(filter, named);
  const { lists: matches, shownBy } = useMatchLists(repositories, pills, matchesRepository);
  const shown = repositories.filter((r) => matchesRepository(r, selected));
  const pill = (f: string) => (
    <FilterPill key={f} filter={f} shown={shownBy(f)} selected={selected} onSelect={setSelected}>
      {f === ALL ? words.all : f}
    </FilterPill>
  );

  return (
    <section className="section open-source" aria-labelledby={headingId}>
      <PageHeader id={headingId} title={words.heading} intro={words.intro} />
      {named.length > 0 && (
        <>
          <FilterGroup label={words.filtersLabel}>
            {pill(ALL)}
            {filters.languages.length > 0 && (
              <FilterGroup className="filter-set" label={words.languagesLabel}>
                {filters.languages.map((l) => (
                  <FilterPill key={l} filter={l} shown={shownBy(l)} selected={selected} onSelect={setSelected}>
                    <LanguageDot colorKey={languageKey(colors, l)} />
                    {l}
                  </FilterPill>
                ))}
              </FilterGroup>
            )}
            {filters.topics.length > 0 && (
              <FilterGroup className="filter-set" label={words.topicsLabel}>
                {filters.topics.map(pill)}
              </FilterGroup>
            )}
          </FilterGroup>
          <FilterCount forms={words.showing} shown={shown.length} total={repositories.length} lang={lang} />
        </>
      )}
      {repositories.length > 0 ? (
        <ul className="grid" role="list">
          {repositories.map((repository, i) => (
            <RepositoryCard
              key={repository.name}
              repository={repository}
              colorKey={repository.language ? languageKey(colors, repository.language) : undefined}
              hidden={!shown.includes(repository)}
              matches={matches[i]!}
            />
          ))}
        </ul>
      ) : (
        <p className="empty">{words.empty}</p>
      )}
    </section>
  );
}
