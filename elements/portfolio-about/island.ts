/**
 * `<portfolio-about>` loads its script at once when the address opens a tab only the script can
 * show (`/about#education`), else on the first sign of use; in an embed, always on the first
 * sign of use (shared/runtime/load-on/address.ts).
 */
import type { Island } from '../shared/runtime/load-on.ts';

export default { loadOn: 'address' } satisfies Island;
