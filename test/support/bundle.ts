/**
 * Serves the browser test files as esbuild bundles (React's CommonJS cannot be served as native
 * modules), and at `/__test/site.css` the real page stylesheet with its theme tokens; the icon
 * sprite is under `/__test/` too.
 * Images resolve to their source files at their own size, which the test server serves.
 *
 * Every test file is bundled in one build, split: what they share (React, axe, chai, the
 * sections) is a set of chunks under `/__test/chunks/`, and each file's own entry is small. A
 * bundle per file had esbuild build React and axe once per file, and each page read 8 MB of
 * script and inline source map: Chromium's run took 183 s that way, 131 s split. The build is
 * made once for all the engines of a run, and again when a file it was built from has changed
 * or a test file was added (a watch run). Source maps are separate files, fetched only to map a failure's stack.
 */
import * as esbuild from 'esbuild';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { assembleContent } from '../../content/assemble.ts';
import * as data from '../../data/index.ts';
import { projectRoot } from '../../scripts/build/config.ts';
import { bundleOptions } from '../../scripts/build/esbuild.ts';
import { imageUses, sourceManifest } from '../../scripts/build/images.ts';
import { pageStylesheet } from '../../scripts/build/styles.ts';
import { iconSprite } from '../../scripts/build/sprite.ts';

/** The browser test files: every `*.test.ts` and `*.test.tsx` under these folders. */
export const TEST_FOLDERS = ['elements', 'content'] as const;
const TEST_FILE = /\.test\.tsx?$/;

const content = assembleContent(data);
const images = sourceManifest(imageUses(content), (file) => path.relative(projectRoot, file).split(path.sep).join('/'));

/** Where the page stylesheet is served (test/support/dom.ts loads it). */
const PAGE_STYLES = '/__test/site.css';
const SPRITE = '__test/icons.svg';

const TYPES: Readonly<Record<string, string>> = { '.js': 'js', '.map': 'json' };

export async function bundleTestFile(urlPath: string): Promise<{ body: string; type: string } | undefined> {
  if (urlPath === PAGE_STYLES) return { body: (await pageStylesheet(content.brandColor))(), type: 'css' };
  if (urlPath === `/${SPRITE}`) return { body: iconSprite(), type: 'svg' };
  // A test file's page is where a run starts (or starts again after a change): the build is
  // checked then; its chunks and maps come from the same build.
  const entry = TEST_FILE.test(urlPath);
  const body = (await (entry ? current() : latest))?.files.get(urlPath);
  return body === undefined ? undefined : { body, type: entry ? 'js' : TYPES[path.extname(urlPath)]! };
}

interface Bundles {
  /** The test files it was built from (its entry points). */
  readonly entries: readonly string[];
  /** URL path → text: each test file's entry at its own path, the chunks and the maps at theirs. */
  readonly files: ReadonlyMap<string, string>;
  /** The files it was built from, and the latest of their modification times then. */
  readonly inputs: readonly string[];
  readonly modified: number;
}

let latest: Promise<Bundles> | undefined;

/**
 * The build, made again first when one of its files has changed since or a test file was added
 * or removed (one check at a time).
 */
function current(): Promise<Bundles> {
  latest = (async (previous) => {
    const built = await previous?.catch(() => undefined);
    const entries = await testFiles();
    const same = built && entries.join('\n') === built.entries.join('\n') && (await modifiedAt(built.inputs)) === built.modified;
    return same ? built : bundleAll(entries);
  })(latest);
  return latest;
}

const modifiedAt = async (files: readonly string[]) => Math.max(...(await Promise.all(files.map(async (f) => (await stat(f)).mtimeMs))));

const urlPathOf = (file: string) => `/${path.relative(projectRoot, file).split(path.sep).join('/')}`;

async function testFiles(): Promise<string[]> {
  const found = await Promise.all(
    TEST_FOLDERS.map(async (folder) =>
      (await readdir(path.join(projectRoot, folder), { recursive: true }))
        .filter((f) => TEST_FILE.test(f))
        .map((f) => path.join(projectRoot, folder, f)),
    ),
  );
  return found.flat().sort();
}

async function bundleAll(entries: readonly string[]): Promise<Bundles> {
  const result = await esbuild.build({
    ...bundleOptions({
      urls: { base: '/', folder: '', origin: new URL(content.profile.siteUrl).origin },
      images: await images,
      sprite: SPRITE,
    }),
    entryPoints: [...entries],
    outdir: projectRoot,
    outbase: projectRoot,
    chunkNames: '__test/chunks/[name]-[hash]',
    splitting: true,
    write: false,
    sourcemap: 'linked',
    // Positions only: the sources' text would put 5 MB of simple-icons alone in the maps.
    sourcesContent: false,
    external: ['/__web-dev-server__web-socket.js'],
    metafile: true,
  });
  const files = new Map(result.outputFiles.map((file) => [urlPathOf(file.path), file.text]));
  for (const [output, { entryPoint }] of Object.entries(result.metafile.outputs))
    if (entryPoint) files.set(urlPathOf(path.resolve(entryPoint)), files.get(urlPathOf(path.resolve(output)))!);
  // (`<define:…>` inputs are the constants above, `bound:…` ones the bound data: not files)
  const inputs = Object.keys(result.metafile.inputs)
    .filter((file) => !/^(<|bound:)/.test(file))
    .map((file) => path.resolve(file));
  return { entries, files, inputs, modified: await modifiedAt(inputs) };
}
