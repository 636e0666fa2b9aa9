import listing from '../shared/section/listing.css';
import { section } from '../shared/section/section.tsx';
import { stringsFor } from '../shared/section/strings.ts';
import { Projects, type ProjectsContent, type ProjectsProps } from './projects.tsx';
import styles from './projects.css';

/**
 * `<portfolio-projects>`. While the dialog is open, `overflow: hidden` (and
 * `scrollbar-gutter: stable` when the page shows a scrollbar) is set on the document's
 * `<html>` element, and any scroll of the page is undone, until it closes.
 */
export default section<ProjectsProps, ProjectsContent>({
  tag: 'portfolio-projects',
  component: Projects,
  content: (c) => ({
    projects: c.projects,
    filters: c.projectFilters,
    fullPortfolio: c.fullPortfolioLink,
    strings: stringsFor(c, 'projects'),
  }),
  styles: listing + styles,
  attributes: { filter: 'string', featured: 'boolean' },
  docs: {
    summary:
      'Projects with filter pills and one detail dialog, filled on demand with the project a card opens (its picture, YouTube video and LinkedIn post, overview, features, technologies, links), and a link to the full portfolio (always when embedded; on the site where data/projects.ts says).',
    attributes: {
      filter: 'Filter selected at first: one of the filters of data/projects.ts (any case); anything else means all projects.',
      featured:
        'As on Home: only the featured projects (those marked `featured` in data/projects.ts, else the first three), under a heading that links to Projects, without filters.',
    },
  },
});

declare global {
  interface HTMLElementTagNameMap {
    'portfolio-projects': HTMLElement;
  }
}
