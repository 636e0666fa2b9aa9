/**
 * Step 2, for each language (build.ts): browser JavaScript, in two builds so no code is shared between them (shared code would
 * become extra chunks every page loads): the sections with React, split into shared chunks, then
 * the one site runtime, which imports a section's chunk by URL (`island:<tag>`). Also the two
 * inline scripts: the theme before first paint, and the one that starts the runtime after the
 * page's largest paint (elements/start-runtime.ts, a classic script: its names stay inside the IIFE).
 */
import * as esbuild from 'esbuild';
import path from 'node:path';
import { sectionEntry, siteEntry, virtualModules, type SectionFolder } from './sections.ts';

export interface JavaScriptOptions {
  readonly options: esbuild.BuildOptions;
  readonly sections: readonly SectionFolder[];
  /** Tag → the content its section shows. */
  readonly bound: Readonly<Record<string, object>>;
  /** What the nav and footer show. */
  readonly chrome: object;
  readonly root: string;
  readonly outDir: string;
  readonly base: string;
  /** What sets a language's files apart from the default one's: "" or its tag (`portfolio-hero.ar.<hash>.js`). */
  readonly lang: string;
}

export interface JavaScript {
  /** The inline scripts of every page's head. */
  readonly themeScript: string;
  readonly runtimeScript: string;
}

const outputFor = (metafile: esbuild.Metafile, outDir: string, entry: string): string => {
  const found = Object.entries(metafile.outputs).find(([, o]) => o.entryPoint === entry);
  if (!found) throw new Error(`esbuild wrote no output for ${entry}`);
  return path.relative(outDir, path.resolve(found[0])).split(path.sep).join('/');
};

/** Resolves `import('island:<tag>')` in the site runtime to that section's built file, by URL. */
const islandImports = (files: Readonly<Record<string, string>>): esbuild.Plugin => ({
  name: 'island-imports',
  setup(build) {
    build.onResolve({ filter: /^island:/ }, ({ path: spec }) => ({
      path: `./${path.posix.basename(files[spec.slice('island:'.length)]!)}`,
      external: true,
    }));
  },
});

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
  base,
  lang,
}: JavaScriptOptions): Promise<JavaScript> {
  const byTag = new Map(sections.map((s) => [s.tag, s]));
  const name = (entry: string) => (lang ? `${entry}.${lang.toLowerCase()}` : entry);
  const output = { minify: true, outdir: outDir, entryNames: 'assets/[name].[hash]', metafile: true } as const;
  const sectionJs = await esbuild.build({
    ...options,
    ...output,
    // Every section, read-only ones too: their element works when a script adds it (the site itself never loads those).
    entryPoints: Object.fromEntries(sections.map(({ tag }) => [name(tag), `section:${tag}`])),
    plugins: [...(options.plugins ?? []), virtualModules('section', (tag) => sectionEntry(byTag.get(tag)!, bound[tag]))],
    splitting: true,
    chunkNames: 'assets/chunk.[hash]',
  });
  const sectionFiles = Object.fromEntries(
    sections.filter((s) => s.island).map(({ tag }) => [tag, outputFor(sectionJs.metafile, outDir, `section:${tag}`)]),
  );
  const site = await esbuild.build({
    ...options,
    ...output,
    entryPoints: { [name('site')]: 'site:runtime' },
    plugins: [...(options.plugins ?? []), virtualModules('site', () => siteEntry(sections, chrome)), islandImports(sectionFiles)],
  });
  const siteJs = outputFor(site.metafile, outDir, 'site:runtime');
  return {
    themeScript: await inlineScript(options, path.join(root, 'styles/theme-init.ts')),
    runtimeScript: await inlineScript(options, path.join(root, 'elements/start-runtime.ts'), {
      __RUNTIME_URL__: JSON.stringify(base + siteJs),
    }),
  };
}
