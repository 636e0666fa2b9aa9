/**
 * A page per project: the slug rule and its one-line errors, the write-ups' files
 * (content/project-pages.ts), and a build of a copy of the project whose first project has a
 * write-up (fixture text written here) and a gallery: the page in every language with its
 * fields, pictures (AVIF + srcset, width and height), rendered write-up, JSON-LD, no script beyond
 * what every page has, within the page budget, and the sitemap's entries.
 */
import assert from 'node:assert/strict';
import { readFile, rename, rm, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { gzipSync } from 'node:zlib';
import { projectPages, projectSlugs, readWriteUps } from '../../content/project-pages.ts';
import { slugOf } from '../../content/slug.ts';
import { projects } from '../../data/projects.ts';
import { translations } from '../../data/translations.ts';
import { htmlText } from '../../scripts/build/escape.ts';
import { build } from '../../scripts/build/pipeline.ts';
import { copyProject } from '../../scripts/lib/content-set.ts';

const BUDGET = 14 * 1024;
const scriptsOf = (html: string) => (html.match(/<script(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/g) ?? []).sort();

describe('project slugs and write-ups', () => {
  it('makes a slug of any script from the title, lower-case, words joined by hyphens', () => {
    assert.equal(slugOf('Azulejos & <Canvas> "Lab"'), 'azulejos-canvas-lab');
    assert.equal(slugOf('Мост AI'), 'мост-ai');
    assert.equal(slugOf('مرصد المد'), 'مرصد-المد');
    assert.equal(slugOf('!!!'), '');
  });

  it('lets a slug field win, and names a shared slug in one line', () => {
    assert.deepEqual(projectSlugs([{ title: 'Tide Clock', slug: 'clock' }, { title: 'Tide clock!' }]), {
      slugs: ['clock', 'tide-clock'],
      problems: [],
    });
    const { problems } = projectSlugs([{ title: 'Tide Clock' }, { title: 'tide clock' }]);
    assert.deepEqual(problems, [
      `data/projects.ts: "tide clock".title: its page's address "tide-clock" is also "Tide Clock"'s: give one of them a "slug" of its own`,
    ]);
    assert.match(projectSlugs([{ title: '???' }]).problems[0]!, /^data\/projects\.ts: "\?\?\?"\.title: has no letter or digit/);
  });

  it('reads write-ups by slug and language, a translation in its language, else the default one', () => {
    const files = [
      { name: 'tide-clock.md', text: 'Default.' },
      { name: 'tide-clock.ar.md', text: 'Arabic.' },
      { name: 'nothing-here.md', text: 'Lost.' },
    ];
    const { writeUps, problems } = readWriteUps(files, ['tide-clock', 'other'], ['en', 'ar']);
    assert.deepEqual(problems, [
      'data/projects/nothing-here.md: no project of data/projects.ts has the address "nothing-here" ("tide-clock", "other")',
    ]);
    const project = { title: 'Tide Clock', description: 'd', technologies: ['ts'], features: [] };
    const [inArabic, other] = projectPages([project, { ...project, title: 'Other' }], ['tide-clock', 'other'], writeUps, 'ar');
    assert.equal(inArabic!.writeUp?.markdown, 'Arabic.');
    assert.equal(other!.writeUp, undefined);
    assert.equal(projectPages([project], ['tide-clock'], writeUps, 'pt')[0]!.writeUp?.markdown, 'Default.');
  });
});

describe('project pages, built', () => {
  let dir: string;
  const page = (file: string) => readFile(path.join(dir, 'site', file), 'utf8');
  const slugs = projectSlugs(projects).slugs;
  const first = projects[0]!;
  /** The gallery: the other projects' pictures. */
  const gallery = projects
    .slice(1)
    .flatMap((p) => (p.image ? [p.image] : []))
    .slice(0, 2);

  before(async () => {
    dir = await copyProject('portfolio-project-pages-');
    // The first project gets a gallery of the other projects' pictures, and a write-up.
    await rename(path.join(dir, 'data/projects.ts'), path.join(dir, 'data/projects-sample.ts'));
    await writeFile(
      path.join(dir, 'data/projects.ts'),
      `export * from './projects-sample.ts';\nimport { projects as sample } from './projects-sample.ts';\nexport const projects = sample.map((p, i) => (i ? p : { ...p, gallery: ${JSON.stringify(gallery)} }));\n`,
    );
    await mkdir(path.join(dir, 'data/projects'), { recursive: true });
    await writeFile(path.join(dir, 'data/projects', `${slugs[0]}.md`), '## How it works\n\nA [link home](/) and `code`.\n');
    await build({ base: '/', outDir: path.join(dir, 'site'), root: dir });
  });
  after(() => rm(dir, { recursive: true, force: true }));

  it('builds a page per project in every language', async () => {
    const folders = ['', ...translations.map((t) => `${t.lang}/`)];
    for (const folder of folders) for (const slug of slugs) assert.ok(await page(`${folder}projects/${slug}/index.html`));
  });

  it("shows the project's fields, its write-up and its pictures with srcset and size", async () => {
    const html = await page(`projects/${slugs[0]}/index.html`);
    const textOf = (fragment: string) => fragment.replace(/<[^>]+>/g, '');
    assert.equal(textOf(/<h1 class="page-title">(.*?)<\/h1>/.exec(html)?.[1] ?? ''), htmlText(first.title));
    const features = [.../<ul class="project-features">(.*?)<\/ul>/.exec(html)![1]!.matchAll(/<li>(.*?)<\/li>/g)].map((m) => textOf(m[1]!));
    assert.deepEqual(features, first.features.map(htmlText));
    assert.match(html, /<div class="prose"><h2 id="how-it-works"/);
    assert.match(html, /<a href="\/">link home<\/a>/);
    const shown = /<ul class="project-gallery"[^>]*>([\s\S]*?)<\/ul>/.exec(html)?.[1] ?? '';
    // Each as the build made it for the dialog: AVIF sources with srcset for a photo, the file itself for an SVG; a size always.
    const picture = /<li>(?:<picture><source type="image\/avif" srcset="[^"]+ \d+w[^"]*"[^>]*>)?<img [^>]*width="\d+" height="\d+"/g;
    assert.equal([...shown.matchAll(picture)].length, gallery.length);
    if (first.image) assert.match(html, /<figure class="project-picture">(<picture>)?(<source [^>]*>)*<img [^>]*width="\d+" height="\d+"/);
  });

  it('marks Projects in the menu as the section the page is under', async () => {
    const html = await page(`projects/${slugs[0]}/index.html`);
    const current = [...html.matchAll(/<a href="([^"]*)" aria-current="(\w+)"/g)].map((m) => [m[1], m[2]]);
    assert.deepEqual([...new Set(current.map(String))], [String(['/projects/', 'true'])]);
  });

  it('says what the project is in JSON-LD, by the owner', async () => {
    const html = await page(`projects/${slugs[0]}/index.html`);
    const [work] = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) => JSON.parse(m[1]!));
    assert.equal(work['@type'], first.githubUrl ? 'SoftwareSourceCode' : 'CreativeWork');
    assert.equal(work.name, first.title);
    assert.match(work.url, new RegExp(`/projects/${slugs[0]}/$`));
    assert.equal(work.author['@type'], 'Person');
  });

  it('loads no script beyond what every page has, and stays within the page budget', async () => {
    const html = await page(`projects/${slugs[0]}/index.html`);
    assert.deepEqual(scriptsOf(html), scriptsOf(await page('projects/index.html')));
    const size = gzipSync(html, { level: 9 }).length;
    assert.ok(size <= BUDGET, `${size} B gzip`);
  });

  it('lists every project page in the sitemap, with its alternates', async () => {
    const sitemap = await page('sitemap.xml');
    // Each entry by its address as a reader sees it (a slug in any script is percent-encoded in <loc>).
    const entries = [...sitemap.matchAll(/<loc>([^<]*)<\/loc>([\s\S]*?)<\/url>/g)].map(([, loc, rest]) => ({
      loc: decodeURI(loc!),
      rest: rest!,
    }));
    for (const slug of slugs) {
      const entry = entries.find(({ loc }) => loc.endsWith(`/projects/${slug}/`));
      assert.ok(entry, slug);
      if (translations.length) assert.match(entry.rest, /hreflang="x-default"/);
    }
  });
});
