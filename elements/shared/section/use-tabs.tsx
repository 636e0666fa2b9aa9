/**
 * The WAI-ARIA tabs pattern (APG, automatic activation), written once for every section with
 * tabs: About's three tabs and Skills' category list.
 *
 * - roles `tablist` / `tab` / `tabpanel`, `aria-selected`, `aria-controls`, `aria-labelledby`;
 * - only the selected tab is in the Tab order (roving tabindex), its panel follows it;
 * - Left/Right move and wrap (a `vertical` list also takes Up/Down), Home/End jump to the ends;
 *   Left/Right follow the list's reading direction (right to left, Left goes to the next tab);
 *   a tab is selected as soon as it receives focus from the keyboard (shared/runtime/tab-keys.ts);
 * - inactive panels carry `hidden`, so server and browser render the same markup, and the
 *   site runtime can switch tabs before React arrives (shared/runtime/tabs.ts); the selected tab's
 *   position is mirrored in the element's `data-tab` attribute, where hydration picks it up;
 * - with `address`, the page's address names the selected tab (`#education`): choosing a tab
 *   replaces the hash (no new history entry), a hash naming a tab selects it, and the tab list is
 *   marked `data-tab-address` (each tab's key in `data-key`) so the runtime does the same before
 *   React and loads the section at once for such an address (shared/runtime/load-on/address.ts).
 *
 * Give every panel element no `display` of its own: `hidden` must keep working.
 */
import { useCallback, useEffect, useId, useRef, type ButtonHTMLAttributes, type HTMLAttributes, type KeyboardEvent } from 'react';
import { readingDirection, tabKeyTarget, type Orientation } from '../runtime/tab-keys.ts';
import { finishAnimations, TAB_ADDRESS, TAB_STATE, writeTabToAddress } from '../runtime/tabs.ts';
import { useHostState } from './section.tsx';
import { InlineStyle } from './ui.tsx';

export type { Orientation };

export interface TabsOptions<K extends string> {
  /** The tabs in order; the first one is selected at first. */
  readonly keys: readonly K[];
  readonly orientation?: Orientation;
  /** Called when the visitor selects a tab (click or key); not called by `select`. */
  readonly onSelect?: (key: K) => void;
  /** Whether the address names the selected tab (`#<key>`; keys that read as they are in a URL). */
  readonly address?: boolean;
}

export interface Tabs<K extends string> {
  readonly selected: K;
  /** Selects a tab from code (a URL hash, …); stable across renders. */
  readonly select: (key: K) => void;
  readonly tabListProps: HTMLAttributes<HTMLElement>;
  readonly tabProps: (key: K) => ButtonHTMLAttributes<HTMLButtonElement> & { readonly id: string };
  readonly panelProps: (key: K) => HTMLAttributes<HTMLElement> & { readonly id: string };
}

export function useTabs<K extends string>({ keys, orientation = 'horizontal', onSelect, address = false }: TabsOptions<K>): Tabs<K> {
  const base = useId();
  const [position, setPosition] = useHostState(TAB_STATE, '0');
  const selected = keys[Number(position)] ?? keys[0]!;
  const select = useCallback((key: K) => setPosition(String(keys.indexOf(key))), [keys, setPosition]);
  // Ids from positions: keys may hold spaces, which an id reference list cannot.
  const tabId = (key: K) => `${base}tab${keys.indexOf(key)}`;
  const panelId = (key: K) => `${base}panel${keys.indexOf(key)}`;

  const chosen = useFollowedAddress(address, keys, select);

  /** Selects `key`, chosen by the visitor on `control` (a tab, or the tab list). */
  const choose = (key: K, control: Element) => {
    chosen.current = true;
    if (key !== selected) finishAnimations((control.getRootNode() as Document | ShadowRoot).getElementById(panelId(selected)));
    select(key);
    if (address) writeTabToAddress(key);
    onSelect?.(key);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const list = event.currentTarget;
    const tabs = [...list.querySelectorAll<HTMLElement>('[role="tab"]')];
    const to = tabKeyTarget(event, orientation, tabs.indexOf(event.target as HTMLElement), keys.length, readingDirection(list));
    if (to === null) return;
    event.preventDefault();
    choose(keys[to]!, list);
    tabs[to]?.focus();
  };

  return {
    selected,
    select,
    tabListProps: { role: 'tablist', 'aria-orientation': orientation, onKeyDown, ...(address && { [TAB_ADDRESS]: '' }) },
    tabProps: (key) => ({
      ...(address && { 'data-key': key }),
      role: 'tab',
      type: 'button',
      id: tabId(key),
      'aria-selected': key === selected,
      'aria-controls': panelId(key),
      tabIndex: key === selected ? 0 : -1,
      onClick: (event) => choose(key, event.currentTarget),
    }),
    panelProps: (key) => ({
      role: 'tabpanel',
      id: panelId(key),
      'aria-labelledby': tabId(key),
      hidden: key !== selected,
      tabIndex: 0,
    }),
  };
}

/**
 * Selects the tab the address names, at first and on every `hashchange`, with `address`. Returns
 * whether the visitor has chosen a tab since this rendered: a tap can come before the effect has
 * run, and the address must not undo it.
 */
function useFollowedAddress<K extends string>(address: boolean, keys: readonly K[], select: (key: K) => void) {
  const chosen = useRef(false);
  useEffect(() => {
    if (!address) return;
    const open = () => {
      const key = keys.find((k) => `#${k}` === location.hash);
      if (key) select(key);
    };
    if (!chosen.current) open();
    addEventListener('hashchange', open);
    return () => removeEventListener('hashchange', open);
  }, [address, select, keys]);
  return chosen;
}

/**
 * For visitors without JavaScript, where tabs cannot switch: hides the tab list and shows every
 * panel in turn, each under its heading (`.tabpanel-heading`, visually hidden while the tabs
 * work). A `<noscript>` is parsed as markup only when scripting is off; with scripts on, the
 * browser keeps it as inert text and React neither renders nor hydrates what is inside, so
 * prerendered and hydrated markup stay identical.
 */
export function TabsWithoutScript() {
  return (
    <noscript>
      <InlineStyle
        css={
          '[role="tablist"]{display:none}[role="tabpanel"][hidden]{display:block}[role="tabpanel"]+[role="tabpanel"]{margin-top:var(--size-8)}' +
          '.tabpanel-heading{position:static;width:auto;height:auto;margin:0 0 var(--size-3);overflow:visible;clip-path:none;white-space:normal}'
        }
      />
    </noscript>
  );
}
