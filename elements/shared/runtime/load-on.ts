/**
 * When a section's script loads, by name: the strategies, one file each under load-on/. A
 * section's contract says its default (`export const loadOn: LoadOn = 'interaction'` in its
 * folder's contract.ts; absent: read-only); an element may say otherwise where it is used, with `data-load-on`
 * (`<portfolio-projects data-load-on="now">`). The same names on the site and in the embeds.
 */
import { address } from './load-on/address.ts';
import { draft } from './load-on/draft.ts';
import { interaction } from './load-on/interaction.ts';
import { now } from './load-on/now.ts';

/** Resolves when the section on `host` should load its script. */
export type LoadStrategy = (host: HTMLElement) => Promise<void>;

const STRATEGIES = { interaction, now, address, draft } as const satisfies Readonly<Record<string, LoadStrategy>>;

export type LoadOn = keyof typeof STRATEGIES;

/** The strategy for `host`: its `data-load-on` where that names one, else the section's `loadOn`. */
export function loadStrategy(host: HTMLElement, loadOn: LoadOn): LoadStrategy {
  const named = host.dataset.loadOn;
  return named !== undefined && Object.hasOwn(STRATEGIES, named) ? STRATEGIES[named as LoadOn] : STRATEGIES[loadOn];
}
