/**
 * A page per project of data/projects.ts, at `/projects/<slug>/` (`/<lang>/projects/<slug>/` in
 * each other language): the slug is the project's `slug`, else made from its title in the
 * default language (content/slug.ts), so a project has the same address in every language. Its
 * write-up, when the owner writes one, is `data/projects/<slug>.md` (plain Markdown, no front
 * matter), a translation beside it as `<slug>.<lang>.md`; the build renders it like a post's
 * text (scripts/build/markdown.ts).
 */
import { readPostName } from './posts.ts';
import { quote } from './quote.ts';
import { projectRoute, slugOf } from './slug.ts';
import type { Project, ProjectPage, WriteUp } from './types.ts';

/** The folder of data/ the write-ups are in. */
export const PROJECTS_FOLDER = 'projects';

/** Each project's slug, in the order of `projects` (the default language's), or what is wrong (one line each naming data/projects.ts, the entry and the field). */
export function projectSlugs(projects: readonly Pick<Project, 'title' | 'slug'>[]): { slugs: string[]; problems: string[] } {
  const problems: string[] = [];
  const seen = new Map<string, string>();
  const slugs = projects.map(({ title, slug }) => {
    const field = slug ? 'slug' : 'title';
    const made = slug ?? slugOf(title);
    const at = `data/projects.ts: ${quote(title)}.${field}`;
    if (!made) problems.push(`${at}: has no letter or digit to make its page's address from: give the project a "slug"`);
    else if (seen.has(made)) {
      problems.push(`${at}: its page's address "${made}" is also ${quote(seen.get(made)!)}'s: give one of them a "slug" of its own`);
    } else seen.set(made, title);
    return made;
  });
  return { slugs, problems };
}

/** A Markdown file of `data/projects/` as read from disk. */
export interface WriteUpFile {
  readonly name: string;
  readonly text: string;
}

/**
 * The write-ups of `files` by slug and language, and every problem (a name that is no address, a
 * slug no project has, a translation without the default language's file); a translation into a
 * language the site does not have is left out with the reason, as a post's is.
 */
export function readWriteUps(
  files: readonly WriteUpFile[],
  slugs: readonly string[],
  languages: readonly string[],
): { writeUps: Map<string, Map<string, WriteUp>>; problems: string[]; leftOut: string[] } {
  const problems: string[] = [];
  const leftOut: string[] = [];
  const writeUps = new Map<string, Map<string, WriteUp>>();
  for (const { name, text } of files) {
    const file = `data/${PROJECTS_FOLDER}/${name}`;
    const named = readPostName(name, languages);
    if ('problem' in named) problems.push(`${file}: ${named.problem}`);
    if ('leftOut' in named) leftOut.push(`${file}: ${named.leftOut}`);
    if (!('slug' in named)) continue;
    if (!slugs.includes(named.slug)) {
      problems.push(`${file}: no project of data/projects.ts has the address "${named.slug}" (${slugs.map(quote).join(', ')})`);
      continue;
    }
    const versions = writeUps.get(named.slug) ?? new Map<string, WriteUp>();
    writeUps.set(named.slug, versions.set(named.lang, { file, lang: named.lang, markdown: text.replace(/^\uFEFF/, ''), firstLine: 1 }));
  }
  for (const [slug, versions] of writeUps) {
    if (versions.has(languages[0]!)) continue;
    for (const { file } of versions.values())
      problems.push(`${file}: a translation of ${slug}.md, which is missing: write it in the default language first`);
    writeUps.delete(slug);
  }
  return { writeUps, problems, leftOut };
}

/** The project pages of one language: each project (in this language's words) with its slug and its write-up in this language, else the default one's. */
export function projectPages(
  projects: readonly Project[],
  slugs: readonly string[],
  writeUps: ReadonlyMap<string, ReadonlyMap<string, WriteUp>>,
  lang: string,
): ProjectPage[] {
  return projects.map((project, i) => {
    const slug = slugs[i]!;
    const versions = writeUps.get(slug);
    const writeUp = versions?.get(lang) ?? versions?.values().next().value;
    return { slug, route: projectRoute(slug), project, ...(writeUp && { writeUp }) };
  });
}
