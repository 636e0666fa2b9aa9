/**
 * A section's first taps and keys, answered before React has arrived by flipping markup the
 * prerender already holds: on a phone, mounting a tab's cards or re-rendering a grid takes
 * hundreds of milliseconds, flipping `hidden` and a few attributes takes one. Each behaviour is a
 * module the hydrated section uses too (tabs.ts, filters.ts, modal.ts, frames.ts, opener.ts);
 * this one only says which answers which event. Free of React: the site runtime and the embed
 * loaders run it from their small scripts.
 */
import { applyFilter } from './filters.ts';
import { loadFrame } from './frames.ts';
import { closeFromBackdrop } from './modal.ts';
import { noteOpener, QUICK_VIEW } from './opener.ts';
import { answerTabKey, selectTab } from './tabs.ts';

/** Answers a click inside `host`'s shadow root; true when it needs nothing more (React must not see it again). */
function answerTap(host: HTMLElement, target: Element): boolean {
  const tab = target.closest<HTMLElement>('[role="tab"]');
  const pill = target.closest<HTMLElement>('[data-filter]');
  const dialog = target instanceof HTMLDialogElement ? target : null;
  const frameSlot = target.closest('[data-frame-load]')?.closest<HTMLElement>('[data-frame]');
  // (a plain click: hold.ts leaves any other to the link)
  const opener = target.closest<HTMLElement>(QUICK_VIEW);
  if (tab) selectTab(host, tab);
  else if (pill) applyFilter(host, pill);
  else if (dialog) closeFromBackdrop(dialog);
  else if (frameSlot) loadFrame(frameSlot);
  else if (opener) noteOpener(host, opener);
  // A dialog's opener or close button the engine runs, or invoker-commands.ts does.
  return tab !== null || pill !== null || dialog !== null || !!frameSlot || opener !== null || target.closest('[commandfor]') !== null;
}

/** Answers a click or a key inside `host` that started at `target`; true when it needs nothing more. */
export const answerFirst = (host: HTMLElement, event: Event, target: Element): boolean =>
  event.type === 'keydown' ? answerTabKey(host, event as KeyboardEvent) : answerTap(host, target);
