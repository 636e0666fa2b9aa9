/** A project's four links; one the project does not have yet is greyed "Coming Soon" text. */
import type { Project } from '../../content/types.ts';
import type { IconName } from '../shared/media/icons.ts';
import { ExternalLink, Icon } from '../shared/section/ui.tsx';

const LINKS: readonly {
  readonly field: 'githubUrl' | 'liveUrl' | 'youtubeUrl' | 'linkedinPost';
  readonly label: string;
  readonly icon: IconName;
}[] = [
  { field: 'githubUrl', label: 'Source Code', icon: 'github' },
  { field: 'liveUrl', label: 'Live Demo', icon: 'globe' },
  { field: 'youtubeUrl', label: 'Video Demo', icon: 'play' },
  { field: 'linkedinPost', label: 'LinkedIn Article', icon: 'linkedin' },
];

export function ProjectLinks({ project }: { readonly project: Project }) {
  return (
    <ul className="links" role="list">
      {LINKS.map(({ field, label, icon }) => {
        const href = project[field];
        return (
          <li key={field}>
            {href ? (
              <ExternalLink href={href} className="link-tile link">
                <Icon name={icon} />
                {label}
              </ExternalLink>
            ) : (
              <span className="link-tile link missing">
                <Icon name={icon} />
                {label} <span className="soon">Coming Soon</span>
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
