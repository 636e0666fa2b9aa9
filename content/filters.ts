/** The project filters and the one rule that decides which projects a filter shows. */
import type { Project } from './types.ts';

/** The filter pills, in order; `All` is the default. */
export const FILTERS = ['All', 'Full Stack', 'AI', 'Enterprise application', 'Django', 'Portfolio'] as const;

export type Filter = (typeof FILTERS)[number];

/**
 * `All` matches every project; any other filter matches when one of the project's
 * technologies, or its title, contains the filter text, ignoring case.
 */
export function matchesFilter(project: Project, filter: Filter): boolean {
  if (filter === 'All') return true;
  const needle = filter.toLowerCase();
  return [...project.technologies, project.title].some((text) => text.toLowerCase().includes(needle));
}

/** The filter an attribute names (any case), or `All` when it names none. */
export const toFilter = (name: string | undefined): Filter => FILTERS.find((f) => f.toLowerCase() === name?.trim().toLowerCase()) ?? 'All';
