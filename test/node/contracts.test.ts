/**
 * A section's contract (elements/<tag>/contract.ts) is plain data the build reads without
 * React, and its documentation and its content picker stay out of every browser bundle.
 */
import assert from 'node:assert/strict';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import * as esbuild from 'esbuild';
import type { Content } from '../../content/types.ts';
import type { SectionContract } from '../../elements/shared/section/contract.ts';
import type { SectionDocs } from '../../elements/shared/section/docs.ts';
import { projectRoot } from '../../scripts/build/config.ts';
import { loadContent } from '../../scripts/build/content.ts';
import { build } from '../../scripts/build/pipeline.ts';
import { findSections, type SectionFolder } from '../../scripts/build/sections.ts';

/** Every text a section's documentation holds: its summary and each description. */
const docsTexts = ({ summary, attributes = {}, events = {}, cssProperties = [], parts = [] }: SectionDocs<object>): string[] => [
  summary,
  ...Object.values(attributes as Record<string, string>),
  ...Object.values(events),
  ...[...cssProperties, ...parts].map((d) => d.description),
];

/** The JavaScript files below `dir` that quote `text`, relative to `dir`. */
async function filesQuoting(dir: string, texts: readonly string[]): Promise<string[]> {
  const scripts = (await readdir(dir, { recursive: true })).filter((f) => f.endsWith('.js'));
  const quoting = await Promise.all(
    scripts.map(async (file) => {
      const code = await readFile(path.join(dir, file), 'utf8');
      return texts.filter((text) => code.includes(text)).map((text) => `${file}: "${text.slice(0, 40)}…"`);
    }),
  );
  return quoting.flat();
}

/** Every key of `value`, at any depth. */
const keysIn = (value: unknown, keys = new Set<string>()): Set<string> => {
  if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) keysIn(inner, keys.add(key));
  }
  return keys;
};

/**
 * The fields of `content` that `contract`'s picker reads and hands on under no name of what it
 * returns (`linkPlaces`, given as `links`): only the picker's code names them, so a file that
 * names one carries the picker.
 */
function pickerOnlyNames({ content: picker }: SectionContract, content: Content): string[] {
  const read = new Set<string>();
  const watched = new Proxy(content, {
    get: (target, key, receiver) => {
      if (typeof key === 'string') read.add(key);
      return Reflect.get(target, key, receiver);
    },
  });
  const given = keysIn(picker?.(watched));
  return [...read].filter((name) => !given.has(name));
}

describe('a section’s contract', () => {
  let sections: SectionFolder[];
  before(async () => {
    sections = await findSections();
  });

  it('is found in every section folder, its tag the folder’s name', () => {
    assert.ok(sections.length > 0);
    for (const { tag, contract } of sections) assert.equal(contract.tag, tag);
  });

  it('imports no React (the build reads it as it is)', async () => {
    for (const { tag } of sections) {
      const { metafile } = await esbuild.build({
        entryPoints: [path.join(projectRoot, 'elements', tag, 'contract.ts')],
        bundle: true,
        write: false,
        metafile: true,
        platform: 'node',
        format: 'esm',
      });
      const react = Object.keys(metafile.inputs).filter((input) => /node_modules\/react|\.tsx$/.test(input));
      assert.deepEqual(react, [], `elements/${tag}/contract.ts imports React or a component`);
    }
  });
});

describe('the sections’ contracts, in a build', () => {
  let dir: string;
  let texts: string[];
  before(async () => {
    texts = (await findSections()).flatMap(({ contract }) => docsTexts(contract.docs));
    dir = await mkdtemp(path.join(os.tmpdir(), 'portfolio-contracts-'));
    await build({ base: '/', outDir: dir, root: projectRoot });
  });
  after(() => rm(dir, { recursive: true, force: true }));

  it('keep the documentation out of every JavaScript file (neither the site’s nor an embed’s)', async () => {
    assert.ok(texts.length > 10);
    assert.deepEqual(await filesQuoting(dir, texts), []);
  });

  it('put the documentation in the custom-elements manifest', async () => {
    const manifest = await readFile(path.join(dir, 'custom-elements.json'), 'utf8');
    for (const text of texts) assert.ok(manifest.includes(JSON.stringify(text).slice(1, -1)), `the manifest lacks "${text}"`);
  });

  it('leave the content picker to the build: no file of a section names a field only its picker reads', async () => {
    const content = await loadContent(projectRoot);
    const files = [
      ...(await readdir(path.join(dir, 'assets'))).map((f) => `assets/${f}`),
      ...(await readdir(path.join(dir, 'embed'))).map((f) => `embed/${f}`),
    ];
    let checked = 0;
    for (const { tag, contract } of await findSections()) {
      const names = pickerOnlyNames(contract, content);
      const own = files.filter((f) => f.endsWith('.js') && path.basename(f).startsWith(`${tag}.`));
      assert.ok(!names.length || own.length >= 3, `${tag}: its site file, its embed's React file and its pinned file`);
      for (const file of own) {
        const code = await readFile(path.join(dir, file), 'utf8');
        const named = names.filter((name) => new RegExp(`\\b${name}\\b`).test(code));
        assert.deepEqual(named, [], `${file} carries ${tag}'s content picker`);
        checked += names.length;
      }
    }
    assert.ok(checked > 0, 'some picker reads a field it does not hand on');
  });
});
