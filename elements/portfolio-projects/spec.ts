import listing from '../shared/section/listing.css';
import { section } from '../shared/section/section.tsx';
import { attributes, tag } from './contract.ts';
import { Projects, type ProjectsContent, type ProjectsProps } from './projects.tsx';
import styles from './projects.css';

/** `<portfolio-projects>` as React runs it; what it is and does: contract.ts. */
export default section<ProjectsProps, ProjectsContent>({ tag, attributes, component: Projects, styles: listing + styles });

declare global {
  interface HTMLElementTagNameMap {
    'portfolio-projects': HTMLElement;
  }
}
