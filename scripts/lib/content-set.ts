/**
 * The second content set as a fork would have it: a copy of the project (without node_modules,
 * dist, .git, .cache, outbox) in a temporary folder, node_modules linked into it, `data/`
 * replaced with test/content-set/ (keeping data/index.ts, which is code), and the set's large
 * images written with sharp rather than committed (a 4000×4000 JPEG photo of ~4 MB, a
 * 3000×2000 PNG screenshot; cached in .cache/). Used by `npm run
 * test:content-set` and by tests that need a fork's tree. Also the copies the bench builds: the
 * project at an earlier commit (`copyCommit`), grown to scale, with a long name.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyFile, cp, mkdir, mkdtemp, readdir, rename, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import type { build } from '../build/pipeline.ts';
import { projectRoot } from '../build/config.ts';

const CONTENT_SET = path.join(projectRoot, 'test/content-set');
/** Not copied: installed, built, local or generated. */
const SKIP = new Set(['node_modules', 'dist', '.git', '.cache', 'outbox', 'bench-results']);
/** Modules of data/ that are code, not content: the set uses the project's own. */
const CODE = new Set(['index.ts']);

/**
 * A portrait-like photo: a head and shoulders drawn in soft gradients under camera-like noise,
 * incompressible enough to be as heavy as a real photo (noise alone averages to a flat grey
 * once it is scaled down, and looked like a picture that had not loaded).
 */
async function portrait(size: number, sigma: number) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100"><defs><linearGradient id="b" x2="0" y2="1"><stop offset="0" stop-color="#c7d2fe"/><stop offset="1" stop-color="#0e7490"/></linearGradient><radialGradient id="f" cx=".4" cy=".35"><stop offset="0" stop-color="#f5c9a7"/><stop offset="1" stop-color="#9a6240"/></radialGradient></defs><rect width="100" height="100" fill="url(#b)"/><ellipse cx="50" cy="104" rx="40" ry="34" fill="#1f2937"/><ellipse cx="50" cy="44" rx="17" ry="21" fill="url(#f)"/><path d="M31 44c0-17 8-26 19-26s19 9 19 26c-4-9-10-13-19-13s-15 4-19 13z" fill="#3b2314"/></svg>`;
  const grain = await sharp({
    create: { width: size, height: size, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma } },
  })
    .png()
    .toBuffer();
  return sharp(Buffer.from(svg)).composite([{ input: grain, blend: 'soft-light' }]);
}

/** A screenshot-like drawing: a gradient and coloured tiles, as large in pixels as a desktop screenshot. */
function tiles(width: number, height: number) {
  const shapes = Array.from({ length: 40 }, (_, i) => {
    const [x, y, w, h] = [(i * 173) % (width - 200), (i * 97) % (height - 200), 120 + (i % 7) * 40, 80 + (i % 5) * 30];
    return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="16" fill="hsl(${(i * 37) % 360} 70% 55%)" opacity="0.85"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0f766e"/><stop offset="1" stop-color="#1e3a8a"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#g)"/>${shapes}</svg>`;
  return sharp(Buffer.from(svg));
}

/**
 * The set's large images (file in data/images → how it is made); data/ refers to them by name.
 * Large in pixels, as a phone photo and a desktop screenshot are, and under the 8 MB the build
 * warns about, as an owner's own files are.
 */
const GENERATED: Readonly<Record<string, () => Promise<Buffer>>> = {
  'photo.jpg': async () => (await portrait(4000, 40)).jpeg({ quality: 84 }).toBuffer(),
  'project-tiles.png': () => tiles(3000, 2000).png({ compressionLevel: 3 }).toBuffer(),
};
/** Where they are kept between runs; a new name when the way they are made changes. */
const CACHE = '.cache/content-set-3';

async function writeGenerated(imagesDir: string): Promise<void> {
  const cache = path.join(projectRoot, CACHE);
  await mkdir(cache, { recursive: true });
  for (const [file, make] of Object.entries(GENERATED)) {
    const cached = path.join(cache, file);
    if (!existsSync(cached)) await sharp(await make()).toFile(cached);
    await copyFile(cached, path.join(imagesDir, file));
  }
}

/**
 * A copy of the project in a new temporary folder named `prefix…` (installed, built and local
 * files left out, node_modules linked), as a fork's tree would be; its folder. Its processed
 * images are the project's own cache, linked: entries are named by the content and settings
 * they were made from and written atomically, so every copy's build reads what any build made,
 * and a heavy photo is encoded once per run, not once per copy.
 */
export async function copyProject(prefix: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), prefix));
  await cp(projectRoot, dir, { recursive: true, filter: (src) => !SKIP.has(path.basename(src)) || path.dirname(src) !== projectRoot });
  await shareInstalled(dir);
  return dir;
}

/**
 * The project's tree at a git `ref` (a branch, tag or commit) in a new temporary folder named
 * `prefix…`, with this project's node_modules and processed-image cache linked as in
 * `copyProject`; its folder. For `npm run bench -- --compare <ref>`.
 */
export async function copyCommit(ref: string, prefix: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), prefix));
  const archive = spawn('git', ['archive', '--format=tar', ref], { cwd: projectRoot, stdio: ['ignore', 'pipe', 'pipe'] });
  const tar = spawn('tar', ['-x', '-C', dir], { stdio: ['pipe', 'ignore', 'pipe'] });
  archive.stdout.pipe(tar.stdin);
  let problem = '';
  archive.stderr.on('data', (d) => (problem += d));
  tar.stderr.on('data', (d) => (problem += d));
  const exit = (child: ChildProcess) => new Promise<number | null>((resolve) => child.on('close', resolve));
  const codes = await Promise.all([exit(archive), exit(tar)]);
  if (codes.some((code) => code !== 0)) {
    await rm(dir, { recursive: true, force: true });
    throw new Error(`git archive ${ref}: ${problem.trim().split('\n')[0] || `exit codes ${codes.join(', ')}`}`);
  }
  await shareInstalled(dir);
  return dir;
}

/** Links this project's node_modules and processed-image cache into the copy at `dir`. */
async function shareInstalled(dir: string): Promise<void> {
  await symlink(path.join(projectRoot, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  const images = path.join(projectRoot, '.cache/images');
  await mkdir(images, { recursive: true });
  await mkdir(path.join(dir, '.cache'));
  await symlink(images, path.join(dir, '.cache/images'), 'dir');
}

/**
 * Gives the copy at `dir` a profile with `fields` over the owner's, whatever the owner wrote:
 * data/profile.ts becomes profile.own.ts, re-exported with `profile` replaced (a module's own
 * export wins over the same name from `export *`). Again: other fields over the owner's.
 */
export async function setProfile(dir: string, fields: Readonly<Record<string, unknown>>): Promise<void> {
  const data = path.join(dir, 'data');
  if (!existsSync(path.join(data, 'profile.own.ts'))) await rename(path.join(data, 'profile.ts'), path.join(data, 'profile.own.ts'));
  await writeFile(
    path.join(data, 'profile.ts'),
    `export * from './profile.own.ts';\nimport { profile as own } from './profile.own.ts';\n\nexport const profile = { ...own, ...${JSON.stringify(fields)} };\n`,
  );
}

/**
 * The build of the copy at `dir`, run in this process from the copy's own modules: images, fonts
 * and sections are found from the project's folder (not from `root`), so only the copy's build
 * reads the copy's.
 */
export async function copyBuild(dir: string): Promise<typeof build> {
  return ((await import(pathToFileURL(path.join(dir, 'scripts/build/pipeline.ts')).href)) as { build: typeof build }).build;
}

/** A copy of the project with test/content-set/ as its data/ (node_modules linked); its folder. */
export async function prepareContentSet(): Promise<string> {
  const dir = await copyProject('portfolio-content-set-');
  const data = path.join(dir, 'data');
  for (const entry of await readdir(data)) if (!CODE.has(entry)) await rm(path.join(data, entry), { recursive: true, force: true });
  for (const entry of await readdir(CONTENT_SET)) {
    if (!CODE.has(entry)) await cp(path.join(CONTENT_SET, entry), path.join(data, entry), { recursive: true });
  }
  await writeGenerated(path.join(data, 'images'));
  return dir;
}

/**
 * A copy of the project whose data/ is the sample's with the files of `folder` (a fixture
 * owner's, under test/) written over it, as a fork whose owner changed those files and left the
 * others as they came; its folder.
 */
export async function prepareOwner(folder: string): Promise<string> {
  const dir = await copyProject('portfolio-owner-');
  await cp(path.join(projectRoot, folder), path.join(dir, 'data'), { recursive: true });
  return dir;
}
