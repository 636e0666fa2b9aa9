/** `now`: at once, as the page starts its runtime. */
import type { LoadStrategy } from '../load-on.ts';

export const now: LoadStrategy = () => Promise.resolve();
