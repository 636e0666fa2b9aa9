/**
 * `custom-elements.json` (schema 2.0.0, https://github.com/webcomponents/custom-elements-manifest):
 * every section's tag, attributes with types, events with their details' types, CSS custom properties and parts,
 * generated from the sections' contracts (elements/<tag>/contract.ts).
 */
import type { AttrType, SectionContract } from '../../elements/shared/section/contract.ts';
import { kebab, THEME_PROPERTIES } from '../../elements/shared/section/docs.ts';
import { detailText } from '../../elements/shared/section/event-details.ts';

const TS_TYPE: Record<AttrType, string> = {
  string: 'string',
  number: 'number',
  boolean: 'boolean',
  json: 'unknown',
  'string[]': 'string[]',
};

const className = (tag: string) =>
  `${tag
    .split('-')
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join('')}Element`;

export function customElementsManifest(sections: readonly SectionContract[]) {
  return {
    schemaVersion: '2.0.0',
    readme: 'README.md',
    modules: sections.map((contract) => {
      const docs = contract.docs;
      const attributes = Object.entries(contract.attributes as Record<string, AttrType>).map(([field, type]) => ({
        name: kebab(field),
        fieldName: field,
        type: { text: TS_TYPE[type] },
        description: (docs.attributes as Record<string, string> | undefined)?.[field] ?? '',
      }));
      return {
        kind: 'javascript-module',
        path: `elements/${contract.tag}/spec.ts`,
        declarations: [
          {
            kind: 'class',
            name: className(contract.tag),
            tagName: contract.tag,
            customElement: true,
            description: docs.summary,
            attributes,
            members: attributes.map((a) => ({
              kind: 'field',
              name: a.fieldName,
              type: a.type,
              attribute: a.name,
              description: a.description,
            })),
            events: Object.entries(contract.events ?? {}).map(([name, shape]) => ({
              name,
              type: { text: `CustomEvent<${detailText(shape)}>` },
              description: (docs.events as Record<string, string> | undefined)?.[name] ?? '',
            })),
            cssProperties: [...THEME_PROPERTIES, ...(docs.cssProperties ?? [])],
            cssParts: [{ name: 'frame', description: 'The box around the whole section.' }, ...(docs.parts ?? [])],
          },
        ],
        exports: [{ kind: 'custom-element-definition', name: contract.tag, declaration: { name: className(contract.tag) } }],
      };
    }),
  };
}

type Manifest = ReturnType<typeof customElementsManifest>;

/** `CustomEvent<{ … }>` → `{ … }`: the detail's type. */
const eventDetail = (type: string) => type.replace(/^CustomEvent<([\s\S]*)>$/, '$1');

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** docs/sections.md: every section's tag, summary, attributes, events, custom properties and parts, from the manifest. */
export function sectionsReference(manifest: Manifest): string {
  const sections = manifest.modules.map(({ declarations: [element] }) => {
    const { tagName, description, attributes, events, cssProperties, cssParts } = element!;
    const own = cssProperties.filter((p) => !THEME_PROPERTIES.includes(p));
    const parts = cssParts.slice(1);
    return [
      `## \`<${tagName}>\``,
      '',
      description,
      '',
      ...(attributes.length
        ? [
            '| attribute | type | what it does |',
            '| --- | --- | --- |',
            ...attributes.map((a) => `| \`${a.name}\` | ${a.type.text} | ${cell(a.description)} |`),
          ]
        : ['No attributes.']),
      ...(events.length
        ? [
            '',
            '| event | detail | when |',
            '| --- | --- | --- |',
            ...events.map((e) => `| \`${e.name}\` | \`${cell(eventDetail(e.type.text))}\` | ${cell(e.description)} |`),
          ]
        : []),
      ...(own.length ? ['', `Custom properties: ${own.map((p) => `\`${p.name}\``).join(', ')}.`] : []),
      ...(parts.length ? ['', `Parts: ${parts.map((p) => `\`${p.name}\` (${p.description})`).join(', ')}.`] : []),
      '',
    ].join('\n');
  });
  return [
    '# The sections',
    '',
    '<!-- Written by `npm run docs` from each elements/<tag>/contract.ts; `npm test` checks it is current. -->',
    '',
    'Every section is a custom element, on the site and as a widget for other sites (docs/embeds.md).',
    'Every section also reads the theme tokens (`--brand`, `--surface-1`, …) and has a `frame` part.',
    '',
    ...sections,
  ].join('\n');
}
