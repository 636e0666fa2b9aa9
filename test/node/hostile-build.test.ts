/**
 * Hostile values for the build, the second round: invisible and direction-control characters in
 * data/, an SVG named `.png`, language tags that are a page's route or the same language twice,
 * an output folder that is the project or holds files the build did not write, and the lines
 * the build prints. On fixture values this test owns, set into the owner's data/ (whatever it
 * holds, either content set) or into a temporary copy of the project.
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { promisify } from 'node:util';
import { shapeProblems } from '../../content/check-shape.ts';
import { readLanguageTag } from '../../content/language-tags.ts';
import { terminalLine } from '../../content/quote.ts';
import type { DataInput } from '../../content/types.ts';
import * as data from '../../data/index.ts';
import { loadSite } from '../../scripts/build/content.ts';
import { buildImages } from '../../scripts/build/images.ts';
import { OUTPUT_MARKER } from '../../scripts/build/output.ts';
import { checkSvgFiles, isMarkup } from '../../scripts/build/svg.ts';
import { copyBuild, copyProject } from '../../scripts/lib/content-set.ts';

const owner: DataInput = data;
/** A control character or an invisible one, printed raw. */
const RAW = /[\p{Cc}\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/u;
const SVG = (inside: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">${inside}<rect width="10" height="10"/></svg>`;

/** The message of what `run` rejects with; the test fails when it resolves. */
const rejection = (run: Promise<unknown>): Promise<string> =>
  run.then(
    () => assert.fail('it went on'),
    (error: Error) => error.message,
  );

describe('data/ refuses invisible and direction-control characters, naming file and field', () => {
  const withName = (name: string) => ({ ...owner, profile: { ...owner.profile, name } });

  it('passes the owner’s data/ as it is', () => {
    assert.deepEqual(shapeProblems(owner as unknown as Record<string, unknown>), []);
  });

  const cases: [string, string, string][] = [
    ['a right-to-left override (gpj.exe spoofing)', 'photo\u202egpj.exe', 'U+202E (right-to-left override)'],
    ['a zero-width space', 'React\u200b', 'U+200B (zero width space)'],
    ['a zero-width joiner between Latin letters', 'Re\u200dact', 'U+200D (zero width joiner)'],
    ['a right-to-left mark', 'Aarav\u200f', 'U+200F (right-to-left mark)'],
    ['an isolate', '\u2067Name\u2069', 'U+2067 (right-to-left isolate), U+2069 (pop directional isolate)'],
    ['a byte order mark', '\ufeffName', 'U+FEFF (zero width no-break space)'],
    ['a tag character', 'Name\u{e0041}', 'U+E0041'],
  ];
  for (const [what, value, named] of cases) {
    it(`refuses ${what}`, () => {
      const problems = shapeProblems(withName(value) as unknown as Record<string, unknown>);
      assert.equal(problems.length, 1, problems.join('\n'));
      assert.ok(problems[0]!.startsWith('data/profile.ts: profile.name: '), problems[0]);
      assert.ok(problems[0]!.includes(`holds ${named}: remove it`), problems[0]);
      assert.doesNotMatch(problems[0]!, RAW);
    });
  }

  it('keeps the joiners a script or an emoji needs, and right-to-left text as it is', () => {
    const needed = [
      'می\u200cخواهم',
      'क्\u200dष',
      'Dev \u{1f469}\u200d\u{1f4bb}',
      'Flag \u{1f3f4}\u{e0067}\u{e0062}\u{e0077}\u{e006c}\u{e0073}\u{e007f}',
      'שלום עולם',
      'مرحبا بالعالم',
    ];
    for (const name of needed) assert.deepEqual(shapeProblems(withName(name) as unknown as Record<string, unknown>), [], name);
  });

  it('refuses them in a translation and in a field’s name too', () => {
    const translations = [{ lang: 'ar', strings: { nav: { menu: 'القائمة\u200f' } } }];
    const problems = shapeProblems({ ...owner, translations } as unknown as Record<string, unknown>);
    assert.deepEqual(
      problems.map((line) => line.split(': ').slice(0, 2).join(': ')),
      ['data/translations.ts: "ar".strings.nav.menu'],
    );
    const links = { ...owner.profile.links, 'git\u202ehub': 'https://example.org' };
    const named = shapeProblems({ ...owner, profile: { ...owner.profile, links } } as unknown as Record<string, unknown>);
    assert.ok(
      named.some((line) => line.startsWith('data/profile.ts: profile.links["git\\u202ehub"]: this name holds U+202E')),
      named.join('\n'),
    );
  });
});

describe('a picture is what its bytes are, whatever its name', () => {
  let dir: string;
  before(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'portfolio-disguised-'));
  });
  after(() => rm(dir, { recursive: true, force: true }));

  it('tells markup from a PNG, JPEG or GIF by its first bytes, a byte order mark and white space allowed', () => {
    const bytes = (...parts: (string | number[])[]) =>
      Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p) : Buffer.from(p))));
    assert.equal(isMarkup(bytes([0x89], 'PNG\r\n')), false);
    assert.equal(isMarkup(bytes([0xff, 0xd8, 0xff])), false);
    assert.equal(isMarkup(bytes('GIF89a')), false);
    assert.equal(isMarkup(bytes('\n  <svg')), true);
    assert.equal(isMarkup(bytes([0xef, 0xbb, 0xbf], '<?xml')), true);
    assert.equal(isMarkup(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('<svg', 'utf16le')])), true);
  });

  it('publishes a plain SVG named .png as the SVG it is, under .svg', async () => {
    const file = path.join(dir, 'logo.png');
    const svg = SVG('');
    await writeFile(file, svg);
    const outDir = path.join(dir, 'out');
    const { manifest } = await buildImages([{ ref: 'images/logo.png', file, slot: 'projectCard', where: 'fixture' }], {
      outDir,
      cacheDir: path.join(dir, 'cache'),
    });
    const [built] = manifest.projectCard?.['images/logo.png']?.fallback ?? [];
    assert.match(built!.file, /^assets\/logo\.\w+\.svg$/);
    assert.equal(await readFile(path.join(outDir, built!.file), 'utf8'), svg);
    await checkSvgFiles(outDir);
  });

  it('stops the build on a scripted SVG named .png, with the SVG rules’ one line', async () => {
    const copy = await copyProject('portfolio-disguised-');
    try {
      await writeFile(path.join(copy, 'data/images/test-disguised.png'), SVG('<script>alert(document.domain)</script>'));
      await rename(path.join(copy, 'data/projects.ts'), path.join(copy, 'data/projects.own.ts'));
      const fixture = {
        title: 'Disguised',
        description: 'A fixture.',
        technologies: ['Test'],
        features: ['One'],
        image: 'images/test-disguised.png',
      };
      await writeFile(
        path.join(copy, 'data/projects.ts'),
        `export * from './projects.own.ts';\nimport { projects as own } from './projects.own.ts';\nexport const projects = [...own, ${JSON.stringify(fixture)}];\n`,
      );
      const build = await copyBuild(copy);
      const message = await rejection(build({ base: '/', outDir: path.join(copy, 'out'), root: copy }));
      assert.ok(
        message
          .split('\n')
          .includes(
            'data/images/test-disguised.png: contains a <script>; a picture may run no code and load nothing from elsewhere: remove them (or export it again as a plain SVG)',
          ),
        message,
      );
      assert.ok(!existsSync(path.join(copy, 'out')), 'nothing was written');
    } finally {
      await rm(copy, { recursive: true, force: true });
    }
  });
});

describe('language tags: one folder per language, never a page’s', () => {
  let dir: string;
  const route = owner.pages.find((page) => page.route && !page.route.includes('/'))!.route;
  const setTranslations = (langs: string[]) =>
    writeFile(
      path.join(dir, 'data/translations.ts'),
      `export const translations = ${JSON.stringify(langs.map((lang) => ({ lang, strings: {} })))};\n`,
    );
  before(async () => {
    dir = await copyProject('portfolio-tags-');
  });
  after(() => rm(dir, { recursive: true, force: true }));

  it('refuses a tag that is a page’s route or one of the site’s own folders, and a language given twice, one line each', async () => {
    await setTranslations([route, 'embed', 'iw', 'he']);
    const lines = (await rejection(loadSite(dir))).split('\n');
    assert.deepEqual(lines, [
      'Content has 3 problems:',
      `data/translations.ts: lang: "${route}" would write its pages into /${route}/, which is a page's (its route in data/site.ts): write the tag of a language, such as "ar" or "pt-BR"`,
      `data/translations.ts: lang: "embed" would write its pages into /embed/, which is the site's own (/assets/, /embed/): write the tag of a language, such as "ar" or "pt-BR"`,
      'data/translations.ts: lang: "he" is given more than once as "iw" (both are "he"): one language has one folder of pages',
    ]);
  });

  it('reads each tag in its canonical form: its pages’ folder, <html lang>', async () => {
    await setTranslations(['iw', 'pt-br']);
    const site = await loadSite(dir);
    assert.deepEqual(
      site.languages.slice(1).map(({ language, content }) => [language.lang, language.folder, content.strings.lang]),
      [
        ['he', 'he/', 'he'],
        ['pt-BR', 'pt-br/', 'pt-BR'],
      ],
    );
    assert.deepEqual(readLanguageTag('x-private', { routes: [], seen: new Map() }), {
      problem: '"x-private" is not a language tag (BCP 47, such as "ar", "pt-BR")',
    });
  });
});

describe('the output folder is the build’s own', () => {
  let dir: string;
  before(async () => {
    dir = await copyProject('portfolio-out-');
  });
  after(() => rm(dir, { recursive: true, force: true }));

  it('refuses the project’s folder, a folder holding it, and a folder of files the build did not write, touching nothing', async () => {
    const build = await copyBuild(dir);
    const mine = path.join(dir, 'mine');
    await mkdir(mine);
    await writeFile(path.join(mine, 'notes.txt'), 'mine');
    const cases: [string, RegExp][] = [
      [dir, /^OUT_DIR: "\." is the project's folder: /],
      [path.dirname(dir), /^OUT_DIR: ".*" holds the project's folder: /],
      [mine, new RegExp(`^OUT_DIR: "mine" holds files the build did not write \\(no ${OUTPUT_MARKER.replace('.', '\\.')} in it\\)`)],
    ];
    for (const [outDir, refused] of cases) {
      const message = await rejection(build({ base: '/', outDir, root: dir }));
      assert.match(message, refused);
      assert.equal(message.split('\n').length, 1, message);
    }
    assert.equal(await readFile(path.join(mine, 'notes.txt'), 'utf8'), 'mine');
    assert.ok(existsSync(path.join(dir, 'build.ts')) && existsSync(path.join(dir, 'data')));
  });

  it('as a command: OUT_DIR=. is one line, exit code 1, and the project is still there', async () => {
    const failed = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'build.ts'], {
      cwd: dir,
      env: { ...process.env, OUT_DIR: '.' },
    }).then(
      () => assert.fail('the build went on'),
      (error: { code: number; stderr: string }) => error,
    );
    assert.equal(failed.code, 1);
    assert.match(failed.stderr, /^OUT_DIR: "\." is the project's folder: [^\n]*\n$/);
    assert.ok(existsSync(path.join(dir, 'build.ts')) && existsSync(path.join(dir, 'package.json')));
  });
});

describe('every line the build prints is safe for a terminal', () => {
  it('escapes C0 and C1 controls (ESC, CSI U+009B), line breaks and direction controls, and hides a URL’s user name and password', () => {
    const line = terminalLine('\u001b[2J\u009b31m\u0007 x\ny\u202e https://user:hunter2@example.org/a mailto:me@example.org');
    assert.equal(line, '\\u001b[2J\\u009b31m\\u0007 x\\u000ay\\u202e https://***@example.org/a mailto:me@example.org');
  });

  it('prints a setting’s hostile value escaped, never raw', async () => {
    const failed = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'build.ts'], {
      cwd: path.resolve(import.meta.dirname, '../..'),
      env: { ...process.env, BASE_PATH: '/a\u009b2J/', SITE_URL: 'https://user:hunter2@example.org' },
    }).then(
      () => assert.fail('the build went on'),
      (error: { code: number; stderr: string }) => error,
    );
    assert.equal(failed.code, 1);
    const lines = failed.stderr.trim().split('\n');
    for (const line of lines) assert.doesNotMatch(line, RAW, JSON.stringify(line));
    assert.ok(!failed.stderr.includes('hunter2'), failed.stderr);
    assert.deepEqual(
      lines.map((l) => l.split(':')[0]),
      ['BASE_PATH', 'SITE_URL'],
    );
  });
});
