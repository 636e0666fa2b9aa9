/**
 * A dialog several links open as a quick view (Projects has one for every card): each is a link
 * to the item's own page that, on a plain click, opens the section's dialog instead
 * (`data-quick-view`, the dialog's id; invoker-commands.ts runs it) and carries the position of
 * its item (`data-item`). A click with a modifier (a new tab) or a page without script follows
 * the link. The opener's item is `data-opener` on the element, which React reads after hydrating
 * to render that item; the dialog's title (`[data-opener-text]`) is written by `showOpenerTitle`
 * alone: here from the opener's text before React, and by the dialog
 * (portfolio-projects/project-dialog.tsx) from the item it renders.
 */

/** The element attribute (`data-opener`) holding the item of the link that last opened its quick view. */
export const OPENER_STATE = 'opener';

/** A link that opens a quick view of its item on a plain click. */
export const QUICK_VIEW = 'a[href][data-quick-view][data-item]';

/** A click that opens a quick view rather than the link's page: the main button, no modifier key (Enter on a link is such a click). */
export const opensQuickView = (event: Event): boolean =>
  event instanceof MouseEvent && event.button === 0 && !(event.ctrlKey || event.metaKey || event.shiftKey || event.altKey);

/** Shows `title` as the title of a shared `dialog` (the one writer of its text). */
export function showOpenerTitle(dialog: Element, title: string): void {
  const heading = dialog.querySelector('[data-opener-text]');
  if (heading && heading.textContent !== title) heading.textContent = title;
}

/**
 * Before React, a quick view opened by `opener` shows the opener's text as its title at once, and
 * `data-opener` tells React, when it comes, which item to render.
 */
export function noteOpener(host: HTMLElement, opener: HTMLElement): void {
  host.setAttribute(`data-${OPENER_STATE}`, opener.dataset.item!);
  const root = opener.getRootNode() as ShadowRoot | Document;
  const dialog = root.getElementById(opener.dataset.quickView!);
  if (dialog) showOpenerTitle(dialog, opener.textContent ?? '');
}
