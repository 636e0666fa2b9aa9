/** `<portfolio-certifications>`'s contract (shared/section/contract.ts): read-only, no attributes. */
import type { Content } from '../../content/types.ts';
import { stringsFor, type Attributes } from '../shared/section/contract.ts';
import type { SectionDocs } from '../shared/section/docs.ts';
import type { CertificationsContent } from './certifications.tsx';

export const tag = 'portfolio-certifications';

export const attributes: Attributes<object> = {};

export const content = (c: Content): CertificationsContent => ({
  certifications: c.certifications,
  certificationTiles: c.certificationTiles,
  verifiedBy: c.verifiedBy,
  strings: stringsFor(c, 'certifications'),
});

export const docs: SectionDocs<object> = {
  summary:
    'Certifications & Achievements: a card per certification (a link to its Credly badge when it has one, "Verified" as data/certifications.ts `verifiedBy` says) and three summary tiles.',
};
