/**
 * The content of `data/` as it is on disk now. A static import would be read once per process,
 * so `npm start` would keep checking, resizing images for and printing the resume of the content
 * it started with; bundling the data modules afresh for every build (a few ms) reads the edit.
 */
import * as esbuild from 'esbuild';
import { rm } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export type Content = typeof import('../../data/index.ts') & typeof import('../../data/site.ts');

export async function loadContent(root: string): Promise<Content> {
  // A unique name per build, next to node_modules, so parallel builds never share it.
  const file = path.join(root, '.cache', `content.${randomUUID()}.mjs`);
  await esbuild.build({
    stdin: { contents: "export * from './data/index.ts';\nexport * from './data/site.ts';\n", resolveDir: root, loader: 'ts' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    outfile: file,
    logLevel: 'error',
  });
  try {
    return (await import(pathToFileURL(file).href)) as Content;
  } finally {
    await rm(file);
  }
}
