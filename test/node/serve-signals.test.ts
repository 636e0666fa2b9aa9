/**
 * `npm start` stopped by a signal ends with everything it started, and leaves its port free:
 * SIGINT (Ctrl+C), SIGTERM and SIGHUP, each sent to the npm process alone (npm passes SIGINT and
 * SIGTERM on, not SIGHUP). On a copy of the project whose data/ fails to build, so the server
 * starts at once (it serves the error page until a build succeeds).
 */
import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import { rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { copyProject } from '../../scripts/lib/content-set.ts';

/** Polls `condition` until it holds, failing after `timeout` ms. */
async function waitFor(condition: () => boolean | Promise<boolean>, what: string, timeout = 60_000) {
  const until = Date.now() + timeout;
  while (!(await condition())) {
    if (Date.now() > until) assert.fail(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A port nothing listens on. */
const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, 'localhost', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/** Whether something answers on `port`. */
const answers = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, 'localhost');
    socket.once('connect', () => socket.destroy() && resolve(true)).once('error', () => resolve(false));
  });

/** Whether any process of the group `pgid` is still running. */
function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('npm start, stopped by a signal', () => {
  let dir: string;
  const started: ChildProcess[] = [];
  before(async () => {
    dir = await copyProject('portfolio-serve-');
    await writeFile(path.join(dir, 'data/profile.ts'), 'export const profile = {};\nexport const personal = {};\n');
  });
  after(async () => {
    // Only what this test started, should a test have failed half way.
    for (const child of started) if (child.pid && groupAlive(child.pid)) process.kill(-child.pid, 'SIGKILL');
    await rm(dir, { recursive: true, force: true });
  });

  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    it(`on ${signal}, ends with its children and frees its port`, async () => {
      const port = await freePort();
      // Its own process group, so the test can tell when every process npm started has ended.
      const npm = spawn('npm', ['start'], { cwd: dir, env: { ...process.env, PORT: String(port) }, detached: true, stdio: 'pipe' });
      started.push(npm);
      let output = '';
      npm.stdout.on('data', (chunk: Buffer) => (output += chunk));
      npm.stderr.on('data', (chunk: Buffer) => (output += chunk));
      await waitFor(() => output.includes('Serving on'), `npm start to serve:\n${output}`);
      assert.ok(await answers(port), 'it serves');
      process.kill(npm.pid!, signal);
      await waitFor(() => !groupAlive(npm.pid!), `every process of npm start to end after ${signal}`);
      assert.equal(await answers(port), false, 'nothing answers on its port');
    });
  }
});
