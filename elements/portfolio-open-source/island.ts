/** `<portfolio-open-source>` loads its script on the first sign of use (shared/runtime/load-on.ts). */
import type { Island } from '../shared/runtime/load-on.ts';

export default { loadOn: 'interaction' } satisfies Island;
