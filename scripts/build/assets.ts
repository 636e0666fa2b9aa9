/** Image references in `data/` and the files they name; content-hashed file names. */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { IMAGE_REF } from '../../content/image-fields.ts';
import { projectRoot } from './config.ts';

/** Every image reference found anywhere in a data value. */
export function imageRefs(value: unknown, found = new Set<string>()): Set<string> {
  if (typeof value === 'string' && IMAGE_REF.test(value)) found.add(value);
  else if (Array.isArray(value)) value.forEach((v) => imageRefs(v, found));
  else if (value && typeof value === 'object') Object.values(value).forEach((v) => imageRefs(v, found));
  return found;
}

/** The folder whose files image references name: data/images/, or the devicon package's icons. */
export const imageFolder = (ref: string): string =>
  path.join(projectRoot, ref.startsWith('devicon:') ? 'node_modules/devicon/icons' : 'data/images');

/** The file an image reference names (where `..` may lead: scripts/build/check-content.ts keeps it inside its folder). */
export const imageSource = (ref: string): string => path.join(imageFolder(ref), ref.replace(/^(?:devicon:|images\/)/, ''));

export const contentHash = (data: string | Uint8Array): string => createHash('sha256').update(data).digest('hex').slice(0, 10);
