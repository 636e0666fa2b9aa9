/**
 * The Writing section: heading, intro and the latest posts, each a card with its title (a link
 * to the post), the day it was published, its summary and tags. Only links, so the site ships no
 * JavaScript for it; it still renders when created by script (an embed).
 */
import { useId } from 'react';
import { fillParts, longDate } from '../../content/format.ts';
import type { ListedPost } from '../../content/types.ts';
import { useLocale, useStrings, type SectionStrings } from '../shared/section/strings.ts';
import { Bidi } from '../shared/section/bidi.tsx';
import { PageHeader } from '../shared/section/page-header.tsx';
import { Icon, PostLink, TagList } from '../shared/section/ui.tsx';

/** What the section shows (bound in spec.ts). */
export interface WritingContent {
  /** The latest posts, newest first (content/shown.ts). */
  readonly posts: readonly ListedPost[];
  readonly strings: SectionStrings;
}

export function Writing({ posts }: WritingContent) {
  const headingId = useId();
  const words = useStrings('writing');
  return (
    <section className="section writing" aria-labelledby={headingId}>
      <PageHeader id={headingId} title={words.heading} intro={words.intro} />
      {posts.length > 0 ? (
        <ul className="grid" role="list">
          {posts.map((post) => (
            <PostCard key={post.url} post={post} />
          ))}
        </ul>
      ) : (
        <p className="empty">{words.empty}</p>
      )}
    </section>
  );
}

function PostCard({ post }: { readonly post: ListedPost }) {
  const words = useStrings('writing');
  const locale = useLocale();
  return (
    <li className="post card entry">
      <h2>
        <PostLink post={post}>
          <Bidi text={post.title} />
        </PostLink>
      </h2>
      <p className="facts">
        <Icon name="calendar" />
        <span>
          {fillParts(words.published, {
            date: (
              <time key="date" dateTime={post.date}>
                {longDate(post.date, locale)}
              </time>
            ),
          })}
        </span>
      </p>
      {post.summary && (
        <p className="summary">
          <Bidi text={post.summary} />
        </p>
      )}
      {post.tags.length > 0 && <TagList label={words.tagsLabel} tags={post.tags} />}
    </li>
  );
}
