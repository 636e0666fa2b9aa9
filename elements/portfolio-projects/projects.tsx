/**
 * The Projects section: heading, filter pills, a polite count of the projects shown, the card
 * grid and a link to the rest of the portfolio. A card opens the project's dialog; closing it
 * puts focus back on that card.
 */
import { useId, useRef, useState } from 'react';
import type { Project } from '../../data/types.ts';
import { Icon } from '../shared/ui.tsx';
import { routeHref } from '../shared/urls.ts';
import { FILTERS, matchesFilter, toFilter, type Filter } from './filter.ts';
import { ProjectCard } from './project-card.tsx';
import { ProjectDialog } from './project-dialog.tsx';

/** Cards in the first row on a wide screen: their images load at once, the others lazily. */
const FIRST_ROW = 3;

export interface ProjectsProps {
  /** The filter selected at first (the `filter` attribute); unknown names mean `All`. */
  readonly filter?: string;
}

/** What the section shows (bound to `data/` in spec.ts). */
export interface ProjectsContent {
  readonly projects: readonly Project[];
}

export function Projects({ filter, projects }: ProjectsProps & ProjectsContent) {
  const headingId = useId();
  const [selected, setSelected] = useState<Filter>(() => toFilter(filter));
  // A changed `filter` attribute selects that filter (state adjusted during render, no effect).
  const [attribute, setAttribute] = useState(filter);
  if (attribute !== filter) {
    setAttribute(filter);
    setSelected(toFilter(filter));
  }
  const [open, setOpen] = useState<Project | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);

  const shown = projects.filter((p) => matchesFilter(p, selected));

  const openProject = (project: Project, button: HTMLButtonElement) => {
    opener.current = button;
    setOpen(project);
  };
  const closeProject = () => {
    setOpen(null);
    opener.current?.focus({ preventScroll: true });
  };

  return (
    <section className="section projects" aria-labelledby={headingId}>
      <header className="intro">
        <h1 id={headingId} className="page-heading">
          Projects
        </h1>
        <p>Things I have built, from full stack web apps to AI tools. Open a project for its features, demos and source code.</p>
      </header>
      <div className="filters" role="group" aria-label="Filter projects">
        {FILTERS.map((f) => (
          <button key={f} type="button" className="pill" aria-pressed={f === selected} onClick={() => setSelected(f)}>
            {f}
          </button>
        ))}
      </div>
      <p className="count" role="status">
        {`Showing ${shown.length} of ${projects.length} projects`}
      </p>
      <ul className="grid" role="list">
        {shown.map((project) => (
          <ProjectCard key={project.title} project={project} eager={projects.indexOf(project) < FIRST_ROW} onOpen={openProject} />
        ))}
      </ul>
      <p className="more">
        <a className="button" href={routeHref('')}>
          Visit the full portfolio
          <Icon name="arrowRight" />
        </a>
      </p>
      <ProjectDialog project={open} onClose={closeProject} />
    </section>
  );
}
