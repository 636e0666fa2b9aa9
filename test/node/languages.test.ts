/**
 * A site in several languages, built as a fork would build it: a copy of the project whose
 * data/translations.ts adds a right-to-left language (the test's own words, a few of them).
 * Every page in each language has its `lang` and `dir`, its translations as alternates both ways
 * with `x-default`, in the head and in the sitemap, and `og:locale` as language_TERRITORY; the
 * switcher names each language in itself, without a region; its sections and links stay in the language;
 * what the translation leaves out is named. And a site in one language (data/ as it is, whatever
 * it holds) keeps its pages, with no switcher and no alternates.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { projectRoot } from '../../scripts/build/config.ts';
import { loadSite } from '../../scripts/build/content.ts';
import { ogLocale } from '../../scripts/build/head.ts';
import { copyProject } from '../../scripts/lib/content-set.ts';

/** The test's own translation: Hebrew, for the menu and Home's role (none of it in resume.pdf, whatever the fonts). */
const MENU = 'תפריט';
const ROLE = 'מפתחת';
const TRANSLATIONS = `import type { Translation } from '../content/types.ts';
export const translations: readonly Translation[] = [
  { lang: 'he', strings: { nav: { menu: '${MENU}' } }, content: { pages: {} } },
];
`;

/** Builds the project at `dir` with its own build.ts into `dir/dist`; the build's output. */
function buildCopy(dir: string): string {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'build.ts'], { cwd: dir, encoding: 'utf8' });
  assert.equal(run.status, 0, run.stderr || run.stdout);
  return run.stdout + run.stderr;
}

const read = (dir: string, file: string) => readFile(path.join(dir, 'dist', file), 'utf8');
const all = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map((m) => m[1]!);

describe('a site in two languages (a copy of the project with a Hebrew translation)', () => {
  let dir: string;
  let output: string;
  let projectRoutes: string[] = [];
  let routes: string[];
  let home: string;
  /** The default language's tag (data/strings.ts). */
  let main: string;
  before(async () => {
    dir = await copyProject('portfolio-languages-');
    // Pages only: posts of data/ (in a language this site may not have) are another test's (post-pages.test.ts).
    await rm(path.join(dir, 'data/posts'), { recursive: true, force: true });
    await writeFile(path.join(dir, 'data/translations.ts'), TRANSLATIONS);
    output = buildCopy(dir);
    const site = await loadSite(dir);
    routes = site.languages[0]!.content.pages.map((p) => p.route);
    projectRoutes = site.languages[0]!.content.projectPages.map((p) => p.route);
    home = new URL(site.languages[0]!.content.profile.siteUrl).origin;
    main = site.languages[0]!.language.lang;
  });
  after(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const page = (folder: string, route: string) => `${folder}${route ? `${route}/` : ''}index.html`;
  const url = (folder: string, route: string) => `${home}/${folder}${route ? `${route}/` : ''}`;

  it('writes every page in each language, the default at the root and Hebrew under /he/, 404 included', () => {
    for (const folder of ['', 'he/']) {
      for (const route of routes) assert.ok(existsSync(path.join(dir, 'dist', page(folder, route))), page(folder, route));
      assert.ok(existsSync(path.join(dir, 'dist', `${folder}404.html`)), `${folder}404.html`);
      assert.ok(existsSync(path.join(dir, 'dist', `${folder}resume.pdf`)), `${folder}resume.pdf`);
    }
  });

  it('gives every page <html lang dir>, and lang/dir to every section on it', async () => {
    for (const [folder, lang, dirAttr] of [
      ['', null, 'ltr'],
      ['he/', 'he', 'rtl'],
    ] as const) {
      for (const route of routes) {
        const html = await read(dir, page(folder, route));
        const [tag] = all(html, /<html ([^>]*)>/g);
        assert.match(tag!, new RegExp(`dir="${dirAttr}"`), `${page(folder, route)}: <html ${tag}>`);
        if (lang) assert.match(tag!, new RegExp(`lang="${lang}"`));
        for (const host of all(html, /<(portfolio-[a-z-]+[^>]*)>/g))
          assert.match(host, new RegExp(`dir="${dirAttr}"`), `${page(folder, route)}: <${host}>`);
      }
    }
  });

  it('links every page to its translations and back, with x-default the default language, and gives og:locale', async () => {
    for (const route of routes) {
      for (const folder of ['', 'he/']) {
        const html = await read(dir, page(folder, route));
        const alternates = Object.fromEntries(
          [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]]),
        );
        assert.deepEqual(
          alternates,
          { [main]: url('', route), he: url('he/', route), 'x-default': url('', route) },
          `${page(folder, route)}: the default language, Hebrew and x-default`,
        );
        // Open Graph's language_TERRITORY, the territory the likeliest where the tag names none.
        assert.match(html, folder ? /property="og:locale" content="he_IL"/ : /property="og:locale:alternate" content="he_IL"/);
        assert.match(html, new RegExp(`property="og:locale${folder ? ':alternate' : ''}" content="${ogLocale(main)}"`));
        assert.match(ogLocale(main), /^[a-z]{2,3}_[A-Z]{2}$/);
      }
    }
  });

  it("lists every page in each language in the sitemap, each with its language's alternates and x-default", async () => {
    const sitemap = await read(dir, 'sitemap.xml');
    const locs = all(sitemap, /<loc>([^<]+)<\/loc>/g);
    // The pages of the menu, and a page per project.
    const pages = [...routes, ...projectRoutes];
    // As the sitemap writes an address: percent-encoded (a project's slug may be in any script).
    const loc = (folder: string, route: string) => encodeURI(url(folder, route));
    assert.deepEqual(locs.sort(), pages.flatMap((r) => [loc('', r), loc('he/', r)]).sort());
    for (const entry of all(sitemap, /<url>([\s\S]*?)<\/url>/g)) {
      const address = all(entry, /<loc>([^<]+)<\/loc>/g)[0]!;
      const route = pages.find((r) => address === loc('', r) || address === loc('he/', r))!;
      const alternates = Object.fromEntries(
        [...entry.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]]),
      );
      assert.deepEqual(alternates, { [main]: loc('', route), he: loc('he/', route), 'x-default': loc('', route) }, address);
    }
  });

  it('keeps the Hebrew pages in Hebrew: its words, its links and the switcher to the same page in each language', async () => {
    const html = await read(dir, page('he/', 'about'));
    assert.ok(html.includes(MENU), 'the menu button reads its Hebrew word');
    const nav = html.slice(html.indexOf('<site-nav>'), html.indexOf('</site-nav>'));
    const menu = nav.slice(nav.indexOf('class="links"'), nav.indexOf('</ul>', nav.indexOf('class="links"')));
    const menuLinks = all(menu, /href="([^"]+)"/g);
    assert.equal(menuLinks.length, routes.length);
    assert.ok(
      menuLinks.every((href) => href.startsWith('/he/')),
      `the menu's links stay in the language: ${menuLinks.join(', ')}`,
    );
    assert.match(nav, /class="resume" href="\/he\/resume\.pdf"/, "the resume in the page's language");
    const switcher = nav.slice(nav.indexOf('id="nav-languages"'));
    const languages = [...switcher.matchAll(/href="([^"]+)"\s+hreflang="([^"]+)"\s+lang="([^"]+)"[^>]*>(?:<!--[^>]*-->)?([^<]*)</g)].map(
      (m) => [m[1], m[2], m[3], m[4]!.trim()],
    );
    // Each named in itself, without a region: one variant of each language is on the site.
    const inItself = (lang: string) => new Intl.DisplayNames([lang], { type: 'language' }).of(new Intl.Locale(lang).language)!;
    assert.deepEqual(
      languages.map(([href, hreflang, lang, name]) => [href, hreflang, lang, name!.toLocaleLowerCase(lang)]),
      [
        ['/about/', main, main, inItself(main).toLocaleLowerCase(main)],
        ['/he/about/', 'he', 'he', inItself('he')],
      ],
    );
    assert.match(switcher, /hreflang="he"[^>]*aria-current="true"/, 'the current language is marked');
  });

  it('names every text the translation leaves out, by file, entry, field and language', async () => {
    const { untranslated } = await loadSite(dir);
    assert.ok(untranslated.length > 10);
    assert.ok(untranslated.every((u) => u.lang === 'he'));
    assert.ok(
      untranslated.some((u) => u.file === 'profile' && u.where === 'profile.role'),
      'the role, which it does not give',
    );
    assert.ok(!untranslated.some((u) => u.file === 'strings' && u.where === 'strings.nav.menu'), 'the menu word, which it gives');
    assert.ok(!untranslated.some((u) => u.file === 'profile' && u.where === 'profile.name'), 'the name, the same in every language');
    assert.match(output, /texts not translated, shown in the default language: data\/profile\.ts: profile\.role: not translated to he/);
    assert.ok(!output.includes(ROLE));
  });

  it('refuses a translation of an entry data/ does not have, in one line naming it', async () => {
    await writeFile(
      path.join(dir, 'data/translations.ts'),
      TRANSLATIONS.replace('content: { pages: {} }', "content: { projects: { 'No such project': { description: 'x' } } }"),
    );
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'build.ts'], { cwd: dir, encoding: 'utf8' });
    assert.notEqual(run.status, 0);
    assert.match(
      run.stderr,
      /^Content has 1 problem:\ndata\/translations\.ts: he: projects: he translates "No such project", which data\/projects\.ts does not have$/m,
    );
    assert.ok(!/\n\s+at /.test(run.stderr), 'no stack trace');
  });
});

describe('a site in one language (data/ as it is)', () => {
  it('has no switcher, no alternates and no language folder', async () => {
    const site = await loadSite(projectRoot);
    if (site.languages.length > 1) return; // data/ has translations: the suite above covers it
    const dir = await copyProject('portfolio-one-language-');
    try {
      buildCopy(dir);
      const html = await read(dir, 'about/index.html');
      assert.ok(!html.includes('class="languages"'), 'no language switcher');
      assert.ok(!html.includes('hreflang'), 'no alternates');
      assert.ok(!html.includes('og:locale'), 'no og:locale');
      assert.ok(!(await read(dir, 'sitemap.xml')).includes('xhtml:link'));
      assert.match(html, new RegExp(`<html lang="${site.languages[0]!.language.lang}" dir="${site.languages[0]!.language.dir}">`));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
