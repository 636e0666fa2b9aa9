/**
 * `dist/embed/`: for each section, a small loader `<tag>.<hash>.js` (copied to a stable
 * `<tag>.js` for the one-script-tag snippet) that paints the section's prerendered markup at
 * once and imports the React section `<tag>.app.<hash>.js` only when it is needed
 * (elements/shared/embed/loader.ts). React and other shared code sit in `chunk.<hash>.js` files
 * that every section imports by relative URL, so a page with two widgets downloads React once.
 * A pinned loader (run with an `integrity`) runs `<tag>.pinned.<hash>.js` instead: the whole
 * widget in one file, whose integrity the loader holds, so the pin covers all it runs.
 * Also the paste-ready `<tag>.html` (the element with its declarative shadow root filled, the
 * attributes it needs to work as pasted (`snippetAttributes`: the contact form's mail settings),
 * and its script tag, every URL absolute) and the demo page.
 */
import * as esbuild from 'esbuild';
import { createHash } from 'node:crypto';
import { copyFile, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Language } from '../../content/languages.ts';
import type { EmbedPlan } from '../../elements/shared/embed/loader.ts';
import { kebab } from '../../elements/shared/section/docs.ts';
import { projectRoot } from './config.ts';
import { scriptHash } from './csp.ts';
import { boundModules, bundleOptions, entryOutput, type BundleSettings } from './esbuild.ts';
import { htmlAttribute, urlAttribute } from './escape.ts';
import { holdsElement } from './html.ts';
import { renderSettingsFor, type Prerenderer } from './prerender.ts';
import type { SectionFolder } from './sections.ts';
import { remToPx } from './css.ts';

/** Stands for the site's root URL in markup rendered at build time; replaced where it is known. */
const ROOT = 'https://site-root.invalid/';

/** The loader's entry, for an interactive section and a read-only one: it starts the widget its plan (`bound:embed`) describes. */
const LOADER = {
  interactive: path.join(projectRoot, 'elements/shared/embed/start.ts'),
  readOnly: path.join(projectRoot, 'elements/shared/embed/start-read-only.ts'),
};
/** The pasted snippet's inline script that keeps a send pressed before the loader ran. */
const HOLD_SEND = path.join(projectRoot, 'elements/shared/embed/hold-send-script.ts');

/** Tag → the content its section shows, as the build bound it. */
export type BoundContent = Readonly<Record<string, object>>;

/** A language of the site, as the embeds need it: its bundle settings (links into its folder) and its content. */
export interface EmbedLanguage {
  readonly language: Language;
  readonly settings: Required<Omit<BundleSettings, 'prerender'>>;
  readonly bound: BoundContent;
}

export interface EmbedOptions {
  /** The default language first. */
  readonly languages: readonly EmbedLanguage[];
  readonly prerender: Prerenderer;
  readonly sections: readonly SectionFolder[];
  readonly outDir: string;
  /** Absolute URL of the site root, for the paste-ready snippets. */
  readonly siteRoot: string;
  /**
   * Attributes a section's paste-ready snippets carry, by tag (the contact form's mail settings,
   * mail.ts `snippetMailAttributes`): its element has them, its markup is rendered with them.
   */
  readonly snippetAttributes?: Readonly<Record<string, Attributes>>;
}

/** An element's attributes, by name. */
type Attributes = Readonly<Record<string, string>>;

/** A section rendered for an embed in one language: its shadow root's HTML and CSS (sizes in px, URLs under `ROOT`). */
interface EmbedMarkup {
  readonly shadow: string;
  readonly css: string;
}

/**
 * Each section's markup for its default attributes (or those `attributes` gives it), as the
 * embed bundles render it: by the build's one renderer, set as an embed of this language (an
 * embed finds the site root from its own URL, shared/urls.ts), its CSS in px so a host page's
 * root font size cannot rescale it.
 */
function embedMarkup(
  prerender: Prerenderer,
  { settings, bound }: EmbedLanguage,
  sections: readonly SectionFolder[],
  attributes: Readonly<Record<string, Attributes>> = {},
) {
  return prerender.withRenderSettings(renderSettingsFor(settings, `${ROOT}embed/x.js`), () =>
    Object.fromEntries(
      sections.map(({ tag }): [string, EmbedMarkup] => {
        const { shadow, css } = prerender.renderSection(prerender.sections[tag]!, bound[tag]!, attributes[tag] ?? {});
        return [tag, { shadow, css: remToPx(css) }];
      }),
    ),
  );
}

/** A section's React files in one language, in embed/. */
interface Apps {
  /** `<tag>.app.<hash>.js`: imports React and shared code from `chunk.<hash>.js` files, shared by every widget of a page. */
  readonly app: string;
  /** `<tag>.pinned.<hash>.js`: the whole widget in one file, and its integrity, for a snippet that pins what it runs. */
  readonly pinned: { readonly file: string; readonly integrity: string };
}

/** Each section's React files in one language: tag → its files. */
async function buildApps({ language, settings, bound }: EmbedLanguage, sections: readonly SectionFolder[], dir: string) {
  const options = bundleOptions(settings);
  // The default language's keep their names (`<tag>.app.<hash>.js`); another's say which (`<tag>.ar.app.<hash>.js`).
  const name = (tag: string, kind: string) => (language.folder ? `${tag}.${language.lang.toLowerCase()}.${kind}` : `${tag}.${kind}`);
  const build = (kind: string, splitting: boolean) =>
    esbuild.build({
      ...options,
      entryPoints: Object.fromEntries(sections.map(({ tag, define }) => [name(tag, kind), define])),
      plugins: [...(options.plugins ?? []), boundModules(bound)],
      splitting,
      minify: true,
      outdir: dir,
      entryNames: '[name].[hash]',
      chunkNames: 'chunk.[hash]',
      metafile: true,
    });
  const [shared, whole] = await Promise.all([build('app', true), build('pinned', false)]);
  const apps: Record<string, Apps> = {};
  for (const { tag, define } of sections) {
    const file = entryOutput(whole.metafile, define);
    apps[tag] = {
      app: path.basename(entryOutput(shared.metafile, define)),
      pinned: { file: path.basename(file), integrity: subresourceIntegrity(await readFile(file)) },
    };
  }
  return apps;
}

/** A language's embed files and markup, for every section. */
interface LanguageFiles extends EmbedLanguage {
  readonly apps: Readonly<Record<string, Apps>>;
  readonly markup: Readonly<Record<string, EmbedMarkup>>;
  /** The snippets' markup, where it has attributes of its own (`snippetAttributes`); else `markup`'s. */
  readonly snippetMarkup: Readonly<Record<string, EmbedMarkup>>;
}

/** The loader's plan for one section: its markup, styles and React files in every language, and when it loads. */
function loaderPlan({ tag, contract }: SectionFolder, variants: readonly LanguageFiles[]): EmbedPlan {
  const settings: readonly string[] = contract.settings ?? [];
  return {
    tag,
    languages: variants.map(({ language, apps, markup }) => ({
      lang: language.lang,
      dir: language.dir,
      markup: markup[tag]!.shadow,
      css: markup[tag]!.css,
      app: `./${apps[tag]!.app}`,
      pinned: { ...apps[tag]!.pinned, file: `./${apps[tag]!.pinned.file}` },
    })),
    root: ROOT,
    markupAttributes: Object.keys(contract.attributes)
      .filter((name) => !settings.includes(name))
      .map(kebab),
    ...(contract.loadOn && { loadOn: contract.loadOn }),
  };
}

/**
 * Each section's loader, a classic script (parser-blocking where docs/embeds.md puts it, see
 * shared/embed/loader.ts) with its plan as `bound:embed`: `<tag>.<hash>.js` → its file.
 */
async function buildLoaders(options: esbuild.BuildOptions, plans: readonly EmbedPlan[], dir: string) {
  const loaders = await Promise.all(
    plans.map(async (plan) => {
      const entry = plan.loadOn ? LOADER.interactive : LOADER.readOnly;
      const { metafile } = await esbuild.build({
        ...options,
        entryPoints: { [plan.tag]: entry },
        format: 'iife',
        minify: true,
        outdir: dir,
        entryNames: '[name].[hash]',
        metafile: true,
        plugins: [...(options.plugins ?? []), boundModules({ embed: plan })],
      });
      return [plan.tag, entryOutput(metafile, entry)] as const;
    }),
  );
  return Object.fromEntries(loaders);
}

/** The snippet's inline script that keeps a send pressed before the loader ran (shared/embed/held-send.ts). */
async function holdSendScript(options: esbuild.BuildOptions): Promise<string> {
  const { outputFiles } = await esbuild.build({ ...options, entryPoints: [HOLD_SEND], format: 'iife', minify: true, write: false });
  return outputFiles[0]!.text.trim();
}

export async function buildEmbeds(options: EmbedOptions): Promise<void> {
  const { languages, prerender, sections, outDir, siteRoot, snippetAttributes = {} } = options;
  const dir = path.join(outDir, 'embed');
  const variants: LanguageFiles[] = [];
  const configured = sections.filter(({ tag }) => snippetAttributes[tag]);
  for (const each of languages) {
    variants.push({
      ...each,
      apps: await buildApps(each, sections, dir),
      markup: embedMarkup(prerender, each, sections),
      snippetMarkup: embedMarkup(prerender, each, configured, snippetAttributes),
    });
  }
  const bundling = bundleOptions(languages[0]!.settings);
  const loaders = await buildLoaders(
    bundling,
    sections.map((section) => loaderPlan(section, variants)),
    dir,
  );
  const hold = await holdSendScript(bundling);
  for (const { tag } of sections) {
    const loader = loaders[tag]!;
    await copyFile(loader, path.join(dir, `${tag}.js`));
    const pinned = {
      src: new URL(`embed/${path.basename(loader)}`, siteRoot).href,
      integrity: subresourceIntegrity(await readFile(loader)),
    };
    // A snippet per language: `<tag>.html` in the default one, `<tag>.<lang>.html` in each other.
    for (const { language, markup, snippetMarkup } of variants) {
      const { shadow, css } = snippetMarkup[tag] ?? markup[tag]!;
      const file = language.folder ? `${tag}.${language.lang.toLowerCase()}.html` : `${tag}.html`;
      const own = { ...(language.folder ? { lang: language.lang, dir: language.dir } : {}), ...snippetAttributes[tag] };
      const attributes = Object.entries(own)
        .map(([name, value]) => ` ${name}="${htmlAttribute(value)}"`)
        .join('');
      const content = `<style>${css}</style>${shadow}`.replaceAll(ROOT, siteRoot);
      // A section with a form keeps a send pressed before its loader ran (shared/embed/held-send.ts).
      await writeFile(path.join(dir, file), snippet(tag, content, pinned, attributes, holdsElement(shadow, 'form') ? hold : ''));
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
