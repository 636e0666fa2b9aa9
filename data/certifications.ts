import type { Certification, Claim, VerifiedBy } from '../content/types.ts';

export const certifications: readonly Certification[] = [
  {
    name: 'AWS Certified Developer – Associate',
    shortName: 'AWS Developer Associate',
    issuer: 'Amazon Web Services',
    year: '2024',
    credentialId: 'K9T2LMW4R1E4QJ3Z',
    img: 'images/cert-aws-developer-associate.svg',
    credlyUrl: 'https://www.credly.com/badges/3f6c2a91-8d4e-4b7a-9c15-2e8f0a7d6b43',
  },
  {
    name: 'AWS Certified Cloud Practitioner',
    shortName: 'AWS Cloud Practitioner',
    issuer: 'Amazon Web Services',
    year: '2024',
    credentialId: 'R7HQ1XPN8VD2CS5M',
    img: 'images/cert-aws-cloud-practitioner.svg',
    logo: 'devicon:amazonwebservices/amazonwebservices-plain-wordmark.svg',
    credlyUrl: 'https://www.credly.com/badges/a2d9e4c7-51b3-4f08-8e6a-7c1b9f3d2e50',
  },
  {
    name: 'Oracle Cloud Infrastructure 2024 Foundations Associate',
    shortName: 'OCI Foundations Associate',
    issuer: 'Oracle',
    year: '2024',
    credentialId: '321847562OCI24FNDCFA',
    credlyUrl: 'https://www.credly.com/badges/7b1e5f20-9a3c-4d6e-b8f4-0c2d6a9e1f87',
  },
  {
    name: 'Google Cloud Digital Leader',
    issuer: 'Google Cloud',
    year: '2024',
    credentialId: 'GCDL-84620317',
    img: 'images/cert-google-cloud-digital-leader.svg',
  },
  {
    name: 'Microsoft Certified: Azure Fundamentals',
    shortName: 'Azure Fundamentals',
    issuer: 'Microsoft',
    year: '2023',
    credentialId: 'E3A1F7C2B9D04A61',
    img: 'images/cert-azure-fundamentals.svg',
    credlyUrl: 'https://www.credly.com/badges/c5f8a3d1-2e7b-4c90-a6d4-9b3e1f0c8a25',
  },
  {
    name: 'Java (Basic) Certificate',
    shortName: 'HackerRank Java (Basic)',
    issuer: 'HackerRank',
    year: '2023',
    credentialId: '5A9C1E7F3B2D',
  },
];

/**
 * What earns a certificate's card its "Verified" mark: 'id-or-link' (a credential ID or a link
 * where it can be checked: every card here), 'link' (only a link, Credly's or the issuer's page,
 * where a visitor can check it), or 'none'. Left out, it is 'link'.
 */
export const verifiedBy: VerifiedBy = 'id-or-link';

/**
 * The Certifications page's summary tiles after the total, which is counted from the list
 * above: fixed texts, not computed. The build warns when one contradicts the list: a
 * "Cloud Platforms" number unlike the distinct cloud issuers (see `issuers` in content/derive.ts), a
 * "Latest Achievement" year unlike the newest certificate's.
 */
export const certificationTiles: readonly Claim[] = [
  { value: '4', label: 'Cloud Platforms' },
  { value: '2024', label: 'Latest Achievement' },
];
