/**
 * `dist/embed/`: for each section, a small loader `<tag>.<hash>.js` (copied to a stable
 * `<tag>.js` for the one-script-tag snippet) that paints the section's prerendered markup at
 * once and imports the React section `<tag>.app.<hash>.js` only when it is needed
 * (elements/shared/embed/loader.ts). React and other shared code sit in `chunk.<hash>.js` files
 * that every section imports by relative URL, so a page with two widgets downloads React once.
 * A pinned loader (run with an `integrity`) runs `<tag>.pinned.<hash>.js` instead: the whole
 * widget in one file, whose integrity the loader holds, so the pin covers all it runs.
 * Also the paste-ready `<tag>.html` (the element with its declarative shadow root filled, and
 * its script tag, every URL absolute) and the demo page.
 */
import * as esbuild from 'esbuild';
import { createHash } from 'node:crypto';
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Language } from '../../content/languages.ts';
import { kebab } from '../../elements/shared/section/docs.ts';
import { scriptHash } from './csp.ts';
import { htmlAttribute, urlAttribute } from './escape.ts';
import { loadPrerenderer } from './prerender.ts';
import { sectionEntry, virtualModules, type SectionFolder } from './sections.ts';

/** Stands for the site's root URL in markup rendered at build time; replaced where it is known. */
const ROOT = 'https://site-root.invalid/';

/** The sections' markup for their default attributes, rendered as the embed bundles render it. */
async function embedMarkup(options: esbuild.BuildOptions, sections: readonly SectionFolder[], bound: BoundContent) {
  // An embed finds the site root from its own URL (shared/urls.ts).
  const prerender = await loadPrerenderer(
    { ...options, define: { ...options.define, 'import.meta.url': JSON.stringify(`${ROOT}embed/x.js`) } },
    sections,
  );
  return Object.fromEntries(
    sections.map(({ tag }) => {
      const spec = prerender.sections[tag]!;
      const settings: readonly PropertyKey[] = spec.settings ?? [];
      const shadow = prerender.renderSection(spec, bound[tag]!, {}).html.replace(/^<template shadowrootmode="open">|<\/template>$/g, '');
      const markupAttributes = Object.keys(spec.attributes)
        .filter((name) => !settings.includes(name))
        .map(kebab);
      return [tag, { shadow, css: prerender.renderSectionCss(spec, bound[tag]!), markupAttributes }];
    }),
  );
}

const outputOf = (meta: esbuild.Metafile, entry: string) =>
  path.basename(Object.entries(meta.outputs).find(([, o]) => o.entryPoint === entry)![0]);

/** Tag → the content its section shows, as the build bound it. */
export type BoundContent = Readonly<Record<string, object>>;

/** A language of the site, as the embeds need it: its bundle settings (links into its folder) and its content. */
export interface EmbedLanguage {
  readonly language: Language;
  readonly options: esbuild.BuildOptions;
  readonly bound: BoundContent;
}

export interface EmbedOptions {
  /** The default language first. */
  readonly languages: readonly EmbedLanguage[];
  readonly sections: readonly SectionFolder[];
  readonly outDir: string;
  /** Absolute URL of the site root, for the paste-ready snippets. */
  readonly siteRoot: string;
}

/** A section's React files in one language, in embed/. */
interface Apps {
  /** `<tag>.app.<hash>.js`: imports React and shared code from `chunk.<hash>.js` files, shared by every widget of a page. */
  readonly app: string;
  /** `<tag>.pinned.<hash>.js`: the whole widget in one file, and its integrity, for a snippet that pins what it runs. */
  readonly pinned: { readonly file: string; readonly integrity: string };
}

/** Each section's React files in one language: tag → its files. */
async function buildApps({ language, options, bound }: EmbedLanguage, sections: readonly SectionFolder[], dir: string) {
  const byTag = new Map(sections.map((s) => [s.tag, s]));
  // The default language's keep their names (`<tag>.app.<hash>.js`); another's say which (`<tag>.ar.app.<hash>.js`).
  const name = (tag: string, kind: string) => (language.folder ? `${tag}.${language.lang.toLowerCase()}.${kind}` : `${tag}.${kind}`);
  const build = (kind: string, splitting: boolean) =>
    esbuild.build({
      ...options,
      entryPoints: Object.fromEntries(sections.map(({ tag }) => [name(tag, kind), `section:${tag}`])),
      plugins: [...(options.plugins ?? []), virtualModules('section', (tag) => sectionEntry(byTag.get(tag)!, bound[tag]))],
      splitting,
      minify: true,
      outdir: dir,
      entryNames: '[name].[hash]',
      chunkNames: 'chunk.[hash]',
      metafile: true,
    });
  const [shared, whole] = await Promise.all([build('app', true), build('pinned', false)]);
  const apps: Record<string, Apps> = {};
  for (const { tag } of sections) {
    const file = outputOf(whole.metafile, `section:${tag}`);
    apps[tag] = {
      app: outputOf(shared.metafile, `section:${tag}`),
      pinned: { file, integrity: subresourceIntegrity(await readFile(path.join(dir, file))) },
    };
  }
  return apps;
}

export async function buildEmbeds({ languages, sections, outDir, siteRoot }: EmbedOptions): Promise<void> {
  const dir = path.join(outDir, 'embed');
  const byTag = new Map(sections.map((s) => [s.tag, s]));
  const variants: (EmbedLanguage & { apps: Record<string, Apps>; markup: Awaited<ReturnType<typeof embedMarkup>> })[] = [];
  for (const each of languages) {
    variants.push({ ...each, apps: await buildApps(each, sections, dir), markup: await embedMarkup(each.options, sections, each.bound) });
  }
  const loaderSource = (tag: string) => {
    const island = byTag.get(tag)!.island;
    const plans = variants.map(({ language, apps, markup }) => {
      const { shadow, css } = markup[tag]!;
      const { app, pinned } = apps[tag]!;
      return {
        lang: language.lang,
        dir: language.dir,
        markup: shadow,
        css,
        app: `./${app}`,
        pinned: { ...pinned, file: `./${pinned.file}` },
      };
    });
    return [
      `import { startEmbed } from './shared/embed/loader.ts';`,
      island ? `import rule from ${JSON.stringify(island.split(path.sep).join('/'))};` : 'const rule = undefined;',
      `startEmbed({ tag: ${JSON.stringify(tag)}, languages: ${JSON.stringify(plans)},`,
      `  root: ${JSON.stringify(ROOT)}, markupAttributes: ${JSON.stringify(variants[0]!.markup[tag]!.markupAttributes)}, rule });`,
    ].join('\n');
  };
  const [{ options }] = languages as [EmbedLanguage];
  const loaders = await esbuild.build({
    ...options,
    entryPoints: Object.fromEntries(sections.map(({ tag }) => [tag, `embed-loader:${tag}`])),
    // A classic script: parser-blocking where docs/embeds.md puts it (see shared/embed/loader.ts).
    format: 'iife',
    minify: true,
    outdir: dir,
    entryNames: '[name].[hash]',
    metafile: true,
    plugins: [...(options.plugins ?? []), virtualModules('embed-loader', loaderSource)],
  });
  await mkdir(dir, { recursive: true });
  const hold = await holdSendScript(options);
  for (const { tag } of sections) {
    const loader = Object.entries(loaders.metafile.outputs).find(([, o]) => o.entryPoint === `embed-loader:${tag}`)![0];
    await copyFile(path.resolve(loader), path.join(dir, `${tag}.js`));
    const pinned = {
      src: new URL(`embed/${path.basename(loader)}`, siteRoot).href,
      integrity: subresourceIntegrity(await readFile(loader)),
    };
    // A snippet per language: `<tag>.html` in the default one, `<tag>.<lang>.html` in each other.
    for (const { language, markup } of variants) {
      const { shadow, css } = markup[tag]!;
      const file = language.folder ? `${tag}.${language.lang.toLowerCase()}.html` : `${tag}.html`;
      const attributes = language.folder ? ` lang="${language.lang}" dir="${language.dir}"` : '';
      const content = `<style>${css}</style>${shadow}`.replaceAll(ROOT, siteRoot);
      // A section with a form keeps a send pressed before its loader ran (shared/embed/held-send.ts).
      await writeFile(path.join(dir, file), snippet(tag, content, pinned, attributes, /<form[\s>]/.test(shadow) ? hold : ''));
    }
  }
}

/**
 * The paste-ready snippet: the element with its declarative shadow root filled, styles included
 * (it shows, with no layout shift, even where scripts are blocked), and the script that makes it
 * interactive. The script swaps the inline `<style>` for the same constructed stylesheet every
 * widget adopts, so React hydrates the markup it renders itself. Nothing waits for that script,
 * so it is `async`: fetched at low priority after the host page's own files, and holding neither
 * the host's parser nor its `DOMContentLoaded` (a module script would hold the latter). It is
 * the widget's content-hashed loader with its Subresource Integrity (`integrity`, `crossorigin`):
 * the snippet is a copy of today's markup, and it runs today's script or nothing, whatever the
 * site serves later. (`<tag>.js` stays the address of the latest version.)
 */
const snippet = (tag: string, shadow: string, pinned: Pinned, attributes: string, hold: string) =>
  [
    ...(hold ? [`<!-- Under a Content-Security-Policy, allow its inline script: script-src ${scriptHash(hold)} -->`] : []),
    `<${tag}${attributes}><template shadowrootmode="open">${shadow}</template></${tag}>`,
    ...(hold ? [`<script>${hold}</script>`] : []),
    `<script async src="${urlAttribute(pinned.src)}" integrity="${htmlAttribute(pinned.integrity)}" crossorigin="anonymous"></script>`,
    '',
  ].join('\n');

/** The snippet's inline script that keeps a send pressed before the loader ran (shared/embed/held-send.ts). */
async function holdSendScript(options: esbuild.BuildOptions): Promise<string> {
  const source = `import { holdSend } from './shared/embed/held-send.ts';\nholdSend(document.currentScript);`;
  const { outputFiles } = await esbuild.build({
    ...options,
    entryPoints: ['embed-hold:send'],
    format: 'iife',
    minify: true,
    write: false,
    plugins: [...(options.plugins ?? []), virtualModules('embed-hold', () => source)],
  });
  return outputFiles[0]!.text.trim();
}

/** A widget's content-hashed loader: its absolute URL and the Subresource Integrity of its bytes. */
interface Pinned {
  readonly src: string;
  readonly integrity: string;
}

/** `sha384-<base64>`: what a `<script integrity>` checks the file against. */
export const subresourceIntegrity = (bytes: Uint8Array): string => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
/** Attributes a section needs on the demo page (the contact form's mail settings). */
export type DemoAttributes = Readonly<Record<string, string>>;

/** The demo page's host styles: global resets and foreign fonts and colours, many with !important. */
const DEMO_CSS = `html { font-size: 10px; }
* { all: revert; box-sizing: content-box !important; }
body { margin: 0; font: 13px/1.1 Georgia, "Times New Roman", serif !important; color: #6b21a8 !important; background: #fef9c3; }
html.dark body { background: #1c1917; color: #fde68a !important; }
button { background: #dc2626 !important; color: #fff !important; border: 4px dashed #000 !important; border-radius: 0 !important; font: 9px monospace !important; }
a { color: #16a34a !important; text-decoration: wavy underline !important; }
h1, h2, h3 { text-transform: uppercase; letter-spacing: .3em; font-family: Impact, fantasy; }
img { filter: grayscale(1) blur(1px); border: 5px solid red; }
ul, ol { list-style: square inside; }
main { display: grid; grid-template-columns: 1fr; gap: 24px; padding: 24px; }
.pair { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 24px; align-items: start; }
@media (max-width: 900px) { .pair { grid-template-columns: 1fr; } }
`;

/** The demo page's theme toggle. */
const DEMO_JS = `document.getElementById('toggle').addEventListener('click', () => document.documentElement.classList.toggle('dark'));
`;

/**
 * A deliberately hostile page: global resets, `* { all: revert }`, a 10px root font, foreign
 * fonts and colours with !important. Every widget appears twice: following the page's theme
 * (toggle at the top) and pinned to dark with `theme="dark"`. Its styles and script are files
 * (`demo.css`, `demo.js`), so it works under the site's own Content-Security-Policy, which
 * `_headers` gives every page of the site, this one included.
 */
export async function writeDemo(
  outDir: string,
  tags: readonly string[],
  attributes: Readonly<Record<string, DemoAttributes>>,
): Promise<void> {
  const attrs = (tag: string) =>
    Object.entries(attributes[tag] ?? {})
      .map(([k, v]) => ` ${k}="${htmlAttribute(v)}"`)
      .join('');
  const widget = (tag: string, theme: string) => `<${tag}${attrs(tag)}${theme}></${tag}>`;
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<title>Embedded sections on a hostile page</title>
<link rel="stylesheet" href="./demo.css" />
${tags.map((tag) => `<script type="module" src="./${tag}.js"></script>`).join('\n')}
<script type="module" src="./demo.js"></script>
</head>
<body>
<header>
  <h1>Host page with hostile CSS</h1>
  <p>Each section below is one <code>&lt;script type="module"&gt;</code> and one element. Left: follows this page's theme. Right: <code>theme="dark"</code>.</p>
  <button type="button" id="toggle">Toggle this page's dark class</button>
</header>
<main>
${tags.map((tag) => `<section class="pair" aria-label="${tag}">\n  ${widget(tag, '')}\n  ${widget(tag, ' theme="dark"')}\n</section>`).join('\n')}
</main>
</body>
</html>
`;
  await writeFile(path.join(outDir, 'embed', 'demo.css'), DEMO_CSS);
  await writeFile(path.join(outDir, 'embed', 'demo.js'), DEMO_JS);
  await writeFile(path.join(outDir, 'embed', 'index.html'), html);
}
