/** The build-time renderer (elements/prerender.ts) with every section's spec, for Node. */
import type * as esbuild from 'esbuild';
import path from 'node:path';
import type * as Renderer from '../../elements/prerender.ts';
import type { AnySectionSpec } from '../../elements/shared/section/section.tsx';
import { importBundle } from './import-bundle.ts';
import { prerenderEntry, type SectionFolder } from './sections.ts';

export type Prerenderer = typeof Renderer & { readonly sections: Readonly<Record<string, AnySectionSpec>> };

export const loadPrerenderer = (options: esbuild.BuildOptions, sections: readonly SectionFolder[]): Promise<Prerenderer> =>
  importBundle<Prerenderer>({
    ...options,
    stdin: { contents: prerenderEntry(sections), resolveDir: path.dirname(sections[0]!.spec), loader: 'ts' },
  });
