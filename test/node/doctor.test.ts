import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { promisify } from 'node:util';
import * as data from '../../data/index.ts';
import { projectRoot } from '../../scripts/build/config.ts';
import { SAMPLE, sampleValues } from '../../scripts/doctor.ts';
import { prepareContentSet } from '../../scripts/lib/content-set.ts';

const run = promisify(execFile);
const MAIL = { EMAILJS_PUBLIC_KEY: 'pk', EMAILJS_SERVICE_ID: 'service', EMAILJS_TEMPLATE_ID: 'template' };

/** `npm run doctor` in `dir`: its exit code and what it printed. */
async function doctorIn(dir: string, args: string[] = [], env: NodeJS.ProcessEnv = {}) {
  const tsx = path.join(projectRoot, 'node_modules/.bin/tsx');
  try {
    const { stdout } = await run(tsx, ['scripts/doctor.ts', ...args], { cwd: dir, env: { ...process.env, ...env } });
    return { code: 0, stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string };
    return { code: failed.code, stdout: failed.stdout };
  }
}

const isSample = new URL(data.profile.siteUrl).hostname === 'example.com';

describe('npm run doctor', () => {
  it('lists what data/ still holds of the sample: the name, the photo and each sample address, by file and field', {
    skip: !isSample && 'data/ is not the sample',
  }, async () => {
    const found = await sampleValues(projectRoot);
    assert.ok(found.includes(`data/profile.ts: profile.name: still the sample person's name ("${data.profile.name}")`));
    assert.ok(found.includes(`data/profile.ts: profile.photo: still the sample person's photo ("${data.profile.photo}")`));
    assert.ok(found.includes(`data/profile.ts: profile.siteUrl: still a sample address ("${data.profile.siteUrl}")`));
    for (const field of ['github', 'linkedin', 'devpost', 'codechef', 'leetcode', 'x', 'instagram', 'email'] as const) {
      assert.ok(found.includes(`data/profile.ts: profile.${field}: still a sample address ("${data.profile[field]}")`), field);
    }
  });

  describe('on the second content set', () => {
    let dir: string;
    before(async () => {
      dir = await prepareContentSet();
    });
    after(() => rm(dir, { recursive: true, force: true }));

    it('lists nothing once mail is configured, and --strict exits 0', async () => {
      const { code, stdout } = await doctorIn(dir, ['--strict'], MAIL);
      assert.equal(code, 0, stdout);
      assert.match(stdout, /^Nothing left from the sample, and nothing missing/);
    });

    it('lists mail that is not configured, and a sample value put back; --strict then exits 1, without it 0', async () => {
      const profile = path.join(dir, 'data/profile.ts');
      const source = await readFile(profile, 'utf8');
      const named = source.replace(/^ {2}name: .+,$/m, `  name: ${JSON.stringify(SAMPLE.name)},`);
      assert.notEqual(named, source, 'the profile name was replaced');
      await writeFile(profile, named);
      const strict = await doctorIn(dir, ['--strict']);
      assert.equal(strict.code, 1);
      assert.ok(strict.stdout.includes(`data/profile.ts: profile.name: still the sample person's name ("${SAMPLE.name}")`), strict.stdout);
      assert.match(strict.stdout, /EmailJS is not configured/);
      assert.equal((await doctorIn(dir)).code, 0);
    });
  });
});
