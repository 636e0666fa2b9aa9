/**
 * Bundles TypeScript for Node and imports the result: how the build reads `data/` afresh on
 * every build (a static import is read once per process, so `npm start` would keep the content it
 * started with) and runs the prerenderer with the browser bundles' loaders and constants. The
 * file is written next to node_modules (so its imports resolve) under a unique name (parallel
 * builds never share one), and removed once imported.
 */
import * as esbuild from 'esbuild';
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { projectRoot } from './config.ts';

export async function importBundle<T>(options: esbuild.BuildOptions): Promise<T> {
  const file = path.join(projectRoot, '.cache', `bundle.${randomUUID()}.mjs`);
  await esbuild.build({
    logLevel: 'error',
    ...options,
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    outfile: file,
    write: true,
  });
  try {
    return (await import(pathToFileURL(file).href)) as T;
  } finally {
    await rm(file);
  }
}
