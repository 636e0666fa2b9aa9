/**
 * Tabs on the prerendered markup, before React (shared/section/use-tabs.tsx is the hydrated
 * side): a `[role="tab"]` selects itself in its tablist and shows the panel its `aria-controls`
 * names, and the arrow keys, Home and End move the selection by the rule the hydrated section
 * uses (tab-keys.ts). The selected tab's position is `data-tab` on the element, which React
 * reads when it hydrates (`useHostState`).
 *
 * A tablist marked `data-tab-address` (About's, on the site) is named in the page's address: the
 * selected tab's `data-key` as the hash (`#education`), written here before React and by
 * use-tabs.tsx after; the `address` load strategy (load-on/address.ts) reads it.
 */
import { afterNextPaint } from './after-paint.ts';
import { readingDirection, tabKeyTarget } from './tab-keys.ts';

/** The element attribute (`data-tab`) holding the selected tab's position in its list. */
export const TAB_STATE = 'tab';
/** Marks a tablist whose selected tab the address names (`#<the tab's data-key>`). */
export const TAB_ADDRESS = 'data-tab-address';

/**
 * Writes a tab's key into the address (`#education`, no new history entry), after the tap's frame
 * is painted: changing the address costs the page a style and layout pass (about 40 ms of a tap
 * on the phone profile), which the visitor need not wait for.
 */
export const writeTabToAddress = (key: string): void =>
  void afterNextPaint().then(() => history.replaceState(history.state, '', `#${key}`));

/** Whether the address names a tab in `host` that is not the selected one (only the script can show it). */
export const addressNamesHiddenTab = (host: HTMLElement): boolean =>
  [...(host.shadowRoot ?? host).querySelectorAll<HTMLElement>('[role="tab"][data-key]')].some(
    (tab) => `#${tab.dataset.key}` === location.hash && tab.getAttribute('aria-selected') !== 'true',
  );

/**
 * Brings every animation in `panel` to its end, as the panel is hidden: an engine does not run
 * what a hidden panel holds (content-visibility, shared/section/host.css), so an animation left
 * midway (a skill still coming in) would never end.
 */
export function finishAnimations(panel: Element | null): void {
  for (const animation of panel?.getAnimations({ subtree: true }) ?? [])
    if (animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY) animation.finish();
}

/** Selects `tab` in its list and shows its panel; a list in the address writes it there. */
export function selectTab(host: HTMLElement, tab: HTMLElement): void {
  const list = tab.closest('[role="tablist"]');
  const tabs = [...(list?.querySelectorAll('[role="tab"]') ?? [])];
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
    if (!on) finishAnimations(panel);
    if (panel) panel.hidden = !on;
  }
  host.setAttribute(`data-${TAB_STATE}`, String(tabs.indexOf(tab)));
  // (never in an embed, which leaves the host page's address alone: the bundle drops the code)
  if (!__EMBED__ && list?.hasAttribute(TAB_ADDRESS)) writeTabToAddress(tab.dataset.key ?? '');
}

/**
 * Answers a tabs key pressed on a tab inside `host`'s shadow root: selects and focuses the tab it
 * leads to. True when it did (the key needs nothing more).
 */
export function answerTabKey(host: HTMLElement, event: KeyboardEvent): boolean {
  const tab = event.composedPath()[0];
  const list = tab instanceof HTMLElement && tab.matches('[role="tab"]') ? tab.closest('[role="tablist"]') : null;
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
