/**
 * The sections, found by their folders: every `elements/<tag>/spec.ts` is a section, and an
 * `elements/<tag>/island.ts` next to it makes it interactive (its default export says when its
 * script loads). Nothing else lists them: the build writes, as esbuild virtual modules,
 *
 * - `prerender:` the build-time renderer with every spec (elements/prerender.ts);
 * - `section:<tag>` a section's browser entry: defines its element with its bound content;
 * - `site:` the site runtime's entry: the nav and footer content and every island's rule and
 *   chunk (`island:<tag>`, resolved to the chunk's URL by the site build);
 * - `embed-loader:<tag>` in scripts/build/embed.ts.
 */
import type * as esbuild from 'esbuild';
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { projectRoot } from './config.ts';

export interface SectionFolder {
  readonly tag: string;
  /** Absolute path of its `spec.ts`. */
  readonly spec: string;
  /** Absolute path of its `island.ts`, when it has one (the section is interactive). */
  readonly island?: string;
}

const elements = path.join(projectRoot, 'elements');

/** Every section folder, sorted by tag. */
export async function findSections(): Promise<SectionFolder[]> {
  const folders = (await readdir(elements, { withFileTypes: true })).filter((d) => d.isDirectory() && d.name.startsWith('portfolio-'));
  return folders
    .map(({ name }) => {
      const spec = path.join(elements, name, 'spec.ts');
      const island = path.join(elements, name, 'island.ts');
      return { tag: name, spec, ...(existsSync(island) && { island }) };
    })
    .filter(({ spec }) => existsSync(spec))
    .sort((a, b) => a.tag.localeCompare(b.tag));
}

const module = (file: string) => JSON.stringify(file.split(path.sep).join('/'));
/** `JSON.parse('…')`: parsed faster than the same object literal, and never run as code. */
const data = (value: unknown) => `JSON.parse(${JSON.stringify(JSON.stringify(value))})`;

/** The prerender entry: elements/prerender.ts and `sections`, every spec by tag. */
export const prerenderEntry = (sections: readonly SectionFolder[]): string =>
  [
    `export * from ${module(path.join(elements, 'prerender.ts'))};`,
    ...sections.map((s, i) => `import spec${i} from ${module(s.spec)};`),
    `export const sections = { ${sections.map((s, i) => `${JSON.stringify(s.tag)}: spec${i}`).join(', ')} };`,
  ].join('\n');

/** Every section's `shows` rule by tag (undefined: it always shows), for the build to know which pages to build. */
export const showsEntry = (sections: readonly SectionFolder[]): string =>
  [
    ...sections.map((s, i) => `import spec${i} from ${module(s.spec)};`),
    `export const shows = { ${sections.map((s, i) => `${JSON.stringify(s.tag)}: spec${i}.shows`).join(', ')} };`,
  ].join('\n');

/** A section's browser entry: its element, showing `content`. */
export const sectionEntry = (section: SectionFolder, content: unknown): string =>
  [
    `import { defineSection } from ${module(path.join(elements, 'shared/section/define.ts'))};`,
    `import spec from ${module(section.spec)};`,
    `defineSection(spec, ${data(content)});`,
  ].join('\n');

/** The site runtime's entry: the nav and footer with `chrome`, and every island. */
export const siteEntry = (sections: readonly SectionFolder[], chrome: unknown): string => {
  const islands = sections.filter((s) => s.island);
  return [
    `import { startSite } from ${module(path.join(elements, 'site.ts'))};`,
    ...islands.map((s, i) => `import rule${i} from ${module(s.island!)};`),
    `startSite(${data(chrome)}, {`,
    ...islands.map((s, i) => `  ${JSON.stringify(s.tag)}: { ...rule${i}, load: () => import(${JSON.stringify(`island:${s.tag}`)}) },`),
    '});',
  ].join('\n');
};

/** An esbuild plugin serving `<namespace>:<name>` imports from `source(name)`. */
export function virtualModules(namespace: string, source: (name: string) => string): esbuild.Plugin {
  return {
    name: `virtual-${namespace}`,
    setup(build) {
      build.onResolve({ filter: new RegExp(`^${namespace}:`) }, (args) => ({ path: args.path.slice(namespace.length + 1), namespace }));
      build.onLoad({ filter: /.*/, namespace }, (args) => ({ contents: source(args.path), loader: 'ts', resolveDir: elements }));
    },
  };
}
