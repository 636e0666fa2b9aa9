/** The documented public face of sections: used by specs, the manifest and docs/sections.md. */
import type { Events } from './event-details.ts';

export interface Documented {
  readonly name: string;
  readonly description: string;
}

/**
 * The public face of a section, for the custom-elements manifest and docs/sections.md (`P`: its
 * attribute props, `E`: its events, as its contract declares them).
 */
export interface SectionDocs<P extends object, E extends Events = Events> {
  readonly summary: string;
  /** What each attribute does (keyed by prop name). */
  readonly attributes?: { readonly [K in keyof P]?: string };
  /** When each event is fired and what its detail means (keyed by the event's name; its detail's type is in the contract's `events`). */
  readonly events?: { readonly [K in keyof E]: string };
  /** Custom properties beyond the theme tokens every section reads (see THEME_PROPERTIES). */
  readonly cssProperties?: readonly Documented[];
  /** `part` names beyond `frame`, which every section has. */
  readonly parts?: readonly Documented[];
}

/** The theme tokens every section reads; set any of them on the element to restyle it. */
export const THEME_PROPERTIES: readonly Documented[] = [
  { name: '--brand', description: 'Accent colour: buttons, links, highlights.' },
  { name: '--on-brand', description: 'Text on the accent colour.' },
  { name: '--brand-soft', description: 'Tinted background for selected and hovered items.' },
  { name: '--surface-1', description: 'Page background.' },
  { name: '--surface-2', description: 'Card background.' },
  { name: '--surface-3', description: 'Subtle fills (tags, hover).' },
  { name: '--text-1', description: 'Main text colour.' },
  { name: '--text-2', description: 'Secondary text colour.' },
  { name: '--border', description: 'Borders and dividers.' },
  { name: '--link', description: 'Link colour.' },
  { name: '--focus', description: 'Focus ring colour.' },
  { name: '--font-sans', description: 'Font family.' },
];

/** `publicKey` → `public-key`, as r2wc maps props to attributes. */
export const kebab = (name: string): string => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
