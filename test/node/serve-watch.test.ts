/**
 * `npm start`'s watching (scripts/lib/watch.ts), on real files in a temporary folder: saves by
 * rename (again and again), in-place writes, new and deleted files, images, new and replaced
 * folders each call back; editors' temporaries and ignored folders never do; a burst calls back
 * once; and the build it starts never runs twice at once.
 */
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { mkdir, mkdtemp, rename, rm, unlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { isNoise, serialize, watchTree } from '../../scripts/lib/watch.ts';

/** Polls `condition` until it holds, failing after `timeout` ms. */
async function waitFor(condition: () => boolean, what: string, timeout = 5000) {
  const until = Date.now() + timeout;
  while (!condition()) {
    if (Date.now() > until) assert.fail(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('watching the sources', () => {
  let root: string;
  let close: () => Promise<void>;
  const calls: (readonly string[])[] = [];
  /** data/x.ts as each call back found it (what a build started then reads). */
  const xAtCall: string[] = [];
  const at = (file: string) => path.join(root, file);

  /** Does `action`, then waits for a call back naming `file`; returns the call backs since. */
  async function expectChange(file: string, action: () => Promise<unknown>) {
    const from = calls.length;
    await action();
    await waitFor(() => calls.slice(from).some((c) => c.includes(file)), `a change of ${file}`);
    return calls.slice(from);
  }

  /** A save by rename, as many editors do it: a temporary file renamed over the original. */
  async function saveByRename(file: string, text: string) {
    await writeFile(at(`${file}.tmp`), text);
    await rename(at(`${file}.tmp`), at(file));
  }

  before(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'portfolio-watch-'));
    await mkdir(at('data/images'), { recursive: true });
    await mkdir(at('elements/portfolio-x'), { recursive: true });
    await mkdir(at('dist'));
    await writeFile(at('data/x.ts'), 'export const x = 0;\n');
    await writeFile(at('elements/portfolio-x/x.tsx'), 'export {};\n');
    await writeFile(at('index.html'), '<!doctype html>\n');
    await writeFile(at('package.json'), '{}\n');
    close = await watchTree({
      root,
      paths: ['data', 'elements', 'index.html'],
      onChange: (changed) => {
        calls.push(changed);
        xAtCall.push(readFileSync(at('data/x.ts'), 'utf8'));
      },
    });
  });
  after(async () => {
    await close();
    await rm(root, { recursive: true, force: true });
  });

  it('sees every save by rename, not just the first', async () => {
    for (let save = 1; save <= 3; save++) {
      const since = await expectChange('data/x.ts', () => saveByRename('data/x.ts', `export const x = ${save};\n`));
      assert.ok(!since.flat().includes('data/x.ts.tmp'), 'the temporary file is no change');
    }
  });

  it('calls back after the last of saves made in quick succession, so a build reads the last', async () => {
    const from = xAtCall.length;
    const last = 'export const x = "last";\n';
    for (const text of ['export const x = "first";\n', 'export const x = "second";\n', last]) await saveByRename('data/x.ts', text);
    await waitFor(() => xAtCall.slice(from).includes(last), 'a call back after the last save');
  });

  it('sees writes in place, new files and deleted files', async () => {
    await expectChange('data/x.ts', () => writeFile(at('data/x.ts'), 'export const x = 10;\n'));
    await expectChange('data/new.ts', () => writeFile(at('data/new.ts'), 'export {};\n'));
    await expectChange('data/new.ts', () => unlink(at('data/new.ts')));
    await expectChange('elements/portfolio-x/x.tsx', () => saveByRename('elements/portfolio-x/x.tsx', 'export const y = 1;\n'));
  });

  it('sees images dropped in, replaced and removed', async () => {
    const png = Buffer.from('89504e470d0a1a0a', 'hex');
    await expectChange('data/images/photo.png', () => writeFile(at('data/images/photo.png'), png));
    await expectChange('data/images/photo.png', () => saveByRename('data/images/photo.png', 'not really a png'));
    await expectChange('data/images/photo.png', () => unlink(at('data/images/photo.png')));
  });

  it('sees index.html saved by rename, through its folder, and nothing else there', async () => {
    for (let save = 1; save <= 2; save++) {
      const since = await expectChange('index.html', async () => {
        await writeFile(at('package.json'), `{"save":${save}}\n`);
        await saveByRename('index.html', `<!doctype html><title>${save}</title>\n`);
      });
      assert.ok(!since.flat().includes('package.json'), 'only the files asked for');
    }
  });

  it('watches folders made, and made again, while it runs', async () => {
    await expectChange('data/more', () => mkdir(at('data/more/deeper'), { recursive: true }));
    await expectChange('data/more/deeper/a.ts', () => writeFile(at('data/more/deeper/a.ts'), 'export {};\n'));
    await expectChange('data/images', () => rm(at('data/images'), { recursive: true }));
    await expectChange('data/images', () => mkdir(at('data/images')));
    await expectChange('data/images/again.svg', () => writeFile(at('data/images/again.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>'));
  });

  it('makes one call of a burst', async () => {
    const files = ['a', 'b', 'c', 'd', 'e'].map((name) => `data/${name}.ts`);
    const from = calls.length;
    for (const file of files) writeFileSync(at(file), 'export {};\n');
    await waitFor(() => files.every((file) => calls.slice(from).flat().includes(file)), 'the burst');
    assert.equal(calls.length - from, 1, `one call, not ${JSON.stringify(calls.slice(from))}`);
  });

  it('starts nothing for editors’ temporaries and ignored folders', async () => {
    const from = calls.length;
    const noise = ['data/x.ts~', 'data/.x.ts.swp', 'data/.x.ts.swx', 'data/4913', 'data/x.ts.tmp', 'data/.#x.ts', 'data/images/.DS_Store'];
    for (const file of noise) await writeFile(at(file), 'noise');
    for (const file of noise) await unlink(at(file));
    for (const folder of ['dist', '.cache', 'node_modules', 'outbox']) {
      await mkdir(at(`elements/${folder}/deep`), { recursive: true });
      await writeFile(at(`elements/${folder}/deep/file.js`), 'noise');
    }
    await writeFile(at('dist/index.html'), 'built');
    // Events arrive in order: once a real change is seen, any call for the noise would have come.
    await writeFile(at('data/real.ts'), 'export {};\n');
    await waitFor(() => calls.length > from, 'the real change');
    assert.deepEqual(calls.slice(from), [['data/real.ts']]);
  });

  it('calls back no more once closed', async () => {
    const spare = await mkdtemp(path.join(os.tmpdir(), 'portfolio-watch-closed-'));
    await mkdir(path.join(spare, 'data'));
    const seen: (readonly string[])[] = [];
    const stop = await watchTree({ root: spare, paths: ['data'], onChange: (c) => seen.push(c), debounceMs: 10 });
    await writeFile(path.join(spare, 'data/a.ts'), '1');
    await waitFor(() => seen.length === 1, 'the first change');
    await stop();
    await writeFile(path.join(spare, 'data/a.ts'), '2');
    // The still-open watcher of the test above sees its own change, so this one has had its chance.
    await expectChange('data/x.ts', () => writeFile(at('data/x.ts'), 'export const x = 11;\n'));
    assert.equal(seen.length, 1);
    await rm(spare, { recursive: true, force: true });
  });
});

describe('what is noise', () => {
  it('tells editors’ temporaries and ignored folders from content', () => {
    for (const file of ['data/x.ts~', 'data/.x.ts.swp', 'data/.x.ts.swo', 'data/.x.swx', 'data/4913', 'data/5036', 'data/x.ts.tmp']) {
      assert.ok(isNoise(file), file);
    }
    for (const file of [
      'data/.#x.ts',
      'data/#x.ts#',
      'data/x.ts___jb_tmp___',
      'dist/index.html',
      'elements/node_modules/a.js',
      '.cache/b',
      'outbox/m.json',
    ]) {
      assert.ok(isNoise(file), file);
    }
    for (const file of [
      'data/x.ts',
      'data/images/photo.png',
      'data/images/4913.png',
      'data/2024',
      'index.html',
      'styles/site.css',
      'pages/swap.ts',
    ]) {
      assert.ok(!isNoise(file), file);
    }
  });
});

describe('running the build one at a time', () => {
  it('runs once more after the run in progress, however often asked, never twice at once', async () => {
    let running = 0;
    let most = 0;
    let runs = 0;
    let release: () => void = () => {};
    const task = async () => {
      running++;
      runs++;
      most = Math.max(most, running);
      await new Promise<void>((resolve) => (release = resolve));
      running--;
    };
    const request = serialize(task);
    const first = request();
    await waitFor(() => runs === 1, 'the first run');
    const later = [request(), request(), request()];
    assert.equal(later[0], later[2], 'the requests meanwhile share one run');
    release();
    await first;
    await waitFor(() => runs === 2, 'the second run');
    release();
    await Promise.all(later);
    assert.equal(runs, 2);
    assert.equal(most, 1);
    const next = request();
    await waitFor(() => runs === 3, 'a run asked for when idle');
    release();
    await next;
  });

  it('keeps going after a failed run', async () => {
    let runs = 0;
    const request = serialize(async () => {
      runs++;
      if (runs === 1) throw new Error('broken content');
    });
    const failed = request();
    const next = request();
    await assert.rejects(failed, /broken content/);
    await next;
    assert.equal(runs, 2);
  });
});
