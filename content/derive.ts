/**
 * Content that follows from other content, so each fact is written once in data/ (the defaults
 * data/ may leave out are filled in by content/assemble.ts):
 *  - certificates are matched to known issuers: which are cloud platforms (the content check
 *    compares their number with the "Cloud Platforms" tile) and which logo stands beside a
 *    certificate in Skills' Certifications category, which is made from data/certifications.ts.
 * The data modules call these functions marked @__PURE__, so a bundle that does not use a value
 * (the nav has no use for `personal`) leaves it out.
 */
import type { Certification, ImageRef, Network, ProfileLinks, Skill, Url, VerifiedBy } from './types.ts';

/**
 * Certificate issuers the site knows, matched against "<issuer> <certificate name>" (first match
 * wins). A certificate from another issuer sets its own `logo` (or has an `img`).
 */
export interface Issuer {
  readonly name: string;
  /** Tested against "<issuer> <certificate name>". */
  readonly match: RegExp;
  readonly cloud: boolean;
  readonly logo?: ImageRef;
}

export const issuers: readonly Issuer[] = [
  {
    name: 'Amazon Web Services',
    match: /\b(amazon web services|aws)\b/i,
    cloud: true,
    logo: 'devicon:amazonwebservices/amazonwebservices-original-wordmark.svg',
  },
  { name: 'Microsoft Azure', match: /\bazure\b/i, cloud: true, logo: 'devicon:azure/azure-original.svg' },
  { name: 'Google Cloud', match: /\b(google cloud|gcp)\b/i, cloud: true, logo: 'devicon:googlecloud/googlecloud-original.svg' },
  { name: 'Oracle Cloud', match: /\b(oracle cloud|oci)\b/i, cloud: true, logo: 'devicon:oracle/oracle-original.svg' },
  { name: 'IBM Cloud', match: /\bibm cloud\b/i, cloud: true },
  { name: 'Alibaba Cloud', match: /\balibaba\b/i, cloud: true },
  { name: 'DigitalOcean', match: /\bdigital\s?ocean\b/i, cloud: true, logo: 'devicon:digitalocean/digitalocean-original.svg' },
  { name: 'Red Hat', match: /\bred\s?hat\b/i, cloud: false, logo: 'devicon:redhat/redhat-original.svg' },
  { name: 'Kubernetes', match: /\b(kubernetes|cncf)\b/i, cloud: false, logo: 'devicon:kubernetes/kubernetes-original.svg' },
  { name: 'Java', match: /\bjava\b/i, cloud: false, logo: 'devicon:java/java-original.svg' },
  { name: 'Python', match: /\bpython\b/i, cloud: false, logo: 'devicon:python/python-original.svg' },
];

/** The known issuer a certificate matches, if any. */
export const issuerOf = (c: Pick<Certification, 'issuer' | 'name'>): Issuer | undefined =>
  issuers.find((i) => i.match.test(`${c.issuer} ${c.name}`));

/** The distinct cloud platforms among the certificates, in list order. */
export const cloudPlatforms = (certifications: readonly Certification[]): string[] => [
  ...new Set(
    certifications.flatMap((c) => {
      const issuer = issuerOf(c);
      return issuer?.cloud ? [issuer.name] : [];
    }),
  ),
];

/** The logo beside a certificate in Skills: its own, its issuer's, or its image. */
export const certificationLogo = (c: Certification): ImageRef | undefined => c.logo ?? issuerOf(c)?.logo ?? c.img;

/** Skills' Certifications category, from the certificates: short name and logo (those without a logo are reported by the content check). */
export function certificationSkills(certifications: readonly Certification[]): Skill[] {
  return certifications.flatMap((c) => {
    const logo = certificationLogo(c);
    return logo ? [{ name: c.shortName ?? c.name, logo }] : [];
  });
}

/** A phone number as a `tel:` URI wants it: "+91 98765 43210" → "+919876543210". */
export const dialable = (phone: string): string => phone.replace(/[^+\d]/g, '');

/** The parts of a location written "City, Region, Country": the first, the middle ones, the last. */
export function placeParts(location: string): { readonly locality: string; readonly region: string; readonly country: string } {
  // The comma of Latin, Arabic (،) and Chinese or Japanese (，、) text.
  const parts = location
    .split(/[,،，、]/)
    .map((part) => part.trim())
    .filter(Boolean);
  return {
    locality: parts[0] ?? '',
    region: parts.length > 2 ? parts.slice(1, -1).join(', ') : '',
    country: parts.length > 1 ? parts.at(-1)! : '',
  };
}

/** The profile links the owner has among `networks`, in that order. */
export const linksAt = (links: ProfileLinks, networks: readonly Network[]): { readonly network: Network; readonly href: Url }[] =>
  networks.flatMap((network) => {
    const href = links[network];
    return href ? [{ network, href }] : [];
  });

/** Whether a certificate's card reads "Verified", by the owner's rule (data/certifications.ts `verifiedBy`). */
export function isVerified(c: Pick<Certification, 'credentialId' | 'credlyUrl'>, by: VerifiedBy): boolean {
  if (by === 'none') return false;
  return by === 'link' ? !!c.credlyUrl : !!(c.credlyUrl || c.credentialId);
}

/** Whether a link's target is an address (it has a scheme: "https://…"), not a route of the site ("", "about"). */
export const isAddress = (to: string): boolean => /^[a-z][a-z\d+.-]*:/i.test(to);
