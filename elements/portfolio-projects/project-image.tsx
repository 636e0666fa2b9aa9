/**
 * A project's picture on its card; a project without an `image` gets a drawn one instead (its
 * title's first letter on the brand colour), never a broken image. (Its dialog shows the real
 * picture only: showcase.tsx.)
 */
import type { Project } from '../../content/types.ts';
import { Picture } from '../shared/media/picture.tsx';

interface ProjectImageProps {
  readonly project: Project;
  readonly loading: 'eager' | 'lazy';
}

export function ProjectImage({ project, loading }: ProjectImageProps) {
  if (project.image) return <Picture className="thumb" image={project.image} slot="projectCard" alt="" loading={loading} />;
  return (
    <span className="thumb drawn-image" aria-hidden="true">
      {[...project.title.trim()][0]?.toLocaleUpperCase()}
    </span>
  );
}
