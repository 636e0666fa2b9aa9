/**
 * `npm run doctor`: what on the site is still the sample's or missing, by file and field, so an
 * owner who forked it knows what is left to make their own:
 *
 * - the sample person's name and photo, and every field that still holds one of the sample's
 *   made-up addresses (`example.com`, the `example-aarav` handles), the site URL included;
 * - what the build warns about: mail not configured, images too small or too large, fixed
 *   numbers the data contradicts.
 *
 * It exits 0 whatever it lists (the sample itself is a working site), unless `--strict` is given
 * and it lists something: for a fork's CI. A content problem (one the build refuses) exits 1.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from '../build.ts';
import { projectRoot } from './build/config.ts';
import { importBundle } from './build/import-bundle.ts';

/** What the sample content ships with; a value still equal to one of these is the sample's. */
export const SAMPLE = {
  name: 'Aarav Reddy',
  photo: 'images/profile.svg',
  /** The sample's made-up handles, and its domain in a URL or an email address. */
  address: /example[-_.]aarav|(?:^|[/@.])example\.com(?:[/:]|$)/i,
} as const;

/** Every export of every data module, by file (`data/profile.ts` → its exports). */
async function dataByFile(root: string): Promise<Record<string, Record<string, unknown>>> {
  const files = (await readdir(path.join(root, 'data'))).filter((f) => f.endsWith('.ts') && f !== 'index.ts').sort();
  const source = files.map((f, i) => `export * as m${i} from './data/${f}';`).join('\n');
  const modules = await importBundle<Record<string, Record<string, unknown>>>({
    stdin: { contents: source, resolveDir: root, loader: 'ts' },
  });
  return Object.fromEntries(files.map((f, i) => [`data/${f}`, modules[`m${i}`]!]));
}

/** Each string inside `value`, with its path (`projects[2].githubUrl`). */
function* strings(value: unknown, at: string): Generator<[string, string]> {
  if (typeof value === 'string') yield [at, value];
  else if (Array.isArray(value)) for (const [i, v] of value.entries()) yield* strings(v, `${at}[${i}]`);
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) yield* strings(v, `${at}.${k}`);
}

/** What is still the sample's in the data, one line each, by file and field. */
export async function sampleValues(root: string): Promise<string[]> {
  const found: string[] = [];
  for (const [file, exports] of Object.entries(await dataByFile(root))) {
    for (const [name, value] of Object.entries(exports)) {
      for (const [at, text] of strings(value, name)) {
        if (at === 'profile.name' && text === SAMPLE.name) found.push(`${file}: ${at}: still the sample person's name ("${text}")`);
        else if (at === 'profile.photo' && text === SAMPLE.photo) found.push(`${file}: ${at}: still the sample person's photo ("${text}")`);
        else if (SAMPLE.address.test(text)) found.push(`${file}: ${at}: still a sample address ("${text}")`);
      }
    }
  }
  return found;
}

/** Everything left to make the site one's own: sample values, then what the build warns about. */
export async function doctor(root: string = projectRoot): Promise<string[]> {
  const outDir = await mkdtemp(path.join(os.tmpdir(), 'portfolio-doctor-'));
  try {
    const { warnings } = await build({ base: '/', outDir, root });
    return [...(await sampleValues(root)), ...warnings];
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const strict = process.argv.includes('--strict');
  try {
    const findings = await doctor();
    if (findings.length === 0) console.log('Nothing left from the sample, and nothing missing: the site is all yours.');
    else {
      console.log(`${findings.length} thing${findings.length === 1 ? '' : 's'} still to make your own:\n`);
      for (const line of findings) console.log(`  ${line}`);
      console.log(strict ? '' : '\n(Exit code 0. With --strict it is 1 while anything is listed, for CI.)');
    }
    process.exitCode = strict && findings.length ? 1 : 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
