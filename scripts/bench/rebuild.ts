/**
 * An owner at scale writing a post with `npm start` running (part `rebuild`): in a copy of the
 * project grown to scale (bench/scale.ts: 200 posts of the owner's own among the rest), the whole
 * build as `npm start` runs it (drafts too), then one post's text edited `runs` times, each time
 * written again by the quick path (scripts/build/post-texts.ts) as `npm start` does. This
 * branch only: an earlier release may have no quick path to time.
 */
import { appendFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { POSTS_FOLDER } from '../../content/posts.ts';
import { copyBuild } from '../lib/content-set.ts';
import { prepareScaleSet, SCALE } from './scale.ts';
import { cell, goalText, printTable, type Goal } from './table.ts';

/** The whole build at scale, and the edit of one post's text, as `npm start` shows them. */
const BUILD_GOAL: Goal = { atMost: 20_000 };
const REBUILD_GOAL: Goal = { atMost: 1_000 };

export async function benchRebuild(runs: number): Promise<void> {
  const dir = await prepareScaleSet();
  try {
    const build = await copyBuild(dir);
    const built = await build({ base: '/', outDir: path.join(dir, 'dist'), root: dir, drafts: true, mailStandIn: true });
    const post = path.join(dir, 'data', POSTS_FOLDER, 'field-note-1.md');
    const rebuilds: number[] = [];
    for (let run = 1; run <= runs; run++) {
      await appendFile(post, `\nA line written in run ${run}.\n`);
      const started = performance.now();
      const pages = await built.rebuildPostTexts();
      if (pages === null) throw new Error('the quick path asked for the whole build after an edit of a text alone');
      rebuilds.push(performance.now() - started);
    }
    console.log(`\nnpm start at scale (${SCALE.posts} posts, ${SCALE.projects} projects), this branch only:\n`);
    printTable(
      ['step', 'time'],
      [
        [`whole build (goal ${goalText(BUILD_GOAL)} ms)`, cell([[built.milliseconds]], { unit: 'ms', goal: BUILD_GOAL })],
        [`one post's text edited, written again (goal ${goalText(REBUILD_GOAL)} ms)`, cell([rebuilds], { unit: 'ms', goal: REBUILD_GOAL })],
      ],
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
