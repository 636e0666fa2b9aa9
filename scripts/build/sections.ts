/**
 * The sections, found by their folders: every `elements/<tag>/spec.ts` is a section, defined in
 * the browser by its `define.ts` (the bundle's entry), and an `elements/<tag>/island.ts` next to
 * them makes it interactive (its default export says when its script loads), and an
 * `elements/<tag>/structured-data.ts` says what it tells search engines (content/structured-data.ts).
 * Nothing else lists them. What the build knows only once it has read `data/` (a section's bound content, the nav's)
 * reaches the browser bundles as JSON modules, `bound:<name>` (`boundModules`): data, never code.
 */
import type * as esbuild from 'esbuild';
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SectionStructuredData } from '../../content/structured-data.ts';
import { projectRoot } from './config.ts';

export interface SectionFolder {
  readonly tag: string;
  /** Absolute path of its `spec.ts`. */
  readonly spec: string;
  /** Absolute path of its `define.ts`, the browser entry that defines its element. */
  readonly define: string;
  /** Absolute path of its `island.ts`, when it has one (the section is interactive). */
  readonly island?: string;
  /** Its structured data, when its folder has a `structured-data.ts` (loaded here: only the build reads it). */
  readonly structuredData?: SectionStructuredData<object>;
}

const elements = path.join(projectRoot, 'elements');

/** Every section folder, sorted by tag. */
export async function findSections(): Promise<SectionFolder[]> {
  const folders = (await readdir(elements, { withFileTypes: true })).filter((d) => d.isDirectory() && d.name.startsWith('portfolio-'));
  const sections = await Promise.all(
    folders.map(async ({ name }): Promise<SectionFolder> => {
      const file = (base: string) => path.join(elements, name, base);
      const structuredData = existsSync(file('structured-data.ts'))
        ? ((await import(pathToFileURL(file('structured-data.ts')).href)) as { default: SectionStructuredData<object> }).default
        : undefined;
      return {
        tag: name,
        spec: file('spec.ts'),
        define: file('define.ts'),
        ...(existsSync(file('island.ts')) && { island: file('island.ts') }),
        ...(structuredData && { structuredData }),
      };
    }),
  );
  return sections.filter(({ spec }) => existsSync(spec)).sort((a, b) => a.tag.localeCompare(b.tag));
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
