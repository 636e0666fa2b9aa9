/**
 * Taps and tabs keys made before the site runtime has run, kept and replayed once it has: the
 * runtime starts after the page's largest paint (elements/start-runtime.ts), and a visitor can
 * press the theme toggle, the menu button, a tab or a filter before that.
 *
 * `holdEarlyInput` runs in the page's inline head script and keeps every trusted click on a
 * button or tab (not on a link, which works without script, nor on a dialog button the engine
 * runs itself), every plain click on a quick view's link (opener.ts; its default, the link's
 * page, is stopped) and every tabs key pressed on a tab (its default, a page scroll, is stopped).
 * A contact form's send is such a click (Enter in a field clicks the form's submit button): the
 * form itself does nothing on submit (`method="dialog"` outside a dialog), so the click is
 * replayed and sent once the scripts are there. It also marks trusted input where it happens,
 * as the sections' own watch would (human-input.ts).
 * `replayEarlyInput` runs in the runtime once the nav is defined and the sections scheduled: it
 * stops holding and replays each on the same element (a click, or a keydown the section's early
 * answer reads, first-taps.ts), in order.
 */
import { opensQuickView, QUICK_VIEW } from './opener.ts';
import { tabKeyTarget } from './tab-keys.ts';
import { HUMAN_EVENTS, markHumanInput } from './human-input.ts';
import { nativeInvokerCommands } from './invoker-commands.ts';

const HELD = Symbol.for('portfolio.earlyInput');

interface Held {
  readonly target: HTMLElement;
  /** The key of a keydown; absent for a click. */
  readonly key?: string;
}

type Page = Window & { [HELD]?: { readonly inputs: Held[]; stop(): void } };

/** Where a trusted event started (inside a button that may be its icon, an SVG element). */
const origin = (event: Event) => {
  const target = event.composedPath()[0];
  return event.isTrusted && target instanceof Element ? target : null;
};

export function holdEarlyInput(): void {
  const inputs: Held[] = [];
  const onClick = (event: Event) => {
    const quickView = origin(event)?.closest<HTMLElement>(QUICK_VIEW);
    if (quickView) {
      // The quick view it opens, once the runtime is there: not the page it links to.
      if (!opensQuickView(event)) return;
      event.preventDefault();
      inputs.push({ target: quickView });
      return;
    }
    const control = origin(event)?.closest<HTMLElement>('button, [role="tab"]');
    if (!control || control.closest('a[href]')) return;
    // A dialog the engine opens by itself needs nothing more.
    if (control.hasAttribute('commandfor') && nativeInvokerCommands()) return;
    inputs.push({ target: control });
  };
  const onKey = (event: KeyboardEvent) => {
    const tab = origin(event);
    // Any key that moves the selection in some tab list (a vertical one takes every arrow).
    if (!(tab instanceof HTMLElement && tab.matches('[role="tab"]')) || tabKeyTarget(event, 'vertical', 0, 2) === null) return;
    event.preventDefault();
    inputs.push({ target: tab, key: event.key });
  };
  addEventListener('click', onClick, true);
  addEventListener('keydown', onKey, true);
  // What a person types before the runtime still counts as a person's (the contact form's bot check).
  for (const type of HUMAN_EVENTS) addEventListener(type, markHumanInput, { capture: true, passive: true });
  (window as Page)[HELD] = {
    inputs,
    stop() {
      removeEventListener('click', onClick, true);
      removeEventListener('keydown', onKey, true);
      for (const type of HUMAN_EVENTS) removeEventListener(type, markHumanInput, true);
    },
  };
}

export function replayEarlyInput(): void {
  const page = window as Page;
  const held = page[HELD];
  if (!held) return;
  delete page[HELD];
  held.stop();
  for (const { target, key } of held.inputs) {
    if (!target.isConnected) continue;
    if (key === undefined) target.click();
    else target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, composed: true, cancelable: true }));
  }
}
