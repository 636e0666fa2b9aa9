/** Files the build writes beside the pages that sections link to (names only: no build-time constant here). */

/** The owner's contact card (vCard), for "Save contact". */
export const CONTACT_CARD = 'contact.vcf';
