/** Images named in `data/`: found, copied under content-hashed names, listed in a manifest. */
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { projectRoot } from './config.ts';

const IMAGE_REF = /^(images\/|devicon:)[\w./-]+\.(svg|png|jpe?g|webp|avif|gif)$/;

/** Every image reference found anywhere in a data value. */
export function imageRefs(value: unknown, found = new Set<string>()): Set<string> {
  if (typeof value === 'string' && IMAGE_REF.test(value)) found.add(value);
  else if (Array.isArray(value)) value.forEach((v) => imageRefs(v, found));
  else if (value && typeof value === 'object') Object.values(value).forEach((v) => imageRefs(v, found));
  return found;
}

/** The file an image reference names. */
export const imageSource = (ref: string): string =>
  ref.startsWith('devicon:')
    ? path.join(projectRoot, 'node_modules/devicon/icons', ref.slice('devicon:'.length))
    : path.join(projectRoot, 'data', ref);

export const contentHash = (data: string | Uint8Array): string =>
  createHash('sha256').update(data).digest('hex').slice(0, 10);

/** Copies each image to `<outDir>/assets/` and returns reference → path from the site root. */
export async function copyImages(refs: Iterable<string>, outDir: string): Promise<Record<string, string>> {
  await mkdir(path.join(outDir, 'assets'), { recursive: true });
  const manifest: Record<string, string> = {};
  for (const ref of [...refs].sort()) {
    const data = await readFile(imageSource(ref));
    const { name, ext } = path.parse(ref.replace(/^devicon:/, ''));
    const file = `assets/${name}.${contentHash(data)}${ext}`;
    await writeFile(path.join(outDir, file), data);
    manifest[ref] = file;
  }
  return manifest;
}
