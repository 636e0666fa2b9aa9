/**
 * data/ of a project folder, read afresh as the build reads it (bundled, so an edit since this
 * process started is seen): for the doctor and the sync, which read a folder's data/ rather than
 * the one they were started from.
 */
import { checkShape } from '../../content/check-shape.ts';
import type { DataInput } from '../../content/types.ts';
import { ContentError } from '../../content/validate.ts';
import { importBundle } from '../build/import-bundle.ts';

/** What data/ exports in the folder `root`, read afresh (as the build reads it). */
export const readData = (root: string): Promise<Record<string, unknown>> =>
  importBundle<Record<string, unknown>>({
    stdin: { contents: "export * from './data/index.ts';\n", resolveDir: root, loader: 'ts' },
  });

/** data/ in `root` as its schemas read it (URLs normalised); a shape problem throws a `ContentError`, one line each. */
export async function readCheckedData(root: string): Promise<DataInput> {
  const { problems, data } = checkShape(await readData(root));
  if (problems.length) throw new ContentError(problems);
  return data;
}
