/**
 * The site's typeface (scripts/build/web-font.ts): which files each language's pages get and
 * preload, the fallback faces that take its room, and `system`, which ships nothing. On fixture
 * languages and content the test owns.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import fontkit from '@pdf-lib/fontkit';
import { language } from '../../content/languages.ts';
import { SITE_FONTS } from '../../content/schema.ts';
import { contentSecurityPolicy } from '../../scripts/build/csp.ts';
import {
  buildWebFonts,
  FACE_WEIGHTS,
  fallbackFaces,
  parseRange,
  SCRIPT_FACES,
  scriptFaceFor,
  TYPEFACES,
} from '../../scripts/build/web-font.ts';

/** A file of an installed package. */
const packageFile = (file: string) => readFileSync(createRequire(import.meta.url).resolve(file));
const metadata = (pkg: string) => JSON.parse(packageFile(`${pkg}/metadata.json`).toString()) as { id: string; subsets: string[] };

/** Content in Latin letters only, and content with `text` too. */
const latinOnly = { name: 'Ada Lovelace', role: 'Engineer' };
const withText = (text: string) => ({ ...latinOnly, role: `Engineer ${text}` });

/** `@font-face` rules of a stylesheet, by their `src` file name (without hash). */
const faces = (css: string) => [...css.matchAll(/@font-face\{([^}]*)\}/g)].map((m) => m[1]!).filter((rule) => rule.includes('url('));
const fileOf = (rule: string) => /url\("[^"]*\/([a-z-]+)\.\w+\.woff2"\)/.exec(rule)?.[1];

let dir: string;
/** Where the build keeps the cores it made. */
let cache: string;
before(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'portfolio-web-font-'));
  cache = path.join(dir, 'cache');
  await mkdir(path.join(dir, 'assets'));
});
after(() => rm(dir, { recursive: true, force: true }));

describe('the typeface each language gets (scripts/build/web-font.ts)', () => {
  it('gives every language the Latin subset, preloaded, and a language written in another script its face too', async () => {
    const fonts = await buildWebFonts(
      'manrope',
      [
        { language: language('en', true), content: latinOnly },
        { language: language('ar', false), content: latinOnly },
      ],
      dir,
      { base: '/base/' },
      cache,
    );
    const en = fonts.en!;
    const ar = fonts.ar!;
    assert.deepEqual(faces(en.css).map(fileOf), ['manrope-latin', 'manrope-latin-core']);
    assert.deepEqual(
      faces(ar.css).map(fileOf),
      ['manrope-latin', 'manrope-latin-core', 'cairo-arabic'],
      'Arabic from the tag, not the content',
    );
    assert.equal(en.preload.length, 1, 'English preloads the core of the Latin subset only');
    assert.match(en.preload[0]!, /^assets\/manrope-latin-core\.\w{10}\.woff2$/);
    assert.deepEqual(ar.preload, [en.preload[0], ar.preload[1]]);
    assert.match(ar.preload[1]!, /^assets\/cairo-arabic\.\w{10}\.woff2$/, 'an Arabic heading needs the Arabic face');
    assert.ok(
      faces(en.css).every((rule) => rule.includes('url("/base/assets/')),
      'files under the site root',
    );
    assert.ok(faces(en.css).every((rule) => rule.includes('font-display:optional') && rule.includes('unicode-range:')));
    assert.match(ar.css, /--font-sans:"Manrope","Cairo","Manrope Fallback: Arial",.*var\(--font-system-ui\)\}$/);
    const written = (await readdir(path.join(dir, 'assets'))).sort();
    const named = [en.css, ar.css].flatMap((css) => [...css.matchAll(/url\("[^"]*\/([^/"]+)"\)/g)].map((m) => m[1]!));
    assert.deepEqual(written, [...new Set(named)].sort(), 'each file once');
    for (const file of written) assert.ok((await stat(path.join(dir, 'assets', file))).size > 1000);
  });

  it('adds the typeface’s other subsets where the content has a letter of them', async () => {
    const fonts = await buildWebFonts(
      'inter',
      [
        { language: language('en', true), content: latinOnly },
        { language: language('pt-PT', false), content: withText('Θεσσαλονίκη Москва') },
      ],
      dir,
      { base: '/' },
      cache,
    );
    assert.deepEqual(faces(fonts.en!.css).map(fileOf), ['inter-latin', 'inter-latin-core']);
    assert.deepEqual(faces(fonts['pt-PT']!.css).map(fileOf).sort(), ['inter-cyrillic', 'inter-greek', 'inter-latin', 'inter-latin-core']);
    assert.equal(fonts['pt-PT']!.preload.length, 1, 'only the core of the Latin subset is preloaded');
    assert.equal(fonts.en!.preload[0], fonts['pt-PT']!.preload[0], 'one core for every language: a visitor who changes language has it');
  });

  it('preloads a core of the Latin subset with the content’s letters, and declares the whole subset for every other', async () => {
    const out = await mkdtemp(path.join(os.tmpdir(), 'portfolio-web-font-core-'));
    try {
      await mkdir(path.join(out, 'assets'));
      const build = () =>
        buildWebFonts('manrope', [{ language: language('sv', true), content: withText('Zoë Ångström') }], out, { base: '/' }, cache);
      const { css, preload } = (await build()).sv!;
      const [whole, core] = faces(css);
      const range = (rule: string) =>
        new Set(
          parseRange(/unicode-range:([^;}]*)/.exec(rule)![1]!).flatMap(([from, to]) =>
            Array.from({ length: to - from + 1 }, (_, i) => from + i),
          ),
        );
      const letters = [...'ëÅö'].map((c) => c.codePointAt(0)!);
      for (const code of [...letters, 0x20, 0x7e])
        assert.ok(range(core!).has(code) && !range(whole!).has(code), `U+${code.toString(16)} in the core only`);
      const notInText = 'ÿ'.codePointAt(0)!;
      assert.ok(range(whole!).has(notInText) && !range(core!).has(notInText), 'a letter the content lacks: the whole subset only');
      assert.match(whole!, /manrope-latin\.\w{10}\.woff2/);
      const coreFile = path.join(out, preload[0]!);
      const font = fontkit.create(readFileSync(coreFile));
      for (const code of letters) assert.ok(font.hasGlyphForCodePoint(code), `the core draws U+${code.toString(16)}`);
      assert.ok(!font.hasGlyphForCodePoint(notInText), 'the core leaves out what the content lacks');
      // (fontkit reads the axes; its types leave them out)
      const { wght } = (font as unknown as { variationAxes: Record<string, { min: number; max: number }> }).variationAxes;
      assert.deepEqual(wght && [wght.min, wght.max], [400, 800], 'every weight the styles use');
      const shipped = packageFile('@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2');
      assert.ok((await stat(coreFile)).size < shipped.length * 0.7, 'well under the shipped subset');
      const again = (await build()).sv!;
      assert.equal(again.preload[0], preload[0], 'the same core again (from the cache)');
    } finally {
      await rm(out, { recursive: true, force: true });
    }
  });

  it('takes the script face from the language’s likely script', () => {
    assert.equal(scriptFaceFor('ar'), SCRIPT_FACES.Arab);
    assert.equal(scriptFaceFor('fa-IR'), SCRIPT_FACES.Arab);
    assert.equal(scriptFaceFor('he'), SCRIPT_FACES.Hebr);
    assert.equal(scriptFaceFor('hi'), SCRIPT_FACES.Deva);
    assert.equal(scriptFaceFor('pt-PT'), undefined);
    assert.equal(scriptFaceFor('ru'), undefined, 'Cyrillic is a subset of the typefaces');
  });

  it('builds nothing for the system font: no file, no rule, no preload', async () => {
    const empty = await mkdtemp(path.join(os.tmpdir(), 'portfolio-web-font-system-'));
    try {
      const fonts = await buildWebFonts('system', [{ language: language('ar', true), content: latinOnly }], empty, { base: '/' }, cache);
      assert.deepEqual(fonts, { ar: { css: '', preload: [] } });
      assert.deepEqual(await readdir(empty), []);
    } finally {
      await rm(empty, { recursive: true, force: true });
    }
  });

  it('lets the pages load fonts from the site itself only when it has a typeface', () => {
    assert.match(contentSecurityPolicy([], null, [], { fonts: true }), /; font-src 'self';/);
    assert.doesNotMatch(contentSecurityPolicy([], null), /font-src/);
  });
});

describe('the bundled typefaces', () => {
  it('are every font data/site.ts may name but `system`, and each has its Latin subset', () => {
    assert.deepEqual(
      Object.keys(TYPEFACES),
      SITE_FONTS.filter((f) => f !== 'system'),
    );
    for (const { package: pkg } of Object.values(TYPEFACES)) assert.ok(metadata(pkg).subsets.includes('latin'), pkg);
    for (const face of Object.values(SCRIPT_FACES)) assert.ok(metadata(face.package).subsets.includes(face.subset), face.package);
  });

  it('have the vertical metrics the fallbacks are matched to, in the files the site ships', async () => {
    for (const typeface of Object.values(TYPEFACES)) {
      const { id } = metadata(typeface.package);
      const font = fontkit.create(packageFile(`${typeface.package}/files/${id}-latin-wght-normal.woff2`));
      const metrics = (await import(`@capsizecss/metrics/${typeface.metrics}`)) as {
        default: { ascent: number; descent: number; lineGap: number; unitsPerEm: number };
      };
      const { ascent, descent, lineGap, unitsPerEm } = metrics.default;
      assert.deepEqual(
        { ascent: font.ascent, descent: font.descent, lineGap: font.lineGap, unitsPerEm: font.unitsPerEm },
        { ascent, descent, lineGap, unitsPerEm },
        id,
      );
    }
  });

  it('stand in by local faces for body text and headings, each with its own overrides', async () => {
    const { css, families } = await fallbackFaces(TYPEFACES.manrope);
    assert.deepEqual(families, ['"Manrope Fallback: Arial"', '"Manrope Fallback: Roboto"']);
    const rules = [...css.matchAll(/@font-face\{([^}]*)\}/g)].map((m) => m[1]!);
    assert.equal(rules.length, FACE_WEIGHTS.length * families.length);
    for (const rule of rules) {
      assert.match(rule, /src:local\('[^']+'\)/);
      assert.match(rule, /size-adjust:\d+(\.\d+)?%/);
      assert.match(rule, /ascent-override:\d+(\.\d+)?%;descent-override:\d+(\.\d+)?%/);
    }
    assert.match(css, /local\('Liberation Sans'\)[^}]*font-weight:400/, "Linux's Arial-metric face");
    assert.match(css, /local\('Arial Bold'\)[^}]*font-weight:700/, 'headings stand in with a real bold');
    const sizeAdjust = (weight: number) =>
      rules.filter((r) => r.includes(`font-weight:${weight};`)).map((r) => /size-adjust:([\d.]+)/.exec(r)![1]);
    assert.notDeepEqual(sizeAdjust(400), sizeAdjust(700), 'each weight sized to the typeface at that weight');
  });
});
