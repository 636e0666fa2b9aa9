/**
 * `custom-elements.json` (schema 2.0.0, https://github.com/webcomponents/custom-elements-manifest):
 * every section's tag, attributes with types, events, CSS custom properties and parts,
 * generated from the same specs the build renders.
 */
import { kebab, THEME_PROPERTIES } from '../../elements/shared/docs.ts';
import type { AttrType, SectionSpec } from '../../elements/shared/section.tsx';

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

export function customElementsManifest(sections: readonly SectionSpec<object>[]) {
  return {
    schemaVersion: '2.0.0',
    readme: 'README.md',
    modules: sections.map((spec) => {
      const docs = spec.docs;
      const attributes = Object.entries(spec.attributes as Record<string, AttrType>).map(([field, type]) => ({
        name: kebab(field),
        fieldName: field,
        type: { text: TS_TYPE[type] },
        description: (docs.attributes as Record<string, string> | undefined)?.[field] ?? '',
      }));
      return {
        kind: 'javascript-module',
        path: `elements/${spec.tag}/define.ts`,
        declarations: [
          {
            kind: 'class',
            name: className(spec.tag),
            tagName: spec.tag,
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
            events: (docs.events ?? []).map((e) => ({ ...e, type: { text: 'CustomEvent' } })),
            cssProperties: [...THEME_PROPERTIES, ...(docs.cssProperties ?? [])],
            cssParts: [{ name: 'frame', description: 'The box around the whole section.' }, ...(docs.parts ?? [])],
          },
        ],
        exports: [{ kind: 'custom-element-definition', name: spec.tag, declaration: { name: className(spec.tag) } }],
      };
    }),
  };
}
