/**
 * The embeds' TypeScript declarations, written beside them in `embed/` from the custom elements
 * manifest the build writes (`custom-elements.json`, manifest.ts): nothing here names a section,
 * an attribute or an event.
 *
 * - `portfolio-elements.d.ts`: for a host page in TypeScript, each tag's element as an interface
 *   (`<ClassName> extends HTMLElement`) with its properties and its events (`addEventListener`
 *   typed by an event map, as lib.dom types its own elements), and its `HTMLElementTagNameMap`
 *   entry, so `document.querySelector('portfolio-projects')` is typed.
 * - `portfolio-elements.react.d.ts`: for a React 19 host, each tag in JSX's `IntrinsicElements`
 *   with the props React 19 gives a custom element: its attributes by their names, as the text an
 *   attribute holds (React sets a name the element has no property of as an attribute, and before
 *   the widget's script has run it has none), `on<event>` listeners for its events (React 19 adds
 *   a listener for `on` + the event's name), the `theme` every embed reads (embed/theme.ts), and
 *   React's own (`ref`, `className`, `children`, …).
 */

import { THEME_ATTRIBUTE, THEMES } from '../../elements/shared/embed/theme.ts';
import { propertyKey } from '../../elements/shared/section/event-details.ts';

/** The part of a custom elements manifest (schema 2.0.0) the declarations read. */
export interface ElementsManifest {
  readonly modules: readonly { readonly declarations?: readonly ManifestDeclaration[] }[];
}

interface ManifestDeclaration {
  readonly kind: string;
  readonly name: string;
  readonly customElement?: boolean;
  readonly tagName?: string;
  readonly description?: string;
  readonly attributes?: readonly Described[];
  readonly members?: readonly (Described & { readonly kind: string; readonly static?: boolean; readonly privacy?: string })[];
  readonly events?: readonly Described[];
}

interface Described {
  readonly name: string;
  readonly type?: { readonly text: string };
  readonly description?: string;
}

/** A custom element of the manifest, with its tag. */
type ManifestElement = ManifestDeclaration & { readonly tagName: string };

/** The files' names in `embed/`. */
export const ELEMENT_TYPES = { dom: 'portfolio-elements.d.ts', react: 'portfolio-elements.react.d.ts' } as const;

const elements = (manifest: ElementsManifest): ManifestElement[] =>
  manifest.modules.flatMap((m) => m.declarations ?? []).filter((d): d is ManifestElement => d.customElement === true && !!d.tagName);

/** A JSDoc comment, indented, or nothing for no text. */
const doc = (text: string | undefined, indent: string): string =>
  text ? `${indent}/** ${text.replaceAll('*/', '*\\/').replace(/\s*\n\s*/g, ' ')} */\n` : '';

/** An event's type: the manifest's (`CustomEvent<{ readonly url: string }>`, from the section's contract), `CustomEvent<unknown>` for a detail not known. */
const eventType = (event: Described): string => {
  const text = event.type?.text;
  return !text || text === 'CustomEvent' ? 'CustomEvent<unknown>' : text;
};

/** What an attribute of this type holds as text: a number's digits, a boolean's "true"/"false", JSON for the rest. */
const ATTRIBUTE_TEXT: Readonly<Record<string, string>> = {
  string: 'string',
  number: `\`\${number}\``,
  boolean: "'true' | 'false'",
};
/**
 * A boolean attribute named as its property (`featured`): React 19 sets the property once the
 * element is defined and the attribute before, so only what both read alike is offered: "true"
 * (the property would take "false" for a truthy string) or `false` (`true` becomes an empty
 * attribute, which reads as absent).
 */
const BOOLEAN_PROPERTY = "'true' | false";

const attributeText = (attribute: Described, element: ManifestElement): string => {
  const type = attribute.type?.text ?? 'string';
  const isProperty = (element.members ?? []).some((m) => m.kind === 'field' && m.name === attribute.name);
  return type === 'boolean' && isProperty ? BOOLEAN_PROPERTY : (ATTRIBUTE_TEXT[type] ?? 'string');
};

/** The interface of an element's events, name → its `CustomEvent` (`PortfolioContactElementEventMap`). */
export const eventMapName = (element: { readonly name: string }): string => `${element.name}EventMap`;

/** `addEventListener` and `removeEventListener` typed by the element's event map, then lib.dom's own. */
function listenerOverloads(element: ManifestElement): string {
  const map = eventMapName(element);
  const options = (verb: 'add' | 'remove') => (verb === 'add' ? 'AddEventListenerOptions' : 'EventListenerOptions');
  return (['add', 'remove'] as const)
    .map(
      (verb) =>
        `  ${verb}EventListener<K extends keyof ${map}>(type: K, listener: (this: ${element.name}, event: ${map}[K]) => unknown, options?: boolean | ${options(verb)}): void;\n` +
        `  ${verb}EventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | ${options(verb)}): void;\n`,
    )
    .join('');
}

function domInterface(element: ManifestElement): string {
  const events = element.events ?? [];
  const fields = (element.members ?? []).filter((m) => m.kind === 'field' && !m.static && (m.privacy ?? 'public') === 'public');
  const properties = fields.map((f) => `${doc(f.description, '  ')}  ${propertyKey(f.name)}?: ${f.type?.text ?? 'unknown'};\n`).join('');
  const eventMap = events.length
    ? `\ninterface ${eventMapName(element)} extends HTMLElementEventMap {\n${events
        .map((e) => `${doc(e.description, '  ')}  ${propertyKey(e.name)}: ${eventType(e)};\n`)
        .join('')}}\n`
    : '';
  return `${doc(element.description, '')}interface ${element.name} extends HTMLElement {\n${properties}${events.length ? listenerOverloads(element) : ''}}\n${eventMap}`;
}

/** `portfolio-elements.d.ts`: a script (no import or export), so its interfaces are global. */
export function domDeclarations(manifest: ElementsManifest): string {
  const all = elements(manifest);
  return [
    '// The portfolio\'s embeddable sections, typed for a host page in TypeScript (docs/embeds.md, "Typed hosts").',
    `// Written by the build from custom-elements.json; do not edit. A React 19 host adds ${ELEMENT_TYPES.react}.`,
    '',
    ...all.map(domInterface),
    'interface HTMLElementTagNameMap {',
    ...all.map((e) => `  ${propertyKey(e.tagName)}: ${e.name};`),
    '}',
    '',
  ].join('\n');
}

function jsxProps(element: ManifestElement): string {
  const attributes = (element.attributes ?? []).map(
    (a) => `${doc(a.description, '        ')}        ${propertyKey(a.name)}?: ${attributeText(a, element)};\n`,
  );
  const listeners = (element.events ?? []).map(
    (e) => `${doc(e.description, '        ')}        ${propertyKey(`on${e.name}`)}?: (event: ${eventType(e)}) => void;\n`,
  );
  return `PortfolioElementProps<${element.name}, {\n${[...attributes, ...listeners].join('')}      }>`;
}

/** `portfolio-elements.react.d.ts`: a module that augments React's JSX with every tag. */
export function reactDeclarations(manifest: ElementsManifest): string {
  return [
    '// The portfolio\'s embeddable sections in a React 19 host\'s JSX (docs/embeds.md, "Typed hosts").',
    '// Written by the build from custom-elements.json; do not edit.',
    `/// <reference path="./${ELEMENT_TYPES.dom}" />`,
    "import type { DetailedHTMLProps, HTMLAttributes } from 'react';",
    '',
    "/** An element's own props (attributes as their text, `on<event>` listeners), `theme`, then React's (`ref`, `className`, `children`, …). */",
    'type PortfolioElementProps<E extends HTMLElement, Own> = Own & EmbedProps & Omit<DetailedHTMLProps<HTMLAttributes<E>, E>, keyof Own | keyof EmbedProps>;',
    '',
    '/** What every embedded section reads besides its own attributes (docs/embeds.md, "Isolation and theme"). */',
    `interface EmbedProps {\n  /** Light or dark, whatever the host page's theme; without it the widget follows the page. */\n  ${THEME_ATTRIBUTE}?: ${THEMES.map((t) => `'${t}'`).join(' | ')};\n}`,
    '',
    "declare module 'react' {",
    '  namespace JSX {',
    '    interface IntrinsicElements {',
    ...elements(manifest).map((e) => `${doc(e.description, '      ')}      ${propertyKey(e.tagName)}: ${jsxProps(e)};`),
    '    }',
    '  }',
    '}',
    '',
  ].join('\n');
}
