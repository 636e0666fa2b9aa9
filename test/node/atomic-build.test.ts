/**
 * Atomic builds (scripts/build/output.ts), on a copy of the project: a good build swaps in the
 * whole site; a build that fails at any stage (the content, a picture that cannot be decoded, an
 * environment setting read before or during the build, esbuild) leaves the last good site byte for
 * byte as it was and nothing beside it; what a crashed build left is put right by the next build;
 * a 2,000-character name and summary build; and `npm start` keeps serving the last good pages
 * after a failed rebuild, with the error over them until a build succeeds. Every change is the
 * test's own (profile fields over the owner's, files of its own), so it passes on any data/.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { build as projectBuild } from '../../scripts/build/pipeline.ts';
import { LONG_TEXT } from '../../scripts/bench/long-name.ts';
import { copyBuild, copyProject, setProfile } from '../../scripts/lib/content-set.ts';

interface Snapshot {
  /** The folder's inode: a failed build must not even swap in a copy of it. */
  readonly folder: bigint;
  /** Every file and folder under it, relative, each file with the SHA-256 of its bytes. */
  readonly entries: Readonly<Record<string, string>>;
}

async function snapshot(dir: string): Promise<Snapshot> {
  const entries: Record<string, string> = {};
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name);
    entries[path.relative(dir, file)] = entry.isFile()
      ? createHash('sha256')
          .update(await readFile(file))
          .digest('hex')
      : 'folder';
  }
  return { folder: (await stat(dir, { bigint: true })).ino, entries };
}

/** A process id that no process can have (above Linux's and macOS's largest). */
const DEAD_PID = 2 ** 22 + 1;

/** Runs `run` with `values` in the environment, then puts the environment back. */
async function withEnv(values: Readonly<Record<string, string>>, run: () => Promise<unknown>): Promise<void> {
  const saved = Object.keys(values).map((name) => [name, process.env[name]] as const);
  Object.assign(process.env, values);
  try {
    await run();
  } finally {
    for (const [name, value] of saved) {
      if (value === undefined) Reflect.deleteProperty(process.env, name);
      else process.env[name] = value;
    }
  }
}

describe('atomic builds', () => {
  let dir: string;
  let build: typeof projectBuild;
  /** The folder the site is built into, alone in a folder of its own (so anything beside it shows). */
  let parent: string;
  let outDir: string;
  let good: Snapshot;
  const config = () => ({ base: '/', outDir, root: dir });

  /** The last good site is exactly as it was, and nothing is beside it. */
  async function assertUntouched() {
    assert.deepEqual(await snapshot(outDir), good);
    assert.deepEqual(await readdir(parent), [path.basename(outDir)]);
  }

  before(async () => {
    dir = await copyProject('portfolio-atomic-');
    build = await copyBuild(dir);
    parent = await mkdtemp(path.join(os.tmpdir(), 'portfolio-atomic-out-'));
    outDir = path.join(parent, 'site');
    await build(config());
    good = await snapshot(outDir);
  });
  after(async () => {
    await rm(dir, { recursive: true, force: true });
    await rm(parent, { recursive: true, force: true });
  });

  it('replaces the last site with a whole new one, and reports the final folder', async () => {
    const result = await build(config());
    assert.equal(result.config.outDir, outDir);
    const now = await snapshot(outDir);
    assert.notEqual(now.folder, good.folder, 'a new folder swapped in');
    const files = Object.keys(now.entries).filter((f) => now.entries[f] !== 'folder');
    assert.deepEqual(result.files, files.sort());
    assert.ok(result.files.includes('index.html'));
    assert.deepEqual(await readdir(parent), [path.basename(outDir)]);
    good = now;
  });

  const broken = path.join('data', 'images', 'atomic-broken.jpg');
  const section = path.join('elements', 'portfolio-atomic-broken');
  const failures: readonly {
    readonly stage: string;
    /** What the build's error names (it failed for the reason the test gave it). */
    readonly error: RegExp;
    readonly setUp?: () => Promise<unknown>;
    readonly tearDown?: () => Promise<unknown>;
    readonly env?: Readonly<Record<string, string>>;
    /** The build, when not with the test's own settings. */
    readonly run?: () => Promise<unknown>;
  }[] = [
    { stage: 'the content (an email that is not one)', error: /email/, setUp: () => setProfile(dir, { email: 'not an email' }) },
    {
      stage: 'a picture that cannot be decoded',
      error: /atomic-broken\.jpg/,
      setUp: async () => {
        // A JPEG's first bytes, then nothing a decoder can read.
        await writeFile(path.join(dir, broken), Buffer.concat([Buffer.from('ffd8ffe000104a464946', 'hex'), Buffer.alloc(512, 7)]));
        await setProfile(dir, { photo: `images/${path.basename(broken)}` });
      },
      tearDown: () => rm(path.join(dir, broken)),
    },
    {
      stage: 'an environment setting read before the build (BASE_PATH)',
      error: /BASE_PATH/,
      env: { BASE_PATH: 'a b' },
      run: () => withEnv({ OUT_DIR: outDir }, () => build()),
    },
    {
      stage: 'an environment setting read during the build (EMAILJS_ORIGIN)',
      error: /EMAILJS_ORIGIN/,
      env: {
        EMAILJS_PUBLIC_KEY: 'key',
        EMAILJS_SERVICE_ID: 'service',
        EMAILJS_TEMPLATE_ID: 'template',
        EMAILJS_ORIGIN: 'http://example.com',
      },
    },
    {
      stage: 'esbuild (a section that does not compile)',
      error: /portfolio-atomic-broken/,
      setUp: async () => {
        await mkdir(path.join(dir, section));
        // A sound contract (read as it is), and a spec the renderer's bundle cannot compile.
        await writeFile(
          path.join(dir, section, 'contract.ts'),
          "export const tag = 'portfolio-atomic-broken';\nexport const attributes = {};\nexport const docs = { summary: '' };\n",
        );
        await writeFile(path.join(dir, section, 'spec.ts'), 'export default {\n');
      },
      tearDown: () => rm(path.join(dir, section), { recursive: true }),
    },
  ];
  for (const { stage, error, setUp, tearDown, env = {}, run = () => build(config()) } of failures) {
    it(`leaves the last good site as it was, and nothing beside it, when ${stage} fails`, async () => {
      await setUp?.();
      try {
        await withEnv(env, () => assert.rejects(run(), error));
      } finally {
        await tearDown?.();
        await setProfile(dir, {});
      }
      await assertUntouched();
    });
  }

  it('puts right what a crashed build left, and leaves a running build’s folder alone', async () => {
    const beside = (stage: string, pid: number) => `${outDir}.${stage}-${pid}-0badc0de`;
    // Crashed while writing, and after the swap before removing the previous site.
    for (const stage of ['building', 'previous']) {
      await mkdir(beside(stage, DEAD_PID));
      await writeFile(path.join(beside(stage, DEAD_PID), 'index.html'), 'half written');
    }
    // A build of the same folder in another process that is still running (this one's parent).
    const running = beside('building', process.ppid);
    await mkdir(running);
    await setProfile(dir, { email: 'not an email' });
    await assert.rejects(build(config()), /email/);
    assert.deepEqual((await readdir(parent)).sort(), [path.basename(outDir), path.basename(running)].sort());
    await rm(running, { recursive: true });
    await assertUntouched();

    // Crashed between the two renames: the site is missing, the last good one is beside it.
    await rename(outDir, beside('previous', DEAD_PID));
    await assert.rejects(build(config()), /email/);
    await setProfile(dir, {});
    await assertUntouched();
  });

  it('builds a 2,000-character name and summary', async () => {
    await setProfile(dir, { name: LONG_TEXT, summary: LONG_TEXT });
    try {
      await build(config());
    } finally {
      await setProfile(dir, {});
    }
    const { basics } = JSON.parse(await readFile(path.join(outDir, 'resume.json'), 'utf8'));
    assert.equal(basics.name, LONG_TEXT);
    assert.equal(basics.summary, LONG_TEXT);
    assert.deepEqual(await readdir(parent), [path.basename(outDir)]);
  });

  it('keeps `npm start` serving the last good pages when a rebuild fails, the error over them until a build succeeds', {
    timeout: 60_000,
  }, async () => {
    const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts', '--watch'], {
      cwd: dir,
      env: { ...process.env, OUT_DIR: outDir, PORT: '0', HOST: '127.0.0.1' },
    });
    let output = '';
    for (const stream of [server.stdout, server.stderr]) stream.on('data', (chunk: Buffer) => (output += chunk.toString()));
    /** Waits for `pattern` in what the server prints after `from`. */
    async function printed(pattern: RegExp, from = 0): Promise<RegExpExecArray> {
      for (;;) {
        const found = pattern.exec(output.slice(from));
        if (found) return found;
        assert.equal(server.exitCode, null, `the server stopped:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
    try {
      const url = (await printed(/Serving on (\S+)/))[1]!;
      const page = await (await fetch(url)).text();
      assert.ok(page.includes('/__dev/reload.js'), 'the page has the live-reload script');

      await setProfile(dir, { email: 'not an email' });
      await printed(/Build failed: .*email/s);
      const again = await fetch(url);
      assert.equal(again.status, 200);
      assert.equal(await again.text(), page, 'the last good page, as it was');
      // A page opened now is told the error as it connects (the overlay), and reloaded by the next good build.
      const events = (await fetch(`${url}__dev/events`)).body!.pipeThrough(new TextDecoderStream()).getReader();
      let received = '';
      const receive = async (pattern: RegExp) => {
        while (!pattern.test(received)) {
          const { value, done } = await events.read();
          assert.ok(!done, `the event stream ended before ${pattern}:\n${received}`);
          received += value;
        }
      };
      await receive(/event: error\ndata: .*email/);
      const built = output.length;
      await setProfile(dir, {});
      await receive(/event: reload/);
      await printed(/Built in/, built);
      await events.cancel();
    } finally {
      server.kill();
    }
  });
});
