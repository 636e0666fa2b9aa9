/**
 * A project's links under their heading: each link it has, and each it plans (`planned`) greyed
 * as "Coming Soon"; a link it neither has nor plans is not shown, and with none there is no heading.
 */
import type { InterfaceStrings, Project, ProjectLink } from '../../content/types.ts';
import type { IconName } from '../shared/media/icons.ts';
import { useStrings } from '../shared/section/strings.ts';
import { ExternalLink, Icon } from '../shared/section/ui.tsx';

const LINKS: readonly {
  readonly field: ProjectLink;
  readonly label: keyof InterfaceStrings['projects'] & ('sourceCode' | 'liveDemo' | 'videoDemo' | 'article');
  readonly icon: IconName;
}[] = [
  { field: 'githubUrl', label: 'sourceCode', icon: 'github' },
  { field: 'liveUrl', label: 'liveDemo', icon: 'globe' },
  { field: 'youtubeUrl', label: 'videoDemo', icon: 'play' },
  { field: 'linkedinPost', label: 'article', icon: 'linkedin' },
];

export function ProjectLinks({ project }: { readonly project: Project }) {
  const words = useStrings('projects');
  const shown = LINKS.filter(({ field }) => project[field] || project.planned?.includes(field));
  if (shown.length === 0) return null;
  return (
    <div className="project-links">
      <h3>{words.links}</h3>
      <ul className="links" role="list">
        {shown.map(({ field, label: key, icon }) => {
          const href = project[field];
          const label = words[key];
          return (
            <li key={field}>
              {href ? (
                <ExternalLink href={href} className="link-tile link">
                  <Icon name={icon} />
                  {label}
                </ExternalLink>
              ) : (
                <span className="link-tile link planned">
                  <Icon name={icon} />
                  <span>{label}</span> <span className="soon">{words.comingSoon}</span>
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
