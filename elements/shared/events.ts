/**
 * Fired (not bubbling) on a section's element once React has hydrated or first rendered it:
 * from then on its own handlers see every event. The section loader (runtime/schedule-island.ts)
 * waits for it before it replays what a visitor did while the code was on its way.
 */
export const SECTION_READY = 'section-ready';
