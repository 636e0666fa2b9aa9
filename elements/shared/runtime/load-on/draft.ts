/**
 * `draft`: at once when a draft of the section's form waits to be put back (shared/drafts.ts),
 * else on the first sign of use.
 */
import { draftKey, hasDraft } from '../../drafts.ts';
import type { LoadStrategy } from '../load-on.ts';
import { interaction } from './interaction.ts';
import { now } from './now.ts';

export const draft: LoadStrategy = (host) => (hasDraft(draftKey(host)) ? now(host) : interaction(host));
