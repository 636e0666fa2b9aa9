/**
 * The sample's content, kept as a snapshot (scripts/doctor/sample.json) so the doctor knows every
 * value the sample person ships with, whatever data/ holds now. The snapshot is generated, never
 * typed: `npm run doctor -- --write-sample` writes it from data/, for the maintainers, while
 * data/ is the sample (after any change to the sample). It holds every export of data/ by file
 * (as JSON) and a hash of each picture in data/images/ that the sample names.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isDeepStrictEqual, promisify } from 'node:util';
import { DATA_EXPORTS, shapeProblems } from '../../content/check-shape.ts';
import { ContentError } from '../../content/validate.ts';
import { projectRoot } from '../build/config.ts';
import { readData } from '../lib/data.ts';

export { readData };

/** Where the snapshot is kept. */
export const SAMPLE_FILE = path.join(import.meta.dirname, 'sample.json');

/** Every export of data/, by file: `{ "data/profile.ts": { "profile": …, "personal": … }, … }`. */
export type DataSnapshot = Readonly<Record<string, Readonly<Record<string, unknown>>>>;

export interface Sample {
  readonly data: DataSnapshot;
  /** `images/<file>` → the SHA-256 of the sample's picture. */
  readonly images: Readonly<Record<string, string>>;
}

/** The file of data/ each export lives in: `profile` → `data/profile.ts`. */
export const fileOf = (name: string): string | undefined => {
  const known = DATA_EXPORTS[name as keyof typeof DATA_EXPORTS];
  return known && `data/${known.file}.ts`;
};

/** The exports of data/ (a module namespace or what `readData` returns) by file, as plain JSON values. */
export function snapshotOf(data: Readonly<Record<string, unknown>>): DataSnapshot {
  const files: Record<string, Record<string, unknown>> = {};
  for (const name of Object.keys(DATA_EXPORTS)) {
    if (data[name] === undefined) continue;
    (files[fileOf(name)!] ??= {})[name] = JSON.parse(JSON.stringify(data[name]));
  }
  return files;
}

/** Every string inside `value`. */
export function* stringsIn(value: unknown): Generator<string> {
  if (typeof value === 'string') yield value;
  else if (Array.isArray(value)) for (const item of value) yield* stringsIn(item);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) yield* stringsIn(item);
}

/** The SHA-256 of the picture `ref` (`images/<file>`) in `root`'s data/images/, if the file is there. */
export function pictureHash(root: string, ref: string): string | undefined {
  const file = path.join(root, 'data', ref);
  return existsSync(file) ? createHash('sha256').update(readFileSync(file)).digest('hex') : undefined;
}

let cached: Sample | undefined;

/** The snapshot of the sample. */
export function readSample(): Sample {
  cached ??= JSON.parse(readFileSync(SAMPLE_FILE, 'utf8')) as Sample;
  return cached;
}

/** Whether `data` (data/'s exports) is the sample, value for value. */
export const isSample = (data: Readonly<Record<string, unknown>>): boolean => isDeepStrictEqual(snapshotOf(data), readSample().data);

/**
 * Writes the snapshot from `root`'s data/ (`npm run doctor -- --write-sample`), formatted as
 * Biome formats JSON; the number of values it holds.
 */
export async function writeSample(root: string = projectRoot): Promise<number> {
  const data = await readData(root);
  const problems = shapeProblems(data);
  if (problems.length) throw new ContentError(problems);
  const snapshot = snapshotOf(data);
  const images: Record<string, string> = {};
  for (const text of stringsIn(snapshot)) {
    const hash = text.startsWith('images/') ? pictureHash(root, text) : undefined;
    if (hash) images[text] = hash;
  }
  const sample = {
    $comment:
      'The sample content, generated from data/ by `npm run doctor -- --write-sample` (scripts/doctor/sample.ts); do not edit. `npm run doctor` lists what data/ still holds of it.',
    data: snapshot,
    images: Object.fromEntries(Object.entries(images).sort(([a], [b]) => a.localeCompare(b))),
  };
  await writeFile(SAMPLE_FILE, `${JSON.stringify(sample, null, 2)}\n`);
  // Biome (`npm run lint`) puts short lists on one line; let it format the file as it checks it.
  const biome = path.join(projectRoot, 'node_modules/@biomejs/biome/bin/biome');
  if (existsSync(biome)) {
    await promisify(execFile)(process.execPath, [biome, 'format', '--write', path.relative(projectRoot, SAMPLE_FILE)], {
      cwd: projectRoot,
    });
  }
  cached = undefined;
  return [...stringsIn(snapshot)].length + Object.keys(images).length;
}
