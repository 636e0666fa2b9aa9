/**
 * Resolves once the next frame has been painted (at once in a hidden page, which paints none).
 * Work a tap causes but the visitor does not see at once (loading a section's script, writing
 * the address) waits for it, so the tap's own frame is painted first. No timer races the frame:
 * on a slow phone a frame can take over 100 ms, and work run before it would delay it further.
 */
export const afterNextPaint = (): Promise<void> =>
  new Promise((resolve) => {
    if (document.visibilityState === 'hidden') resolve();
    else requestAnimationFrame(() => setTimeout(resolve));
  });
