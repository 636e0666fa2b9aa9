/**
 * `npm run doctor` on content this test owns, never on data/ as it is now (a fork changes it):
 * copies of the project whose data/ is the sample as its snapshot holds it
 * (scripts/doctor/sample.json), written as data modules and edited as an owner would, and the
 * second content set (test/content-set/, a fork made its owner's own).
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { readdir, readFile, rename, rm, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { projectSlugs } from '../../content/project-pages.ts';
import { projectRoot } from '../../scripts/build/config.ts';
import { compareWithSample, sampleValues } from '../../scripts/doctor/compare.ts';
import { type DataSnapshot, pictureHash, readData, readSample } from '../../scripts/doctor/sample.ts';
import { syncFindings } from '../../scripts/doctor/sync.ts';
import { copyProject, prepareContentSet } from '../../scripts/lib/content-set.ts';
import { siteData } from '../support/site-content.ts';

const run = promisify(execFile);
const MAIL = { EMAILJS_PUBLIC_KEY: 'pk', EMAILJS_SERVICE_ID: 'service', EMAILJS_TEMPLATE_ID: 'template' };
/** The environment without any EmailJS setting (CI may have some). */
const noMail = () => Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('EMAILJS_')));

/** `npm run doctor` in `dir`: its exit code and what it printed. */
async function doctorIn(dir: string, args: string[] = [], env: NodeJS.ProcessEnv = noMail()) {
  const tsx = path.join(projectRoot, 'node_modules/.bin/tsx');
  try {
    const { stdout, stderr } = await run(tsx, ['scripts/doctor.ts', ...args], { cwd: dir, env });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

type Entry = Record<string, unknown>;
/** The sample's data, to edit: export name → its value. */
type Exports = Record<string, Record<string, unknown>>;

/** A fresh copy of the sample's data from the snapshot, by file and export. */
const sampleData = (): Exports => structuredClone(readSample().data) as Exports;

/** Writes `data` (by file and export) as the data modules of `dir` (data/index.ts, which is code, kept). */
async function writeData(dir: string, data: DataSnapshot): Promise<void> {
  const folder = path.join(dir, 'data');
  for (const file of await readdir(folder)) if (file.endsWith('.ts') && file !== 'index.ts') await rm(path.join(folder, file));
  for (const [file, exports] of Object.entries(data)) {
    const source = Object.entries(exports).map(([name, value]) => `export const ${name} = ${JSON.stringify(value, null, 2)};\n`);
    await writeFile(path.join(dir, file), `// Written by test/node/doctor.test.ts.\n${source.join('\n')}`);
  }
}

const INFORMATION = 'For your information (nothing to do):';
/** The `data/` lines the doctor printed as left to do: those above its information. */
const toDoIn = (stdout: string) =>
  stdout
    .split(INFORMATION)[0]!
    .split('\n')
    .filter((line) => line.startsWith('data/'));
/** The lines the doctor printed as information, under their heading. */
const informationIn = (stdout: string) => (stdout.split(INFORMATION)[1] ?? '').split('\n').filter((line) => line.startsWith('data/'));

/** What the doctor should tell of the owner's writing in `dir`: its drafts' files (`draft: true`), then its projects without a file in data/projects/. */
async function ownWritingOf(dir: string): Promise<string[]> {
  const posts = path.join(dir, 'data/posts');
  const names = (await readdir(posts)).sort();
  const drafts = [];
  for (const name of names)
    if (/^draft: true$/m.test(await readFile(path.join(posts, name), 'utf8'))) drafts.push(`data/posts/${name}: a draft`);
  const written = new Set((await readdir(path.join(dir, 'data/projects'))).map((name) => name.split('.')[0]));
  const { projects } = (await import(pathToFileURL(path.join(dir, 'data/projects.ts')).href)) as {
    projects: { title: string; slug?: string }[];
  };
  const { slugs } = projectSlugs(projects);
  const bare = projects.flatMap((p, i) => (written.has(slugs[i]) ? [] : [{ title: p.title, slug: slugs[i] }]));
  assert.ok(drafts.length > 0 && bare.length > 0 && written.size > 0, 'the content set has a draft, a write-up and a project without one');
  return [...drafts, ...bare.map((p) => `data/projects.ts: ${JSON.stringify(p.title)}: no write-up (data/projects/${p.slug}.md)`)];
}

const profileOf = (data: Exports) => data['data/profile.ts']!.profile as Entry & { name: string; links: Entry };
const listOf = (data: Exports, file: string, name: string) => data[file]![name] as Entry[];
const filesIn = (lines: readonly string[]) => new Set(lines.map((line) => line.slice(0, line.indexOf(':'))));

describe('npm run doctor', () => {
  describe('on the sample as its snapshot holds it, edited as an owner would', () => {
    let dir: string;
    before(async () => {
      dir = await copyProject('portfolio-doctor-sample-');
    });
    after(() => rm(dir, { recursive: true, force: true }));

    /** What the doctor lists of the sample once `edit` has changed it. */
    const listed = async (edit: (data: Exports) => void = () => {}) => {
      const data = sampleData();
      edit(data);
      await writeData(dir, data);
      return sampleValues(dir);
    };

    it('lists entries of every data file, one line per entry and field, but not the interface words one by one', async () => {
      const data = sampleData();
      const found = await listed();
      // Every file that holds entries (the sample's translations.ts holds none), but strings.ts and open-source.ts (settings only).
      const holdsEntries = (exports: Record<string, unknown>) => Object.values(exports).some((v) => !Array.isArray(v) || v.length > 0);
      const files = Object.keys(data).filter(
        (file) => !['data/strings.ts', 'data/open-source.ts'].includes(file) && holdsEntries(data[file]!),
      );
      assert.deepEqual([...filesIn(found)], files, found.join('\n'));
      const project = listOf(data, 'data/projects.ts', 'projects')[0]!;
      assert.ok(found.includes(`data/profile.ts: profile.name: still the sample's ("${profileOf(data).name}")`), found.join('\n'));
      assert.ok(
        found.some((line) => line.startsWith(`data/projects.ts: ${JSON.stringify(project.title)}.description: still the sample's`)),
      );
      assert.ok(found.some((line) => line.startsWith('data/profile.ts: personal.overview: still the sample')));
      assert.equal(new Set(found).size, found.length, 'no line twice');
      const features = found.find((line) => line.startsWith(`data/projects.ts: ${JSON.stringify(project.title)}.features:`));
      const count = (project.features as string[]).length;
      assert.equal(features, `data/projects.ts: ${JSON.stringify(project.title)}.features: still the sample's (${count} of ${count})`);
    });

    it('after only the name changed, still lists the other files, the About story and the page descriptions around the new name', async () => {
      const found = await listed((data) => {
        // As data/profile.ts does when its name changes: the page texts built from it follow.
        const sampleName = profileOf(data).name;
        for (const exports of Object.values(data)) {
          for (const [name, value] of Object.entries(exports)) {
            exports[name] = JSON.parse(JSON.stringify(value).replaceAll(sampleName, 'Zoë Fernandes-Okafor'));
          }
        }
      });
      assert.ok(!found.some((line) => line.startsWith('data/profile.ts: profile.name:')), found.join('\n'));
      for (const file of ['education', 'experience', 'journey', 'certifications', 'skills', 'projects', 'site']) {
        assert.ok(filesIn(found).has(`data/${file}.ts`), `data/${file}.ts is listed`);
      }
      for (const field of ['highlights', 'overview', 'dateOfBirth']) {
        assert.ok(
          found.some((line) => line.startsWith(`data/profile.ts: personal.${field}: still the sample's`)),
          field,
        );
      }
      assert.ok(found.some((line) => line.startsWith('data/site.ts: "Projects".description: still the sample')));
      const contact = found.find((line) => line.startsWith('data/site.ts: "Contact".description: still the sample'));
      assert.match(contact ?? '', /Zoë/, 'quoted as the owner has it');
    });

    it('names a renamed entry by its new name with what is left of the sample, and drops what was rewritten', async () => {
      const found = await listed((data) => {
        const [first] = listOf(data, 'data/projects.ts', 'projects');
        first!.title = 'Mercado do Bairro';
        first!.features = ['Encomendas por WhatsApp', (first!.features as string[])[1]];
      });
      assert.ok(found.includes(`data/projects.ts: "Mercado do Bairro".features: still the sample's (1 of 2)`), found.join('\n'));
      assert.ok(found.some((line) => line.startsWith(`data/projects.ts: "Mercado do Bairro".description: still the sample's`)));
      assert.ok(!found.some((line) => line.startsWith('data/projects.ts: "Mercado do Bairro".title')));
    });

    it('keeps quiet about names an owner may share (a certificate they hold too) once the entry is theirs', async () => {
      const data = sampleData();
      const certificate = listOf(data, 'data/certifications.ts', 'certifications')[0]!;
      const found = await listed((d) => {
        const mine = listOf(d, 'data/certifications.ts', 'certifications')[0]!;
        mine.credentialId = 'MY-OWN-0001';
        mine.credlyUrl = 'https://www.credly.com/badges/00000000-0000-4000-8000-000000000000';
        delete mine.img;
      });
      const at = `data/certifications.ts: ${JSON.stringify(certificate.name)}.`;
      assert.ok(!found.some((line) => line.startsWith(at)), found.filter((line) => line.startsWith(at)).join('\n'));
    });

    it('lists a value holding one of the sample addresses, and an interface word only when it names the sample person', async () => {
      const found = await listed((data) => {
        const profile = profileOf(data);
        profile.links.github = `${profile.links.github}/forked`;
        const strings = data['data/strings.ts']!.strings as { hero: Entry };
        strings.hero.kicker = `${profile.name} says hello:`;
      });
      assert.ok(
        found.some((line) => line.startsWith('data/profile.ts: profile.links.github: still a sample address')),
        found.join('\n'),
      );
      assert.deepEqual(
        found.filter((line) => line.startsWith('data/strings.ts')).map((line) => line.slice(0, line.indexOf(' ('))),
        ['data/strings.ts: strings.hero.kicker: names the sample person'],
      );
    });

    it("knows a picture by its content: the sample's file is the sample's whatever its name, the owner's own file is theirs", async () => {
      const data = sampleData();
      const photo = path.join(dir, 'data/images/doctor-test.png');
      await writeFile(photo, 'a picture of the sample person');
      profileOf(data).photo = 'images/doctor-test.png';
      const sample = { ...readSample(), images: { 'images/profile.png': pictureHash(dir, 'images/doctor-test.png')! } };
      const line = "data/profile.ts: profile.photo: still the sample's picture";
      await writeData(dir, data);
      assert.ok(compareWithSample(await readData(dir), dir, sample).some((l) => l.startsWith(line)));
      await writeFile(photo, 'a picture of the owner');
      assert.ok(!compareWithSample(await readData(dir), dir, sample).some((l) => l.startsWith(line)));
      await rm(photo);
    });
  });

  describe('on the second content set, a fork made its own', () => {
    let dir: string;
    before(async () => {
      dir = await prepareContentSet();
    });
    after(() => rm(dir, { recursive: true, force: true }));

    it("lists none of the sample's values", async () => {
      assert.deepEqual(await sampleValues(dir), []);
    });

    it('once mail is configured lists only what its translation leaves out (--strict exits 1), then nothing (--strict exits 0)', async () => {
      const env = { ...noMail(), ...MAIL };
      const partly = await doctorIn(dir, ['--strict'], env);
      assert.equal(partly.code, 1, partly.stdout);
      const listed = toDoIn(partly.stdout);
      assert.ok(listed.length > 0, partly.stdout);
      for (const line of listed) assert.match(line, /: not translated to [\w-]+ \(data\/translations\.ts\)$/);

      const translations = path.join(dir, 'data/translations.ts');
      const source = await readFile(translations, 'utf8');
      await writeFile(
        translations,
        "import type { Translation } from '../content/types.ts';\nexport const translations: readonly Translation[] = [];\n",
      );
      // Without its translation, its posts' translations go too (else the doctor would say each is left out).
      const posts = path.join(dir, 'data/posts');
      const translated = (await readdir(posts)).filter((name) => /\.ar\.md$/.test(name));
      for (const name of translated) await rename(path.join(posts, name), path.join(dir, name));
      try {
        const { code, stdout } = await doctorIn(dir, ['--strict'], env);
        assert.equal(code, 0, stdout);
        assert.match(stdout, /^Nothing left from the sample, and nothing missing/);
        // Still told, as information: the drafts and the projects without a write-up, which --strict does not count.
        const expected = await ownWritingOf(dir);
        const information = informationIn(stdout);
        assert.deepEqual(
          information.map((line, i) => line.slice(0, expected[i]?.length)),
          expected,
          stdout,
        );
      } finally {
        await writeFile(translations, source);
        for (const name of translated) await rename(path.join(dir, name), path.join(posts, name));
      }
    });

    it('names the missing mail provider first, then a sample value put back; --strict then exits 1, without it 0', async () => {
      const profile = path.join(dir, 'data/profile.ts');
      const source = await readFile(profile, 'utf8');
      const sampleName = profileOf(sampleData()).name;
      const named = source.replace(/^ {2}name: .+,$/m, `  name: ${JSON.stringify(sampleName)},`);
      assert.notEqual(named, source, 'the profile name was replaced');
      await writeFile(profile, named);
      try {
        const strict = await doctorIn(dir, ['--strict']);
        assert.equal(strict.code, 1, strict.stderr);
        assert.match(strict.stdout.split('\n')[0]!, /^EmailJS is not configured: /);
        assert.ok(strict.stdout.includes(`data/profile.ts: profile.name: still the sample's ("${sampleName}")`), strict.stdout);
        assert.equal((await doctorIn(dir)).code, 0);
      } finally {
        await writeFile(profile, source);
      }
    });

    it('prints a content problem as its one-line messages, without a stack trace, and exits 1', async () => {
      const profile = path.join(dir, 'data/profile.ts');
      const source = await readFile(profile, 'utf8');
      const broken = source.replace(/^ {2}siteUrl: 'https:/m, "  siteUrl: 'http:");
      assert.notEqual(broken, source, 'the site URL was changed');
      await writeFile(profile, broken);
      try {
        const { code, stdout, stderr } = await doctorIn(dir);
        assert.equal(code, 1, stdout);
        assert.match(stderr, /^Content has 1 problem:\ndata\/profile\.ts: profile\.siteUrl: .*https/);
        assert.doesNotMatch(stderr, /^\s+at /m);
      } finally {
        await writeFile(profile, source);
      }
    });
  });

  describe('on the sync, on a copy of the owner’s project', () => {
    let dir: string;
    before(async () => {
      dir = await copyProject('portfolio-doctor-sync-');
    });
    after(() => rm(dir, { recursive: true, force: true }));
    const DAY = 24 * 60 * 60 * 1000;
    /** The owner's sync settings, with a GitHub link. */
    const data = {
      profile: { links: { github: 'https://github.com/someone' } },
      openSource: siteData.openSource,
      writing: siteData.writing,
    };
    const withFeeds = { ...data, writing: { ...data.writing, page: true, feeds: ['https://blog.example/feed.xml' as const] } };

    it('names a source set up whose file is empty: the sync has not run', async () => {
      const lines = await syncFindings(dir, { ...withFeeds, repositories: [], posts: [] });
      assert.equal(lines.length, 2, lines.join('\n'));
      assert.match(lines[0]!, /^data\/repositories\.ts: sync not set up: profile\.links\.github is set .*npm run sync/);
      assert.match(lines[1]!, /^data\/posts\.ts: sync not set up: writing\.feeds lists feeds .*npm run sync/);
    });

    it('names a synced file that last changed longer ago than its maxAgeDays, and only then', async () => {
      const full = { ...withFeeds, repositories: [{ name: 'a' }], posts: [{ title: 'A post' }] };
      const now = Date.now();
      assert.deepEqual(await syncFindings(dir, full, now), [], 'a fresh copy: its files just changed');
      const old = (days: number) => new Date(now - days * DAY);
      await utimes(path.join(dir, 'data/repositories.ts'), old(full.openSource.maxAgeDays + 2), old(full.openSource.maxAgeDays + 2));
      await utimes(path.join(dir, 'data/posts.ts'), old(full.writing.maxAgeDays - 1), old(full.writing.maxAgeDays - 1));
      assert.deepEqual(await syncFindings(dir, full, now), [
        `data/repositories.ts: last changed ${full.openSource.maxAgeDays + 2} days ago, more than openSource.maxAgeDays (${full.openSource.maxAgeDays}); run npm run sync (docs/sync.md)`,
      ]);
    });

    it('says nothing of a source not set up', async () => {
      const none = { ...data, profile: { links: {} }, writing: { ...data.writing, feeds: [] }, repositories: [], posts: [] };
      assert.deepEqual(await syncFindings(dir, none), []);
    });
  });
});
