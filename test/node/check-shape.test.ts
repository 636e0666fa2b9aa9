/**
 * The first check of `data/` (content/check-shape.ts): each shape problem is one line naming the
 * file, the entry and the field, and a build of data/ with one stops with that line and no stack
 * trace. On changes the tests make to data/ (whatever it holds: the sample or a fork's own).
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { promisify } from 'node:util';
import { DATA_EXPORTS, shapeProblems } from '../../content/check-shape.ts';
import { NETWORKS } from '../../content/networks.ts';
import { SITE_FONTS } from '../../content/schema.ts';
import type { DataInput } from '../../content/types.ts';
import * as data from '../../data/index.ts';
import { copyProject } from '../../scripts/lib/content-set.ts';

const sample: DataInput = data;
type Loose = Record<string, unknown>;

/** `data/` with one export replaced (as a loose value: the point is what the type checker would refuse). */
const withExport = (name: keyof DataInput, value: unknown): Loose => ({ ...sample, [name]: value });

/** The first project, changed, among the others (named by its title in the line). */
const withProject = (change: (project: Loose) => Loose): Loose =>
  withExport(
    'projects',
    sample.projects.map((p, i) => (i === 0 ? change({ ...p }) : p)),
  );
const project = sample.projects[0]!;

/** One line each: no line break inside, no stack frame, file first. */
function assertOneLine(problems: readonly string[], file: string, ...mentions: string[]): string {
  assert.equal(problems.length, 1, problems.join('\n'));
  const [line] = problems as [string];
  assert.ok(line.startsWith(`data/${file}.ts: `), line);
  assert.doesNotMatch(line, /\n|\bat .+:\d+:\d+|Error:|ZodError/, 'no stack trace or exception text');
  for (const text of mentions) assert.ok(line.includes(text), `${JSON.stringify(line)} names ${JSON.stringify(text)}`);
  return line;
}

describe('shapeProblems (content/check-shape.ts)', () => {
  it('finds nothing wrong with data/ as it is', () => {
    assert.deepEqual(shapeProblems(data), []);
  });

  it('finds nothing wrong with a complete set that leaves out everything a person may lack', () => {
    const { brand: _b, phone: _p, location: _l, photo: _ph, ...profile } = sample.profile;
    const {
      greeting: _g,
      dateOfBirth: _d,
      gender: _ge,
      languages: _la,
      work: _w,
      freelance: _f,
      country: _c,
      ...personal
    } = sample.personal;
    const { projectFilters: _pf, ...rest } = sample;
    const bare = {
      ...rest,
      profile: { ...profile, links: {} },
      personal,
      projects: sample.projects.map(({ title, description, technologies, features }) => ({ title, description, technologies, features })),
      certifications: sample.certifications.map(({ name, issuer, year }) => ({ name, issuer, year })),
      education: sample.education.map(({ institution, degree, period }) => ({ institution, degree, period })),
      experience: sample.experience.map(({ logo: _logo, location: _location, ...e }) => e),
    };
    assert.deepEqual(shapeProblems(bare), []);
  });

  it('names file, entry and field for a required field left out', () => {
    const { name: _name, ...profile } = sample.profile;
    assert.equal(
      assertOneLine(shapeProblems(withExport('profile', profile)), 'profile', 'profile.name'),
      'data/profile.ts: profile.name: is missing',
    );
    const { description: _d, ...noDescription } = project;
    assertOneLine(shapeProblems(withProject(() => noDescription)), 'projects', `${JSON.stringify(project.title)}.description`, 'missing');
  });

  it('says a misspelt field once, with the field it probably means, not also that field as missing', () => {
    const { description, ...rest } = project;
    const line = assertOneLine(
      shapeProblems(withProject(() => ({ ...rest, descripton: description }))),
      'projects',
      `${JSON.stringify(project.title)}.descripton`,
      'unknown field',
    );
    assert.match(line, /did you mean "description"\?/);
  });

  it('names a list entry without its naming field by its place in the list', () => {
    const { title: _t, ...untitled } = project;
    assertOneLine(shapeProblems(withProject(() => untitled)), 'projects', 'projects[0].title', 'missing');
  });

  it('names an unknown (misspelt) field and the entry it is in', () => {
    // A misspelt optional field (liveURL for liveUrl): the owner's link would silently vanish.
    const line = assertOneLine(
      shapeProblems(withProject((p) => ({ ...p, liveURL: 'https://example.org/' }))),
      'projects',
      `${JSON.stringify(project.title)}`,
      'liveURL',
    );
    assert.match(line, /unknown field/);
    assertOneLine(
      shapeProblems(withExport('personal', { ...sample.personal, hobbies: ['chess'] })),
      'profile',
      'personal',
      'hobbies',
      'unknown field',
    );
  });

  it('names a planned link that is no link of a project, with the ones there are', () => {
    assertOneLine(
      shapeProblems(withProject((p) => ({ ...p, planned: ['liveURL'] }))),
      'projects',
      `${JSON.stringify(project.title)}.planned[0]`,
      '"liveURL" is not one of "githubUrl", "liveUrl", "youtubeUrl", "linkedinPost"',
    );
  });

  it('names a field of the wrong type, saying what it should be', () => {
    assertOneLine(
      shapeProblems(withProject((p) => ({ ...p, technologies: 'React' }))),
      'projects',
      `${JSON.stringify(project.title)}.technologies`,
      'should be a list, not string',
    );
    assertOneLine(shapeProblems(withExport('copyrightYear', String(sample.copyrightYear))), 'site', 'copyrightYear', 'should be number');
    assertOneLine(shapeProblems(withExport('brandColor', 'teal')), 'site', 'brandColor', '"teal" is not one of');
  });

  it('names a typeface the site does not bundle, with the ones it does', () => {
    const line = assertOneLine(shapeProblems(withExport('font', 'Comic Sans')), 'site', 'font', '"Comic Sans" is not one of');
    assert.ok(line.endsWith(SITE_FONTS.map((f) => JSON.stringify(f)).join(', ')), line);
  });

  it('names a date of birth that is no day of the calendar (31 February, 29 February of a common year, month 13)', () => {
    for (const dateOfBirth of ['2001-02-31', '2001-02-29', '2001-13-01', '1 May 2001']) {
      const line = assertOneLine(
        shapeProblems(withExport('personal', { ...sample.personal, dateOfBirth })),
        'profile',
        'dateOfBirth',
        'YYYY-MM-DD',
      );
      assert.ok(!line.includes('Invalid'), line);
    }
    assert.deepEqual(shapeProblems(withExport('personal', { ...sample.personal, dateOfBirth: '2000-02-29' })), []);
  });

  it('names an image path that is neither images/<file> nor devicon:<file>', () => {
    const line = assertOneLine(
      shapeProblems(withProject((p) => ({ ...p, image: 'pictures/shot.png' }))),
      'projects',
      `${JSON.stringify(project.title)}.image`,
    );
    assert.match(line, /not an image path/);
    assertOneLine(
      shapeProblems(withExport('profile', { ...sample.profile, photo: '/me.jpg' })),
      'profile',
      'profile.photo',
      'not an image path',
    );
  });

  it('names a misspelt network in the profile links, and a place that names a network no one has', () => {
    const href = 'https://www.linkedin.com/in/someone';
    const misspelt = { ...sample.profile, links: { ...sample.profile.links, linkdin: href } };
    const typo = assertOneLine(shapeProblems(withExport('profile', misspelt)), 'profile', 'profile.links.linkdin', 'unknown field');
    assert.match(typo, /did you mean "linkedin"\?/);
    const places = { ...sample.linkPlaces, hero: [...sample.linkPlaces.hero, 'gitlab'] };
    const line = assertOneLine(
      shapeProblems(withExport('linkPlaces', places)),
      'site',
      `linkPlaces.hero[${sample.linkPlaces.hero.length}]`,
      '"gitlab"',
    );
    for (const network of NETWORKS) assert.ok(line.includes(`"${network}"`), `the known networks are listed: ${network}`);
  });

  it('names an email address that is none, and takes one written in any script', () => {
    for (const email of ['not-an-email', 'two words@example.org', '']) {
      assertOneLine(shapeProblems(withExport('profile', { ...sample.profile, email })), 'profile', 'profile.email', 'not an email address');
    }
    assert.deepEqual(shapeProblems(withExport('profile', { ...sample.profile, email: 'josé@exemplo.pt' })), []);
  });

  it('names a profile link that is not an https address', () => {
    const links = { ...sample.profile.links, github: 'github.com/someone' };
    assertOneLine(shapeProblems(withExport('profile', { ...sample.profile, links })), 'profile', 'profile.links.github', 'https://');
  });

  it('names a string whose placeholder it cannot fill, and says which it may use', () => {
    const { strings } = sample;
    const hero = { ...strings.hero, portrait: 'Portrait of {fullName}' };
    assertOneLine(shapeProblems(withExport('strings', { ...strings, hero })), 'strings', 'strings.hero.portrait', '{fullName}', '{name}');
    const skills = { ...strings.skills, count: { ...strings.skills.count, other: '{n} skills' } };
    assertOneLine(shapeProblems(withExport('strings', { ...strings, skills })), 'strings', 'strings.skills.count.other', '{n}', '{count}');
    // A text that may fill nothing says so.
    const nav = { ...strings.nav, menu: 'Menu of {name}' };
    assertOneLine(shapeProblems(withExport('strings', { ...strings, nav })), 'strings', 'strings.nav.menu', '{name}', 'no placeholder');
  });

  it('names an empty text a visitor would read', () => {
    assertOneLine(shapeProblems(withExport('profile', { ...sample.profile, role: '' })), 'profile', 'profile.role', 'is empty');
  });

  it('names an export left out of data/, in the file it belongs to', () => {
    for (const name of ['strings', 'linkPlaces', 'profile'] as const) {
      const { [name]: _gone, ...rest } = sample;
      assert.deepEqual(shapeProblems(rest), [`data/${DATA_EXPORTS[name].file}.ts: ${name}: is missing`], name);
    }
    const { projectFilters: _filters, ...noFilters } = sample;
    assert.deepEqual(shapeProblems(noFilters), [], 'projectFilters may be left out');
  });

  it('gives one line per problem when there are several', () => {
    const { name: _name, ...profile } = sample.profile;
    const problems = shapeProblems({ ...withProject((p) => ({ ...p, image: 'x.png' })), profile, brandColor: 'teal' });
    assert.equal(problems.length, 3, problems.join('\n'));
    assert.deepEqual(
      problems.map((p) => p.split(':')[0]),
      ['data/profile.ts', 'data/projects.ts', 'data/site.ts'],
    );
  });
});

describe('a build of data/ with a shape problem', () => {
  let dir = '';
  before(async () => {
    dir = await copyProject('portfolio-shape-');
    // data/profile.ts re-exported with a misspelt network added (whatever the owner wrote in it).
    const module = path.join(dir, 'data', 'profile.ts');
    await rename(module, path.join(dir, 'data', 'profile.own.ts'));
    await writeFile(
      module,
      `export * from './profile.own.ts';
import { profile as own } from './profile.own.ts';
export const profile = { ...own, links: { ...own.links, linkdin: 'https://www.linkedin.com/in/someone' } };
`,
    );
  });
  after(() => rm(dir, { recursive: true, force: true }));

  it('stops before writing anything, with one line naming file, entry and field and no stack trace', async () => {
    const run = promisify(execFile)(process.execPath, ['--import', 'tsx', 'build.ts'], {
      cwd: dir,
      env: { ...process.env, OUT_DIR: path.join(dir, 'out'), BASE_PATH: '/' },
    });
    const failure = await run.then(
      () => assert.fail('the build went on'),
      (error: { code: number; stderr: string; stdout: string }) => error,
    );
    assert.equal(failure.code, 1);
    const lines = failure.stderr.trim().split('\n');
    assert.deepEqual(lines.length, 2, failure.stderr);
    assert.equal(lines[0], 'Content has 1 problem:');
    assertOneLine([lines[1]!], 'profile', 'profile.links', 'linkdin');
    assert.doesNotMatch(failure.stderr, /^\s+at /m);
    assert.equal(failure.stdout, '');
    assert.ok(!existsSync(path.join(dir, 'out')), 'nothing was written');
  });
});
