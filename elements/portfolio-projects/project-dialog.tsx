/**
 * A project's details in a modal `<dialog>` (opened with `showModal()`): overview, key
 * features, technologies, links and the showcase frames. Escape, the Close button and a click
 * on the backdrop close it; the page behind stays still while it is open. Its content exists
 * only while open, so no third-party frame is requested before a visitor asks for it.
 */
import { useEffect, useId, useRef } from 'react';
import type { Project } from '../../data/types.ts';
import { Icon } from '../shared/ui.tsx';
import { ProjectLinks } from './project-links.tsx';
import { lockPageScroll } from './scroll-lock.ts';
import { Showcase } from './showcase.tsx';
import { TechTags } from './tech-tags.tsx';

interface ProjectDialogProps {
  /** The project shown; null keeps the dialog closed. */
  readonly project: Project | null;
  /** Called once the dialog has closed, however it was closed. */
  readonly onClose: () => void;
}

export function ProjectDialog({ project, onClose }: ProjectDialogProps) {
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  // A backdrop click closes only when it also started there (not a text selection dragged out).
  const pressedBackdrop = useRef(false);

  useEffect(() => {
    const el = dialog.current;
    if (!project || !el) return;
    const unlock = lockPageScroll();
    el.showModal();
    closeButton.current?.focus();
    return () => {
      if (el.open) el.close();
      unlock();
    };
  }, [project]);

  return (
    <dialog
      ref={dialog}
      className="dialog"
      aria-labelledby={titleId}
      onClose={onClose}
      onPointerDown={(event) => {
        pressedBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        if (pressedBackdrop.current && event.target === event.currentTarget) event.currentTarget.close();
      }}
    >
      {project && (
        <>
          <div className="dialog-header">
            <h2 id={titleId}>{project.title}</h2>
            <button ref={closeButton} type="button" className="close" aria-label="Close" onClick={() => dialog.current?.close()}>
              <Icon name="close" />
            </button>
          </div>
          {/* Focusable, so the keyboard can scroll it when it holds no link (a project with none yet). */}
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
        </>
      )}
    </dialog>
  );
}
