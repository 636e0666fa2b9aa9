/**
 * An owner with a 2,000-character name and summary, built in a copy of the project: every step's
 * work must stay bounded by the content's size (the link previews fit the name by measuring it once
 * and halving; resume.pdf, the contact card and the pages carry it as it is). `npm run bench`
 * prints the build's time; test/node/atomic-build.test.ts checks that it builds.
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { copyBuild, copyProject, setProfile } from '../lib/content-set.ts';

/** 2,000 characters of a real long name, spaces and all. */
export const LONG_TEXT = 'Hubert Blaine Wolfeschlegelsteinhausenbergerdorff '.repeat(40).slice(0, 2000);

/** How long a build of the project with the long name and summary takes (its link previews drawn afresh), in ms. */
export async function longNameBuildMs(): Promise<number> {
  const dir = await copyProject('portfolio-long-name-');
  try {
    await setProfile(dir, { name: LONG_TEXT, summary: LONG_TEXT });
    const build = await copyBuild(dir);
    return (await build({ base: '/', outDir: path.join(dir, 'dist'), root: dir })).milliseconds;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
