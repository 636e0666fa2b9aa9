/**
 * A section is a React function component plus the facts needed to run it as a custom
 * element: its tag, its shadow-root CSS and its attributes. `build.ts` prerenders the same
 * `SectionFrame` tree that `defineSection` hydrates, so server and browser markup agree.
 */
import { createContext, createElement, useCallback, useContext, useEffect, useState, type ComponentType } from 'react';
import { SECTION_READY } from './events.ts';
import hostCss from './host.css';
import { kebab, type SectionDocs } from './docs.ts';

/**
 * How an attribute's text becomes a prop (r2wc's transforms); `string[]` is a JSON array of
 * strings (parsed as `json`, documented as what it is).
 */
export type AttrType = 'string' | 'number' | 'boolean' | 'json' | 'string[]';

/** The r2wc transform for an attribute type. */
export const r2wcType = (type: AttrType): 'string' | 'number' | 'boolean' | 'json' => (type === 'string[]' ? 'json' : type);

export interface SectionSpec<P extends object> {
  readonly tag: `portfolio-${string}`;
  readonly component: ComponentType<P>;
  readonly styles: string;
  /** camelCase prop → type; the attribute is the kebab-case name (`publicKey` → `public-key`). */
  readonly attributes: { readonly [K in keyof P]-?: AttrType };
  /**
   * Attributes that only configure behaviour (the contact form's mail settings): the markup is
   * the same with or without them, so an embed paints its prerendered markup before React.
   */
  readonly settings?: readonly (keyof P)[];
  readonly docs: SectionDocs<P>;
}

export const section = <P extends object>(spec: SectionSpec<P>): SectionSpec<P> => spec;

/**
 * A component with its content bound. Components take their content (projects, entries, …) as
 * props; a section's spec binds `data/` here, so a test can render the same component with
 * content it owns (see DESIGN.md, "Content in, markup out").
 */
export const withContent = <P extends object, C extends object>(component: ComponentType<P & C>, content: C): ComponentType<P> =>
  function WithContent(props: P) {
    return createElement(component, { ...content, ...props });
  };

const HostContext = createContext<HTMLElement | null>(null);

/** The section's element (null in the prerender). */
export const useHost = (): HTMLElement | null => useContext(HostContext);

/**
 * Dispatches a DOM event from the section's element so the page around it can react
 * (`message-sent`, …). Does nothing during the prerender, where there is no element.
 */
export function useEmit(): <T>(type: string, detail: T) => void {
  const host = useContext(HostContext);
  return (type, detail) => host?.dispatchEvent(new CustomEvent(type, { detail, bubbles: true }));
}

/**
 * A piece of a section's state that is mirrored in a `data-<name>` attribute of its element.
 * Before React arrives, the site runtime answers the first taps by flipping markup that is
 * already there (shared/early.ts) and writes the visitor's choice into that attribute; React
 * starts from it when it hydrates, so its first render matches the page as the visitor left
 * it. Prerendered (no element) it starts from `initial`.
 */
export function useHostState(name: string, initial: string): [string, (value: string) => void] {
  const host = useContext(HostContext);
  const [value, setValue] = useState(() => host?.getAttribute(`data-${name}`) ?? initial);
  const set = useCallback(
    (next: string) => {
      host?.setAttribute(`data-${name}`, next);
      setValue(next);
    },
    [host, name],
  );
  return [value, set];
}

interface FrameProps<P extends object> {
  readonly spec: SectionSpec<P>;
  readonly props: P;
  readonly host: HTMLElement | null;
}

/** All the CSS of a section's shadow root: (in embeds) the theme tokens, the frame, the section. */
export const sectionCss = ({ styles }: Pick<SectionSpec<object>, 'styles'>): string => __EMBED_TOKENS__ + hostCss + styles;

/**
 * The whole content of a section's shadow root: its styles, then the component inside one
 * `.frame` element. The frame, not `:host`, resets and sets typography: a host page's rules
 * win over `:host` (even `* { all: revert }`), but cannot reach inside the shadow root.
 *
 * On the site the styles are a `<style>` element, prerendered and allowed by the page's CSP by
 * its hash. An embed has no prerender and its host page's CSP may forbid inline styles, so it
 * adopts a constructed stylesheet instead (`defineSection`), which CSP does not restrict.
 */
export function SectionFrame<P extends object>({ spec, props, host }: FrameProps<P>) {
  const Component = spec.component;
  // Runs after every effect of the section below it: the whole tree is live.
  useEffect(() => void host?.dispatchEvent(new Event(SECTION_READY)), [host]);
  return (
    <HostContext value={host}>
      {!__EMBED__ && <style>{sectionCss(spec)}</style>}
      <div className="frame" part="frame">
        <Component {...props} />
      </div>
    </HostContext>
  );
}

/**
 * The props r2wc will give the component for these attributes, so the prerender renders
 * exactly what the browser hydrates. Mirrors r2wc's transforms, including its rule that an
 * empty attribute sets nothing.
 */
export function propsFromAttributes<P extends object>(spec: SectionSpec<P>, attributes: Readonly<Record<string, string>>): P {
  const props: Record<string, unknown> = {};
  for (const [name, type] of Object.entries(spec.attributes) as [string, AttrType][]) {
    const value = attributes[kebab(name)];
    if (!value) continue;
    const as = r2wcType(type);
    props[name] = as === 'number' ? parseFloat(value) : as === 'boolean' ? /^[ty1-9]/i.test(value) : as === 'json' ? JSON.parse(value) : value;
  }
  return props as P;
}
