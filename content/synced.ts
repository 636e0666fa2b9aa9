/**
 * What `npm run sync` wrote belongs to the owner it was synced for: data/repositories.ts records
 * the GitHub user its repositories come from (`repositoriesFrom`), data/posts.ts the feeds its
 * posts come from (`postsFrom`). The site shows them only while data/ still names that source (a
 * fork whose sync never ran, or ran offline, still holds the sample person's), and only when the
 * owner wants the page at all (`openSource.page`, `writing.page`: false says "no such page").
 */
import type { DataInput } from './types.ts';

/** The user name in a GitHub profile link (`https://github.com/<user>`), or undefined. */
export const githubUser = (link: string): string | undefined => new URL(link).pathname.split('/').find(Boolean);

/** Whether the owner wants the page (data/open-source.ts, data/writing.ts): unless they say `page: false`. */
export const wantsPage = (setting: { readonly page?: boolean | undefined }): boolean => setting.page !== false;

const WAY_OUT = 'run npm run sync (docs/sync.md)';

/** Why the synced repositories are not the owner's, or undefined when they are (or there are none). */
function foreignRepositories({ profile, repositories, repositoriesFrom, openSource }: DataInput): string | undefined {
  if (!repositories.length || !wantsPage(openSource)) return undefined;
  const user = profile.links.github && githubUser(profile.links.github);
  const from = repositoriesFrom?.github;
  const noPage = 'or say openSource.page: false in data/open-source.ts for no Open source page';
  if (!from) return `does not say whose repositories it holds (an older sync wrote it): not published; ${WAY_OUT}, ${noPage}`;
  if (user?.toLowerCase() === from.toLowerCase()) return undefined;
  const mine = user ? `profile.links.github names ${JSON.stringify(user)}` : 'data/profile.ts has no GitHub link';
  return `synced from GitHub user ${JSON.stringify(from)}, but ${mine}: not published; ${WAY_OUT}, ${noPage}`;
}

/** Why the synced posts are not the owner's, or undefined when they are (or there are none). */
function foreignPosts({ posts, postsFrom, writing }: DataInput): string | undefined {
  if (!posts.length || !wantsPage(writing)) return undefined;
  const noPage = 'or say writing.page: false in data/writing.ts for no Writing page';
  if (!postsFrom) return `does not say which feeds its posts come from (an older sync wrote it): not published; ${WAY_OUT}, ${noPage}`;
  const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((feed) => b.includes(feed));
  if (same(postsFrom.feeds, writing.feeds)) return undefined;
  const mine = writing.feeds.length
    ? `writing.feeds in data/writing.ts lists ${writing.feeds.join(', ')}`
    : 'data/writing.ts lists no feed';
  return `synced from ${postsFrom.feeds.join(', ') || 'no feed'}, but ${mine}: not published; ${WAY_OUT}, ${noPage}`;
}

/**
 * `data` with only the synced entries the site may show (none of a page the owner does not want,
 * none synced for someone else), and one line for each file left out, with the way out.
 */
export function ownSynced(data: DataInput): { readonly data: DataInput; readonly warnings: readonly string[] } {
  const repositories = foreignRepositories(data);
  const posts = foreignPosts(data);
  return {
    data: {
      ...data,
      repositories: repositories || !wantsPage(data.openSource) ? [] : data.repositories,
      posts: posts || !wantsPage(data.writing) ? [] : data.posts,
    },
    warnings: [...(repositories ? [`data/repositories.ts: ${repositories}`] : []), ...(posts ? [`data/posts.ts: ${posts}`] : [])],
  };
}
