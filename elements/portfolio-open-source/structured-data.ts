/** Open source's structured data (content/structured-data.ts): read by the build only. */
import type { ItemList, WithContext } from 'schema-dts';
import { author, type SectionPlace, type SectionStructuredData } from '../../content/structured-data.ts';
import type { OpenSourceContent } from './open-source.tsx';

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

export default repositoryList satisfies SectionStructuredData<OpenSourceContent>;
