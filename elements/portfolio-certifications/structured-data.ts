/** Certifications' structured data (content/structured-data.ts): read by the build only. */
import type { ItemList, WithContext } from 'schema-dts';
import type { SectionPlace, SectionStructuredData } from '../../content/structured-data.ts';
import type { CertificationsContent } from './certifications.tsx';

/** Certifications: the owner's certificates as an `ItemList` of `EducationalOccupationalCredential`s. */
function credentialList({ certifications }: CertificationsContent, { page }: SectionPlace): WithContext<ItemList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    url: page,
    itemListElement: certifications.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      item: {
        '@type': 'EducationalOccupationalCredential',
        name: c.name,
        credentialCategory: 'certificate',
        recognizedBy: { '@type': 'Organization', name: c.issuer },
        ...(c.credlyUrl && { url: c.credlyUrl }),
      },
    })),
  };
}

export default credentialList satisfies SectionStructuredData<CertificationsContent>;
