/**
 * A dialog several buttons open (Projects has one for every card): each opener carries the
 * position of its item as `value`. The opener's `value` is `data-opener` on the element, which
 * React reads after hydrating to render that item; the dialog's title (`[data-opener-text]`) is
 * written by `showOpenerTitle` alone: here from the opener's text before React, and by the
 * dialog (portfolio-projects/project-dialog.tsx) from the item it renders.
 */

/**
 * The element attribute (`data-opener`) holding the `value` of the button that last opened a
 * dialog several buttons share.
 */
export const OPENER_STATE = 'opener';

/** A button that opens a dialog other buttons open too; its `value` says which item to show. */
export const SHARED_OPENER = 'button[command="show-modal"][commandfor][value]';

/** Shows `title` as the title of a shared `dialog` (the one writer of its text). */
export function showOpenerTitle(dialog: Element, title: string): void {
  const heading = dialog.querySelector('[data-opener-text]');
  if (heading && heading.textContent !== title) heading.textContent = title;
}

/**
 * Before React, a shared dialog opened by `opener` (which opens it by itself) shows the opener's
 * text as its title at once, and `data-opener` tells React, when it comes, which item to render.
 */
export function noteOpener(host: HTMLElement, opener: HTMLButtonElement): void {
  host.setAttribute(`data-${OPENER_STATE}`, opener.value);
  const root = opener.getRootNode() as ShadowRoot | Document;
  const dialog = root.getElementById(opener.getAttribute('commandfor')!);
  if (dialog) showOpenerTitle(dialog, opener.textContent ?? '');
}
