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
import * as esbuild from 'esbuild';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Page } from './data/site.ts';
import { contentHash, copyImages, imageSource } from './scripts/lib/assets.ts';
import { buildImages, buildOgImage, imageUses, OG } from './scripts/lib/images.ts';
import { readConfig, type BuildConfig } from './scripts/lib/config.ts';
import { loadContent } from './scripts/lib/content.ts';
import { bundleOptions } from './scripts/lib/esbuild.ts';
import { contentSecurityPolicy, headersFile, inlineStyles } from './scripts/lib/csp.ts';
import { mailSettings } from './scripts/lib/mail.ts';
import { assemblePage, preloadEagerImage } from './scripts/lib/pages.ts';
import { resumeJson, resumePdf } from './scripts/lib/resume.ts';
import { speculationRules } from './scripts/lib/speculation.ts';
import { ContentError, certificationSkillsMismatch, staleClaims, validateContent } from './scripts/lib/validate.ts';
import { embedTokens, pageStylesheet } from './scripts/lib/styles.ts';
import { buildEmbeds, writeDemo } from './scripts/lib/embed.ts';
import { customElementsManifest } from './scripts/lib/manifest.ts';
import { iconFiles, iconSprite } from './scripts/lib/sprite.ts';
import { checkSvgFiles } from './scripts/lib/svg.ts';

export interface BuildResult {
  readonly config: BuildConfig;
  /** Things the owner should know that do not stop the build (e.g. mail not configured). */
  readonly warnings: readonly string[];
  readonly files: readonly string[];
  readonly milliseconds: number;
}

const FAVICON = 'images/favicon.svg';

export async function build(config: BuildConfig = readConfig()): Promise<BuildResult> {
  const started = performance.now();
  const { base, outDir, root } = config;
  const from = (...p: string[]) => path.join(root, ...p);
  const content = await loadContent(root);
  const { heroStats, notFoundPage, pages } = content;
  const problems = validateContent(content);
  if (problems.length) throw new ContentError(problems);
  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });

  // 1. Images
  const imageOptions = { outDir, cacheDir: from('.cache', 'images') };
  const images = await buildImages(imageUses(content), imageOptions);
  const ogImage = await buildOgImage(imageSource(content.profile.photo), imageOptions);
  const favicon = (await copyImages([FAVICON], outDir))[FAVICON]!;

  const spriteSvg = iconSprite();
  const sprite = `assets/icons.${contentHash(spriteSvg)}.svg`;
  await writeFile(path.join(outDir, sprite), spriteSvg);
  const icons: Record<string, string> = {};
  for (const { name, svg } of iconFiles()) {
    icons[name] = `assets/icon-${name}.${contentHash(svg)}.svg`;
    await writeFile(path.join(outDir, icons[name]), svg);
  }
  // Every SVG written above (pictures, favicon, sprite, icons) must be an XML document browsers accept.
  await checkSvgFiles(outDir);
  const shared = bundleOptions({ base, images: images.manifest, sprite, iconFiles: icons });

  // 2. Page CSS (the section styles only contribute which tokens are needed)
  const pageCss = await pageStylesheet();

  // 3. Theme before first paint
  const themeInit = await esbuild.build({ ...shared, entryPoints: [from('styles/theme-init.ts')], format: 'iife', minify: true, write: false });
  const themeScript = themeInit.outputFiles[0]!.text.trim();

  // 4. Browser JavaScript, in two builds so no code is shared between them (shared code would
  //    become extra chunks every page loads): the sections with React split into shared chunks,
  //    then the one site runtime, which imports a section's chunk by URL (`island:<tag>`).
  const sectionTags = (await readdir(from('elements'))).filter((d) => d.startsWith('portfolio-') && existsSync(from('elements', d, 'define.ts')));
  const sectionEntries = Object.fromEntries(sectionTags.map((tag) => [tag, from('elements', tag, 'define.ts')]));
  const sectionJs = await esbuild.build({
    ...shared,
    entryPoints: sectionEntries,
    splitting: true,
    minify: true,
    outdir: outDir,
    entryNames: 'assets/[name].[hash]',
    chunkNames: 'assets/chunk.[hash]',
    metafile: true,
  });
  const sectionFiles = Object.fromEntries(sectionTags.map((tag) => [tag, outputFor(sectionJs.metafile, outDir, path.relative(root, sectionEntries[tag]!))]));
  const js = await esbuild.build({
    ...shared,
    entryPoints: { site: from('elements/site.ts') },
    plugins: [...(shared.plugins ?? []), islandImports(sectionFiles)],
    minify: true,
    outdir: outDir,
    entryNames: 'assets/[name].[hash]',
    metafile: true,
  });
  const siteJs = outputFor(js.metafile, outDir, 'elements/site.ts');

  // 5. Embeds: a small loader per section (stable name for the one script tag) that paints the
  //    prerendered markup and loads the React section when needed; the paste-ready snippets
  //    carry absolute URLs (`SITE_URL`, else the profile's siteUrl)
  await buildEmbeds({
    options: bundleOptions({ base, images: images.manifest, sprite, embedTokens: await embedTokens() }),
    entries: sectionEntries,
    outDir,
    siteRoot: new URL(base, process.env.SITE_URL || content.profile.siteUrl).href,
  });

  // 6. Prerender every page
  // (bundled next to node_modules so its imports resolve; a unique name per build so parallel builds never share it)
  const prerenderFile = from('.cache', `prerender.${randomUUID()}.mjs`);
  const prerenderOptions = bundleOptions({ base, images: images.manifest, sprite, iconFiles: icons, prerender: true });
  await esbuild.build({ ...prerenderOptions, entryPoints: [from('elements/prerender.ts')], platform: 'node', packages: 'external', outfile: prerenderFile });
  const prerender: typeof import('./elements/prerender.ts') = await import(pathToFileURL(prerenderFile).href);
  await rm(prerenderFile);

  // The runtime starts after the page's largest paint (elements/start-runtime.ts, a classic
  // script: its names stay inside the IIFE); links to the site's pages are prerendered on a sign
  // of intent.
  const runtimeStart = await esbuild.build({
    ...shared,
    entryPoints: [from('elements/start-runtime.ts')],
    define: { ...shared.define, __RUNTIME_URL__: JSON.stringify(base + siteJs) },
    format: 'iife',
    minify: true,
    write: false,
  });
  const runtimeScript = runtimeStart.outputFiles[0]!.text.trim();
  const rules = speculationRules(base);
  const mail = mailSettings();
  // The policy allows every inline <style> of every page by its hash, so it is written into the
  // pages once all of them are assembled.
  const CSP = '%%CONTENT_SECURITY_POLICY%%';
  const head = (page: Page) => {
    const url = new URL(base + (page.route && page.route !== '404' ? `${page.route}/` : ''), content.profile.siteUrl).href;
    return [
      `<meta http-equiv="Content-Security-Policy" content="${CSP}" />`,
      `<title>${escapeHtml(page.title)}</title>`,
      `<meta name="description" content="${escapeHtml(page.description)}" />`,
      page === notFoundPage ? '<meta name="robots" content="noindex" />' : `<link rel="canonical" href="${url}" />`,
      '<meta property="og:type" content="website" />',
      `<meta property="og:title" content="${escapeHtml(page.title)}" />`,
      `<meta property="og:description" content="${escapeHtml(page.description)}" />`,
      `<meta property="og:url" content="${url}" />`,
      `<meta property="og:image" content="${new URL(base + ogImage, content.profile.siteUrl).href}" />`,
      `<meta property="og:image:width" content="${OG.width}" />`,
      `<meta property="og:image:height" content="${OG.height}" />`,
      `<meta name="theme-color" content="#4263eb" />`,
      `<link rel="icon" href="${base}${favicon}" type="image/svg+xml" />`,
      `<style>${pageCss}</style>`,
      `<script>${themeScript}</script>`,
      `<script>${runtimeScript}</script>`,
      `<script type="speculationrules">${rules}</script>`,
    ].join('\n    ');
  };

  // Page sources may use %NAME% placeholders for build settings.
  const variables: Record<string, string> = {
    BASE: base,
    EMAILJS_PUBLIC_KEY: mail.publicKey,
    EMAILJS_SERVICE_ID: mail.serviceId,
    EMAILJS_TEMPLATE_ID: mail.templateId,
    EMAILJS_ORIGIN: mail.origin,
    BUILD_DATE: new Date().toISOString().slice(0, 10),
  };
  const fill = (source: string, file: string) =>
    source.replace(/%([A-Z_]+)%/g, (_, name: string) => {
      if (!(name in variables)) throw new Error(`${file}: unknown placeholder %${name}% (known: ${Object.keys(variables).join(', ')})`);
      return escapeHtml(variables[name]!);
    });

  const footer = prerender.renderFooter();
  const usedAttributes: Record<string, Record<string, string>> = {};
  const assembled = new Map<string, string>();
  for (const page of [...pages, notFoundPage]) {
    const source = fill(await readFile(from(page.source), 'utf8'), page.source);
    const html = preloadEagerImage(assemblePage(source, page.source, {
      head: head(page),
      nav: prerender.renderNav(page === notFoundPage ? null : page.route),
      footer,
      section: (tag, attributes) => {
        usedAttributes[tag] = attributes;
        return prerender.renderSection(tag, attributes);
      },
    }));
    assembled.set(page === notFoundPage ? '404.html' : path.join(page.route, 'index.html'), html);
  }
  const csp = contentSecurityPolicy([themeScript, runtimeScript, rules], mail.origin, [...assembled.values()].flatMap(inlineStyles));
  for (const [target, html] of assembled) {
    await mkdir(path.dirname(path.join(outDir, target)), { recursive: true });
    await writeFile(path.join(outDir, target), html.replace(CSP, csp));
  }

  // The embed demo (every section on a hostile page, with the attributes the site gives it) and the manifest.
  await writeDemo(outDir, sectionTags, usedAttributes);
  await writeFile(path.join(outDir, 'custom-elements.json'), `${JSON.stringify(customElementsManifest(prerender.sections), null, 2)}\n`);

  // 7. Resume (PDF and JSON Resume), robots.txt, sitemap.xml, _headers
  const ownPdf = from('data/resume.pdf');
  if (existsSync(ownPdf)) await copyFile(ownPdf, path.join(outDir, 'resume.pdf'));
  else await writeFile(path.join(outDir, 'resume.pdf'), await resumePdf(content));
  const siteUrl = (route: string) => new URL(base + (route ? `${route}/` : ''), content.profile.siteUrl).href;
  await writeFile(path.join(outDir, 'resume.json'), `${JSON.stringify(resumeJson(siteUrl(''), content), null, 2)}\n`);
  await writeFile(path.join(outDir, '_headers'), headersFile(csp, base));
  await writeFile(path.join(outDir, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl('')}sitemap.xml\n`);
  await writeFile(
    path.join(outDir, 'sitemap.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${pages
      .map((p) => `  <url><loc>${siteUrl(p.route)}</loc></url>`)
      .join('\n')}\n</urlset>\n`,
  );

  const warnings = [...staleClaims({ ...content, heroStats }), ...certificationSkillsMismatch(content), ...images.warnings, ...mail.warnings];
  return { config, warnings, files: await listFiles(outDir), milliseconds: performance.now() - started };
}

/** Resolves `import('island:<tag>')` in the site runtime to that section's built file, by URL. */
function islandImports(files: Readonly<Record<string, string>>): esbuild.Plugin {
  return {
    name: 'island-imports',
    setup(build) {
      build.onResolve({ filter: /^island:/ }, ({ path: spec }) => {
        const file = files[spec.slice('island:'.length)];
        if (!file) return { errors: [{ text: `no section ${spec}` }] };
        return { path: `./${path.posix.basename(file)}`, external: true };
      });
    },
  };
}

function outputFor(metafile: esbuild.Metafile, outDir: string, entry: string): string {
  const found = Object.entries(metafile.outputs).find(([, o]) => o.entryPoint === entry);
  if (!found) throw new Error(`esbuild wrote no output for ${entry}`);
  return path.relative(outDir, path.resolve(found[0])).split(path.sep).join('/');
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true });
  const files = await Promise.all(entries.map(async (f) => ((await stat(path.join(dir, f))).isFile() ? f : null)));
  return files.filter((f): f is string => f !== null).sort();
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

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
    console.log(`\nBuilt ${result.files.length} files into ${path.relative(process.cwd(), result.config.outDir) || '.'} (base ${result.config.base}) in ${Math.round(result.milliseconds)} ms`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
