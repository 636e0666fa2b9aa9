/**
 * A section's first taps, answered before React has arrived by flipping markup the prerender
 * already holds: on a phone, mounting a tab's cards or re-rendering a grid takes hundreds of
 * milliseconds, flipping `hidden` and a few attributes takes one. Kept free of React: the site
 * runtime and the embeds run it from their small scripts.
 *
 * - Tabs (shared/section/use-tabs.tsx): a `[role="tab"]` selects itself in its tablist and shows the
 *   panel its `aria-controls` names; arrow keys, Home and End move the selection (`answerKey`)
 *   by the same rule the hydrated section uses (`tabKeyTarget`, in the list's reading direction,
 *   `readingDirection`).
 * - Filters: a `[data-filter]` button is pressed, every `[data-matches]` item whose `|`-separated
 *   list lacks that filter is hidden, and `[data-count]` shows how many remain.
 * - Modal dialogs open and close by themselves (`commandfor` + `command`, Escape; where the
 *   engine lacks Invoker Commands, shared/runtime/invoker-commands.ts runs them); a dialog that
 *   several buttons share takes the opener's text as its title and notes its `value`
 *   (`noteOpener`, for React to fill in the rest); a click on
 *   the backdrop closes one (`notePress`, `closeFromBackdrop`), and `syncModal` does the rest:
 *   the page behind stays still, a `[data-frame]` slot gets its frame only when the visitor
 *   presses its placeholder's button (`loadFrame`) and loses it when the dialog closes, and focus
 *   goes back to the opener.
 *
 * The choice is mirrored in a `data-*` attribute of the element (`data-tab`, `data-filter`, `data-opener`), which
 * React reads when it hydrates (`useHostState`), so its first render matches the page.
 */
import { formatNumber } from '../../../content/format.ts';
import { lockPageScroll } from './scroll-lock.ts';

/** The element attribute (`data-tab`) holding the selected tab's position in its list. */
export const TAB_STATE = 'tab';
/** The element attribute (`data-filter`) holding the pressed filter's name. */
export const FILTER_STATE = 'filter';
/**
 * The element attribute (`data-opener`) holding the `value` of the button that last opened a
 * dialog several buttons share (one project dialog for every card).
 */
export const OPENER_STATE = 'opener';
/** Separates the filter names in a `data-matches` list. */
export const MATCH_SEPARATOR = '|';

export type Orientation = 'horizontal' | 'vertical';

/** Which way a line of text reads: left to right, or right to left (Arabic, Hebrew). */
export type Direction = 'ltr' | 'rtl';

/** Left and Right → step to the next (1) or previous (-1) tab, left to right. */
const INLINE_STEPS: Readonly<Record<string, number>> = { ArrowLeft: -1, ArrowRight: 1 };
/** Up and Down → step, taken by a vertical list only. */
const BLOCK_STEPS: Readonly<Record<string, number>> = { ArrowUp: -1, ArrowDown: 1 };

/**
 * The WAI-ARIA tabs keys: where `key` moves the selection from tab `from` of `count` (Left and
 * Right wrap, a vertical list also takes Up and Down, Home and End jump to the ends), or null
 * for a key the tabs leave alone (any key with a modifier among them). Left and Right follow the
 * reading `direction`: right to left, Left moves to the next tab and Right to the previous one.
 */
export function tabKeyTarget(
  event: Pick<KeyboardEvent, 'key' | 'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey'>,
  orientation: Orientation,
  from: number,
  count: number,
  direction: Direction = 'ltr',
): number | null {
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || from < 0) return null;
  if (event.key === 'Home') return 0;
  if (event.key === 'End') return count - 1;
  const inline = INLINE_STEPS[event.key];
  const step =
    inline !== undefined ? (direction === 'rtl' ? -inline : inline) : orientation === 'vertical' ? BLOCK_STEPS[event.key] : undefined;
  return step === undefined ? null : (from + step + count) % count;
}

/**
 * The direction `element` reads in, as laid out: from its own `dir` or the nearest one around it,
 * through shadow roots (the computed `direction`, which a section's `:host(:dir(rtl))` styles
 * agree with).
 */
export const readingDirection = (element: Element): Direction => (getComputedStyle(element).direction === 'rtl' ? 'rtl' : 'ltr');

function selectTab(host: HTMLElement, tab: Element) {
  const tabs = [...(tab.closest('[role="tablist"]')?.querySelectorAll('[role="tab"]') ?? [])];
  const root = tab.getRootNode() as ShadowRoot | Document;
  // The tapped tab first, and only the tabs that change: a `tabindex` written on the focused tab
  // makes the engine bring styles up to date there and then (to know it is still focusable),
  // which is cheapest before anything else has changed.
  for (const t of [tab, ...tabs.filter((other) => other !== tab)]) {
    const on = t === tab;
    if (t.getAttribute('aria-selected') === String(on)) continue;
    t.setAttribute('tabindex', on ? '0' : '-1');
    t.setAttribute('aria-selected', String(on));
    const panel = root.getElementById(t.getAttribute('aria-controls') ?? '');
    if (panel) panel.hidden = !on;
  }
  host.setAttribute(`data-${TAB_STATE}`, String(tabs.indexOf(tab)));
}

function applyFilter(host: HTMLElement, scope: ParentNode, pill: HTMLElement) {
  const name = pill.dataset.filter!;
  for (const p of scope.querySelectorAll('[data-filter]')) p.setAttribute('aria-pressed', String(p === pill));
  let shown = 0;
  for (const item of scope.querySelectorAll<HTMLElement>('[data-matches]')) {
    item.hidden = !item.dataset.matches!.split(MATCH_SEPARATOR).includes(name);
    if (!item.hidden) shown++;
  }
  const count = scope.querySelector<HTMLElement>('[data-count]');
  // As React writes it: in the locale it gives (the section's language, the build's digits).
  if (count) count.textContent = formatNumber(shown, count.dataset.locale || host.lang || 'en');
  host.setAttribute(`data-${FILTER_STATE}`, name);
}

/**
 * Answers a tabs key (`tabKeyTarget`) pressed on a tab inside `host`'s shadow root: selects and
 * focuses the tab it leads to. True when it did (the key needs nothing more).
 */
export function answerKey(host: HTMLElement, event: KeyboardEvent): boolean {
  const tab = event.composedPath()[0];
  const list = tab instanceof Element && tab.matches('[role="tab"]') ? tab.closest('[role="tablist"]') : null;
  if (!list) return false;
  const tabs = [...list.querySelectorAll<HTMLElement>('[role="tab"]')];
  const orientation = list.getAttribute('aria-orientation') === 'vertical' ? 'vertical' : 'horizontal';
  const to = tabKeyTarget(event, orientation, tabs.indexOf(tab as HTMLElement), tabs.length, readingDirection(list));
  if (to === null) return false;
  event.preventDefault();
  selectTab(host, tabs[to]!);
  tabs[to]!.focus();
  return true;
}

/**
 * A dialog's state is kept on the element under shared symbols, not in this module: the site
 * runtime and the React section each bundle their own copy of it, and both must see one state.
 */
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
export function closeFromBackdrop(dialog: ModalState): void {
  if (dialog[PRESSED] && dialog.open) dialog.close();
}

/** A button that opens a dialog other buttons open too; its `value` says which item to show. */
export const SHARED_OPENER = 'button[command="show-modal"][commandfor][value]';

/**
 * Before React, a shared dialog opened by `opener` (which opens it by itself) shows the opener's
 * text as its title (`[data-opener-text]`) at once; `data-opener` tells React, when it comes,
 * which item to render in it (projects.tsx).
 */
function noteOpener(host: HTMLElement, opener: HTMLButtonElement) {
  host.setAttribute(`data-${OPENER_STATE}`, opener.value);
  const root = opener.getRootNode() as ShadowRoot | Document;
  const title = root.getElementById(opener.getAttribute('commandfor')!)?.querySelector('[data-opener-text]');
  if (title) title.textContent = opener.textContent;
}

/**
 * Answers a click inside `host`'s shadow root if it is one of the cases above; true when the
 * click needs nothing more (React must not see it again).
 */
export function answerEarly(host: HTMLElement, target: Element): boolean {
  const scope = host.shadowRoot ?? host;
  const tab = target.closest('[role="tab"]');
  const pill = target.closest<HTMLElement>('[data-filter]');
  const dialog = target instanceof HTMLDialogElement ? target : null;
  const frameSlot = target.closest('[data-frame-load]')?.closest<HTMLElement>('[data-frame]');
  const opener = target.closest<HTMLButtonElement>(SHARED_OPENER);
  if (tab) selectTab(host, tab);
  else if (pill) applyFilter(host, scope, pill);
  else if (dialog) closeFromBackdrop(dialog);
  else if (frameSlot) loadFrame(frameSlot);
  else if (opener) noteOpener(host, opener);
  return tab !== null || pill !== null || dialog !== null || !!frameSlot || target.closest('[commandfor]') !== null;
}

/**
 * Puts a `[data-frame]` slot's frame (a video, a post) into its `[data-frame-host]`, made from the
 * slot's inert `data-frame` attributes, and gives it focus: nothing is requested from the third
 * party before the visitor asks. The frame covers the placeholder exactly (CSS), so nothing moves.
 */
export function loadFrame(slot: HTMLElement): void {
  const host = slot.querySelector('[data-frame-host]');
  if (!host || host.firstChild) return;
  const frame = document.createElement('iframe');
  for (const [name, value] of Object.entries(JSON.parse(slot.dataset.frame!) as Record<string, string>)) frame.setAttribute(name, value);
  host.append(frame);
  frame.focus();
}

/**
 * Brings the page, the dialog's frames and focus in line with whether it is open (after its
 * `toggle` event); safe to call again.
 */
export function syncModal(dialog: ModalState): void {
  const unlock = dialog[UNLOCK];
  if (dialog.open && !unlock) {
    dialog[UNLOCK] = lockPageScroll();
  } else if (!dialog.open && unlock) {
    delete dialog[UNLOCK];
    unlock();
    // A playing video stops; the placeholder shows again.
    for (const host of dialog.querySelectorAll('[data-frame-host]')) host.replaceChildren();
    // Focus goes back to the button that opened it (a tap does not always focus a button); of
    // the buttons that share a dialog, the one whose value the host holds (`data-opener`).
    const root = dialog.getRootNode() as ShadowRoot | Document;
    const openers = [...root.querySelectorAll<HTMLButtonElement>(`[command="show-modal"][commandfor="${CSS.escape(dialog.id)}"]`)];
    const value = root instanceof ShadowRoot ? (root.host as HTMLElement).dataset[OPENER_STATE] : undefined;
    (openers.find((b) => b.value === value) ?? openers[0])?.focus({ preventScroll: true });
  }
}
