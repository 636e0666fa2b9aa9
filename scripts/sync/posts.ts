/**
 * Feed entries as data/posts.ts holds them (`Post`, content/schema.ts): those with a title, an
 * https address and a date; the day of publication (UTC), the summary shortened to about 280
 * characters at a word's end, tags once each. All feeds merged, a post given twice (by address)
 * kept once, newest first then by address, the latest `MAX_POSTS`.
 */
import { z } from 'zod';
import { postSchema } from '../../content/schema.ts';
import type { Post } from '../../content/types.ts';
import type { FeedEntry } from './feeds.ts';
import { SourceError } from './http.ts';
import { shorten } from './text.ts';
import { firstIssue } from './validate.ts';

/** How many posts data/posts.ts keeps: the latest (the Writing page shows fewer, `writing.count`). */
export const MAX_POSTS = 100;

/** The post of `entry`, or null when it lacks what a post needs: a title, an https address, a date. */
export function toPost(entry: FeedEntry): Post | null {
  const time = entry.date && Date.parse(entry.date.trim());
  if (!entry.title || !entry.url || !time) return null;
  return {
    title: entry.title,
    url: entry.url,
    date: new Date(time).toISOString().slice(0, 10),
    summary: entry.summary ? shorten(entry.summary) : null,
    tags: [...new Set(entry.tags.filter(Boolean))],
  };
}

const newestFirst = (a: Post, b: Post) => (a.date !== b.date ? (a.date < b.date ? 1 : -1) : a.url < b.url ? -1 : a.url > b.url ? 1 : 0);

/** The posts of every feed's entries, merged; `left` counts the entries left out for lacking a title, address or date. */
export function mergePosts(feeds: readonly (readonly FeedEntry[])[]): { posts: Post[]; left: number } {
  const read = feeds.flat().map(toPost);
  const byUrl = new Map<string, Post>();
  for (const post of read) if (post && !byUrl.has(post.url)) byUrl.set(post.url, post);
  const posts = [...byUrl.values()].sort(newestFirst).slice(0, MAX_POSTS);
  const checked = z.array(postSchema).safeParse(posts);
  if (!checked.success) {
    const post = posts[checked.error.issues[0]!.path[0] as number];
    throw new SourceError(`post ${post?.url} cannot be kept: ${firstIssue(checked.error, 1)}`);
  }
  return { posts, left: read.filter((post) => !post).length };
}
