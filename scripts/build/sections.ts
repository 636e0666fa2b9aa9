/**
 * The sections, found by their folders: every `elements/<tag>/spec.ts` is a section, defined in
 * the browser by its `define.ts` (the bundle's entry), and an `elements/<tag>/island.ts` next to
 * them makes it interactive (its default export says when its script loads). Nothing else lists
 * them. What the build knows only once it has read `data/` (a section's bound content, the nav's)
 * reaches the browser bundles as JSON modules, `bound:<name>` (`boundModules`): data, never code.
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
  /** Absolute path of its `define.ts`, the browser entry that defines its element. */
  readonly define: string;
  /** Absolute path of its `island.ts`, when it has one (the section is interactive). */
  readonly island?: string;
}

const elements = path.join(projectRoot, 'elements');

/** Every section folder, sorted by tag. */
export async function findSections(): Promise<SectionFolder[]> {
  const folders = (await readdir(elements, { withFileTypes: true })).filter((d) => d.isDirectory() && d.name.startsWith('portfolio-'));
  return folders
    .map(({ name }) => {
      const file = (base: string) => path.join(elements, name, base);
      return {
        tag: name,
        spec: file('spec.ts'),
        define: file('define.ts'),
        ...(existsSync(file('island.ts')) && { island: file('island.ts') }),
      };
    })
    .filter(({ spec }) => existsSync(spec))
    .sort((a, b) => a.tag.localeCompare(b.tag));
}

/** An esbuild plugin serving `import x from 'bound:<name>'` as the JSON of `modules[name]`. */
export function boundModules(modules: Readonly<Record<string, unknown>>): esbuild.Plugin {
  return {
    name: 'bound-modules',
    setup(build) {
      build.onResolve({ filter: /^bound:/ }, (args) => ({ path: args.path.slice('bound:'.length), namespace: 'bound' }));
      build.onLoad({ filter: /.*/, namespace: 'bound' }, (args) =>
        args.path in modules
          ? { contents: JSON.stringify(modules[args.path]), loader: 'json' }
          : { errors: [{ text: `nothing is bound as bound:${args.path} (known: ${Object.keys(modules).join(', ')})` }] },
      );
    },
  };
}
