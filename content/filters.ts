/** The project filters and the one rule that decides which projects a filter shows. */
import type { Project } from './types.ts';

/** The key of the filter that shows every project (its label is the `projects.all` string). */
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

/** How many filters `defaultFilters` offers at most. */
const MOST_DEFAULT_FILTERS = 6;

/**
 * The filters when `data/` names none: the technologies that at least two projects share, the
 * most shared first (then in the order they first appear), at most six.
 */
export function defaultFilters(projects: readonly Pick<Project, 'technologies'>[]): string[] {
  const counts = new Map<string, number>();
  for (const p of projects) for (const t of new Set(p.technologies)) counts.set(t, (counts.get(t) ?? 0) + 1);
  return [...counts]
    .filter(([, n]) => n >= 2)
    .sort(([, a], [, b]) => b - a)
    .slice(0, MOST_DEFAULT_FILTERS)
    .map(([t]) => t);
}
