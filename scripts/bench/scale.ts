/**
 * The owner at scale: a copy of the project whose `data/` repeats its own entries up to
 * `SCALE` (60 projects, 40 certifications, 100 journey entries), as an owner with a long
 * history would have. Made in a temporary folder for `npm run bench -- --scale`, never
 * committed. Repeats get a number (" 2", " 3", …) after their name, which keeps names unique
 * and leaves which filter a project matches unchanged.
 */
import { rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { copyProject } from '../lib/content-set.ts';

export const SCALE = { projects: 60, certifications: 40, journey: 100 } as const;

/** Per data module: the list to grow, and the fields that name an entry (each must stay unique). */
const GROWN = [
  { file: 'projects', list: 'projects', names: ['title'] },
  { file: 'certifications', list: 'certifications', names: ['name', 'shortName'] },
  { file: 'journey', list: 'journey', names: ['title'] },
] as const satisfies readonly { file: string; list: keyof typeof SCALE; names: readonly string[] }[];

/**
 * `data/<file>.ts` becomes `<file>.own.ts`; the new module re-exports it with the list grown
 * (a module's own export wins over the same name from `export *`).
 */
const grower = ({ file, list, names }: (typeof GROWN)[number]) => `export * from './${file}.own.ts';
import { ${list} as own } from './${file}.own.ts';

const NAMES = ${JSON.stringify(names)};
export const ${list} = Array.from({ length: ${SCALE[list]} }, (_, i) => {
  const entry = own[i % own.length];
  const round = Math.floor(i / own.length) + 1;
  if (round === 1) return entry;
  const renamed = NAMES.filter((name) => entry[name] !== undefined).map((name) => [name, \`\${entry[name]} \${round}\`]);
  return { ...entry, ...Object.fromEntries(renamed) };
});
`;

/** A copy of the project with its content grown to `SCALE`; its folder. */
export async function prepareScaleSet(): Promise<string> {
  // The same images as this project's: its processed-image cache (which a copy shares) serves them, so the build is timed warm.
  const dir = await copyProject('portfolio-scale-');
  await growToScale(dir);
  return dir;
}

/** Grows the `data/` of the project copy at `dir` (this one's, or an earlier release's for `--compare`) to `SCALE`. */
export async function growToScale(dir: string): Promise<void> {
  for (const grown of GROWN) {
    const module = path.join(dir, 'data', `${grown.file}.ts`);
    await rename(module, path.join(dir, 'data', `${grown.file}.own.ts`));
    await writeFile(module, grower(grown));
  }
}
