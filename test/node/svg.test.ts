/**
 * SVG files as XML: every SVG the build writes is a well-formed SVG document (browsers other than
 * Chromium draw nothing from one that is not), and a malformed file stops the build with its name.
 */
import assert from 'node:assert/strict';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { build } from '../../scripts/build/pipeline.ts';
import { iconNames } from '../../elements/shared/media/icons.ts';
import { projectRoot } from '../../scripts/build/config.ts';
import { checkSvgFiles, svgProblem } from '../../scripts/build/svg.ts';

const SVG = 'xmlns="http://www.w3.org/2000/svg"';

describe('svgProblem', () => {
  it('accepts a well-formed SVG document', () => {
    assert.equal(svgProblem(`<svg ${SVG} viewBox="0 0 24 24"><path d="M4 5h16"/></svg>\n`), undefined);
    assert.equal(
      svgProblem(`<?xml version="1.0"?>\n<svg ${SVG} xmlns:xlink="http://www.w3.org/1999/xlink"><use xlink:href="#a"/></svg>`),
      undefined,
    );
  });

  it('accepts namespaces written as entities of the doctype, as drawing programs export them', () => {
    const svg = `<!DOCTYPE svg [<!ENTITY ns_svg "http://www.w3.org/2000/svg"><!ENTITY ns_xlink 'http://www.w3.org/1999/xlink'>]>
      <svg xmlns="&ns_svg;" xmlns:xlink="&ns_xlink;"><use xlink:href="#a"/></svg>`;
    assert.equal(svgProblem(svg), undefined);
  });

  it('names what makes a document malformed, with its line and column', () => {
    const cases: [string, RegExp][] = [
      [`<svg ${SVG} width="24" ${SVG}/>`, /^1:\d+: duplicate attribute: xmlns/],
      [`<svg ${SVG} width="24" width="20"/>`, /duplicate attribute: width/],
      [`<svg ${SVG}>\n<use xlink:href="#a"/></svg>`, /^2:\d+: unbound namespace prefix: "xlink"/],
      [`<svg ${SVG}><text>a&nbsp;b</text></svg>`, /undefined entity/],
      [`<svg ${SVG}><g></svg>`, /unexpected close tag/],
      [`<svg ${SVG}/><svg ${SVG}/>`, /only one root/],
      [`<svg ${SVG}><a href="?a=1&b=2"/></svg>`, /^1:\d+: /],
    ];
    for (const [svg, problem] of cases) assert.match(svgProblem(svg) ?? 'accepted', problem, svg);
  });

  it('wants an <svg> root in the SVG namespace', () => {
    assert.match(svgProblem('<svg viewBox="0 0 24 24"/>') ?? 'accepted', /root element is not <svg/);
    assert.match(svgProblem(`<html ${SVG}/>`) ?? 'accepted', /root element is not <svg/);
  });
});

describe('checkSvgFiles', () => {
  let dir: string;
  before(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'portfolio-svg-'));
  });
  after(() => rm(dir, { recursive: true, force: true }));

  it('throws naming each malformed file and why, and no well-formed one', async () => {
    await writeFile(path.join(dir, 'good.svg'), `<svg ${SVG}/>`);
    await writeFile(path.join(dir, 'twice.svg'), `<svg ${SVG} ${SVG}/>`);
    await writeFile(path.join(dir, 'notes.txt'), '<not xml');
    await assert.rejects(checkSvgFiles(dir), (error: Error) => {
      assert.ok(error.message.includes(`${path.join(dir, 'twice.svg')}: 1:`), error.message);
      assert.match(error.message, /duplicate attribute: xmlns/);
      assert.doesNotMatch(error.message, /good\.svg|notes\.txt/);
      return true;
    });
  });
});

describe('The SVG files of a build', () => {
  let dir: string;
  let files: string[];
  before(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'portfolio-svg-build-'));
    await build({ base: '/', outDir: dir, root: projectRoot });
    files = (await readdir(dir, { recursive: true })).filter((f) => f.endsWith('.svg'));
  });
  after(() => rm(dir, { recursive: true, force: true }));

  it('are all well-formed SVG documents: the icon sprite, favicon and pictures', async () => {
    for (const kind of [/icons\.[^/]+\.svg$/, /favicon\.[^/]+\.svg$/]) {
      assert.ok(
        files.some((f) => kind.test(f)),
        `no file matches ${kind}`,
      );
    }
    for (const file of files) assert.equal(svgProblem(await readFile(path.join(dir, file), 'utf8')), undefined, file);
  });

  it('hold every icon in one sprite, a symbol each with the id its <use> points at', async () => {
    const sprites = files.filter((f) => /icons\.[^/]+\.svg$/.test(f));
    assert.equal(sprites.length, 1, `one sprite: ${sprites.join(', ')}`);
    const sprite = await readFile(path.join(dir, sprites[0]!), 'utf8');
    const ids = [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]);
    assert.deepEqual(ids, iconNames());
  });
});
