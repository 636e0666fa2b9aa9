/**
 * Watching the source folders for `npm start`: `watchTree` calls back once per burst of changes
 * (an editor's save is often several events: write a temporary file, rename it over the original),
 * with the changed paths; `serialize` runs a task (the build) never twice at once, and once more
 * after the run in progress however often it is asked for meanwhile.
 *
 * The watching itself is chokidar's: it watches folders, not files (a watch on a file follows its
 * inode, and after one save by rename would watch the old, deleted file), picks up folders made,
 * deleted or replaced while it runs, and a path that does not exist yet once it is made. Node's own
 * `fs.watch(dir, { recursive: true })` is not used: on Linux (Node 20) it is built from one watch
 * per file and has that very flaw. What is left here is the project's own: which changes are
 * noise, and one call per burst.
 */
import path from 'node:path';
import { watch } from 'chokidar';

export interface WatchOptions {
  /** The folder `paths` and the reported changes are relative to. */
  readonly root: string;
  /**
   * Folders watched with everything in them, and single files, e.g. `['data', 'index.html']`.
   * One that does not exist yet is picked up when it is created.
   */
  readonly paths: readonly string[];
  /** Called once per burst with the changed paths, relative to `root`, `/`-separated, sorted. */
  readonly onChange: (changed: readonly string[]) => void;
  /**
   * Quiet time that ends a burst, in milliseconds (a burst lasts at most ten times as long); at
   * least CHANGE_THROTTLE_MS.
   */
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

/**
 * chokidar reports a file's changes at most once in this many milliseconds and drops the rest. No
 * save is lost so long as a burst lasts at least as long: the call back for the change it reported
 * comes after any change it dropped, and whatever runs then reads the file as it is now.
 */
const CHANGE_THROTTLE_MS = 50;

const toPosix = (relative: string) => relative.split(path.sep).join('/');

/**
 * Watches `paths` under `root` (see {@link WatchOptions}); resolves, once every folder there is
 * watched, with the function that stops it.
 */
export async function watchTree(options: WatchOptions): Promise<() => Promise<void>> {
  const { root, onChange } = options;
  const debounceMs = Math.max(options.debounceMs ?? 60, CHANGE_THROTTLE_MS);
  const changed = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let burstStarted: number | undefined;
  let closed = false;

  function flush() {
    timer = undefined;
    burstStarted = undefined;
    const list = [...changed].sort();
    changed.clear();
    if (!closed && list.length > 0) onChange(list);
  }

  function note(file: string) {
    const relative = path.relative(root, file);
    if (closed || isNoise(relative)) return;
    changed.add(toPosix(relative));
    const now = Date.now();
    burstStarted ??= now;
    clearTimeout(timer);
    timer = setTimeout(flush, Math.max(0, Math.min(debounceMs, burstStarted + debounceMs * 10 - now)));
  }

  const watcher = watch(
    options.paths.map((p) => path.join(root, p)),
    { ignoreInitial: true, ignored: (file) => isNoise(path.relative(root, file)) },
  );
  watcher.on('all', (_event, file) => note(file));
  watcher.on('error', (error) => options.onError?.(error instanceof Error ? error : new Error(String(error))));
  await new Promise<void>((ready) => watcher.once('ready', () => ready()));
  return async () => {
    closed = true;
    clearTimeout(timer);
    await watcher.close();
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
