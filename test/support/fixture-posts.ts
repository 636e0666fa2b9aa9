/**
 * The fixture posts of test/node/fixtures/posts/ (a long post with a picture above it and one
 * in it, a short one, a draft) as a project copy's only posts, with the picture they show: a
 * phone photo's size, made here rather than kept in the repository.
 */
import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { projectRoot } from '../../scripts/build/config.ts';

/** The picture the long fixture post names (`images/fixture-tide.png`). */
export const FIXTURE_PICTURE = 'images/fixture-tide.png';

/** Gives the project copy at `dir` the fixture posts, and no other, with their picture. Build it with its own pipeline (`copyBuild`), which reads its data/images/. */
export async function useFixturePosts(dir: string): Promise<void> {
  await rm(path.join(dir, 'data/posts'), { recursive: true, force: true });
  await cp(path.join(projectRoot, 'test/node/fixtures/posts'), path.join(dir, 'data/posts'), { recursive: true });
  await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#3a7bd5' } })
    .png()
    .toFile(path.join(dir, 'data', FIXTURE_PICTURE));
}
