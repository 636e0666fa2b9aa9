/**
 * `<portfolio-contact>` loads its script at once when a draft of its form waits to be put back,
 * else on the first sign of use (shared/runtime/load-on/draft.ts).
 */
import type { Island } from '../shared/runtime/load-on.ts';

export default { loadOn: 'draft' } satisfies Island;
