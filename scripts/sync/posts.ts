/**
 * Feed entries as data/posts.ts holds them (`Post`, content/schema.ts): those with a title, an
 * https address and a date a post may have (dates.ts); the day of publication (UTC), the summary
 * shortened to about 280 characters at a word's end, tags once each. All feeds merged, a post
 * given twice (by address) kept once, newest first then by address, the latest `MAX_POSTS`. An
 * entry whose date is not one is left out with a line naming it, the feed's other posts kept.
 */
import { z } from 'zod';
import { quote } from '../../content/quote.ts';
import { postSchema } from '../../content/schema.ts';
import type { Post } from '../../content/types.ts';
import { readDate } from './dates.ts';
import type { FeedEntry } from './feeds.ts';
import { SourceError } from './http.ts';
import { shorten } from './text.ts';
import { firstIssue } from './validate.ts';

/** How many posts data/posts.ts keeps: the latest (the Writing page shows fewer, `writing.count`). */
export const MAX_POSTS = 100;

/** The post of `entry`; null when it lacks what a post needs (a title, an https address, a date); why its date is none. */
export function toPost(entry: FeedEntry): Post | null | { readonly badDate: string } {
  if (!entry.title || !entry.url || !entry.date?.trim()) return null;
  const date = readDate(entry.date);
  if ('problem' in date) return { badDate: `entry ${quote(entry.title)} left out: its date ${quote(entry.date.trim())} ${date.problem}` };
  return {
    title: entry.title,
    url: entry.url,
    date: new Date(date.time).toISOString().slice(0, 10),
    summary: entry.summary ? shorten(entry.summary) : null,
    tags: [...new Set(entry.tags.filter(Boolean))],
  };
}

const newestFirst = (a: Post, b: Post) => (a.date !== b.date ? (a.date < b.date ? 1 : -1) : a.url < b.url ? -1 : a.url > b.url ? 1 : 0);

/** A feed's entries, and the feed as data/writing.ts names it. */
export interface FeedEntries {
  readonly feed: string;
  readonly entries: readonly FeedEntry[];
}

/**
 * The posts of every feed's entries, merged; `left` counts the entries left out for lacking a
 * title, address or date, and `badDates` says, per entry, which were left out for a date that is none.
 */
export function mergePosts(feeds: readonly FeedEntries[]): { posts: Post[]; left: number; badDates: string[] } {
  const read = feeds.flatMap(({ feed, entries }) => entries.map((entry) => ({ feed, post: toPost(entry) })));
  const badDates = read.flatMap(({ feed, post }) => (post && 'badDate' in post ? [`feed ${feed}: ${post.badDate}`] : []));
  const byUrl = new Map<string, Post>();
  for (const { post } of read) if (post && !('badDate' in post) && !byUrl.has(post.url)) byUrl.set(post.url, post);
  const posts = [...byUrl.values()].sort(newestFirst).slice(0, MAX_POSTS);
  const checked = z.array(postSchema).safeParse(posts);
  if (!checked.success) {
    const post = posts[checked.error.issues[0]!.path[0] as number];
    throw new SourceError(`post ${post?.url} cannot be kept: ${firstIssue(checked.error, 1)}`);
  }
  return { posts, left: read.filter(({ post }) => !post).length, badDates };
}
