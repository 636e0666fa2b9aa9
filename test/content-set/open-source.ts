import type { OpenSource } from '../content/types.ts';

/** Chosen by name, in this order: a fork is synced and shown because it is named here. */
export const openSource: OpenSource = {
  show: ['azulejos-canvas', 'horarios-stcp', 'leaflet'],
  maxAgeDays: 14,
  inResume: true,
};
