/** When `<portfolio-contact>` loads its script: at once when a draft of this form waits to be put back, else on the first sign of use. */
import type { LoadRule } from '../shared/runtime/islands.ts';
import { draftKey, hasDraft } from './draft.ts';

export default { when: (host) => (hasDraft(draftKey(host)) ? 'now' : 'interaction') } satisfies LoadRule as LoadRule;
