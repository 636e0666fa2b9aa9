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
const SYNC_WORKFLOW = '.github/workflows/sync.yml';
const NETLIFY = 'netlify.toml';

/**
 * The Node release line the deploys build on must be this one or a later LTS: Node 24, the
 * current LTS (Node 20's support ended in April 2026; Node 22 is in maintenance until April 2027).
 * The one place to raise when a new LTS takes over (https://nodejs.org/en/about/previous-releases);
 * the versions themselves are read from the workflow and netlify.toml.
 */
const CURRENT_LTS = 24;

/**
 * Whether the newest release of Node `major` meets an npm `engines` range made of `>=`, `>`, `<=`,
 * `<` and `=` comparators joined by `||` (as package.json's is: `>=20.19 <21 || >=22`).
 */
function engineAllows(range: string, major: number): boolean {
  const version = [major, Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY];
  const compare = (bound: string) => {
    const parts = bound.split('.').map(Number);
    for (let i = 0; i < 3; i++) if (version[i]! !== (parts[i] ?? 0)) return Math.sign(version[i]! - (parts[i] ?? 0));
    return 0;
  };
  return range.split('||').some((set) =>
    set
      .trim()
      .split(/\s+/)
      .every((comparator) => {
        const [, op, bound] = /^(>=|<=|>|<|=?)v?(\d+(?:\.\d+){0,2})$/.exec(comparator) ?? assert.fail(`unknown comparator ${comparator}`);
        const order = compare(bound!);
        return { '>=': order >= 0, '>': order > 0, '<=': order <= 0, '<': order < 0, '=': order === 0, '': order === 0 }[op!];
      }),
  );
}

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

interface Workflow {
  readonly source: string;
  readonly env?: Record<string, string>;
  readonly permissions: Record<string, string>;
  readonly jobs: Record<string, { steps: Step[] }>;
}

/** The workflow at `file` (relative to the project): its text and what it says. */
async function readWorkflow(file: string): Promise<Workflow> {
  const source = await readFile(path.join(projectRoot, file), 'utf8');
  return { source, ...(parse(source) as Omit<Workflow, 'source'>) };
}

/** What every workflow of the project is held to: the workflow schema, and installing as CI does before its `run` step. */
function checksOfEveryWorkflow(file: string, job: string, run: string): void {
  it('is a valid workflow by the workflow schema', async () => {
    const { errors } = validateWorkflow((await readWorkflow(file)).source);
    assert.deepEqual(errors, []);
  });

  it(`installs with the same command as CI, then runs ${run}`, async () => {
    const steps = (await readWorkflow(file)).jobs[job]!.steps;
    const ci = await readFile(path.join(projectRoot, '.ci/run'), 'utf8');
    const install = steps.find((s) => s.run?.startsWith('npm ci'))!;
    assert.ok(
      ci.split('\n').some((line) => line.startsWith(`${install.run} `) || line === install.run),
      `${install.run} is not how CI installs`,
    );
    assert.ok(steps.indexOf(install) < steps.findIndex((s) => s.run === run));
  });
}

describe('the GitHub Pages workflow', () => {
  let steps: Step[];
  let outDir: string;
  before(async () => {
    steps = (await readWorkflow(WORKFLOW)).jobs.build!.steps;
    outDir = await mkdtemp(path.join(os.tmpdir(), 'portfolio-pages-'));
  });
  after(() => rm(outDir, { recursive: true, force: true }));

  checksOfEveryWorkflow(WORKFLOW, 'build', 'npm run build');

  it('publishes dist/', () => {
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

describe('the sync workflow', () => {
  let workflow: Workflow;
  before(async () => {
    workflow = await readWorkflow(SYNC_WORKFLOW);
  });

  checksOfEveryWorkflow(SYNC_WORKFLOW, 'sync', 'npm run sync');

  it('runs weekly and by hand, on the Node the deploys build on', async () => {
    const on = (parse(workflow.source) as { on: { schedule: { cron: string }[]; workflow_dispatch: unknown } }).on;
    assert.match(on.schedule[0]!.cron, /^\S+ \S+ \* \* [0-6]$/, 'once a week');
    assert.ok('workflow_dispatch' in on);
    const node = (w: Workflow) =>
      Object.values(w.jobs)[0]!.steps.find((s) => s.uses?.startsWith('actions/setup-node'))?.with?.['node-version'];
    assert.equal(node(workflow), node(await readWorkflow(WORKFLOW)));
  });

  it('has one setting, SYNC_MODE, each of its values the condition of one step', () => {
    assert.equal(workflow.env?.SYNC_MODE, 'pull-request', 'a pull request by default');
    const steps = workflow.jobs.sync!.steps;
    for (const mode of ['pull-request', 'commit']) {
      assert.equal(steps.filter((s) => (s as { if?: string }).if === `env.SYNC_MODE == '${mode}'`).length, 1, mode);
    }
    assert.match(workflow.source, /^ {2}# pull-request: .*; commit: /m, 'the setting says its values');
  });

  it('gives the token to the sync step only, and asks no more permissions than it uses', () => {
    const steps = workflow.jobs.sync!.steps;
    assert.deepEqual(
      steps.filter((s) => JSON.stringify(s.env ?? {}).includes('GITHUB_TOKEN')).map((s) => s.run),
      ['npm run sync'],
    );
    assert.deepEqual(workflow.permissions, { contents: 'write', 'pull-requests': 'write', actions: 'write' });
  });
});

describe('the Node version the deploys build on', () => {
  let workflow: string;
  let netlify: string;
  let engines: string;
  before(async () => {
    const source = await readFile(path.join(projectRoot, WORKFLOW), 'utf8');
    const steps = (parse(source) as { jobs: { build: { steps: Step[] } } }).jobs.build.steps;
    workflow = String(steps.find((s) => s.uses?.startsWith('actions/setup-node'))?.with?.['node-version'] ?? '');
    netlify = /^\s*NODE_VERSION\s*=\s*"([^"]*)"/m.exec(await readFile(path.join(projectRoot, NETLIFY), 'utf8'))?.[1] ?? '';
    const pkg = JSON.parse(await readFile(path.join(projectRoot, 'package.json'), 'utf8')) as { engines: { node: string } };
    engines = pkg.engines.node;
  });

  it('is one release line, named by its major, on GitHub Pages and Netlify alike', () => {
    assert.match(workflow, /^\d+$/, `${WORKFLOW} sets node-version to a major`);
    assert.match(netlify, /^\d+$/, `${NETLIFY} sets NODE_VERSION to a major`);
    assert.equal(netlify, workflow, `${NETLIFY} and ${WORKFLOW} build on the same Node`);
  });

  it('is a maintained LTS: the current one or later', () => {
    const major = Number(workflow);
    assert.equal(major % 2, 0, `Node ${major} is not a long-term support line (those are even)`);
    assert.ok(major >= CURRENT_LTS, `Node ${major} is older than the current LTS, Node ${CURRENT_LTS}`);
  });

  it('is one package.json’s engines allow', () => {
    assert.ok(engineAllows(engines, Number(workflow)), `engines "${engines}" leaves out Node ${workflow}`);
    // The range reader itself, on the range it reads.
    assert.deepEqual(
      [18, 20, 21, 22, 23, 24].map((major) => engineAllows('>=20.19 <21 || >=22', major)),
      [false, true, false, true, true, true],
    );
  });
});
