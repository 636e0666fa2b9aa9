/** Step 0: the content of `data/` as it is on disk now (see import-bundle.ts). */
import type { Content } from '../../content/types.ts';
import { importBundle } from './import-bundle.ts';

export const loadContent = (root: string): Promise<Content> =>
  importBundle<Content>({ stdin: { contents: "export * from './data/index.ts';\n", resolveDir: root, loader: 'ts' } });
