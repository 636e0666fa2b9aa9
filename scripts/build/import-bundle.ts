/**
 * Bundles TypeScript for Node and imports the result: how the build reads `data/` afresh on
 * every build (a static import is read once per process, so `npm start` would keep the content it
 * started with) and runs the prerenderer with the browser bundles' loaders. The files are written
 * next to node_modules (so their imports resolve) in a folder of their own (parallel builds never
 * share one), and removed once imported.
 */
import * as esbuild from 'esbuild';
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { projectRoot } from './config.ts';

/**
 * Each entry point (name → file) bundled and imported, as modules that share what they import:
 * code two entries both use is one chunk, run once (one React, one section mechanism).
 */
export async function importBundles<T>(
  options: esbuild.BuildOptions,
  entryPoints: Readonly<Record<string, string>>,
): Promise<Record<string, T>> {
  const outdir = path.join(projectRoot, '.cache', `bundle.${randomUUID()}`);
  await esbuild.build({
    logLevel: 'error',
    ...options,
    entryPoints,
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    outdir,
    outExtension: { '.js': '.mjs' },
    write: true,
  });
  try {
    const modules = await Promise.all(
      Object.keys(entryPoints).map(
        async (name) => [name, (await import(pathToFileURL(path.join(outdir, `${name}.mjs`)).href)) as T] as const,
      ),
    );
    return Object.fromEntries(modules);
  } finally {
    await rm(outdir, { recursive: true, force: true });
  }
}

/** One module bundled and imported (`stdin` or an entry point). */
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
