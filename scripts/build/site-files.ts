/**
 * Step 6 (build.ts): the files beside the pages: in each language's folder, resume.pdf and resume.json; at
 * the site root, the contact card (contact.vcf, the name in every language), a QR code of the
 * site (qr.svg), robots.txt and sitemap.xml (every page in every language, each with its
 * translations as alternates); the feeds of the owner's own posts (feeds.ts).
 */
import { existsSync } from 'node:fs';
import { copyFile, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Language } from '../../content/languages.ts';
import type { Content } from '../../content/types.ts';
import { CONTACT_CARD } from '../../elements/shared/site-files.ts';
import { singleLine, xmlEscape } from './escape.ts';
import { feedFiles } from './feeds.ts';
import { QR_FILE, qrSvg } from './qr.ts';
import { resumeJson, resumePdf } from './resume.ts';
import { vCard } from './vcard.ts';

/** The site in one language: its content, and its pages' folder. */
export interface LanguageFiles {
  readonly language: Language;
  readonly content: Content;
}

/** `url(route, folder)`: a page's absolute URL in the language whose pages are in `folder`. */
type PageUrl = (route: string, folder?: string) => string;

/**
 * resume.pdf (data/resume.pdf, or data/resume.<lang>.pdf for another language, when the owner
 * has one) and resume.json, in the language's folder.
 */
async function writeResume({ language, content }: LanguageFiles, root: string, outDir: string, url: PageUrl): Promise<void> {
  const dir = path.join(outDir, language.folder);
  await mkdir(dir, { recursive: true });
  const ownPdf = path.join(root, language.folder ? `data/resume.${language.lang}.pdf` : 'data/resume.pdf');
  if (existsSync(ownPdf)) await copyFile(ownPdf, path.join(dir, 'resume.pdf'));
  else await writeFile(path.join(dir, 'resume.pdf'), await resumePdf(content));
  await writeFile(path.join(dir, 'resume.json'), `${JSON.stringify(resumeJson(url('', language.folder), content), null, 2)}\n`);
}

/**
 * The sitemap: each page in each language, with every language's address as an alternate and
 * `x-default` the default language's (none for one language); each of the owner's published
 * posts in each language it is written in, with those as its alternates. Every address is
 * escaped as XML: a URL may hold `&` (a query), which unescaped would leave the file malformed.
 */
function sitemap(languages: readonly LanguageFiles[], url: PageUrl): string {
  const link = (hreflang: string, href: string) =>
    `\n    <xhtml:link rel="alternate" hreflang="${xmlEscape(hreflang)}" href="${xmlEscape(href)}"/>`;
  const entry = (route: string, language: LanguageFiles['language'], versions: readonly LanguageFiles[]) => {
    // Every language's address, and `x-default` the default language's, as each page's head has them.
    const alternates =
      versions.length > 1
        ? [
            ...versions.map((l) => link(l.language.lang, url(route, l.language.folder))),
            link('x-default', url(route, versions[0]!.language.folder)),
          ].join('')
        : '';
    return `  <url>\n    <loc>${xmlEscape(url(route, language.folder))}</loc>${alternates}\n  </url>`;
  };
  const entries = languages.flatMap(({ language, content }) => [
    ...content.pages.map((page) => entry(page.route, language, languages)),
    ...content.ownPosts
      // Only its translations (a page showing the default language's text is not one), no draft.
      .filter((post) => post.version.lang === language.lang && !post.version.front.draft)
      .map((post) =>
        entry(
          post.route,
          language,
          languages.filter((l) => post.languages.includes(l.language.lang)),
        ),
      ),
    // A page per project, in every language.
    ...content.projectPages.map((project) => entry(project.route, language, languages)),
  ]);
  const several = languages.length > 1;
  const xhtml = several ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : '';
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${xhtml}>\n${entries.join('\n')}\n</urlset>\n`;
}

export async function writeSiteFiles(languages: readonly LanguageFiles[], root: string, outDir: string, url: PageUrl): Promise<void> {
  for (const each of languages) await writeResume(each, root, outDir, url);
  const names = languages.map(({ language, content }) => ({ lang: language.lang, name: content.profile.name }));
  await writeFile(path.join(outDir, CONTACT_CARD), vCard(languages[0]!.content, url(''), names));
  await writeFile(path.join(outDir, QR_FILE), await qrSvg(url('')));
  await writeFile(path.join(outDir, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${singleLine(`${url('')}sitemap.xml`)}\n`);
  await writeFile(path.join(outDir, 'sitemap.xml'), sitemap(languages, url));
  // The feeds of the owner's own posts, in each language's folder (feeds.ts).
  for (const { language, content } of languages) {
    const files = feedFiles(content, url('', language.folder), (route) => url(route, language.folder));
    for (const [file, text] of Object.entries(files)) await writeFile(path.join(outDir, language.folder, file), text);
  }
}
