/**
 * The build's pipeline (`build.ts` is its command): builds the site into `dist/` (or `OUT_DIR`),
 * served from `BASE_PATH` (default `/`), in every language of data/ (the default at the root,
 * each other under /<lang>/):
 *
 *  0. the sections, found by their contracts (scripts/build/sections.ts); the prerenderer with every
 *     section's spec, bundled once for the whole build (scripts/build/prerender.ts), while the content
 *     is read in each language: a mistake stops the build with one line per problem
 *  1. images named in data/ → dist/assets/, resized for each place they are shown (AVIF + JPEG/PNG,
 *     cached in .cache/images/), each page's og:image in each language, the favicon and the icon
 *     sprite (every icon, one file); every SVG among them read back as XML; the typeface's files
 *     each language draws (scripts/build/web-font.ts)
 *  2. for each language (scripts/build/language.ts): what each section shows,
 *     the browser JavaScript (the site runtime, one lazily loaded chunk per section, React shared),
 *     the heads (page stylesheet, theme script, speculation rules, alternates) and the pages,
 *     rendered by the prerenderer set for that language
 *  3. embeds: dist/embed/<tag>.js, a small loader per section that paints its prerendered markup and
 *     loads the React section (one React chunk shared by all) when needed; <tag>.html snippets; their
 *     markup rendered by the same prerenderer, set for an embed
 *  4. the pages written, each with a policy that allows its own inline styles and scripts by their hashes
 *  5. the embed demo, the custom-elements manifest and, from it, the embeds' TypeScript declarations
 *  6. resume.pdf and resume.json per language, contact.vcf, qr.svg, robots.txt, sitemap.xml, the feeds of
 *     the owner's posts, _headers
 *  7. a table of every bundle and page with raw and gzip bytes (`sizeTable`, which `build.ts` prints)
 *
 * Steps 1 to 6 write into a new folder beside dist/, which replaces dist/ only once all of them have
 * succeeded (scripts/build/output.ts): a failed build leaves the last good dist/ as it was, byte for
 * byte, and removes its own folder.
 */
import { mkdir, readFile, readdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { untranslatedLine } from '../../content/translate.ts';
import { certificationSkillsMismatch, staleClaims } from '../../content/validate.ts';
import { checkContent } from './check-content.ts';
import { readConfig, type BuildConfig } from './config.ts';
import { loadSite, type Site } from './content.ts';
import { loadPrerenderer } from './prerender.ts';
import { contentSecurityPolicy, headersFile } from './csp.ts';
import { buildEmbeds, writeDemo } from './embed.ts';
import { domDeclarations, ELEMENT_TYPES, reactDeclarations } from './element-types.ts';
import { absolute, inFolder } from '../../content/site-urls.ts';
import { pageUrl } from './head.ts';
import { buildLanguage, type LanguageBuild } from './language.ts';
import { mailConnectOrigin, mailSettings, snippetMailAttributes } from './mail.ts';
import { customElementsManifest } from './manifest.ts';
import { buildMedia } from './media.ts';
import { writeThenSwap } from './output.ts';
import { writePages } from './pages.ts';
import { postTextRebuild, type PostTextSite } from './post-texts.ts';
import { findSections } from './sections.ts';
import { writeSiteFiles } from './site-files.ts';
import { embedTokens } from './styles.ts';
import { buildWebFonts } from './web-font.ts';

export interface BuildResult {
  readonly config: BuildConfig;
  /** Things the owner should know that do not stop the build (e.g. mail not configured). */
  readonly warnings: readonly string[];
  readonly files: readonly string[];
  readonly milliseconds: number;
  /**
   * `npm start`'s quick path after an edit of a post's text alone (post-texts.ts): the number of
   * pages it wrote over this build's, or null when the edit needs the whole build.
   */
  readonly rebuildPostTexts: () => Promise<number | null>;
}

/** The most untranslated texts the build lists by name (`npm run doctor` lists them all). */
const UNTRANSLATED_SHOWN = 5;

export async function build(config: BuildConfig = readConfig()): Promise<BuildResult> {
  const started = performance.now();
  const { postTexts, ...written } = await writeThenSwap(config.outDir, config.root, (folder) => writeSite({ ...config, outDir: folder }));
  return {
    ...written,
    config,
    milliseconds: performance.now() - started,
    rebuildPostTexts: postTextRebuild({ ...postTexts, outDir: config.outDir }),
  };
}

/** Every step, writing below `config.outDir`: here the new folder beside the site, not the site itself. */
async function writeSite(
  config: BuildConfig,
): Promise<Pick<BuildResult, 'warnings' | 'files'> & { readonly postTexts: Omit<PostTextSite, 'outDir'> }> {
  const { base, outDir, root } = config;
  // 0. The sections; the renderer with every section's spec (once for the whole build) while the content is read, in each language
  const sections = await findSections();
  const [prerender, site] = await Promise.all([
    loadPrerenderer(sections),
    loadSite(root, { pseudo: config.pseudo ?? false, sections, base, drafts: config.drafts ?? false }),
  ]);
  for (const { content } of site.languages) checkContent(content);
  const main = site.languages[0]!.content;
  // Where the site lives, made once as data/ was read: every address below is made from it.
  const { urls } = site;
  // Only now, with the content sound, is anything written.
  await mkdir(outDir, { recursive: true });

  // 1. Images and icons
  const media = await buildMedia(
    site.languages.map((l) => l.content),
    outDir,
    path.join(root, '.cache', 'images'),
  );
  const fonts = await buildWebFonts(main.font, site.languages, outDir, urls, path.join(root, '.cache', 'fonts'));

  // 2. Each language: JavaScript, heads, pages
  const mail = mailSettings(config.mailEnvironment ?? process.env, { standIn: config.mailStandIn ?? false });
  const shared = { config, urls, prerender, media, sections, mail, fonts, languages: site.languages.map((l) => l.language) };
  const built: LanguageBuild[] = [];
  for (const language of site.languages) built.push(await buildLanguage(shared, language));
  const [first] = built as [LanguageBuild];

  // 3. The embeds (dist/embed/: a loader per section, snippets, demo)
  const tokens = await embedTokens(main.brandColor);
  // The paste-ready snippets carry absolute URLs (`SITE_URL` as readConfig checked it, else the site's origin).
  const siteRoot = absolute({ origin: config.siteUrl ?? urls.origin }, base);
  await buildEmbeds({
    languages: site.languages.map(({ language }, i) => ({
      language,
      settings: { urls: inFolder(urls, language.folder), images: media.images, sprite: media.sprite, embedTokens: tokens },
      bound: built[i]!.bound,
    })),
    prerender,
    sections,
    outDir,
    siteRoot,
    // The contact form's snippet works as pasted: it carries the site's mail settings.
    snippetAttributes: { 'portfolio-contact': snippetMailAttributes(mail, siteRoot) },
  });

  // 4. The pages, each with its policy: what the site allows, and the inline scripts and styles the page holds by their hashes
  const policy = (scripts: readonly string[], styles: readonly string[]) =>
    contentSecurityPolicy(scripts, mailConnectOrigin(mail), styles, { recaptcha: !!mail.recaptchaSiteKey, fonts: main.font !== 'system' });
  for (const b of built) await writePages(outDir, b.pages, (page) => policy(b.inlineScripts, page.styles));
  // Every page's, for the header hosts send with every page (_headers), which the browser enforces beside the page's own.
  const writeHeaders = (folder: string, languages: readonly Pick<LanguageBuild, 'pages' | 'inlineScripts'>[]) => {
    const csp = policy(
      languages.flatMap((b) => b.inlineScripts),
      languages.flatMap((b) => [...b.pages.values()].flatMap((page) => page.styles)),
    );
    return writeFile(path.join(folder, '_headers'), headersFile(csp, urls));
  };

  // 5. The embed demo (every section on a hostile page, with the attributes the site gives it), the manifest
  await writeDemo(
    outDir,
    sections.map((s) => s.tag),
    first.usedAttributes,
  );
  const manifest = customElementsManifest(sections.map((s) => s.contract));
  await writeFile(
    path.join(outDir, 'custom-elements.json'),
    `${JSON.stringify(manifest, null, 2)}
`,
  );
  // Beside the embeds, their types for a host in TypeScript, from the manifest (element-types.ts).
  await writeFile(path.join(outDir, 'embed', ELEMENT_TYPES.dom), domDeclarations(manifest));
  await writeFile(path.join(outDir, 'embed', ELEMENT_TYPES.react), reactDeclarations(manifest));

  // 6. Resumes, contact card, robots.txt, sitemap.xml, _headers
  await writeSiteFiles(site.languages, root, outDir, (route, folder) => pageUrl({ urls, content: main }, route, folder));
  await writeHeaders(outDir, built);

  return {
    warnings: siteWarnings(site, [...media.warnings, ...mail.warnings]),
    files: await listFiles(outDir),
    postTexts: { languages: built, postPagesAgain: site.postPagesAgain, policy, writeHeaders },
  };
}

/**
 * What the owner should know that does not stop the build, once each: synced files not published
 * (another owner's), fixed numbers the content contradicts, texts a translation leaves out (the
 * first few by name), and `others` (the images', the mail settings').
 */
export function siteWarnings(site: Site, others: readonly string[]): string[] {
  const untranslated = site.untranslated.map(untranslatedLine);
  const warnings = [
    ...site.unpublished,
    ...site.languages.flatMap(({ content }) => [...staleClaims(content), ...certificationSkillsMismatch(content)]),
    ...(untranslated.length
      ? [
          `${untranslated.length} text${untranslated.length === 1 ? '' : 's'} not translated, shown in the default language: ${untranslated.slice(0, UNTRANSLATED_SHOWN).join('; ')}${untranslated.length > UNTRANSLATED_SHOWN ? '; … (npm run doctor lists them all)' : ''}`,
        ]
      : []),
    ...others,
  ];
  return [...new Set(warnings)];
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true });
  const files = await Promise.all(entries.map(async (f) => ((await stat(path.join(dir, f))).isFile() ? f : null)));
  return files.filter((f): f is string => f !== null).sort();
}

/** The size table: every script, stylesheet and page, raw and gzip bytes. */
export async function sizeTable({ config, files }: BuildResult): Promise<string> {
  const rows = await Promise.all(
    files
      .filter((f) => /\.(js|css|html)$/.test(f))
      .map(async (f) => {
        const data = await readFile(path.join(config.outDir, f));
        return [f, data.length, gzipSync(data, { level: 9 }).length] as const;
      }),
  );
  const width = Math.max(...rows.map(([f]) => f.length));
  const line = (a: string, b: string, c: string) => `${a.padEnd(width)}  ${b.padStart(8)}  ${c.padStart(8)}`;
  return [line('file', 'raw B', 'gzip B'), ...rows.map(([f, raw, gz]) => line(f, String(raw), String(gz)))].join('\n');
}
