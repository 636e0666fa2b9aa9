/**
 * The filters of Projects and Open source, and the rules that decide which cards a filter shows
 * (one rule per section, used by the prerender and the hydrated section alike; the site runtime
 * reads the answer from each card's `data-matches`).
 */
import type { Project, Repository } from './types.ts';

/** The key of the filter that shows every card (its label is the section's `all` string). */
export const ALL = '*';

/**
 * `ALL` matches every project; any other filter matches when one of the project's
 * technologies, or its title, contains the filter text, ignoring case.
 */
export function matchesFilter(project: Pick<Project, 'title' | 'technologies'>, filter: string): boolean {
  if (filter === ALL) return true;
  const needle = filter.toLowerCase();
  return [...project.technologies, project.title].some((text) => text.toLowerCase().includes(needle));
}

/** The filter an attribute names (any case), or `ALL` when it names none of `filters`. */
export const toFilter = (name: string | undefined, filters: readonly string[]): string =>
  filters.find((f) => f.toLowerCase() === name?.trim().toLowerCase()) ?? ALL;

/** How many filters `defaultFilters` (and Open source's topics) offer at most. */
const MOST_DEFAULT_FILTERS = 6;

/**
 * The values of `lists` (one list per card) that at least `least` cards hold and `keep` keeps,
 * the most held first (then in the order they first appear), at most six.
 */
function mostShared(lists: readonly (readonly string[])[], least: number, keep: (value: string) => boolean = () => true): string[] {
  const counts = new Map<string, number>();
  for (const list of lists) for (const value of new Set(list)) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts]
    .filter(([value, n]) => n >= least && keep(value))
    .sort(([, a], [, b]) => b - a)
    .slice(0, MOST_DEFAULT_FILTERS)
    .map(([value]) => value);
}

/**
 * The filters when `data/` names none: the technologies that at least two projects share, the
 * most shared first (then in the order they first appear), at most six.
 */
export const defaultFilters = (projects: readonly Pick<Project, 'technologies'>[]): string[] =>
  mostShared(
    projects.map((p) => p.technologies),
    2,
  );

/** Open source's filter pills: by language, then by topic. */
export interface RepositoryFilters {
  readonly languages: readonly string[];
  readonly topics: readonly string[];
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * Open source's filters, from the repositories it shows: their languages (the most used first,
 * at most six) when there are two or more, and the topics at least two repositories share (at most six, the
 * most shared first), but one named like a language pill. A filter that would show every card
 * is not offered.
 */
export function repositoryFilters(repositories: readonly Pick<Repository, 'language' | 'topics'>[]): RepositoryFilters {
  const narrows = (filter: string) => !repositories.every((r) => matchesRepository(r, filter));
  const languages = mostShared(
    repositories.map((r) => (r.language ? [r.language] : [])),
    1,
    narrows,
  );
  const topics = mostShared(
    repositories.map((r) => r.topics),
    2,
    (t) => narrows(t) && !languages.some((l) => same(l, t)),
  );
  return { languages: languages.length > 1 ? languages : [], topics };
}

/** `ALL` matches every repository; any other filter one whose language or one of whose topics it names, ignoring case. */
export function matchesRepository(repository: Pick<Repository, 'language' | 'topics'>, filter: string): boolean {
  if (filter === ALL) return true;
  return [...(repository.language ? [repository.language] : []), ...repository.topics].some((name) => same(name, filter));
}
