/**
 * `npm run test:content-set`: the whole `npm test` on a second owner's content, as a fork
 * would run it. Copies the project (without node_modules, dist, .git, .cache, outbox) to a
 * temporary folder and links node_modules into it; replaces `data/` with test/content-set/
 * (keeping data/index.ts, which is code); adds the set's large images,
 * written here with sharp rather than committed (a 4000×4000 JPEG photo of ~4 MB, a 3000×2000
 * PNG project image of ~12 MB; cached in .cache/); then runs `npm test` there and exits
 * with its status. Stage names given to it are passed on (`npm run test:content-set -- unit
 * browser`, see scripts/test.ts). `KEEP=1` keeps the folder (its path is printed), to
 * `npm start` in it.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyFile, cp, mkdir, mkdtemp, readdir, rm, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { projectRoot } from './build/config.ts';

const CONTENT_SET = path.join(projectRoot, 'test/content-set');
/** Not copied: installed, built, local or generated. */
const SKIP = new Set(['node_modules', 'dist', '.git', '.cache', 'outbox', 'bench-results']);
/** Modules of data/ that are code, not content: the set uses the project's own. */
const CODE = new Set(['index.ts']);

/** Camera-like noise: incompressible enough to be as heavy as a real photo. */
const noise = (width: number, height: number, sigma: number) =>
  sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma } } });

/** The set's large images (file in data/images → how it is made); data/ refers to them by name. */
const GENERATED: Readonly<Record<string, () => Promise<Buffer>>> = {
  'photo.jpg': () => noise(4000, 4000, 18).jpeg({ quality: 84 }).toBuffer(),
  'project-tiles.png': () => noise(3000, 2000, 10).png({ compressionLevel: 3 }).toBuffer(),
};

async function writeGenerated(imagesDir: string): Promise<void> {
  const cache = path.join(projectRoot, '.cache/content-set');
  await mkdir(cache, { recursive: true });
  for (const [file, make] of Object.entries(GENERATED)) {
    const cached = path.join(cache, file);
    if (!existsSync(cached)) await sharp(await make()).toFile(cached);
    await copyFile(cached, path.join(imagesDir, file));
  }
}

async function prepare(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'portfolio-content-set-'));
  await cp(projectRoot, dir, { recursive: true, filter: (src) => !SKIP.has(path.basename(src)) || path.dirname(src) !== projectRoot });
  await symlink(path.join(projectRoot, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  const data = path.join(dir, 'data');
  for (const entry of await readdir(data)) if (!CODE.has(entry)) await rm(path.join(data, entry), { recursive: true, force: true });
  for (const entry of await readdir(CONTENT_SET)) {
    if (!CODE.has(entry)) await cp(path.join(CONTENT_SET, entry), path.join(data, entry), { recursive: true });
  }
  await writeGenerated(path.join(data, 'images'));
  return dir;
}

const run = (dir: string) =>
  new Promise<number>((resolve) => {
    const child = spawn('npm', ['test', '--', ...process.argv.slice(2)], { cwd: dir, stdio: 'inherit' });
    child.on('error', () => resolve(1));
    child.on('exit', (code) => resolve(code ?? 1));
  });

const dir = await prepare();
console.log(`Content set: test/content-set/ as data/ in ${dir}${process.env.KEEP ? ' (kept after the run)' : ''}`);
const status = await run(dir);
if (!process.env.KEEP) await rm(dir, { recursive: true, force: true });
process.exitCode = status;
