/**
 * What the doctor tells about the owner's own writing, as information rather than something left
 * to do: the posts that are drafts (`npm start` shows them, `npm run build` leaves them out) and
 * the projects whose page has no write-up (data/projects/<slug>.md: the page shows the project's
 * fields alone). Read from the site as the build loads it with its drafts (content/posts.ts,
 * content/project-pages.ts), one line each, naming the file.
 */
import { PROJECTS_FOLDER } from '../../content/project-pages.ts';
import { quote } from '../../content/quote.ts';
import type { Site } from '../build/content.ts';

/** Each draft's file, once (a draft in any language), and each project without a write-up. */
export function ownWritingNotes(site: Pick<Site, 'languages'>): string[] {
  const drafts = new Set(
    site.languages.flatMap(({ content }) => content.ownPosts.filter((post) => post.version.front.draft).map((post) => post.version.file)),
  );
  const projectPages = site.languages[0]?.content.projectPages ?? [];
  return [
    ...[...drafts].sort().map((file) => `${file}: a draft: npm start shows it, npm run build leaves it out`),
    ...projectPages
      .filter((page) => !page.writeUp)
      .map(
        (page) =>
          `data/projects.ts: ${quote(page.project.title)}: no write-up (data/${PROJECTS_FOLDER}/${page.slug}.md): its page shows the project's fields`,
      ),
  ];
}
