/**
 * Step 2, for each language (language.ts): a page per project of data/projects.ts
 * (`content.projectPages`, content/project-pages.ts) at `<folder>projects/<slug>/`, assembled
 * like a post's (own-pages.ts, the same page source): its title, description and technologies,
 * its picture and gallery (the build's AVIF and JPEG/PNG files with `srcset`, width and height),
 * its key features, its links (a planned one greyed as "Coming Soon", as its dialog shows it), and
 * its write-up rendered like a post's text (markdown.ts). JSON-LD `SoftwareSourceCode` when it
 * links its source, else `CreativeWork`. No script beyond the site runtime every page has.
 */
import type { CreativeWork, SoftwareSourceCode, WithContext } from 'schema-dts';
import { type Direction, directionParts } from '../../content/bidi.ts';
import { PROJECT_LINKS } from '../../content/schema.ts';
import { author } from '../../content/structured-data.ts';
import type { Content, ImageRef, ProjectPage } from '../../content/types.ts';
import { ContentError } from '../../content/validate.ts';
import type { BuiltImage } from '../../elements/shared/media/image-slots.ts';
import type { EagerImage } from '../../elements/shared/render-record.ts';
import { htmlAttribute, htmlText } from './escape.ts';
import { type Article, readArticle } from './markdown.ts';
import { articlePlace, type OwnPageBuild, ownLanguage, ownPageAssembler, ownStylesheets } from './own-pages.ts';
import type { AssembledPage } from './pages.ts';
import { leadPicture, pictureHtml } from './picture-html.ts';
import { jsonLdScript } from './structured-data.ts';

/** A project's page shares the post's page source (its body where the marker is). */
const PAGE_SOURCE = 'pages/post.html';
const MARKER = '<!-- post -->';

/** The slot whose files a project's pictures are shown with: the dialog's, as wide as the page's column (48rem). */
const SLOT = 'projectShowcase';
/** styles/project.css: the picture spans the page's column, the page's gutters aside. */
const SIZES = '(max-width: 52rem) calc(100vw - 2.5rem), 48rem';

/** The label of each link, as the dialog has them (project-links.tsx). */
const LINK_LABELS = { githubUrl: 'sourceCode', liveUrl: 'liveDemo', youtubeUrl: 'videoDemo', linkedinPost: 'article' } as const;

/**
 * The owner's text isolated, in the direction its letters read in on this page, each stretch of
 * the other direction isolated too (content/bidi.ts; as the sections' `<Bidi>` writes it,
 * elements/shared/section/bidi.tsx): a Latin title reads whole on an Arabic page.
 */
function ownText(text: string, page: Direction): string {
  const { dir, parts } = directionParts(text, page);
  const inner = parts.map((part) => (part.dir ? `<bdi dir="${part.dir}">${htmlText(part.text)}</bdi>` : htmlText(part.text))).join('');
  return `<bdi dir="${dir}">${inner}</bdi>`;
}

/** A project's picture, as the build made it for the dialog (its files fit the page's column too). */
function projectImage(build: OwnPageBuild, ref: ImageRef): BuiltImage {
  const built = build.images[SLOT]?.[ref];
  if (!built) throw new Error(`No built image for ${ref} in slot ${SLOT}`);
  return built;
}

/** The project's picture, loaded at once (the head preloads it), then its gallery: a list of the others when it has several. */
function pictures(build: OwnPageBuild, { project }: ProjectPage): { readonly html: string; readonly preload?: EagerImage | undefined } {
  const refs = [...(project.image ? [project.image] : []), ...(project.gallery ?? [])];
  if (!refs.length) return { html: '' };
  const [first, ...rest] = refs;
  const options = { alt: '', sizes: SIZES, fileRoot: build.fileRoot };
  const lead = leadPicture(projectImage(build, first!), options);
  const others = rest.map((ref) => `<li>${pictureHtml(projectImage(build, ref), { ...options, first: false })}</li>`);
  const gallery = others.length
    ? `<ul class="project-gallery" role="list" aria-label="${htmlAttribute(build.content.strings.projects.gallery)}">${others.join('')}</ul>`
    : '';
  return { html: `<figure class="project-picture">${lead.html}</figure>${gallery}`, preload: lead.preload };
}

/** Its links: each it has, each it plans greyed as "Coming Soon"; none, no heading. */
function links(content: Content, { project }: ProjectPage): string {
  const words = content.strings.projects;
  const items = PROJECT_LINKS.flatMap((field) => {
    const href = project[field];
    const label = htmlText(words[LINK_LABELS[field]]);
    if (href) return [`<li><a class="link-tile" href="${htmlAttribute(href)}" rel="noopener">${label}</a></li>`];
    if (project.planned?.includes(field)) {
      return [`<li><span class="link-tile planned">${label} <span class="soon">${htmlText(words.comingSoon)}</span></span></li>`];
    }
    return [];
  });
  return items.length
    ? `<section aria-labelledby="links"><h2 id="links">${htmlText(words.links)}</h2><ul class="project-links" role="list">${items.join('')}</ul></section>`
    : '';
}

function bodyHtml(build: OwnPageBuild, page: ProjectPage, article: Article | undefined, picturesHtml: string): string {
  const { project } = page;
  const words = build.content.strings.projects;
  const own = (text: string) => ownText(text, build.language.dir);
  const header = [
    `<p class="page-kicker"><a href="${htmlAttribute(`${build.home}projects/`)}">${htmlText(words.allProjects)}</a></p>`,
    `<h1 class="page-title">${own(project.title)}</h1>`,
    `<p class="page-intro">${own(project.description)}</p>`,
    `<ul class="post-tags" aria-label="${htmlAttribute(words.technologiesLabel)}">${project.technologies.map((t) => `<li>${own(t)}</li>`).join('')}</ul>`,
  ].join('');
  const features = `<section aria-labelledby="features"><h2 id="features">${htmlText(words.features)}</h2><ul class="project-features">${project.features.map((f) => `<li>${own(f)}</li>`).join('')}</ul></section>`;
  const writeUp = article && page.writeUp ? `<div class="prose"${ownLanguage(build, page.writeUp.lang)}>${article.html}</div>` : '';
  return `<article class="page post project-page"><header class="page-header">${header}</header>${picturesHtml}<div class="project-facts">${features}${links(build.content, page)}</div>${writeUp}</article>`;
}

/** What the page tells search engines: the project as `SoftwareSourceCode` (with its repository) or `CreativeWork`, by the owner. */
function projectWork({ project }: ProjectPage, content: Content, url: string): WithContext<SoftwareSourceCode | CreativeWork> {
  const common = {
    '@context': 'https://schema.org' as const,
    name: project.title,
    description: project.description,
    url,
    inLanguage: content.strings.lang,
    keywords: project.technologies.join(', '),
    author: author(content),
  };
  return project.githubUrl
    ? { ...common, '@type': 'SoftwareSourceCode', codeRepository: project.githubUrl }
    : { ...common, '@type': 'CreativeWork' };
}

/** Every project page of the language: file (from the site root) → page. A problem in a write-up stops the build, one line each. */
export async function assembleProjectPages(build: OwnPageBuild): Promise<Map<string, AssembledPage>> {
  const { content } = build;
  const assemble = await ownPageAssembler(build, PAGE_SOURCE, MARKER);
  const css = await ownStylesheets('post.css', 'project.css');
  const place = articlePlace(build);
  const articles = await Promise.all(content.projectPages.map((p) => (p.writeUp ? readArticle(p.writeUp, place) : undefined)));
  const problems = articles.flatMap((a) => a?.problems ?? []);
  if (problems.length) throw new ContentError(problems);
  const languages = build.languages.map((l) => l.lang);
  return new Map(
    content.projectPages.map((page, i) => {
      const { title, description } = page.project;
      const shown = pictures(build, page);
      return assemble({
        page: { route: page.route, source: 'data/projects.ts', navLabel: title, title, description },
        languages,
        css: css + (articles[i]?.codeCss ?? ''),
        structuredData: jsonLdScript(projectWork(page, content, build.url(page.route))),
        body: bodyHtml(build, page, articles[i], shown.html),
        lead: shown.preload,
      });
    }),
  );
}
