/**
 * Step 2, for each language (build.ts): browser JavaScript, in two builds so no code is shared
 * between them (shared code would become extra chunks every page loads): the sections with React
 * (each folder's `define.ts`), split into shared chunks, then the one site runtime
 * (elements/site.ts), which imports an interactive section's chunk by its URL, given with the
 * nav's content as data (`bound:islands`, `bound:chrome`). Also the two inline scripts: the theme
 * before first paint, and the one that starts the runtime after the page's largest paint
 * (elements/start-runtime.ts, a classic script: its names stay inside the IIFE).
 */
import * as esbuild from 'esbuild';
import path from 'node:path';
import { fileHref, type SiteUrls } from '../../content/site-urls.ts';
import { boundModules, entryOutput } from './esbuild.ts';
import type { SectionFolder } from './sections.ts';

export interface JavaScriptOptions {
  readonly options: esbuild.BuildOptions;
  readonly sections: readonly SectionFolder[];
  /** Tag → the content its section shows. */
  readonly bound: Readonly<Record<string, object>>;
  /** What the nav and footer show. */
  readonly chrome: object;
  readonly root: string;
  readonly outDir: string;
  /** Where the site lives, in the language being built. */
  readonly urls: SiteUrls;
  /** What sets a language's files apart from the default one's: "" or its tag (`portfolio-hero.ar.<hash>.js`). */
  readonly lang: string;
}

export interface JavaScript {
  /** The inline scripts of every page's head. */
  readonly themeScript: string;
  readonly runtimeScript: string;
}

/** The file esbuild wrote for `entry`, from `outDir`. */
const outputFor = (metafile: esbuild.Metafile, outDir: string, entry: string): string =>
  path.relative(outDir, entryOutput(metafile, entry)).split(path.sep).join('/');

const inlineScript = async (options: esbuild.BuildOptions, file: string, define: Record<string, string> = {}) =>
  (
    await esbuild.build({
      ...options,
      entryPoints: [file],
      define: { ...options.define, ...define },
      format: 'iife',
      minify: true,
      write: false,
    })
  ).outputFiles[0]!.text.trim();

export async function buildJavaScript({
  options,
  sections,
  bound,
  chrome,
  root,
  outDir,
  urls,
  lang,
}: JavaScriptOptions): Promise<JavaScript> {
  const name = (entry: string) => (lang ? `${entry}.${lang.toLowerCase()}` : entry);
  const output = { minify: true, outdir: outDir, entryNames: 'assets/[name].[hash]', metafile: true } as const;
  const sectionJs = await esbuild.build({
    ...options,
    ...output,
    // Every section, read-only ones too: their element works when a script adds it (the site itself never loads those).
    entryPoints: Object.fromEntries(sections.map(({ tag, define }) => [name(tag), define])),
    plugins: [...(options.plugins ?? []), boundModules(bound)],
    splitting: true,
    chunkNames: 'assets/chunk.[hash]',
  });
  // Each interactive section's chunk, by its URL from the runtime's own (both in assets/), and when it loads.
  const chunks = Object.fromEntries(
    sections.flatMap(({ tag, define, contract: { loadOn } }) =>
      loadOn ? [[tag, { src: `./${path.posix.basename(outputFor(sectionJs.metafile, outDir, define))}`, loadOn }]] : [],
    ),
  );
  const site = await esbuild.build({
    ...options,
    ...output,
    entryPoints: { [name('site')]: path.join(root, 'elements/site.ts') },
    plugins: [...(options.plugins ?? []), boundModules({ chrome, islands: chunks })],
  });
  const siteJs = outputFor(site.metafile, outDir, path.join(root, 'elements/site.ts'));
  return {
    themeScript: await inlineScript(options, path.join(root, 'styles/theme-init.ts')),
    runtimeScript: await inlineScript(options, path.join(root, 'elements/start-runtime.ts'), {
      __RUNTIME_URL__: JSON.stringify(fileHref(urls, siteJs)),
    }),
  };
}
