/**
 * A new owner's site in two languages, made by editing only data/: test/owner-haifa/ (a back-end
 * engineer in Haifa, English and Hebrew, a GitHub link only, two projects, one certificate, no
 * posts, the sample's repositories still in data/repositories.ts after an offline sync), put over
 * a copy of the sample's data/ as a fork has it. What the build publishes and what `npm run
 * doctor` asks of her: no word that reads the same in every language, another person's synced
 * repositories in one line with the way out, and a translation's mistake as data/strings.ts's are.
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { promisify } from 'node:util';
import { projectRoot } from '../../scripts/build/config.ts';
import { loadSite } from '../../scripts/build/content.ts';
import type { Diagnosis } from '../../scripts/doctor.ts';
import { prepareOwner } from '../../scripts/lib/content-set.ts';
import { readCheckedData } from '../../scripts/lib/data.ts';

/** The environment without any EmailJS setting (CI may have some). */
const noMail = () => Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('EMAILJS_')));
const tsx = path.join(projectRoot, 'node_modules/.bin/tsx');

/** What `npm run doctor` finds in the copy at `dir`, run there (its images are the copy's). */
async function doctorIn(dir: string): Promise<Diagnosis> {
  const script = "import('./scripts/doctor.ts').then(async (m) => console.log(JSON.stringify(await m.doctor())))";
  const { stdout } = await promisify(execFile)(tsx, ['-e', script], { cwd: dir, env: noMail() });
  return JSON.parse(stdout) as Diagnosis;
}

describe('a two-language owner (test/owner-haifa/), editing only data/', () => {
  let dir: string;
  /** Her file `file` of data/, as she wrote it. */
  const original = (file: string) => readFile(path.join(projectRoot, 'test/owner-haifa', file), 'utf8');
  const write = (file: string, text: string) => writeFile(path.join(dir, 'data', file), text);

  before(async () => {
    dir = await prepareOwner('test/owner-haifa');
    // She writes no posts and no project write-ups of her own (whatever the copy came with).
    await Promise.all(['data/posts', 'data/projects'].map((folder) => rm(path.join(dir, folder), { recursive: true, force: true })));
  });
  after(() => rm(dir, { recursive: true, force: true }));

  it("publishes no one else's repositories, in either language, and says why in one line with the way out", async () => {
    const data = await readCheckedData(dir);
    assert.ok(data.repositories.length > 0 && data.repositoriesFrom, "the sample's repositories, synced for the sample person");
    const site = await loadSite(dir);
    assert.equal(site.unpublished.length, 1);
    assert.match(
      site.unpublished[0]!,
      /^data\/repositories\.ts: synced from GitHub user "[^"]+", but profile\.links\.github names "noa-friedman-dev": not published; run npm run sync \(docs\/sync\.md\), or say openSource\.page: false in data\/open-source\.ts for no Open source page$/,
    );
    for (const { language, content } of site.languages) {
      assert.deepEqual(content.repositories, [], language.lang);
      assert.ok(!content.pages.some((p) => p.route === 'open-source'), `${language.lang}: no Open source page`);
      assert.ok(!content.quickLinks.some((l) => l.route === 'open-source'));
    }
  });

  it('the doctor asks for nothing that reads the same in every language, and names the repositories once', async () => {
    const found = await doctorIn(dir);
    assert.deepEqual(found.untranslated, [], 'names, technologies, skills, issuers, companies, periods, numbers');
    assert.deepEqual(found.sample, [], "none of the sample's values, not each of its repositories");
    assert.equal(found.sync.length, 1);
    assert.match(found.sync[0]!, /^data\/repositories\.ts: synced from GitHub user .* not published; run npm run sync/);
    assert.ok(!found.warnings.some((w) => w.startsWith('data/repositories.ts')), 'not twice');
  });

  it('names a text a reader reads as language when the translation leaves it out, and not the names beside it', async () => {
    const translations = await original('translations.ts');
    const start = translations.indexOf("      'Software engineer': {");
    const end = translations.indexOf('      },\n', start) + '      },\n'.length;
    await write('translations.ts', translations.slice(0, start) + translations.slice(end));
    try {
      const { untranslated } = await loadSite(dir);
      assert.deepEqual(
        untranslated.map((u) => `${u.file}: ${u.where}`),
        ['title', 'location', 'period', 'type', 'description'].map((field) => `experience: "Software engineer".${field}`),
      );
    } finally {
      await write('translations.ts', translations);
    }
  });

  it('refuses a misspelt placeholder in data/translations.ts as it refuses one in data/strings.ts: one line, file, language, field', async () => {
    const translations = await original('translations.ts');
    await write('translations.ts', translations.replace("'© {year} {name}.", "'© {year} {nme}."));
    try {
      const run = await promisify(execFile)(tsx, ['scripts/doctor.ts'], { cwd: dir, env: noMail() }).then(
        () => ({ code: 0, stderr: '' }),
        (error: { code: number; stderr: string }) => error,
      );
      assert.equal(run.code, 1);
      assert.equal(
        run.stderr.trim(),
        'Content has 1 problem:\ndata/translations.ts: he: strings.footer.copyright: names {nme}, which it cannot fill; it may use {year}, {name}',
      );
    } finally {
      await write('translations.ts', translations);
    }
  });

  it('publishes no posts synced from someone else\'s feeds, says so in one line, and takes "no Writing page" as her decision', async () => {
    const [posts, writing] = await Promise.all([original('posts.ts'), original('writing.ts')]);
    const elsewhere = 'https://elsewhere.example/feed.xml';
    const post =
      "{ title: 'A post of someone else', url: 'https://elsewhere.example/a-post', date: '2025-01-02', summary: 'Not hers.', tags: [] }";
    await write(
      'posts.ts',
      posts
        .replace("import type { Post } from '../content/types.ts';", "import type { Post, PostsFrom } from '../content/types.ts';")
        .replace(
          'export const posts: readonly Post[] = [];',
          `export const postsFrom: PostsFrom = { feeds: ['${elsewhere}'] };\nexport const posts: readonly Post[] = [${post}];`,
        ),
    );
    try {
      const site = await loadSite(dir);
      assert.ok(
        site.unpublished.includes(
          `data/posts.ts: synced from ${elsewhere}, but data/writing.ts lists no feed: not published; run npm run sync (docs/sync.md), or say writing.page: false in data/writing.ts for no Writing page`,
        ),
        site.unpublished.join('\n'),
      );
      for (const { language, content } of site.languages) {
        assert.deepEqual(content.posts, [], language.lang);
        assert.ok(!content.pages.some((p) => p.route === 'writing'), `${language.lang}: no Writing page`);
      }
      await write('writing.ts', writing.replace('feeds: [],', 'page: false,\n  feeds: [],'));
      const decided = await loadSite(dir);
      assert.ok(!decided.unpublished.some((line) => line.startsWith('data/posts.ts')), decided.unpublished.join('\n'));
      assert.ok(decided.languages.every(({ content }) => !content.pages.some((p) => p.route === 'writing')));
      assert.ok(!(await doctorIn(dir)).sync.some((line) => line.startsWith('data/posts.ts')));
    } finally {
      await Promise.all([write('posts.ts', posts), write('writing.ts', writing)]);
    }
  });

  it('takes "no Open source page" as her decision: nothing published, nothing asked', async () => {
    const openSource = await readFile(path.join(dir, 'data/open-source.ts'), 'utf8');
    // Whatever the copy's data/open-source.ts says of the page, she now says false.
    const noPage = openSource.replace(/\n\s*page: (?:true|false),/, '').replace('OpenSource = {', 'OpenSource = {\n  page: false,');
    await write('open-source.ts', noPage);
    try {
      const site = await loadSite(dir);
      assert.deepEqual(site.unpublished, []);
      assert.ok(site.languages.every(({ content }) => !content.pages.some((p) => p.route === 'open-source')));
      const found = await doctorIn(dir);
      assert.deepEqual([found.sync, found.sample, found.untranslated], [[], [], []]);
    } finally {
      await write('open-source.ts', openSource);
    }
  });
});
