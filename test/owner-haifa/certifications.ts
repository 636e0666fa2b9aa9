// The Haifa owner's one certificate (see profile.ts): an ID, no credential link, no picture.
import type { Certification, Claim } from '../content/types.ts';

export const certifications: readonly Certification[] = [
  {
    name: 'HashiCorp Certified: Consul Associate',
    shortName: 'CKAD',
    issuer: 'The Linux Foundation',
    year: '2023',
    credentialId: 'LF-8XK2P4Q9WD',
  },
];

export const certificationTiles: readonly Claim[] = [{ value: '2023', label: 'Latest Achievement' }];
