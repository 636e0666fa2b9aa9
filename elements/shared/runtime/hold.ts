/**
 * What a visitor does in a section before its script has taken over is not lost. From the moment
 * the section is scheduled (schedule-island.ts) until it is released (once hydrated), inside its
 * shadow root:
 *
 * - a click or a key is offered to `answer` first (the first taps, first-taps.ts);
 * - a click it leaves (not on a link, which works natively, but a quick view's) is held, and replayed on the same
 *   node when released;
 * - a form submission is stopped and submitted again when released.
 *
 * Once the element is defined React is hydrating and replays clicks and keys itself, so they are
 * left to it; a submission is still held, as React does not replay it and it would reach the
 * browser (a page reload). Text typed into fields stays in the DOM, which the hydrated
 * (uncontrolled) fields keep.
 */

import { opensQuickView, QUICK_VIEW } from './opener.ts';

/** Answers an event early; true when it needs nothing more. */
export type Answer = (host: HTMLElement, event: Event, target: Element) => boolean;

const HELD = ['click', 'keydown', 'submit'] as const;

/** Starts holding input in `host`; the returned function stops and replays what was held. */
export function holdInput(host: HTMLElement, answer: Answer): () => void {
  const scope = host.shadowRoot ?? host;
  // (typed apart: it is set in a listener, which the compiler cannot follow)
  let replay = null as (() => void) | null;
  const hydrating = () => customElements.get(host.localName) !== undefined;
  const hold = (event: Event) => {
    const target = event.composedPath()[0];
    if (!(target instanceof Element)) return;
    if (event.type === 'submit' && target instanceof HTMLFormElement) {
      event.preventDefault();
      replay = () => target.requestSubmit();
    } else if (
      hydrating() ||
      (event.type === 'click' && target.closest('a[href]') && !(target.closest(QUICK_VIEW) && opensQuickView(event)))
    ) {
      // React's, or the browser's (but a quick view's link, plainly clicked, is answered: opener.ts).
    } else if (!answer(host, event, target) && event.type === 'click') {
      replay = () => (target as HTMLElement).click();
    }
  };
  for (const type of HELD) scope.addEventListener(type, hold, true);
  return () => {
    for (const type of HELD) scope.removeEventListener(type, hold, true);
    replay?.();
  };
}
