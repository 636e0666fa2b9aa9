/**
 * The section's one modal `<dialog>`: a project's overview, key features, technologies, links
 * and the showcase frames, rendered when a card opens it. It is in the markup from
 * the start, closed and empty: a card's link opens it as a quick view (shared/runtime/opener.ts),
 * the Close button and Escape close it (the Close button without script where the engine runs
 * commands), and the browser puts focus on the Close button; a click on the backdrop closes it too. Opened before React has hydrated, it shows
 * the card's title and a loading note until React renders the project (projects.tsx). While it is
 * open the page behind stays still, and on closing focus goes back to the card (`syncModal`).
 * Before React arrives the site runtime does the same (shared/runtime/modal.ts and opener.ts).
 * A project's details are styled by a stylesheet the section adopts when the first one shows
 * (details-style.ts), so the prerendered style of every page with projects stays small.
 * It is as tall as what it shows, up to 90% of the screen (then its body scrolls), and its top
 * stays put as it grows, so the details arriving after the title (opened before React) never move it.
 */
import { useEffect, useId, useLayoutEffect, useRef } from 'react';
import { flushSync } from 'react-dom';
import type { Project } from '../../content/types.ts';
import { closeFromBackdrop, notePress, syncModal } from '../shared/runtime/modal.ts';
import { OPENER_STATE, showOpenerTitle } from '../shared/runtime/opener.ts';
import { useHostState } from '../shared/section/section.tsx';
import { useStrings } from '../shared/section/strings.ts';
import { Icon } from '../shared/section/ui.tsx';
import { adoptDetailsStyle } from './details-style.ts';
import { projectPageRoute } from '../../content/slug.ts';
import { routeHref } from '../shared/urls.ts';
import { ProjectLinks } from './project-links.tsx';
import { Showcase } from './showcase.tsx';
import { TechTags } from './tech-tags.tsx';

interface ProjectDialogProps {
  readonly id: string;
  /** Every project; the dialog shows the one whose card opened it. */
  readonly projects: readonly Project[];
}

/** The title's text as React renders it: none (`showOpenerTitle` writes it). */
const NO_TEXT = '';

export function ProjectDialog({ id, projects }: ProjectDialogProps) {
  const titleId = useId();
  const words = useStrings('projects');
  const { close } = useStrings('common');
  // The card that opened it, by its position (`data-opener`): written by the runtime before React
  // (hydration starts from the empty dialog, then takes it), and by the dialog's `command` event after.
  const [opener, setOpener] = useHostState(OPENER_STATE, '', 'after-hydration');
  const project = opener === '' ? undefined : projects[Number(opener)];
  const dialog = useRef<HTMLDialogElement>(null);
  // The title has one writer, `showOpenerTitle`: the runtime's from the card before React, this
  // one from the project after. React renders it empty and never changes it (hydration keeps the
  // runtime's text: an unchanged empty text with `suppressHydrationWarning`).
  // The details' styles come with the first project shown, before it paints (details-style.ts).
  useLayoutEffect(() => {
    if (!project) return;
    adoptDetailsStyle(dialog.current!);
    showOpenerTitle(dialog.current!, project.title);
  }, [project]);

  // A card's quick view comes just before the dialog opens: its project is rendered at once
  // (flushSync), so the dialog paints with it, and nothing else in the section renders. Listened
  // to from the commit on (a layout effect), as a card's own click handler would be.
  useLayoutEffect(() => {
    const el = dialog.current!;
    const opened = (event: Event) => {
      const { command, source } = event as CommandEvent;
      const item = source instanceof HTMLElement ? source.dataset.item : undefined;
      if (command === 'show-modal' && item) flushSync(() => setOpener(item));
    };
    el.addEventListener('command', opened);
    return () => el.removeEventListener('command', opened);
  }, [setOpener]);

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
        <h2 id={titleId} data-opener-text="" suppressHydrationWarning>
          {NO_TEXT}
        </h2>
        <button type="button" className="close" aria-label={close} commandfor={id} command="close">
          <Icon name="close" />
        </button>
      </div>
      {/* Focusable, so the keyboard can scroll it when it holds no link (a project with none yet). */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the body scrolls, so keyboard users must be able to focus it to scroll it */}
      <div className="dialog-body" tabIndex={0}>
        {project ? (
          <ProjectDetails key={project.title} project={project} />
        ) : (
          <p className="loading" role="status">
            {words.loading}
          </p>
        )}
      </div>
    </dialog>
  );
}

function ProjectDetails({ project }: { readonly project: Project }) {
  const words = useStrings('projects');
  return (
    <>
      <Showcase project={project} />
      <div className="dialog-main">
        <div className="details">
          <div>
            <h3>{words.overview}</h3>
            <p>{project.description}</p>
            {project.features.length > 0 && (
              <>
                <h3>{words.features}</h3>
                <ul className="features">
                  {project.features.map((f) => (
                    <li key={f}>{f}</li>
                  ))}
                </ul>
              </>
            )}
          </div>
          <div>
            <h3>{words.technologies}</h3>
            <TechTags technologies={project.technologies} />
          </div>
        </div>
        <ProjectLinks project={project} />
        {/* The quick view leads to the project's own page (content/project-pages.ts), in this language. */}
        <a className="page-link" href={routeHref(projectPageRoute(project))}>
          {words.projectPage}
        </a>
      </div>
    </>
  );
}
