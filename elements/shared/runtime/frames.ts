/**
 * A dialog's video or post, behind a placeholder until the visitor asks: a `[data-frame]` slot
 * holds the frame's attributes, inert, and its `[data-frame-host]` gets the frame only when its
 * placeholder's button is pressed. Nothing is requested from the third party (YouTube,
 * LinkedIn, which set their own cookies) before that. The same code before React (first-taps.ts)
 * and after (portfolio-projects/showcase.tsx).
 */

/**
 * Puts a slot's frame into its `[data-frame-host]`, made from the slot's `data-frame` attributes,
 * and gives it focus. The frame takes the placeholder's place, at its own size (CSS: the
 * placeholder is hidden once the host holds a frame).
 */
export function loadFrame(slot: HTMLElement): void {
  const host = slot.querySelector('[data-frame-host]');
  if (!host || host.firstChild) return;
  const frame = document.createElement('iframe');
  for (const [name, value] of Object.entries(JSON.parse(slot.dataset.frame!) as Record<string, string>)) frame.setAttribute(name, value);
  host.append(frame);
  frame.focus();
}

/** Takes every frame inside `scope` out (a dialog closing): a playing video stops, the placeholder shows again. */
export function unloadFrames(scope: ParentNode): void {
  for (const host of scope.querySelectorAll('[data-frame-host]')) host.replaceChildren();
}
