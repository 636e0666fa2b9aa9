/**
 * `<portfolio-projects>`'s contract (shared/section/contract.ts). While the dialog is open,
 * `overflow: hidden` (and `scrollbar-gutter: stable` when the page shows a scrollbar) is set on
 * the document's `<html>` element, and any scroll of the page is undone, until it closes.
 */
import type { Content } from '../../content/types.ts';
import type { LoadOn } from '../shared/runtime/load-on.ts';
import { stringsFor, type Attributes } from '../shared/section/contract.ts';
import type { SectionDocs } from '../shared/section/docs.ts';
import type { ProjectsContent, ProjectsProps } from './projects.tsx';

export const tag = 'portfolio-projects';

export const attributes: Attributes<ProjectsProps> = { filter: 'string', featured: 'boolean' };

/** On the first sign of use (shared/runtime/load-on.ts). */
export const loadOn: LoadOn = 'interaction';

export const content = (c: Content): ProjectsContent => ({
  projects: c.projects,
  filters: c.projectFilters,
  fullPortfolio: c.fullPortfolioLink,
  strings: stringsFor(c, 'projects'),
});

export const docs: SectionDocs<ProjectsProps> = {
  summary:
    'Projects with filter pills and one detail dialog, filled on demand with the project a card opens (its picture, YouTube video and LinkedIn post, overview, features, technologies, links), and a link to the full portfolio (always when embedded; on the site where data/projects.ts says).',
  attributes: {
    filter: 'Filter selected at first: one of the filters of data/projects.ts (any case); anything else means all projects.',
    featured:
      'As on Home: only the featured projects (those marked `featured` in data/projects.ts, else the first three), under a heading that links to Projects, without filters.',
  },
};
