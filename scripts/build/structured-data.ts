/**
 * What search engines read about the owner: Home's `ProfilePage` with its `Person` as JSON-LD,
 * following Google's ProfilePage structured data (a page whose main entity is one person):
 * name, alternate name, role, description, image, every profile link as `sameAs`, schools as
 * `alumniOf`, the city as an address; and, on the page a section is on, what it shows:
 * Certifications' certificates (`EducationalOccupationalCredential`s in an `ItemList`, there and
 * not on Home, whose first bytes they would weigh on however many the owner has), Open source's
 * repositories (`SoftwareSourceCode` in an `ItemList`), Writing's posts (a `Blog` of
 * `BlogPosting`s, each at its own address). Typed with schema-dts, so
 * every type and property is one of schema.org's. A data block (`application/ld+json`) runs no
 * script: the page policy needs no exception for it.
 */
import type { Blog, ItemList, Person, ProfilePage, WithContext } from 'schema-dts';
import { linksAt, placeParts } from '../../content/derive.ts';
import { NETWORKS } from '../../content/networks.ts';
import type { Content } from '../../content/types.ts';
import type { CertificationsContent } from '../../elements/portfolio-certifications/certifications.tsx';
import type { OpenSourceContent } from '../../elements/portfolio-open-source/open-source.tsx';
import type { WritingContent } from '../../elements/portfolio-writing/writing.tsx';
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

/** Where a section's structured data is: the owner, and the page's absolute URL. */
interface SectionPlace {
  readonly content: Pick<Content, 'profile' | 'strings'>;
  readonly page: string;
}

/** The owner as an author: name and site. */
const author = ({ profile }: Pick<Content, 'profile'>): Person => ({ '@type': 'Person', name: profile.name, url: profile.siteUrl });

/** A licence's SPDX id as the licence's page on spdx.org, as schema.org's `license` wants a URL. */
const spdxUrl = (id: string) => `https://spdx.org/licenses/${encodeURIComponent(id)}.html`;

/** Open source: its repositories as an `ItemList` of `SoftwareSourceCode`. */
function repositoryList({ repositories }: OpenSourceContent, { content, page }: SectionPlace): WithContext<ItemList> {
  const by = author(content);
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    url: page,
    itemListElement: repositories.map((r, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      item: {
        '@type': 'SoftwareSourceCode',
        name: r.name,
        url: r.homepage ?? r.url,
        codeRepository: r.url,
        ...(r.description && { description: r.description }),
        ...(r.language && { programmingLanguage: r.language }),
        ...(r.topics.length > 0 && { keywords: r.topics.join(', ') }),
        ...(r.license && { license: spdxUrl(r.license) }),
        dateModified: r.pushed,
        author: by,
      },
    })),
  };
}

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

/** Writing: a `Blog` of `BlogPosting`s (each post where it was published). */
function blog({ posts }: WritingContent, { content, page }: SectionPlace): WithContext<Blog> {
  const by = author(content);
  return {
    '@context': 'https://schema.org',
    '@type': 'Blog',
    url: page,
    inLanguage: content.strings.lang,
    author: by,
    blogPost: posts.map((p) => ({
      '@type': 'BlogPosting',
      headline: p.title,
      url: p.url,
      datePublished: p.date,
      ...(p.summary && { description: p.summary }),
      ...(p.tags.length > 0 && { keywords: p.tags.join(', ') }),
      author: by,
    })),
  };
}

/** The structured data each section with one gives its page, from its bound content, by its tag. */
const SECTION_DATA: Readonly<Record<string, (bound: never, place: SectionPlace) => object>> = {
  'portfolio-certifications': credentialList,
  'portfolio-open-source': repositoryList,
  'portfolio-writing': blog,
};

/** The structured data the section `tag` gives its page (from what it shows, `bound`), or undefined. */
export const sectionStructuredData = (tag: string, bound: object, place: SectionPlace): object | undefined =>
  SECTION_DATA[tag]?.(bound as never, place);
