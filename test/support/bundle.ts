/**
 * Serves a browser test file as one esbuild bundle (React's CommonJS cannot be served as
 * native modules), and at `/__test/site.css` the real page stylesheet with its theme tokens; the
 * icon sprite is under `/__test/` too.
 * Images resolve to their source files at their own size, which the test server serves.
 * A test file is bundled once for all the engines of a run, and again only when one of the files
 * it was built from has changed (a watch run).
 */
import * as esbuild from 'esbuild';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { assembleContent } from '../../content/assemble.ts';
import * as data from '../../data/index.ts';
import { projectRoot } from '../../scripts/build/config.ts';
import { bundleOptions } from '../../scripts/build/esbuild.ts';
import { imageUses, sourceManifest } from '../../scripts/build/images.ts';
import { pageStylesheet } from '../../scripts/build/styles.ts';
import { iconSprite } from '../../scripts/build/sprite.ts';

const content = assembleContent(data);
const images = sourceManifest(imageUses(content), (file) => path.relative(projectRoot, file).split(path.sep).join('/'));

/** Where the page stylesheet is served (test/support/dom.ts loads it). */
const PAGE_STYLES = '/__test/site.css';
const SPRITE = '__test/icons.svg';

export async function bundleTestFile(urlPath: string): Promise<{ body: string; type: string } | undefined> {
  if (urlPath === PAGE_STYLES) return { body: (await pageStylesheet(content.brandColor))(), type: 'css' };
  if (urlPath === `/${SPRITE}`) return { body: iconSprite(), type: 'svg' };
  if (!/\.test\.tsx?$/.test(urlPath)) return undefined;
  const cached = await bundles.get(urlPath);
  if (cached && (await modifiedAt(cached.inputs)) === cached.modified) return { body: cached.body, type: 'js' };
  const fresh = bundle(urlPath);
  bundles.set(urlPath, fresh);
  return { body: (await fresh).body, type: 'js' };
}

interface Bundle {
  readonly body: string;
  /** The files it was built from, and the latest of their modification times then. */
  readonly inputs: readonly string[];
  readonly modified: number;
}

const bundles = new Map<string, Promise<Bundle>>();

const modifiedAt = async (files: readonly string[]) => Math.max(...(await Promise.all(files.map(async (f) => (await stat(f)).mtimeMs))));

async function bundle(urlPath: string): Promise<Bundle> {
  const result = await esbuild.build({
    ...bundleOptions({
      urls: { base: '/', folder: '', origin: new URL(content.profile.siteUrl).origin },
      images: await images,
      sprite: SPRITE,
    }),
    entryPoints: [path.join(projectRoot, urlPath)],
    write: false,
    sourcemap: 'inline',
    // Positions only: with the sources' text (5 MB of simple-icons alone) a bundle was 15 MB
    // for every engine to read, for every test file.
    sourcesContent: false,
    external: ['/__web-dev-server__web-socket.js'],
    metafile: true,
  });
  // (`<define:…>` inputs are the constants above, `bound:…` ones the bound data: not files)
  const inputs = Object.keys(result.metafile.inputs)
    .filter((file) => !/^(<|bound:)/.test(file))
    .map((file) => path.resolve(file));
  return { body: result.outputFiles[0]!.text, inputs, modified: await modifiedAt(inputs) };
}
