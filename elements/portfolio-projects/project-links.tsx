/** A project's four links; one the project does not have yet is greyed "Coming Soon" text. */
import type { InterfaceStrings, Project } from '../../content/types.ts';
import type { IconName } from '../shared/media/icons.ts';
import { useStrings } from '../shared/section/strings.ts';
import { ExternalLink, Icon } from '../shared/section/ui.tsx';

const LINKS: readonly {
  readonly field: 'githubUrl' | 'liveUrl' | 'youtubeUrl' | 'linkedinPost';
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
  return (
    <ul className="links" role="list">
      {LINKS.map(({ field, label: key, icon }) => {
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
              <span className="link-tile link missing">
                <Icon name={icon} />
                {label} <span className="soon">{words.comingSoon}</span>
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
