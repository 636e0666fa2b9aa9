import type { Certification, Claim, VerifiedBy } from '../content/types.ts';

/** The last one has no credential to check: no credentialId, no credlyUrl (and no picture). */
export const certifications: readonly Certification[] = [
  {
    name: 'AWS Certified Data Engineer – Associate',
    shortName: 'AWS Data Engineer',
    issuer: 'Amazon Web Services',
    year: '2026',
    credentialId: 'DEA-2026-ŠĆ-0001',
    img: 'images/cert-aws-data.svg',
    credlyUrl: 'https://www.credly.com/badges/0b9d2f6e-7c1a-4e55-9a0e-5f3b8c2d1a77',
  },
  {
    name: 'Microsoft Certified: Azure Data Fundamentals',
    issuer: 'Microsoft',
    year: '2025',
    credentialId: 'AZ-DP900-7781',
  },
  {
    name: 'Confluent Certified Developer for Apache Kafka',
    shortName: 'Kafka Developer <CCDAK>',
    logo: 'devicon:apachekafka/apachekafka-original.svg',
    issuer: 'Confluent',
    year: '2025',
    credentialId: 'CCDAK-<42>&1',
    credlyUrl: 'https://www.credly.com/badges/5e2c7a90-1b3d-4f6a-8c9e-0d1f2a3b4c5d',
  },
  {
    name: 'Πιστοποίηση Python (Επίπεδο Β)',
    issuer: 'Ελληνική Εταιρεία Πληροφορικής',
    year: '2024',
  },
];

/** Two cloud issuers above (Amazon Web Services, Microsoft Azure); the newest certificate is from 2026. */
export const certificationTiles: readonly Claim[] = [
  { value: '2', label: 'Plataformas cloud' },
  { value: '2026', label: 'Conquista mais recente' },
];

/** Her choice: "Verified" only where a visitor can check it, behind a link. */
export const verifiedBy: VerifiedBy = 'link';
