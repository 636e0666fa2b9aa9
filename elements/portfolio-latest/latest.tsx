/**
 * Home's news, under the featured projects: the latest steps of the owner's journey and, when
 * there are any, their latest posts, side by side on a wide screen. Each list has a heading that
 * links to its page. Only links, so the site ships no JavaScript for it; it still renders when
 * created by script (an embed).
 */
import { useId } from 'react';
import { labelOf, longDate } from '../../content/format.ts';
import { periodText } from '../../content/period.ts';
import type { JourneyEntry, ListedPost } from '../../content/types.ts';
import { Bidi } from '../shared/section/bidi.tsx';
import { PageHeader } from '../shared/section/page-header.tsx';
import { useLocale, useStrings, type SectionStrings } from '../shared/section/strings.ts';
import { PostLink } from '../shared/section/ui.tsx';
import { routeHref } from '../shared/urls.ts';

/** What the section shows (bound in spec.ts). */
export interface LatestContent {
  /** The latest journey entries, newest first. */
  readonly entries: readonly JourneyEntry[];
  /** The latest posts, newest first (none: the list is left out). */
  readonly posts: readonly ListedPost[];
  readonly strings: SectionStrings;
}

export function Latest({ entries, posts }: LatestContent) {
  const journeyId = useId();
  const writingId = useId();
  const journey = useStrings('journey');
  const writing = useStrings('writing');
  const locale = useLocale();
  return (
    <div className="section in-home columns">
      <section aria-labelledby={journeyId}>
        <PageHeader id={journeyId} title={journey.latest} more={{ href: routeHref('journey'), label: journey.allEntries }} />
        <ol className="list" role="list">
          {entries.map((entry) => (
            <li key={`${entry.period}|${entry.title}`} className="card item">
              <p className="meta">
                <span className="badge">{labelOf(journey.types, entry.type)}</span>
                <span>
                  <Bidi text={periodText(entry.period)} />
                </span>
              </p>
              <h3>
                <Bidi text={entry.title} />
              </h3>
              {(entry.company || entry.location) && (
                <p className="where">
                  {entry.company && (
                    <span>
                      <Bidi text={entry.company} />
                    </span>
                  )}
                  {entry.location && (
                    <span>
                      <Bidi text={entry.location} />
                    </span>
                  )}
                </p>
              )}
            </li>
          ))}
        </ol>
      </section>
      {posts.length > 0 && (
        <section aria-labelledby={writingId}>
          <PageHeader id={writingId} title={writing.latest} more={{ href: routeHref('writing'), label: writing.allPosts }} />
          <ol className="list" role="list">
            {posts.map((post) => (
              <li key={post.url} className="card item">
                <p className="meta">
                  <time dateTime={post.date}>{longDate(post.date, locale)}</time>
                </p>
                <h3>
                  <PostLink post={post}>
                    <Bidi text={post.title} />
                  </PostLink>
                </h3>
                {post.summary && (
                  <p className="summary">
                    <Bidi text={post.summary} />
                  </p>
                )}
              </li>
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}
