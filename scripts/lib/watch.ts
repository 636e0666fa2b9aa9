/**
 * Watching the source folders for `npm start`: `watchTree` calls back once per burst of changes
 * (an editor's save is often several events: write a temporary file, rename it over the original),
 * with the changed paths; `serialize` runs a task (the build) never twice at once, and once more
 * after the run in progress however often it is asked for meanwhile.
 *
 * Only folders are watched, never single files: a watch on a file follows its inode, so after one
 * save by rename it watches the old, deleted file and misses every later save. A file such as
 * `index.html` is watched through its folder. Node's own `fs.watch(dir, { recursive: true })` is
 * not used: on Linux (Node 20) it is built from one watch per file and has that very flaw. Instead
 * each folder of the tree has its own (non-recursive) watch, and the set of watched folders is
 * brought up to date after every burst: new folders are watched, deleted or replaced ones dropped.
 */
import { type Dirent, type FSWatcher, readdirSync, statSync, watch } from 'node:fs';
import path from 'node:path';

export interface WatchOptions {
  /** The folder `paths` and the reported changes are relative to. */
  readonly root: string;
  /**
   * Folders watched with everything in them, and single files, e.g. `['data', 'index.html']`.
   * One that does not exist yet is picked up when it is created (its parent folder must exist).
   */
  readonly paths: readonly string[];
  /** Called once per burst with the changed paths, relative to `root`, `/`-separated, sorted. */
  readonly onChange: (changed: readonly string[]) => void;
  /** Quiet time that ends a burst, in milliseconds (a burst lasts at most ten times as long). */
  readonly debounceMs?: number;
  /** A folder that could not be watched (e.g. the system's limit of watches is reached). */
  readonly onError?: (error: Error) => void;
}

/** Folders whose contents are never source: build output, caches, dependencies, the mail outbox. */
const IGNORED_FOLDERS = new Set(['dist', '.cache', 'node_modules', 'outbox', '.git']);

/**
 * Editors' temporary and backup files and system clutter: `x~` (backups), `.x.swp`, `.swo`… and
 * `.swx` (Vim's swap files), `4913` (Vim's test file, then 5036, 5159…), `x.tmp`, `.#x` and `#x#`
 * (Emacs), `x___jb_tmp___` and `x___jb_old___` (JetBrains), `.goutputstream-*` (GNOME),
 * `.DS_Store`, `Thumbs.db`.
 */
const EDITOR_NOISE =
  /(?:~|\.sw[a-px]|\.tmp|\.temp|___jb_(?:tmp|old)___)$|^\.#|^#.*#$|^\.goutputstream-|^\.DS_Store$|^Thumbs\.db$|^desktop\.ini$/i;

const isVimTestFile = (name: string) => /^\d+$/.test(name) && Number(name) >= 4913 && (Number(name) - 4913) % 123 === 0;

/** Whether a change to `relative` (a path under the project) is no reason to rebuild. */
export function isNoise(relative: string): boolean {
  const parts = relative.split(/[\\/]/);
  const name = parts.at(-1) ?? '';
  return parts.some((part) => IGNORED_FOLDERS.has(part)) || EDITOR_NOISE.test(name) || isVimTestFile(name);
}

const toPosix = (relative: string) => relative.split(path.sep).join('/');

/** The folder's identity: a folder deleted and made again (or renamed over) needs a new watch. */
function identity(dir: string): bigint | null {
  try {
    const info = statSync(dir, { bigint: true });
    return info.isDirectory() ? info.ino : null;
  } catch {
    return null;
  }
}

function entries(dir: string): Dirent[] {
  try {
    return readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
}

/** Every folder to watch, with its identity: each target's parent, each target folder and all folders in it. */
function foldersToWatch(root: string, targets: readonly string[]): Map<string, bigint> {
  const found = new Map<string, bigint>();
  const walked = new Set<string>();
  const add = (dir: string, tree: boolean) => {
    if (walked.has(dir)) return;
    const id = found.get(dir) ?? identity(dir);
    if (id === null) return;
    found.set(dir, id);
    if (!tree) return;
    walked.add(dir);
    for (const entry of entries(dir)) {
      const inner = path.join(dir, entry.name);
      if (entry.isDirectory() && !isNoise(path.relative(root, inner))) add(inner, true);
    }
  };
  for (const target of targets) {
    add(path.dirname(path.join(root, target)), false);
    add(path.join(root, target), true);
  }
  return found;
}

/** Watches `paths` under `root` (see {@link WatchOptions}); returns the function that stops it. */
export function watchTree(options: WatchOptions): () => void {
  const { root, onChange, debounceMs = 60 } = options;
  const targets = options.paths.map((p) => path.normalize(p));
  const watchers = new Map<string, { readonly watcher: FSWatcher; readonly id: bigint }>();
  /** Folders that could not be watched, with the identity they had then. */
  const failed = new Map<string, bigint>();
  const changed = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let burstStarted: number | undefined;
  let closed = false;

  /** Whether `relative` is one of the targets or inside one. */
  const watched = (relative: string) => targets.some((t) => relative === t || relative.startsWith(`${t}${path.sep}`));

  function unwatch(dir: string) {
    watchers.get(dir)?.watcher.close();
    watchers.delete(dir);
  }

  function note(relative: string) {
    if (closed || !watched(relative) || isNoise(relative)) return;
    changed.add(toPosix(relative));
    const now = Date.now();
    burstStarted ??= now;
    clearTimeout(timer);
    timer = setTimeout(flush, Math.max(0, Math.min(debounceMs, burstStarted + debounceMs * 10 - now)));
  }

  function watchFolder(dir: string, id: bigint) {
    try {
      const watcher = watch(dir, { persistent: true }, (_event, name) => {
        // No name: something changed in the folder. The folder's own name: maybe the folder itself
        // went away (Linux reports that so); then say so rather than name a file in it.
        const file = name?.toString();
        const gone = !file || (file === path.basename(dir) && identity(dir) !== id);
        note(path.relative(root, gone ? dir : path.join(dir, file)));
      });
      watcher.on('error', (error) => {
        // Gone, or no longer readable: a folder made again in its place is watched after the next
        // burst; this one is not tried again (no loop of errors). Rebuild, a change may be missed.
        unwatch(dir);
        failed.set(dir, id);
        note(path.relative(root, dir));
        options.onError?.(error);
      });
      watchers.set(dir, { watcher, id });
    } catch (error) {
      failed.set(dir, id);
      options.onError?.(error instanceof Error ? error : new Error(String(error)));
    }
  }

  /** Brings the watches up to date with the folders there are now. */
  function sync() {
    const now = foldersToWatch(root, targets);
    for (const [dir, { id }] of watchers) if (now.get(dir) !== id) unwatch(dir);
    for (const [dir, id] of now) if (!watchers.has(dir) && failed.get(dir) !== id) watchFolder(dir, id);
  }

  function flush() {
    timer = undefined;
    burstStarted = undefined;
    if (closed) return;
    // Before the callback: whatever it then reads from a new folder, later changes there are seen.
    sync();
    const list = [...changed].sort();
    changed.clear();
    if (list.length > 0) onChange(list);
  }

  sync();
  return () => {
    closed = true;
    clearTimeout(timer);
    for (const dir of [...watchers.keys()]) unwatch(dir);
  };
}

/**
 * Wraps `task` so that it never runs twice at once: asked while it runs, it runs once more
 * afterwards, however often it was asked meanwhile. The promise returned settles with the run
 * that follows the request.
 */
export function serialize(task: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | undefined;
  let queued: Promise<void> | undefined;
  const run = (): Promise<void> => {
    const result = Promise.resolve().then(task);
    const settled = result.then(
      () => {},
      () => {},
    );
    running = settled;
    void settled.then(() => {
      if (running === settled) running = undefined;
    });
    return result;
  };
  return () => {
    if (!running) return run();
    queued ??= running.then(() => {
      queued = undefined;
      return run();
    });
    return queued;
  };
}
