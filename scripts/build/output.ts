/**
 * The output folder, replaced all at once: the build writes into a new folder beside `outDir`
 * (`<outDir>.building-<pid>-<random>`: the same parent, so the same filesystem and renames are
 * atomic) and swaps it in only when every step has succeeded. A build that fails (content, an
 * image, a font, an environment value, esbuild) leaves the last good site byte for byte as it was,
 * so `npm start` keeps serving it, and its own folder is removed.
 *
 * The swap is two renames: the last good site to `<outDir>.previous-<pid>-<random>`, the new one
 * to `<outDir>`; then the previous one is removed. Node cannot exchange two folders in one step
 * (Linux's renameat2 RENAME_EXCHANGE), so for the instant between the renames `<outDir>` does not
 * exist: a request then is answered "not found", never with a half-written page.
 *
 * A build that crashed (its process killed) leaves its folders beside `<outDir>`; only `<outDir>` is
 * ever served, and the next build of the same folder puts them right: a `.building-` folder (maybe
 * half written) is removed; a `.previous-` one is the last good site, so it is renamed back to
 * `<outDir>` when the crash came between the two renames and `<outDir>` is missing, and removed
 * otherwise. The folders of a process still running (a build of the same site in another
 * terminal) are left alone, and so are this process's own while a build uses them.
 *
 * Since the swap removes what was at `<outDir>`, the folder must be the build's own
 * (`outputFolderProblem`): never the project or a folder holding it (`OUT_DIR=.` would delete
 * the project), and never a folder holding files the build did not write: one that exists and
 * is not empty must hold `OUTPUT_MARKER`, the file every build leaves in it. Otherwise the build
 * stops with one line before it touches anything.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, realpathSync } from 'node:fs';
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SettingError } from './settings.ts';

/** The file each build leaves in its folder, so the next build knows the folder is its own to replace. */
export const OUTPUT_MARKER = '.portfolio-build';
const MARKER_TEXT = 'Written by the portfolio build (build.ts), which replaces this folder whole on every build.\n';

/** `file` with every symbolic link in it followed, as far as it exists. */
function realPath(file: string): string {
  const missing: string[] = [];
  let at = path.resolve(file);
  while (!existsSync(at) && path.dirname(at) !== at) {
    missing.unshift(path.basename(at));
    at = path.dirname(at);
  }
  return path.join(realpathSync(at), ...missing);
}

/** Why the build may not replace `outDir`, the site of the project at `root` (a phrase after the quoted folder), or null. */
export function outputFolderProblem(outDir: string, root: string): string | null {
  const [folder, project] = [realPath(outDir), realPath(root)];
  const relative = path.relative(folder, project);
  if (relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative))) {
    return `${relative ? 'holds' : 'is'} the project's folder: the build replaces its output folder whole; choose a folder of its own, such as dist`;
  }
  const entries = existsSync(folder) ? readdirSync(folder) : [];
  if (entries.length && !entries.includes(OUTPUT_MARKER)) {
    return `holds files the build did not write (no ${OUTPUT_MARKER} in it), which it would delete: empty it, or choose another folder`;
  }
  return null;
}

type Stage = 'building' | 'previous';

/** This process's folders that a build is using now (any other of this process's is a leftover). */
const inUse = new Set<string>();

const LEFTOVER = /^(building|previous)-(\d+)-[0-9a-f]+$/;

const besideFolder = (outDir: string, stage: Stage) => `${outDir}.${stage}-${process.pid}-${randomBytes(4).toString('hex')}`;

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists, it is just not ours to signal.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes a folder that is no longer needed. A step that fails may leave its siblings still
 * writing (one of two image workers fails while the other copies a file in), so a file that
 * appears while the folder is being removed is waited out (`maxRetries`, on ENOTEMPTY); a folder
 * that still cannot be removed is a leftover the next build removes.
 */
const discard = (folder: string) => rm(folder, { recursive: true, force: true, maxRetries: 5, retryDelay: 50 }).catch(() => {});

/** `rename`, telling whether `from` was there to move. */
async function moved(from: string, to: string): Promise<boolean> {
  try {
    await rename(from, to);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}

/** Puts right what crashed builds of `outDir` left beside it (see above). */
async function tidy(outDir: string): Promise<void> {
  const parent = path.dirname(outDir);
  const prefix = `${path.basename(outDir)}.`;
  const names = await readdir(parent).catch(() => []);
  const leftovers = names.flatMap((name) => {
    const match = name.startsWith(prefix) ? LEFTOVER.exec(name.slice(prefix.length)) : null;
    if (!match) return [];
    const folder = path.join(parent, name);
    const pid = Number(match[2]);
    const abandoned = pid === process.pid ? !inUse.has(folder) : !isRunning(pid);
    return abandoned ? [{ folder, stage: match[1] as Stage }] : [];
  });
  for (const { folder, stage } of leftovers) {
    // The crash came between the two renames: this is the last good site (the first build after
    // the crash puts it back, so there is never more than one).
    if (stage === 'previous' && !existsSync(outDir)) await rename(folder, outDir);
    else await discard(folder);
  }
}

/** Makes `building` the site at `outDir`, putting the last good site back if that fails. */
async function swapIn(building: string, outDir: string): Promise<void> {
  const previous = besideFolder(outDir, 'previous');
  inUse.add(previous);
  try {
    const hadSite = await moved(outDir, previous);
    try {
      await rename(building, outDir);
    } catch (error) {
      if (hadSite) await rename(previous, outDir);
      throw error;
    }
    if (hadSite) await discard(previous);
  } finally {
    inUse.delete(previous);
  }
}

/**
 * Runs `write` with a new folder beside `outDir`, marked as the build's (`OUTPUT_MARKER`), to
 * write the whole site into and, when it succeeds, swaps that folder in as `outDir`. Whatever
 * fails, `outDir` stays as it was and the new folder is removed. A folder that is not the build's
 * own (`outputFolderProblem`, `root` being the project's) throws its one line (`OUT_DIR: …`)
 * before anything is touched.
 */
export async function writeThenSwap<T>(outDir: string, root: string, write: (folder: string) => Promise<T>): Promise<T> {
  const target = path.resolve(outDir);
  const problem = outputFolderProblem(target, root);
  const shown = path.relative(root, target);
  if (problem) throw new SettingError('OUT_DIR', shown.startsWith('..') || path.isAbsolute(shown) ? target : shown || '.', problem);
  await tidy(target);
  const building = besideFolder(target, 'building');
  inUse.add(building);
  try {
    await mkdir(building, { recursive: true });
    await writeFile(path.join(building, OUTPUT_MARKER), MARKER_TEXT);
    const result = await write(building);
    await swapIn(building, target);
    return result;
  } finally {
    inUse.delete(building);
    // After a swap there is nothing left here; after a failure, the partial site.
    await discard(building);
  }
}

/** Writes a file (in a cache beside the output, say) so that a build running at the same time never reads half of it. */
export async function writeAtomic(file: string, data: Uint8Array | string): Promise<void> {
  const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  await writeFile(temporary, data);
  await rename(temporary, file);
}
