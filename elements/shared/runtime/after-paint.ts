/**
 * Resolves once the next frame has been painted and drawn on screen (at once in a hidden page,
 * which paints none). Work a tap causes but the visitor does not see at once (loading a section's
 * script, writing the address) waits for it, so the tap's own frame is shown first. It waits for
 * the start of the frame after (a second `requestAnimationFrame`): the first callback runs as the
 * tap's frame is painted, before the compositor has drawn it, and a section's script compiled
 * then competes with that drawing on a phone's few cores (About's first tap on the phone profile:
 * 144 ms with one frame, 120 ms with two; docs/performance.md). No timer races the frame: on a
 * slow phone a frame can take over 100 ms, and work run before it would delay it further.
 */
export const afterNextPaint = (): Promise<void> =>
  new Promise((resolve) => {
    if (document.visibilityState === 'hidden') resolve();
    else requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve)));
  });
