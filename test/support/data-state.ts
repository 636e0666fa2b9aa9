/** Every file of data/ in a project folder, its bytes and time: what a test compares before and after a run. */
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';

/** Every file of data/ in `dir`: its bytes and time, to compare before and after. */
export async function dataState(dir: string) {
  const folder = path.join(dir, 'data');
  const files = (await readdir(folder, { recursive: true })).sort();
  return Promise.all(
    files.map(async (file) => {
      const at = path.join(folder, file);
      const info = await stat(at);
      return { file, mtime: info.mtimeMs, bytes: info.isFile() ? await readFile(at, 'utf8') : '' };
    }),
  );
}
