/**
 * The Projects section: heading, filter pills, a polite count of the projects shown, the card
 * grid and, where the owner wants it (data/projects.ts `fullPortfolioLink`), a link to the rest of
 * the portfolio: always when embedded in another site, as the way to the owner's. On Home
 * (`featured`), the featured projects under a heading that links to Projects. A card opens the
 * project's details in the
 * section's one dialog; closing it puts focus back on that card.
 *
 * Every card is in the markup: a filter only hides cards (`hidden`), so it works from the first
 * tap, before React has arrived (shared/runtime/first-taps.ts); React hydrates from the pressed filter.
 * The details are rendered on demand, from the section's content, into one dialog: 60 projects
 * do not make 60 prerendered dialogs. A card's link opens the dialog as a quick view
 * (shared/runtime/opener.ts), before React with the card's title and a loading note (`noteOpener`), and React fills in the
 * project named by `data-opener` as soon as it has hydrated (project-dialog.tsx); opening it
 * renders the dialog only, never the grid.
 */
import { useId, useMemo } from 'react';
import { isAddress } from '../../content/derive.ts';
import { ALL, matchesFilter } from '../../content/filters.ts';
import { featuredProjects } from '../../content/shown.ts';
import type { FullPortfolioLink, Project } from '../../content/types.ts';
import { FilterCount, FilterGroup, FilterPill, useFilter, useMatchLists } from '../shared/section/filters.tsx';
import { useStrings, type SectionStrings } from '../shared/section/strings.ts';
import { PageHeader } from '../shared/section/page-header.tsx';
import { ExternalLink, Icon } from '../shared/section/ui.tsx';
import { routeHref } from '../shared/urls.ts';
import { ProjectCard } from './project-card.tsx';
import { ProjectDialog } from './project-dialog.tsx';

/** Cards in the first row on a wide screen: their images load at once, the others lazily (all of them on Home, under its introduction). */
const FIRST_ROW = 3;

export interface ProjectsProps {
  /** The filter selected at first (the `filter` attribute); unknown names mean `All`. */
  readonly filter?: string;
  /** On Home: the featured projects only (content/shown.ts), no filters, a link to Projects. */
  readonly featured?: boolean;
}

/** What the section shows (bound in spec.ts). */
export interface ProjectsContent {
  readonly projects: readonly Project[];
  /** The filter pills after the one that shows all (data/projects.ts, or the shared technologies). */
  readonly filters: readonly string[];
  /** Where the link under the projects leads, and whether the site's own page shows it. */
  readonly fullPortfolio: FullPortfolioLink;
  readonly strings: SectionStrings;
}

export function Projects({ filter, featured = false, filters, fullPortfolio, ...content }: ProjectsProps & ProjectsContent) {
  const projects = useMemo(() => (featured ? featuredProjects(content.projects) : content.projects), [featured, content.projects]);
  const headingId = useId();
  const dialogId = useId();
  const words = useStrings('projects');
  const lang = useStrings('lang');
  const [selected, setSelected] = useFilter(filter, filters);
  const pills = useMemo(() => [ALL, ...filters], [filters]);
  const shown = projects.filter((p) => matchesFilter(p, selected));
  const { lists: matches, shownBy } = useMatchLists(projects, pills, matchesFilter);

  return (
    <section className={featured ? 'section projects in-home' : 'section projects'} aria-labelledby={headingId}>
      {featured ? (
        <PageHeader id={headingId} title={words.featured} more={{ href: routeHref('projects'), label: words.allProjects }} />
      ) : (
        <>
          <PageHeader id={headingId} title={words.heading} intro={words.intro} />
          <FilterGroup label={words.filtersLabel}>
            {pills.map((f) => (
              <FilterPill key={f} filter={f} shown={shownBy(f)} selected={selected} onSelect={setSelected}>
                {f === ALL ? words.all : f}
              </FilterPill>
            ))}
          </FilterGroup>
          <FilterCount forms={words.showing} shown={shown.length} total={projects.length} lang={lang} />
        </>
      )}
      <ul className="grid" role="list">
        {projects.map((project, i) => (
          <ProjectCard
            key={project.title}
            project={project}
            eager={!featured && i < FIRST_ROW}
            dialogId={dialogId}
            opener={String(i)}
            hidden={!shown.includes(project)}
            matches={matches[i]!}
          />
        ))}
      </ul>
      {/* On Home, the heading's link leads to Projects. */}
      {(__EMBED__ || (fullPortfolio.onProjectsPage && !featured)) && <FullPortfolio to={fullPortfolio.to} label={words.fullPortfolio} />}
      <ProjectDialog id={dialogId} projects={projects} />
    </section>
  );
}

/** The link to the rest of the portfolio: a page of the site, or the owner's address elsewhere (in a new tab). */
function FullPortfolio({ to, label }: { readonly to: string; readonly label: string }) {
  const content = (
    <>
      {label}
      <Icon name="arrowRight" />
    </>
  );
  return (
    <p className="more">
      {isAddress(to) ? (
        <ExternalLink className="button" href={to}>
          {content}
        </ExternalLink>
      ) : (
        <a className="button" href={routeHref(to)}>
          {content}
        </a>
      )}
    </p>
  );
}
