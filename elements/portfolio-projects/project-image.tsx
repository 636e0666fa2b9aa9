/**
 * A project's picture on its card and behind its showcase; a project without an `image` gets a
 * drawn one instead (its title's first letter on the brand colour), never a broken image.
 */
import type { Project } from '../../content/types.ts';
import type { SlotName } from '../../content/image-fields.ts';
import { Picture } from '../shared/media/picture.tsx';

interface ProjectImageProps {
  readonly project: Project;
  readonly slot: SlotName;
  readonly className?: string;
  readonly loading?: 'eager' | 'lazy';
}

export function ProjectImage({ project, slot, className = '', loading = 'lazy' }: ProjectImageProps) {
  if (project.image) return <Picture className={className} image={project.image} slot={slot} alt="" loading={loading} />;
  return (
    <span className={`${className} drawn-image`.trim()} aria-hidden="true">
      {[...project.title.trim()][0]?.toLocaleUpperCase()}
    </span>
  );
}
