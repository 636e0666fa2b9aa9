/**
 * Loads a prerendered section's JavaScript only when a visitor may need it, and makes sure
 * nothing they do before it arrives is lost.
 *
 * - `interaction`: load on the first sign of use (pointer over or down, touch, focus inside).
 *   Most visitors read before they click, and a page that only reads needs no React at all.
 * - `now`: load at once (e.g. a deep link such as /about#education that needs a tab opened).
 *
 * Until the section's code has arrived, a tap on a tab, a filter or a dialog's opener, and a
 * tabs key, are answered at once on the prerendered markup (shared/runtime/early.ts) and React later
 * hydrates from that state. A load that fails is tried again on the next sign of use. Until the section is hydrated (its `SECTION_READY` event), any other click on a
 * control (not a link, which works natively) and a form submission are held back and replayed
 * on the same node; text typed into fields stays in the DOM, which the hydrated (uncontrolled)
 * fields keep.
 * (React 19 replays clicks made during hydration itself, but not submits, which would reach
 * the browser and reload the page: holding until hydration ends covers both.) Trusted input
 * inside each section is recorded from page start (human-input.ts).
 */
import { afterNextPaint } from './after-paint.ts';
import { answerEarly, answerKey, notePress, syncModal } from './early.ts';
import { SECTION_READY } from '../events.ts';
import { supportInvokerCommands } from './invoker-commands.ts';
import { watchHumanInput } from './human-input.ts';

export type LoadWhen = 'interaction' | 'now';

/**
 * When a section loads its script: the default export of its folder's `island.ts` (a section
 * without one is read-only and never loads React). The same rule on the site and in embeds.
 */
export interface LoadRule {
  readonly when: LoadWhen | ((host: HTMLElement) => LoadWhen);
  /** Called after a tap was answered early (shared/runtime/early.ts), e.g. to write the tab into the URL. */
  readonly answered?: (host: HTMLElement) => void;
}

export interface Island extends LoadRule {
  readonly load: () => Promise<unknown>;
}

const INTENT = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

export function scheduleIsland(host: HTMLElement, island: Island): Promise<void> {
  // A dialog's opener works by itself, in every engine (the section's own bundle installs it too).
  supportInvokerCommands();
  // `submit` does not cross a shadow boundary: listen inside the (declarative) shadow root.
  const scope: Node = host.shadowRoot ?? host;
  // From page start, so what a person typed before the section hydrated still counts (the contact form's bot check).
  watchHumanInput(scope);
  // (typed apart: it is set in a listener, which the compiler cannot follow into the load below)
  let replay = null as (() => void) | null;
  let start = () => {};
  const ready = new Promise((resolve) => host.addEventListener(SECTION_READY, resolve, { once: true }));
  // Once the element is defined React is hydrating, and replays clicks and keys itself.
  const hydrating = () => customElements.get(host.localName) !== undefined;

  const hold = (event: Event) => {
    const target = event.composedPath()[0];
    if (!(target instanceof Element)) return;
    if (event.type === 'submit' && target instanceof HTMLFormElement) {
      event.preventDefault();
      replay = () => target.requestSubmit();
    } else if (event.type === 'keydown' && !hydrating()) {
      if (answerKey(host, event as KeyboardEvent)) island.answered?.(host);
    } else if (event.type === 'click' && !target.closest('a[href]') && !hydrating()) {
      if (answerEarly(host, target)) island.answered?.(host);
      else replay = () => (target as HTMLElement).click();
    }
    start();
  };
  const toggled = (event: Event) => event.target instanceof HTMLDialogElement && syncModal(event.target);
  const listeners: [string, EventListener][] = [
    ['click', hold],
    ['keydown', hold],
    ['submit', hold],
    ['toggle', toggled],
    ['pointerdown', notePress],
  ];
  for (const [type, listener] of listeners) scope.addEventListener(type, listener, true);

  const when = typeof island.when === 'function' ? island.when(host) : island.when;
  /** Resolves on the next sign of use (or at once for `now`, on the first try). */
  const intent = (first: boolean) =>
    new Promise<void>((resolve) => {
      start = () => {
        for (const type of INTENT) host.removeEventListener(type, start);
        resolve();
      };
      if (first && when === 'now') start();
      else for (const type of INTENT) host.addEventListener(type, start, { once: true, passive: true });
    });

  const loaded = (async () => {
    for (let first = true; ; first = false) {
      await intent(first);
      // The tap that showed intent is answered first: its frame is painted before any of the
      // section's code is fetched, compiled or run.
      await afterNextPaint();
      try {
        await island.load();
        break;
      } catch {
        // The next sign of use tries again. Nothing is reported: the browser already names a file
        // that failed to load, and a page being left aborts its pending imports (Firefox rejects
        // them as the navigation starts, before `pagehide`), which is no error at all.
      }
    }
    await ready;
    for (const [type, listener] of listeners) scope.removeEventListener(type, listener, true);
    replay?.();
  })();
  return loaded;
}

/** Schedules every section of `islands` found in `root`. */
export function startIslands(root: ParentNode, islands: Readonly<Record<string, Island>>): void {
  for (const [tag, island] of Object.entries(islands)) {
    for (const host of root.querySelectorAll<HTMLElement>(tag)) void scheduleIsland(host, island);
  }
}
