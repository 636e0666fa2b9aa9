/**
 * `npm run test:content-set`: the whole `npm test` on a second owner's content, as a fork
 * would run it (the copy is made by scripts/lib/content-set.ts), then exits with its status.
 * Stage names given to it are passed on (`npm run test:content-set -- unit browser`, see
 * scripts/test.ts). `KEEP=1` keeps the folder (its path is printed), to `npm start` in it.
 */
import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { prepareContentSet } from './lib/content-set.ts';

const run = (dir: string) =>
  new Promise<number>((resolve) => {
    const child = spawn('npm', ['test', '--', ...process.argv.slice(2)], { cwd: dir, stdio: 'inherit' });
    child.on('error', () => resolve(1));
    child.on('exit', (code) => resolve(code ?? 1));
  });

const dir = await prepareContentSet();
console.log(`Content set: test/content-set/ as data/ in ${dir}${process.env.KEEP ? ' (kept after the run)' : ''}`);
const status = await run(dir);
if (!process.env.KEEP) await rm(dir, { recursive: true, force: true });
process.exitCode = status;
