/**
 * What search engines read about the owner: Home's `ProfilePage` with its `Person` as JSON-LD,
 * following Google's ProfilePage structured data (a page whose main entity is one person):
 * name, alternate name, role, description, image, every profile link as `sameAs`, schools as
 * `alumniOf`, the city as an address. What a section shows is said by the section's own
 * `structured-data.ts` (content/structured-data.ts): Certifications' certificates (there and not
 * on Home, whose first bytes they would weigh on however many the owner has), Open source's
 * repositories, Writing's posts. Typed with schema-dts, so
 * every type and property is one of schema.org's. A data block (`application/ld+json`) runs no
 * script: the page policy needs no exception for it.
 */
import type { Person, ProfilePage, WithContext } from 'schema-dts';
import { linksAt, placeParts } from '../../content/derive.ts';
import { NETWORKS } from '../../content/networks.ts';
import type { Content } from '../../content/types.ts';
import { scriptJson } from './escape.ts';

export interface ProfileUrls {
  /** The site root's absolute URL. */
  readonly site: string;
  /** The profile photo's absolute URL (as built for the page), if the owner has a photo. */
  readonly image: string | undefined;
}

export function profilePage(content: Pick<Content, 'profile' | 'education' | 'strings'>, urls: ProfileUrls): WithContext<ProfilePage> {
  const { profile, education } = content;
  const place = profile.location ? placeParts(profile.location) : undefined;
  const sameAs = [...new Set(linksAt(profile.links, NETWORKS).map((l) => l.href))];
  const person: Person = {
    '@type': 'Person',
    name: profile.name,
    ...(profile.brand !== profile.name && { alternateName: profile.brand }),
    jobTitle: profile.role,
    description: profile.summary,
    ...(urls.image && { image: urls.image }),
    url: urls.site,
    email: `mailto:${profile.email}`,
    ...(sameAs.length > 0 && { sameAs }),
    ...(place && {
      address: {
        '@type': 'PostalAddress',
        addressLocality: place.locality,
        ...(place.region && { addressRegion: place.region }),
        ...(place.country && { addressCountry: place.country }),
      },
    }),
    alumniOf: [...new Set(education.map((e) => e.institution))].map((name) => ({ '@type': 'EducationalOrganization', name })),
  };
  return { '@context': 'https://schema.org', '@type': 'ProfilePage', inLanguage: content.strings.lang, mainEntity: person };
}

/** The JSON-LD as a `<script>` data block, escaped so no text in it can end or change the element (`scriptJson`). */
export const jsonLdScript = (data: object): string => `<script type="application/ld+json">${scriptJson(data)}</script>`;
