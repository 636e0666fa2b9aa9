/**
 * Builds the site into `dist/` (or `OUT_DIR`), served from `BASE_PATH` (default `/`):
 *
 *  0. content checks: a mistake stops the build with one line per problem
 *  1. images named in data/ → dist/assets/, resized for each place they are shown (AVIF + JPEG/PNG,
 *     cached in .cache/images/), the og:image, the favicon, the icon sprite and one file per icon;
 *     every SVG among them read back as XML (a malformed one stops the build, naming the file)
 *  2. styles/site.css + just the Open Props tokens it uses → a <style> in each page's head (the
 *     first paint waits for no stylesheet request)
 *  3. the theme script that runs before first paint → inlined, allowed by its CSP hash
 *  4. browser JavaScript: the site runtime (started by an inline script once the page is loaded),
 *     one lazily loaded chunk per section, React shared; speculation rules prerender the pages
 *  5. embeds: dist/embed/<tag>.js, a small loader per section that paints its prerendered markup and
 *     loads the React section (one React chunk shared by all) when needed; <tag>.html snippets
 *  6. prerender: nav, footer and every section rendered to HTML into each page
 *  7. resume.pdf, resume.json, robots.txt, sitemap.xml, _headers
 *  8. a table of every bundle and page with raw and gzip bytes
 */
import { mkdir, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { certificationSkillsMismatch, staleClaims } from './content/validate.ts';
import { chromeContent } from './elements/shared/chrome.ts';
import { brandHex } from './scripts/build/brand.ts';
import { checkContent } from './scripts/build/check-content.ts';
import { readConfig, type BuildConfig } from './scripts/build/config.ts';
import { loadContent } from './scripts/build/content.ts';
import { contentSecurityPolicy, headersFile } from './scripts/build/csp.ts';
import { buildEmbeds, writeDemo } from './scripts/build/embed.ts';
import { bundleOptions } from './scripts/build/esbuild.ts';
import { pageHead, pageUrl, pageVariables } from './scripts/build/head.ts';
import { buildJavaScript } from './scripts/build/javascript.ts';
import { mailConnectOrigin, mailSettings } from './scripts/build/mail.ts';
import { customElementsManifest } from './scripts/build/manifest.ts';
import { buildMedia } from './scripts/build/media.ts';
import { writePages } from './scripts/build/pages.ts';
import { loadPrerenderer } from './scripts/build/prerender.ts';
import { findSections } from './scripts/build/sections.ts';
import { writeSiteFiles } from './scripts/build/site-files.ts';
import { speculationRules } from './scripts/build/speculation.ts';
import { jsonLdScript, profilePage } from './scripts/build/structured-data.ts';
import { embedTokens, pageStylesheet } from './scripts/build/styles.ts';

export interface BuildResult {
  readonly config: BuildConfig;
  /** Things the owner should know that do not stop the build (e.g. mail not configured). */
  readonly warnings: readonly string[];
  readonly files: readonly string[];
  readonly milliseconds: number;
}

export async function build(config: BuildConfig = readConfig()): Promise<BuildResult> {
  const started = performance.now();
  const { base, outDir, root } = config;
  // 0. Content
  const content = await loadContent(root, { pseudo: config.pseudo ?? false });
  checkContent(content);
  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });

  // 1. Images and icons
  const media = await buildMedia(content, outDir, path.join(root, '.cache', 'images'));
  const settings = { base, images: media.images, sprite: media.sprite };
  const siteOptions = bundleOptions({ ...settings, iconFiles: media.iconFiles });

  // 2. The sections and what each shows
  const sections = await findSections();
  const prerender = await loadPrerenderer(bundleOptions({ ...settings, iconFiles: media.iconFiles, prerender: true }), sections);
  const bound = Object.fromEntries(sections.map(({ tag }) => [tag, prerender.boundContent(prerender.sections[tag]!, content)]));

  // 3. Browser JavaScript, then the embeds (dist/embed/: a loader per section, snippets, demo)
  // What the nav and footer show, the same in the prerendered pages and the site runtime
  const chrome = chromeContent(content);
  const js = await buildJavaScript({ options: siteOptions, sections, bound, chrome, root, outDir, base });
  await buildEmbeds({
    options: bundleOptions({ ...settings, embedTokens: await embedTokens(content.brandColor) }),
    sections,
    bound,
    outDir,
    // The paste-ready snippets carry absolute URLs (`SITE_URL`, else the profile's siteUrl).
    siteRoot: new URL(base, process.env.SITE_URL || content.profile.siteUrl).href,
  });

  // 4. Heads, 5. pages
  const mail = mailSettings(process.env, { standIn: config.mailStandIn ?? false });
  const rules = speculationRules(base);
  const photo = content.profile.photo && media.images.heroPhoto?.[content.profile.photo]?.fallback.at(-1)?.file;
  const urls = { site: pageUrl({ base, content }, ''), image: photo && new URL(base + photo, content.profile.siteUrl).href };
  const head = {
    base,
    content,
    homeStructuredData: jsonLdScript(profilePage(content, urls)),
    previews: media.previews,
    favicon: media.favicon,
    themeColor: brandHex(content.brandColor),
    pageCss: await pageStylesheet(content.brandColor),
    scripts: [js.themeScript, js.runtimeScript],
    speculationRules: rules,
  };
  const usedAttributes: Record<string, Record<string, string>> = {};
  const csp = await writePages({
    content,
    root,
    outDir,
    head: (page) => pageHead(page, head),
    nav: (route) => prerender.renderNav(chrome, route),
    footer: prerender.renderFooter(chrome),
    pageCss: head.pageCss,
    section: (tag, attributes) => {
      const spec = prerender.sections[tag];
      if (!spec) throw new Error(`<${tag}> is not a section (known: ${Object.keys(prerender.sections).join(', ')})`);
      usedAttributes[tag] = attributes;
      return prerender.renderSection(spec, bound[tag]!, attributes);
    },
    variables: pageVariables(base, mail, content.strings),
    policy: (styles) =>
      contentSecurityPolicy([js.themeScript, js.runtimeScript, rules], mailConnectOrigin(mail), styles, {
        recaptcha: !!mail.recaptchaSiteKey,
      }),
  });

  // 6. The embed demo (every section on a hostile page, with the attributes the site gives it), the manifest
  const tags = sections.map((s) => s.tag);
  await writeDemo(outDir, tags, usedAttributes);
  await writeFile(
    path.join(outDir, 'custom-elements.json'),
    `${JSON.stringify(customElementsManifest(sections.map((s) => prerender.sections[s.tag]!)), null, 2)}\n`,
  );

  // 7. Resume, robots.txt, sitemap.xml, _headers
  await writeSiteFiles(content, root, outDir, (route) => pageUrl(head, route));
  await writeFile(path.join(outDir, '_headers'), headersFile(csp, base));

  const warnings = [...staleClaims(content), ...certificationSkillsMismatch(content), ...media.warnings, ...mail.warnings];
  return { config, warnings, files: await listFiles(outDir), milliseconds: performance.now() - started };
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

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    const result = await build();
    console.log(await sizeTable(result));
    result.warnings.forEach((w) => console.warn(`\nwarning: ${w}`));
    console.log(
      `\nBuilt ${result.files.length} files into ${path.relative(process.cwd(), result.config.outDir) || '.'} (base ${result.config.base}) in ${Math.round(result.milliseconds)} ms`,
    );
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
