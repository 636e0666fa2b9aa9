/**
 * Step 0: the content of `data/` as it is on disk now (see import-bundle.ts): its shape checked
 * (content/check-shape.ts), then the defaults filled in (content/assemble.ts). A problem stops
 * here, one line each, before any code reads the content.
 */
import { assembleContent } from '../../content/assemble.ts';
import { pseudoData } from '../../content/pseudo.ts';
import { shapeProblems } from '../../content/check-shape.ts';
import type { Content, DataInput } from '../../content/types.ts';
import { ContentError } from '../../content/validate.ts';
import { importBundle } from './import-bundle.ts';

/** `pseudo`: the visitor-facing words in the pseudo-language (content/pseudo.ts). */
export async function loadContent(root: string, { pseudo = false } = {}): Promise<Content> {
  const data = await importBundle<Record<string, unknown>>({
    stdin: { contents: "export * from './data/index.ts';\n", resolveDir: root, loader: 'ts' },
  });
  const problems = shapeProblems(data);
  if (problems.length) throw new ContentError(problems);
  const input = data as unknown as DataInput;
  return assembleContent(pseudo ? pseudoData(input) : input);
}
