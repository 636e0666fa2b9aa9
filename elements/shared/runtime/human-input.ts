/**
 * Whether a person has used a part of the page: the time (page clock) of the last *trusted*
 * key, pointer, click, text input, paste, drop or change inside it. The browser alone makes
 * trusted events (typing, clicking, pasting, dictation, autofill, a screen reader's activation);
 * events a script dispatches, and clicks made with `el.click()`, are not.
 *
 * The mark is kept on the node under a global symbol, so the site runtime (which starts
 * watching each section at page start, before it hydrates) and the section's own code (another
 * bundle) read and write the same one.
 */
const LAST = Symbol.for('portfolio.humanInputAt');
const WATCHED = Symbol.for('portfolio.humanInputWatched');
const EVENTS = ['keydown', 'pointerdown', 'click', 'beforeinput', 'input', 'paste', 'drop', 'change'] as const;

type Marked = Node & { [LAST]?: number; [WATCHED]?: true };

/** The events that count as a person's input. */
export const HUMAN_EVENTS = EVENTS;

/** Starts recording trusted input inside `scope` (once per node; it never stops). */
export function watchHumanInput(scope: Node): void {
  const node = scope as Marked;
  if (node[WATCHED]) return;
  node[WATCHED] = true;
  const mark = (event: Event) => {
    if (event.isTrusted) node[LAST] = performance.now();
  };
  for (const type of EVENTS) scope.addEventListener(type, mark, { capture: true, passive: true });
}

/**
 * Records a trusted event on the root it happened in (a section's shadow root), as
 * `watchHumanInput` would: for the page's head script, which sees every composed event before
 * any section is watched.
 */
export function markHumanInput(event: Event): void {
  const origin = event.composedPath()[0];
  if (event.isTrusted && origin instanceof Node) (origin.getRootNode() as Marked)[LAST] = performance.now();
}

/** When a person last used `scope` (page clock, ms), or null if never since watching began. */
export const lastHumanInput = (scope: Node): number | null => (scope as Marked)[LAST] ?? null;
