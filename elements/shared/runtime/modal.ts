/**
 * A modal `<dialog>`, the same before React (schedule-island.ts follows the section's dialogs) and
 * after (portfolio-projects/project-dialog.tsx). It opens and closes by itself (`commandfor` +
 * `command`, Escape; where the engine lacks Invoker Commands, invoker-commands.ts runs them, and
 * it runs the quick-view links that open it); a
 * click on its backdrop closes it (`notePress`, `closeFromBackdrop`), and `syncModal` does the
 * rest: the page behind stays still, its frames go when it closes (frames.ts), and focus goes
 * back to what opened it.
 *
 * Its state is kept on the dialog under shared symbols, read and written by this module only: the
 * site runtime and the React section each bundle their own copy of it, and both see one state.
 */
import { unloadFrames } from './frames.ts';
import { OPENER_STATE } from './opener.ts';
import { lockPageScroll } from './scroll-lock.ts';

const PRESSED = Symbol.for('portfolio.pressedBackdrop');
const UNLOCK = Symbol.for('portfolio.unlockPage');
type ModalState = HTMLDialogElement & { [PRESSED]?: boolean; [UNLOCK]?: () => void };

/** Remembers, on the dialog a press (`pointerdown`) is in, whether it started on its backdrop. */
export function notePress(event: Event): void {
  const path = event.composedPath();
  const dialog = path.find((node): node is ModalState => node instanceof HTMLDialogElement);
  if (dialog) dialog[PRESSED] = path[0] === dialog;
}

/** A click on a dialog's backdrop (the dialog itself is the target) closes it, if the press started there too (not a text selection dragged out). */
export function closeFromBackdrop(dialog: HTMLDialogElement): void {
  if ((dialog as ModalState)[PRESSED] && dialog.open) dialog.close();
}

/**
 * Brings the page, the dialog's frames and focus in line with whether it is open (after its
 * `toggle` event); safe to call again.
 */
export function syncModal(dialog: HTMLDialogElement): void {
  const state = dialog as ModalState;
  const unlock = state[UNLOCK];
  if (dialog.open && !unlock) {
    state[UNLOCK] = lockPageScroll();
  } else if (!dialog.open && unlock) {
    delete state[UNLOCK];
    unlock();
    unloadFrames(dialog);
    // Focus goes back to what opened it (a tap does not always focus it): its button, or of the
    // quick-view links that share it, the one whose item the host holds (`data-opener`).
    const root = dialog.getRootNode() as ShadowRoot | Document;
    const id = CSS.escape(dialog.id);
    const openers = [...root.querySelectorAll<HTMLElement>(`[command="show-modal"][commandfor="${id}"], [data-quick-view="${id}"]`)];
    const item = root instanceof ShadowRoot ? (root.host as HTMLElement).dataset[OPENER_STATE] : undefined;
    (openers.find((opener) => opener.dataset.item === item) ?? openers[0])?.focus({ preventScroll: true });
  }
}

/** Follows every dialog in `scope` (presses and toggles) until the returned function is called. */
export function followModals(scope: Node): () => void {
  const toggled = (event: Event) => event.target instanceof HTMLDialogElement && syncModal(event.target);
  scope.addEventListener('toggle', toggled, true);
  scope.addEventListener('pointerdown', notePress, true);
  return () => {
    scope.removeEventListener('toggle', toggled, true);
    scope.removeEventListener('pointerdown', notePress, true);
  };
}
