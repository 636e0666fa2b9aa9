/**
 * The embeds' type declarations, as a host page's author uses them: a build writes them
 * beside the embeds; a host written with React 19 (`.tsx`) and one with the DOM alone, which use
 * every tag, attribute, property and event of the build's custom-elements.json, compile with the
 * project's compiler (`tsc`), strict, with no error; hosts that get a tag, an attribute's value, a
 * property or an event's detail wrong do not. The hosts are written from the manifest, so they
 * follow the sections as they are.
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { copyFile, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { THEME_ATTRIBUTE, THEMES } from '../../elements/shared/embed/theme.ts';
import type { Shape } from '../../elements/shared/section/event-details.ts';
import { projectRoot } from '../../scripts/build/config.ts';
import { ELEMENT_TYPES, eventMapName } from '../../scripts/build/element-types.ts';
import { build } from '../../scripts/build/pipeline.ts';
import { findSections, type SectionFolder } from '../../scripts/build/sections.ts';

interface Named {
  readonly name: string;
  readonly type?: { readonly text: string };
}
interface ManifestElement {
  readonly name: string;
  readonly tagName: string;
  readonly attributes: readonly Named[];
  readonly members: readonly (Named & { readonly kind: string })[];
  readonly events: readonly Named[];
}

/** A value of a property's type, and one that is not of it, by the manifest's type text. */
const PROPERTY_VALUES: Record<string, { readonly right: string; readonly wrong: string }> = {
  string: { right: "'text'", wrong: '42' },
  number: { right: '42', wrong: "'many'" },
  boolean: { right: 'true', wrong: "'yes'" },
  'string[]': { right: "['text']", wrong: "'text'" },
  unknown: { right: '{}', wrong: '{}' },
};
/** An attribute's text in JSX, and a value that is not, by the attribute's type. */
const ATTRIBUTE_VALUES: Record<string, { readonly right: string; readonly wrong: string }> = {
  string: { right: '"text"', wrong: '{42}' },
  number: { right: '"42"', wrong: '"many"' },
  boolean: { right: '"true"', wrong: '{true}' },
};
const attributeValues = (a: Named) => ATTRIBUTE_VALUES[a.type?.text ?? 'string'] ?? { right: '"[]"', wrong: '{42}' };

let dir: string;
let elements: ManifestElement[];
let sections: SectionFolder[];

before(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'portfolio-element-types-'));
  const site = path.join(dir, 'site');
  await build({ base: '/', outDir: site, root: projectRoot });
  const manifest = JSON.parse(await readFile(path.join(site, 'custom-elements.json'), 'utf8'));
  elements = manifest.modules.flatMap((m: { declarations: ManifestElement[] }) => m.declarations);
  sections = await findSections();
  // The host's folder: the shipped files as a host downloads them, and the project's packages (react, @types/react).
  for (const file of Object.values(ELEMENT_TYPES)) await copyFile(path.join(site, 'embed', file), path.join(dir, file));
  await symlink(path.join(projectRoot, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
});
after(() => rm(dir, { recursive: true, force: true }));

const fields = (e: ManifestElement) => e.members.filter((m) => m.kind === 'field');

/** The fields of event `name`'s detail, as the section's contract declares them (none for a detail that is not an object). */
const detailFields = (e: ManifestElement, name: string): string[] => {
  const shape: Shape | undefined = sections.find((s) => s.tag === e.tagName)?.contract.events?.[name];
  return shape && typeof shape === 'object' && !Array.isArray(shape) ? Object.keys(shape).map((f) => f.replace(/\?$/, '')) : [];
};

/** A listener's body that reads every field of the event's detail (a detail typed `unknown` has none to read). */
const readDetail = (e: ManifestElement, name: string) =>
  `{ const detail = event.detail; return [${detailFields(e, name)
    .map((f) => `detail.${f}`)
    .join(', ')}]; }`;

/** A DOM host that queries, creates and listens to every element, and sets every property. */
const domHost = () =>
  [
    `/// <reference path="./${ELEMENT_TYPES.dom}" />`,
    ...elements.map((e, i) =>
      [
        `const found${i}: ${e.name} | null = document.querySelector('${e.tagName}');`,
        `const made${i}: ${e.name} = document.createElement('${e.tagName}');`,
        ...fields(e).map((f) => `made${i}.${f.name} = ${PROPERTY_VALUES[f.type!.text]!.right};`),
        ...e.events.map((ev) => `made${i}.addEventListener('${ev.name}', (event) => ${readDetail(e, ev.name)});`),
        `found${i}?.remove();`,
      ].join('\n'),
    ),
    'export {};',
  ].join('\n');

/** A React 19 host that renders every element with every attribute, a theme, a ref, a class, children and every event's listener. */
const reactHost = () =>
  [
    `/// <reference path="./${ELEMENT_TYPES.react}" />`,
    "import { useRef } from 'react';",
    'export function Host() {',
    ...elements.map((e, i) => `  const ref${i} = useRef<${e.name}>(null);`),
    '  return (',
    '    <>',
    ...elements.map((e, i) => {
      const attributes = e.attributes.map((a) => ` ${a.name}=${attributeValues(a).right}`).join('');
      const listeners = e.events.map((ev) => ` on${ev.name}={(event) => ${readDetail(e, ev.name)}}`).join('');
      return `      <${e.tagName} ref={ref${i}} className="widget" lang="en" ${THEME_ATTRIBUTE}="${THEMES[i % THEMES.length]}"${attributes}${listeners}><p>{'child'}</p></${e.tagName}>`;
    }),
    '    </>',
    '  );',
    '}',
  ].join('\n');

/** tsc's error for a property a type does not have. */
const NO_SUCH_PROPERTY = 'TS2339';

/** A host author's strictest settings; `tsconfig.json`'s form, since version 7's compiler is run as `tsc`. */
const STRICT = {
  strict: true,
  exactOptionalPropertyTypes: true,
  noEmit: true,
  target: 'es2022',
  module: 'esnext',
  moduleResolution: 'bundler',
  jsx: 'react-jsx',
  lib: ['es2022', 'dom'],
  types: [],
};

/**
 * Each of `files` (name → source), written in the host's folder and compiled together by the
 * project's compiler (`tsc -p`, one project; `settings`: a host's strictest by default, `with`
 * other files of the program): file name → its errors (`TS2322: …`).
 */
async function compile(
  project: string,
  files: Readonly<Record<string, string>>,
  settings: { readonly extends?: string; readonly compilerOptions?: object; readonly with?: readonly string[] } = {
    compilerOptions: STRICT,
  },
): Promise<Map<string, string[]>> {
  for (const [name, source] of Object.entries(files)) await writeFile(path.join(dir, name), source);
  const config = path.join(dir, `${project}.tsconfig.json`);
  const { with: others = [], ...options } = settings;
  await writeFile(config, JSON.stringify({ ...options, include: [], files: [...Object.keys(files), ...others] }));
  const output = await run(path.join(projectRoot, 'node_modules/.bin/tsc'), ['-p', config, '--pretty', 'false']);
  const errors = new Map<string, string[]>(Object.keys(files).map((name) => [name, []]));
  for (const [, file, message] of output.matchAll(/^(.+?)\(\d+,\d+\): error (.+)$/gm)) {
    errors.set(file!, [...(errors.get(file!) ?? []), message!]);
  }
  // Anything else tsc says (an option it refuses, a file it cannot read) is an error of the test.
  assert.equal(output.replace(/^.+\(\d+,\d+\): error .+\n?(^ .*\n?)*/gm, ''), '', output);
  return errors;
}

/** What a command writes on its standard output, whether or not it ends with an error (tsc ends with 2 on type errors). */
const run = (command: string, args: readonly string[]) =>
  new Promise<string>((resolve) => execFile(command, args, { cwd: dir }, (_error, stdout) => resolve(stdout)));

describe("the embeds' type declarations", () => {
  it('type every tag, attribute, property and event of custom-elements.json for a DOM host and a React 19 host, with no error', async () => {
    assert.ok(elements.length > 0 && elements.some((e) => e.attributes.length));
    assert.ok(
      elements.some((e) => e.events.some((ev) => detailFields(e, ev.name).length)),
      'an event whose detail has fields to read',
    );
    const dom = await compile('dom', { 'dom-host.ts': domHost() });
    assert.deepEqual(Object.fromEntries(dom), { 'dom-host.ts': [] });
    const react = await compile('react', { 'react-host.tsx': reactHost() });
    assert.deepEqual(Object.fromEntries(react), { 'react-host.tsx': [] });
  });

  it('refuse a misspelled tag or property, a value of the wrong type, a theme that is none and a wrong use of an event detail', async () => {
    const typed = elements.find((e) => fields(e).some((f) => f.type?.text !== 'unknown'))!;
    const property = fields(typed).find((f) => f.type?.text !== 'unknown')!;
    const attributed = elements.filter((e) => e.attributes.length);
    const evented = elements.find((e) => e.events.some((ev) => detailFields(e, ev.name).length))!;
    const event = evented.events.find((ev) => detailFields(evented, ev.name).length)!.name;
    const dom = `/// <reference path="./${ELEMENT_TYPES.dom}" />\nconst el = document.createElement('${typed.tagName}');\n`;
    const react = `/// <reference path="./${ELEMENT_TYPES.react}" />\nexport const host = (\n  <>\n`;
    // `code`: the error each must be (a field the typed detail lacks, not a detail typed `unknown`).
    type Cases = Record<string, { readonly source: string; readonly errors: number; readonly code?: string }>;
    const domCases: Cases = {
      'misspelled-property.ts': {
        source: `${dom}el.${property.name}Typo = ${PROPERTY_VALUES[property.type!.text]!.right};\nexport {};`,
        errors: 1,
      },
      'wrong-property.ts': { source: `${dom}el.${property.name} = ${PROPERTY_VALUES[property.type!.text]!.wrong};\nexport {};`, errors: 1 },
      'wrong-detail.ts': {
        source: `/// <reference path="./${ELEMENT_TYPES.dom}" />\ndocument.createElement('${evented.tagName}').addEventListener('${event}', (event) => event.detail.notInTheDetail);\nexport {};`,
        errors: 1,
        code: NO_SUCH_PROPERTY,
      },
    };
    const reactCases: Cases = {
      'misspelled-tag.tsx': { source: `${react}    <${typed.tagName}-typo />\n  </>\n);`, errors: 1 },
      'wrong-attributes.tsx': {
        source: `${react}${attributed
          .flatMap((e) => e.attributes.map((a) => `    <${e.tagName} ${a.name}=${attributeValues(a).wrong} />\n`))
          .join('')}  </>\n);`,
        errors: attributed.reduce((n, e) => n + e.attributes.length, 0),
      },
      'wrong-theme.tsx': { source: `${react}    <${typed.tagName} ${THEME_ATTRIBUTE}="${THEMES.join('-')}" />\n  </>\n);`, errors: 1 },
      'wrong-detail.tsx': {
        source: `${react}    <${evented.tagName} on${event}={(event) => event.detail.notInTheDetail} />\n  </>\n);`,
        errors: 1,
        code: NO_SUCH_PROPERTY,
      },
      'wrong-listener.tsx': {
        source: `${react}    <${evented.tagName} on${event}={(event: CustomEvent<{ notInTheDetail: number }>) => event.detail.notInTheDetail} />\n  </>\n);`,
        errors: 1,
      },
    };
    const sources = (cases: Cases) => Object.fromEntries(Object.entries(cases).map(([name, { source }]) => [name, source]));
    const compiled = new Map([...(await compile('dom-wrong', sources(domCases))), ...(await compile('react-wrong', sources(reactCases)))]);
    const cases = { ...domCases, ...reactCases };
    for (const [name, { errors, code }] of Object.entries(cases)) {
      assert.equal(compiled.get(name)?.length, errors, `${name}: ${JSON.stringify(compiled.get(name))}`);
      if (code) for (const message of compiled.get(name)!) assert.ok(message.startsWith(`${code}:`), `${name}: ${message}`);
    }
    for (const [name, messages] of compiled) assert.ok(name in cases || messages.length === 0, `${name}: ${messages.join('; ')}`);
  });

  it("give each event the detail type the section's code emits it with", async () => {
    const root = (file: string) => path.join(projectRoot, file);
    const evented = sections.filter(({ contract }) => Object.keys(contract.events ?? {}).length);
    assert.ok(evented.length > 0);
    const check = [
      `/// <reference path="./${ELEMENT_TYPES.dom}" />`,
      `import type { EventDetail } from '${root('elements/shared/section/event-details.ts')}';`,
      ...evented.map(({ tag }, i) => `import type { events as events${i} } from '${root(`elements/${tag}/contract.ts`)}';`),
      '/** true when A and B are the same type, readonly and optional fields included. */',
      'type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;',
      ...evented.flatMap(({ tag, contract }, i) => {
        const element = elements.find((e) => e.tagName === tag)!;
        return Object.keys(contract.events!).map(
          (name, j) =>
            `export const same${i}_${j}: Same<EventDetail<typeof events${i}, '${name}'>, ${eventMapName(element)}['${name}']['detail']> = true;`,
        );
      }),
    ].join('\n');
    // The contracts and the code they name compile with the project's settings and its global declarations.
    const compiled = await compile(
      'details',
      { 'details.ts': check },
      {
        extends: root('tsconfig.json'),
        with: ['globals.d.ts', 'invokers.d.ts', 'bound-modules.d.ts'].map((f) => root(`elements/shared/${f}`)),
      },
    );
    assert.deepEqual(Object.fromEntries(compiled), { 'details.ts': [] });
  });

  it('type the hosts docs/embeds.md shows, with no error', async () => {
    const page = await readFile(path.join(projectRoot, 'docs/embeds.md'), 'utf8');
    const section = page.slice(page.indexOf('## Typed hosts'), page.indexOf('\n## ', page.indexOf('## Typed hosts') + 1));
    const examples = [...section.matchAll(/```(tsx?)\n([\s\S]*?)```/g)].map(([, kind, source], i) => [
      `docs-${i}.${kind}`,
      `${source}export {};\n`,
    ]);
    assert.deepEqual(
      examples.map(([name]) => path.extname(name!)),
      ['.tsx', '.ts'],
      'a React host and a DOM host',
    );
    const compiled = await compile('docs', Object.fromEntries(examples));
    assert.deepEqual(Object.fromEntries(compiled), Object.fromEntries(examples.map(([name]) => [name, []])));
  });
});
