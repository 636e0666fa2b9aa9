import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { promisify } from 'node:util';
import { validateWorkflow } from '@action-validator/core';
import { parse } from 'yaml';
import { projectRoot } from '../../scripts/build/config.ts';

const WORKFLOW = '.github/workflows/pages.yml';

interface Step {
  readonly uses?: string;
  readonly run?: string;
  readonly id?: string;
  readonly env?: Record<string, string>;
  readonly with?: Record<string, string>;
}

/** The workflow's expressions as GitHub would fill them for a fork named `my-fork` on github.io (no repository variables set). */
const fill = (value: string) =>
  value
    .replace(/\$\{\{ steps\.pages\.outputs\.base_path \}\}/, '/my-fork')
    .replace(/\$\{\{ steps\.pages\.outputs\.origin \}\}/, 'https://someone.github.io')
    .replace(/\$\{\{ vars\.\w+ \}\}/g, '');

describe('the GitHub Pages workflow', () => {
  let source: string;
  let steps: Step[];
  let outDir: string;
  before(async () => {
    source = await readFile(path.join(projectRoot, WORKFLOW), 'utf8');
    steps = (parse(source) as { jobs: { build: { steps: Step[] } } }).jobs.build.steps;
    outDir = await mkdtemp(path.join(os.tmpdir(), 'portfolio-pages-'));
  });
  after(() => rm(outDir, { recursive: true, force: true }));

  it('is a valid workflow by the workflow schema', () => {
    const { errors } = validateWorkflow(source);
    assert.deepEqual(errors, []);
  });

  it('installs with the same command as CI, then builds and publishes dist/', async () => {
    const ci = await readFile(path.join(projectRoot, '.ci/run'), 'utf8');
    const install = steps.find((s) => s.run?.startsWith('npm ci'))!;
    assert.ok(
      ci.split('\n').some((line) => line.startsWith(`${install.run} `) || line === install.run),
      `${install.run} is not how CI installs`,
    );
    assert.ok(steps.indexOf(install) < steps.findIndex((s) => s.run === 'npm run build'));
    assert.equal(steps.find((s) => s.uses?.startsWith('actions/upload-pages-artifact'))?.with?.path, 'dist');
  });

  it('builds the site for the repository’s folder, as its commands run', async () => {
    const buildStep = steps.find((s) => s.run === 'npm run build')!;
    const env = Object.fromEntries(Object.entries(buildStep.env ?? {}).map(([k, v]) => [k, fill(v)]));
    assert.equal(env.BASE_PATH, '/my-fork/');
    const [command, ...args] = buildStep.run!.split(' ');
    await promisify(execFile)(command!, args, { cwd: projectRoot, env: { ...process.env, ...env, OUT_DIR: outDir } });
    const home = await readFile(path.join(outDir, 'index.html'), 'utf8');
    const links = [...home.matchAll(/(?:href|src)="(\/[^"]*)"/g)].map((m) => m[1]!);
    assert.ok(links.length > 10, 'site links');
    assert.deepEqual(
      links.filter((link) => !link.startsWith('/my-fork/')),
      [],
      'every link of the page stays inside the repository’s folder',
    );
    const snippet = await readFile(path.join(outDir, 'embed', 'portfolio-contact.html'), 'utf8');
    assert.match(snippet, /src="https:\/\/someone\.github\.io\/my-fork\/embed\/portfolio-contact\.\w+\.js"/);
  });
});
