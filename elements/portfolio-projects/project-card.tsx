/**
 * One project in the grid: image, title, a two-line description and its first technologies, the
 * last of them with the count of the others ("+2").
 * The title is the card's one control, a link to the project's page whose hit area covers the
 * whole card. A plain click opens the section's dialog as a quick view, before React or after
 * (shared/runtime/opener.ts), and its `data-item` says which project the dialog shows
 * (project-dialog.tsx); a click with a modifier opens the page in a new tab, and a page without
 * script follows the link.
 */
import { memo } from 'react';
import { fill, formatNumber } from '../../content/format.ts';
import { projectPageRoute } from '../../content/slug.ts';
import type { Project } from '../../content/types.ts';
import { useLocale, useStrings } from '../shared/section/strings.ts';
import { routeHref } from '../shared/urls.ts';
import { ProjectImage } from './project-image.tsx';
import { TechTags } from './tech-tags.tsx';

/** Technology tags on a card before the rest are counted in a `+N` badge. */
const MAX_TAGS = 3;

interface CardContentProps {
  readonly project: Project;
  /** Load the image at once (first row) instead of when it nears the viewport. */
  readonly eager: boolean;
  /** The id of the section's project dialog. */
  readonly dialogId: string;
  /** The card's position, its link's `data-item`: which project the dialog shows (`data-opener`). */
  readonly opener: string;
}

interface ProjectCardProps extends CardContentProps {
  /** Hidden by the current filter. */
  readonly hidden: boolean;
  /** The filters that show this card, as `data-matches` (shared/runtime/filters.ts). */
  readonly matches: string;
}

/** A filter changes only whether a card is shown: its content is memoised and not rendered again. */
export function ProjectCard({ hidden, matches, ...content }: ProjectCardProps) {
  return (
    <li className="project card" hidden={hidden} data-matches={matches}>
      <CardContent {...content} />
    </li>
  );
}

const CardContent = memo(function CardContent({ project, eager, dialogId, opener }: CardContentProps) {
  const words = useStrings('projects');
  const locale = useLocale();
  const tags = project.technologies.slice(0, MAX_TAGS);
  const more = project.technologies.length - tags.length;
  return (
    <>
      {/* The image comes first in the source, as on screen: a streamed card never has its title pushed down. */}
      <ProjectImage project={project} loading={eager ? 'eager' : 'lazy'} />
      <h2>
        <a href={routeHref(projectPageRoute(project))} aria-haspopup="dialog" data-quick-view={dialogId} data-item={opener}>
          {project.title}
        </a>
      </h2>
      <p className="description">{project.description}</p>
      {more > 0 ? (
        <TechTags technologies={tags.slice(0, -1)}>
          {/* The last tag and the count of the others are one item, on one line: the count never starts a line alone. */}
          <li className="tag-last">
            <span className="tag">{tags.at(-1)}</span>{' '}
            <span className="tag extra">
              {fill(words.moreTags, { count: formatNumber(more, locale) })}
              <span className="visually-hidden"> {words.moreTagsNote}</span>
            </span>
          </li>
        </TechTags>
      ) : (
        <TechTags technologies={tags} />
      )}
    </>
  );
});
