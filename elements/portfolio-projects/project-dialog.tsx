/**
 * A project's details in a modal `<dialog>`: overview, key features, technologies, links and
 * the showcase frames. It is in the markup from the start, closed: its card's button opens it
 * (`commandfor`, `command="show-modal"`), the Close button and Escape close it, all without
 * script, and the browser puts focus on the Close button; a click on the backdrop closes it too.
 * While it is open the page behind stays still and its frames exist, and on closing focus goes
 * back to the card (`syncModal`), so nothing third-party loads before it is opened. Before
 * React arrives the site runtime does the same (shared/runtime/early.ts).
 */
import { useEffect, useId, useRef } from 'react';
import type { Project } from '../../content/types.ts';
import { closeFromBackdrop, notePress, syncModal } from '../shared/runtime/early.ts';
import { Icon } from '../shared/section/ui.tsx';
import { ProjectLinks } from './project-links.tsx';
import { Showcase } from './showcase.tsx';
import { TechTags } from './tech-tags.tsx';

interface ProjectDialogProps {
  readonly id: string;
  readonly project: Project;
}

export function ProjectDialog({ id, project }: ProjectDialogProps) {
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const el = dialog.current!;
    const sync = () => syncModal(el);
    sync(); // it may have been opened before React arrived
    el.addEventListener('toggle', sync);
    return () => {
      el.removeEventListener('toggle', sync);
      if (el.open) el.close();
      sync();
    };
  }, []);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop closes it; Escape already does from the keyboard
    <dialog
      ref={dialog}
      id={id}
      className="dialog"
      aria-labelledby={titleId}
      // Open or not is the browser's: hydration may find it opened before React came.
      suppressHydrationWarning
      onPointerDown={(event) => notePress(event.nativeEvent)}
      onClick={(event) => event.target === event.currentTarget && closeFromBackdrop(event.currentTarget)}
    >
      <div className="dialog-header">
        <h2 id={titleId}>{project.title}</h2>
        <button type="button" className="close" aria-label="Close" commandfor={id} command="close">
          <Icon name="close" />
        </button>
      </div>
      {/* Focusable, so the keyboard can scroll it when it holds no link (a project with none yet). */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the body scrolls, so keyboard users must be able to focus it to scroll it */}
      <div className="dialog-body" tabIndex={0}>
        <Showcase project={project} />
        <div className="details">
          <div>
            <h3>Overview</h3>
            <p>{project.description}</p>
            <h3>Key Features</h3>
            <ul className="features">
              {project.features.map((f) => (
                <li key={f}>{f}</li>
              ))}
            </ul>
          </div>
          <div>
            <h3>Technologies</h3>
            <TechTags technologies={project.technologies} />
            <h3>Links</h3>
            <ProjectLinks project={project} />
          </div>
        </div>
      </div>
    </dialog>
  );
}
