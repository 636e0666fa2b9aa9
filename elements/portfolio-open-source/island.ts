/** This section loads its script on the first sign of use (shared/runtime/islands.ts). */
import type { LoadRule } from '../shared/runtime/islands.ts';

export default { when: 'interaction' } satisfies LoadRule as LoadRule;
