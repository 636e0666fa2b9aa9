/**
 * The sites the bench measures, built and served: this branch's (`dist/`, or with `--scale` a
 * copy of the project grown to an owner at scale), and with `--compare <ref>` the same project
 * at that git ref, built in a temporary copy (`git archive`, this project's node_modules and
 * image cache linked: scripts/lib/content-set.ts) by its own build, in a process of its own, so
 * an earlier release builds as it did then. Both are measured by this branch's bench.
 */
import { execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { build } from '../build/pipeline.ts';
import { projectRoot } from '../build/config.ts';
import { copyBuild, copyCommit } from '../lib/content-set.ts';
import { startServer, type RunningServer } from '../lib/server.ts';
import { BenchArgumentError, type BenchOptions } from './args.ts';
import { growToScale, prepareScaleSet, SCALE } from './scale.ts';

export interface Site {
  /** How tables name it: `this branch`, or the ref as given with its commit. */
  readonly label: string;
  /** The same in a file name: `this`, or the ref's commit. */
  readonly slug: string;
  /** The built site's folder, and the path it is served under. */
  readonly dir: string;
  readonly base: string;
  /** Served with gzip and the usual cache headers. */
  readonly url: string;
  /**
   * The same files, every one but a page sent `no-store`: a tab that comes back fetches each file
   * again, as a cold visit does (the cross-engine table keeps one tab per engine).
   */
  readonly freshUrl: string;
}

export interface Sites {
  /** This branch's first. */
  readonly sites: readonly Site[];
  /** Stops the servers and removes the temporary copies. */
  close(): Promise<void>;
}

/** The commit `ref` names in this repository; a line naming the flag when it names none. */
async function resolveRef(ref: string): Promise<string> {
  try {
    const { stdout } = await promisify(execFile)('git', ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], { cwd: projectRoot });
    return stdout.trim();
  } catch {
    throw new BenchArgumentError(`--compare: ${ref} names no commit of this repository`);
  }
}

/** Builds the project copy at `dir` with its own build.ts, in a child process; the time it took (Node and tsx starting included). */
async function buildInCopy(dir: string): Promise<number> {
  const start = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'build.ts'], {
    cwd: dir,
    env: { ...process.env, OUT_DIR: path.join(dir, 'dist'), BASE_PATH: '/' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  if (code !== 0) throw new Error(`the build in ${dir} failed (exit code ${code})`);
  return performance.now() - start;
}

/** This branch's site: built in place, or in a copy grown to scale; the built folder, the temporary copy if any. */
async function buildThis(scale: boolean): Promise<{ dir: string; base: string; copy?: string }> {
  if (!scale) {
    const result = await build();
    console.log(`Build: ${Math.round(result.milliseconds)} ms\n`);
    return { dir: result.config.outDir, base: result.config.base };
  }
  const copy = await prepareScaleSet();
  console.log(
    `Scale set: ${SCALE.projects} projects, ${SCALE.certifications} certifications, ${SCALE.journey} journey entries, ${SCALE.posts} posts, in ${copy}`,
  );
  const result = await (await copyBuild(copy))({ base: '/', outDir: path.join(copy, 'dist'), root: copy });
  console.log(`Build at scale: ${Math.round(result.milliseconds)} ms\n`);
  return { dir: result.config.outDir, base: result.config.base, copy };
}

/** The earlier release at `ref`, built in a temporary copy (grown to scale too with `--scale`). */
async function buildRef(ref: string, scale: boolean): Promise<{ dir: string; commit: string; copy: string }> {
  const commit = await resolveRef(ref);
  const copy = await copyCommit(commit, 'portfolio-compare-');
  try {
    if (scale) await growToScale(copy);
    const ms = await buildInCopy(copy);
    console.log(`Build of ${ref} (${commit.slice(0, 7)}) in ${copy}: ${Math.round(ms)} ms, in its own process\n`);
  } catch (error) {
    await rm(copy, { recursive: true, force: true });
    throw error;
  }
  return { dir: path.join(copy, 'dist'), commit, copy };
}

export async function prepareSites({ scale, compare }: Pick<BenchOptions, 'scale' | 'compare'>): Promise<Sites> {
  const copies: string[] = [];
  const servers: RunningServer[] = [];
  const close = async () => {
    await Promise.all(servers.map((server) => server.close()));
    await Promise.all(copies.map((copy) => rm(copy, { recursive: true, force: true })));
  };
  const serve = async (label: string, slug: string, dir: string, base: string): Promise<Site> => {
    const [plain, fresh] = await Promise.all([startServer({ dir, base }), startServer({ dir, base, noStore: true })]);
    servers.push(plain, fresh);
    return { label, slug, dir, base, url: plain.url, freshUrl: fresh.url };
  };
  try {
    const own = await buildThis(scale);
    if (own.copy) copies.push(own.copy);
    const sites = [await serve('this branch', 'this', own.dir, own.base)];
    if (compare) {
      const ref = await buildRef(compare, scale);
      copies.push(ref.copy);
      const short = ref.commit.slice(0, 7);
      sites.push(await serve(ref.commit.startsWith(compare) ? short : `${compare} (${short})`, short, ref.dir, '/'));
    }
    return { sites, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** A measured page: how tables name it (`/about`), and its path under a site's base (empty for the first page). */
export interface BenchPage {
  readonly name: string;
  readonly route: string;
}

/** The kinds of page the build writes one of per entry, as `--pages` names them, and their folder (a post's: `writing/<slug>/`, a project's: `projects/<slug>/`). */
const ENTRY_PAGES = { post: 'writing', project: 'projects' } as const;

/**
 * One page of each kind in `ENTRY_PAGES` that the site built in `dir` has (in `langFolder`): its
 * first by name, when `--pages` names the kind or is absent.
 */
export async function entryPages(dir: string, langFolder: string, pages?: readonly string[]): Promise<BenchPage[]> {
  const found: BenchPage[] = [];
  for (const [kind, folder] of Object.entries(ENTRY_PAGES)) {
    if (pages && !pages.includes(kind)) continue;
    const under = path.join(dir, langFolder, folder);
    const entries = await readdir(under, { withFileTypes: true }).catch(() => []);
    const [first] = entries
      .filter((entry) => entry.isDirectory() && existsSync(path.join(under, entry.name, 'index.html')))
      .map((entry) => entry.name)
      .sort();
    if (first) found.push({ name: `/${langFolder}${folder}/${first}`, route: `${langFolder}${folder}/${first}` });
  }
  return found;
}

/** The page's address on `site` (on its `no-store` server with `fresh`). */
export const pageUrl = (site: Site, page: BenchPage, fresh = false): string =>
  new URL(page.route ? `${page.route}/` : '', fresh ? site.freshUrl : site.url).href;

/** The page's file in `site`'s build. */
export const pageFile = (site: Site, page: BenchPage): string => path.join(site.dir, page.route, 'index.html');
