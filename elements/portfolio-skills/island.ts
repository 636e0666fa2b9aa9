/** This section loads its script on the first sign of use (shared/islands.ts). */
import type { LoadRule } from '../shared/islands.ts';

export default { when: 'interaction' } satisfies LoadRule as LoadRule;
