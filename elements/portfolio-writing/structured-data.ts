/** Writing's structured data (content/structured-data.ts): read by the build only. */
import type { Blog, WithContext } from 'schema-dts';
import { author, type SectionPlace, type SectionStructuredData } from '../../content/structured-data.ts';
import type { WritingContent } from './writing.tsx';

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

export default blog satisfies SectionStructuredData<WritingContent>;
