/**
 * A section's contract: everything known of a section without React, in its folder's
 * `contract.ts` as named exports. The build reads it directly (which folders are sections, when
 * each one's script loads, which pages it shows on, its settings), the manifest and
 * docs/sections.md read its `docs` and `events`, and its React `spec.ts` takes its tag and
 * attributes from it. Named exports, each typed here, so a browser bundle keeps only what its code
 * imports: neither the documentation nor the content picker (which the build runs,
 * `boundContent`) reaches a browser.
 *
 * | export       | what it is                                                                                  |
 * | ------------ | ------------------------------------------------------------------------------------------- |
 * | `tag`        | the element's name, also its folder's                                                       |
 * | `attributes` | camelCase prop → `AttrType`; the attribute is the kebab-case name (`publicKey` → `public-key`) |
 * | `settings`   | attributes that only configure behaviour (the embed paints its markup before React)         |
 * | `loadOn`     | when its script loads (shared/runtime/load-on.ts); absent: read-only, no script on the site |
 * | `content`    | what it shows, picked from the site's content                                               |
 * | `shows`      | whether it has anything to show (absent: always)                                            |
 * | `events`     | the events it fires: name → its detail's shape (event-details.ts); absent: none             |
 * | `docs`       | its documentation (`SectionDocs`)                                                            |
 */
import type { Content, InterfaceStrings } from '../../../content/types.ts';
import type { LoadOn } from '../runtime/load-on.ts';
import type { SectionDocs } from './docs.ts';
import type { Events } from './event-details.ts';

/**
 * How an attribute's text becomes a prop (r2wc's transforms); `string[]` is a JSON array of
 * strings (parsed as `json`, documented as what it is).
 */
export type AttrType = 'string' | 'number' | 'boolean' | 'json' | 'string[]';

/** A section's attributes: each prop of `P` (camelCase) → its type. */
export type Attributes<P extends object> = { readonly [K in keyof P]-?: AttrType };

/**
 * Attributes that only configure behaviour (the contact form's mail settings): the markup is
 * the same with or without them, so an embed paints its prerendered markup before React.
 */
export type Settings<P extends object> = readonly (keyof P & string)[];

/**
 * What the section shows, picked from the site's content. The build runs it (components never
 * import `data/`) and puts the result into the prerendered page and the section's bundle as
 * data; a test passes content of its own to `defineSection` instead.
 */
export type ContentPicker<C extends object> = (content: Content) => C;

/**
 * Whether the section has anything to show for this content. A page is built only when a
 * section on it has (scripts/build/content.ts): an owner without synced repositories or posts
 * gets no Open source or Writing page, nor a link to one anywhere.
 */
export type Shows = (content: Content) => boolean;

/** A folder's `contract.ts` as the build reads it (`P`: attribute props, `C`: content props, `E`: events). */
export interface SectionContract<P extends object = object, C extends object = object, E extends Events = Events> {
  readonly tag: `portfolio-${string}`;
  readonly attributes: Attributes<P>;
  readonly settings?: Settings<P>;
  readonly loadOn?: LoadOn;
  readonly content?: ContentPicker<C>;
  readonly shows?: Shows;
  readonly events?: E;
  readonly docs: SectionDocs<P, E>;
}

/**
 * What a section shows of `content`, by its contract's `content` picker (nothing without one):
 * its bound content, which the build renders and gives its browser bundle as data.
 */
export const boundContent = (contract: Pick<SectionContract, 'content'>, content: Content): object => contract.content?.(content) ?? {};

/** A section's `strings`: the shared words and the groups `groups` of `content`. */
export function stringsFor<G extends keyof InterfaceStrings>(
  { strings, locale }: Pick<Content, 'strings' | 'locale'>,
  ...groups: G[]
): Pick<InterfaceStrings, 'lang' | 'common' | G> & { readonly locale: string } {
  return { lang: strings.lang, locale, common: strings.common, ...Object.fromEntries(groups.map((g) => [g, strings[g]])) } as Pick<
    InterfaceStrings,
    'lang' | 'common' | G
  > & { readonly locale: string };
}
