/**
 * A section's events as data: each event's name → the shape of its `detail`. From that one
 * declaration (the `events` of its contract.ts) come the detail's TypeScript type, which the
 * section's code emits (`useEmit`) and takes its own types from, and the same type as text
 * (`detailText`), which the build writes into custom-elements.json and from there into the
 * embeds' declarations, so a host's `event.detail.reason` is typed as the section sends it.
 *
 * A shape is one of:
 * - `'string'`, `'number'`, `'boolean'`: a value of that type;
 * - a list of strings: one of them (`['offline', 'online']` is `'offline' | 'online'`);
 * - an object of shapes: an object with those fields; a field named with a final `?` may be
 *   absent (`'status?': 'number'`).
 */

export type Shape = 'string' | 'number' | 'boolean' | readonly string[] | { readonly [field: string]: Shape };

/** A section's events: name → its detail's shape. */
export type Events = { readonly [name: string]: Shape };

type OptionalFields<S> = { readonly [K in keyof S as K extends `${infer Name}?` ? Name : never]?: Detail<S[K]> };
type RequiredFields<S> = { readonly [K in keyof S as K extends `${string}?` ? never : K]: Detail<S[K]> };
type Flat<T> = { [K in keyof T]: T[K] };

/** The TypeScript type a shape describes. */
export type Detail<S> = S extends 'string'
  ? string
  : S extends 'number'
    ? number
    : S extends 'boolean'
      ? boolean
      : S extends readonly (infer One)[]
        ? One
        : Flat<RequiredFields<S> & OptionalFields<S>>;

/** The detail of event `name` of `events` (a contract's `typeof events`). */
export type EventDetail<E extends Events, K extends keyof E> = Detail<E[K]>;

/** A property key as TypeScript reads it: bare when it is an identifier, else quoted. */
export const propertyKey = (name: string): string => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name));

/** A shape's type as TypeScript text (`{ readonly reason: string; readonly status?: number }`), as `Detail` types it. */
export function detailText(shape: Shape): string {
  if (typeof shape === 'string') return shape;
  if (Array.isArray(shape)) return (shape as readonly string[]).map((one) => JSON.stringify(one)).join(' | ');
  const fields = Object.entries(shape as { readonly [field: string]: Shape }).map(([field, inner]) => {
    const optional = field.endsWith('?');
    const name = optional ? field.slice(0, -1) : field;
    return `readonly ${propertyKey(name)}${optional ? '?' : ''}: ${detailText(inner)}`;
  });
  return `{ ${fields.join('; ')} }`;
}
