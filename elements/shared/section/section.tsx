/**
 * A section is a React function component plus the facts needed to run it as a custom
 * element: its contract's tag and attributes (contract.ts) and its shadow-root CSS. `build.ts` prerenders the same
 * `SectionFrame` tree that `defineSection` hydrates, so server and browser markup agree.
 */
import { createContext, useCallback, useContext, useEffect, useState, type ComponentType } from 'react';
import { SECTION_READY } from '../events.ts';
import hostCss from './host.css';
import sharedRules from './shared-rules.css';
import pageHeaderCss from './page-header.css';
import { InlineStyle } from './ui.tsx';
import { InTextContext } from './page-header.tsx';
import { StringsContext, type SectionStrings } from './strings.ts';
import type { AttrType, SectionContract } from './contract.ts';
import { kebab } from './docs.ts';
import type { EventDetail, Events } from './event-details.ts';

/** The r2wc transform for an attribute type. */
export const r2wcType = (type: AttrType): 'string' | 'number' | 'boolean' | 'json' => (type === 'string[]' ? 'json' : type);

/**
 * A section as React runs it: its contract's tag and attributes (its folder's `contract.ts`,
 * which knows no React) with the component and its shadow-root CSS. What it shows (`C`) is given
 * to it: the build runs the contract's `content` picker (`boundContent`), which no browser
 * bundle carries.
 */
export interface SectionSpec<P extends object, C extends object = object> extends Pick<SectionContract<P, C>, 'tag' | 'attributes'> {
  /** Takes the attributes' props (`P`) and the content the section shows (`C`). */
  readonly component: ComponentType<P & C>;
  /** The section's shadow-root CSS; a function when rules follow the content (Skills' colours). */
  readonly styles: string | ((content: C) => string);
}

/** A section's spec, with its types checked (`P`: attribute props, `C`: content props). */
export const section = <P extends object, C extends object = object>(spec: SectionSpec<P, C>): SectionSpec<P, C> => spec;

/** Any section's spec, as the build renders them. */
// biome-ignore lint/suspicious/noExplicitAny: a list of specs with different props
export type AnySectionSpec = SectionSpec<any, any>;

const HostContext = createContext<HTMLElement | null>(null);

/** The section's element (null in the prerender). */
export const useHost = (): HTMLElement | null => useContext(HostContext);

/**
 * Dispatches a DOM event from the section's element so the page around it can react
 * (`message-sent`, …): one of the events `E` its contract declares, with the detail declared
 * for it. Does nothing during the prerender, where there is no element.
 */
export function useEmit<E extends Events>(): <K extends keyof E & string>(type: K, detail: EventDetail<E, K>) => void {
  const host = useContext(HostContext);
  return (type, detail) => host?.dispatchEvent(new CustomEvent(type, { detail, bubbles: true }));
}

/**
 * A piece of a section's state that is mirrored in a `data-<name>` attribute of its element.
 * Before React arrives, the site runtime answers the first taps by flipping markup that is
 * already there (shared/runtime/first-taps.ts) and writes the visitor's choice into that attribute; React
 * starts from it when it hydrates, so its first render matches the page as the visitor left
 * it. Prerendered (no element) it starts from `initial`.
 */
export function useHostState(name: string, initial: string, when: 'at-hydration' | 'after-hydration' = 'at-hydration') {
  const host = useContext(HostContext);
  const early = () => host?.getAttribute(`data-${name}`) ?? initial;
  // 'after-hydration': state whose markup the prerender does not hold (a dialog filled on
  // demand) hydrates from `initial`, so it matches the page, and takes the early choice right after.
  const [value, setValue] = useState(when === 'at-hydration' ? early : initial);
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once, after hydration
  useEffect(() => {
    if (when === 'after-hydration') setValue(early());
  }, []);
  const set = useCallback(
    (next: string) => {
      host?.setAttribute(`data-${name}`, next);
      setValue(next);
    },
    [host, name],
  );
  return [value, set] as const;
}

interface FrameProps<P extends object, C extends object> {
  readonly spec: SectionSpec<P, C>;
  readonly props: P;
  readonly content: C;
  readonly host: HTMLElement | null;
  /** Inside the text of a post or write-up (page-header.tsx `IN_TEXT`): its title is no page's. */
  readonly inText: boolean;
}

/** All the CSS of a section's shadow root: (in embeds) the theme tokens, the rules the page shares, the frame, its header, the section. */
export const sectionCss = <C extends object>({ styles }: Pick<SectionSpec<object, C>, 'styles'>, content: C): string =>
  __EMBED_TOKENS__ + sharedRules + hostCss + pageHeaderCss + (typeof styles === 'function' ? styles(content) : styles);

/**
 * The whole content of a section's shadow root: its styles, then the component inside one
 * `.frame` element. The frame, not `:host`, resets and sets typography: a host page's rules
 * win over `:host` (even `* { all: revert }`), but cannot reach inside the shadow root.
 *
 * On the site the styles are a `<style>` element, prerendered and allowed by the page's CSP by
 * its hash. An embed has no prerender and its host page's CSP may forbid inline styles, so it
 * adopts a constructed stylesheet instead (`defineSection`), which CSP does not restrict.
 */
export function SectionFrame<P extends object, C extends object>({ spec, props, content, host, inText }: FrameProps<P, C>) {
  const Component = spec.component;
  // Runs after every effect of the section below it: the whole tree is live.
  useEffect(() => void host?.dispatchEvent(new Event(SECTION_READY)), [host]);
  return (
    <HostContext value={host}>
      <InTextContext value={inText}>
        <StringsContext value={(content as { readonly strings?: SectionStrings }).strings ?? null}>
          {!__EMBED__ && <InlineStyle css={sectionCss(spec, content)} />}
          <div className="frame" part="frame">
            <Component {...content} {...props} />
          </div>
        </StringsContext>
      </InTextContext>
    </HostContext>
  );
}

/**
 * The props r2wc will give the component for these attributes, so the prerender renders
 * exactly what the browser hydrates. Mirrors r2wc's transforms (@r2wc/core does not export
 * them), including its rule that an empty attribute sets nothing; attribute-props.test.tsx holds
 * the two to each other, value by value, in every engine.
 */
export function propsFromAttributes<P extends object>(
  spec: Pick<SectionSpec<P>, 'attributes'>,
  attributes: Readonly<Record<string, string>>,
): P {
  const props: Record<string, unknown> = {};
  for (const [name, type] of Object.entries(spec.attributes) as [string, AttrType][]) {
    const value = attributes[kebab(name)];
    if (!value) continue;
    const as = r2wcType(type);
    props[name] =
      as === 'number' ? parseFloat(value) : as === 'boolean' ? /^[ty1-9]/i.test(value) : as === 'json' ? JSON.parse(value) : value;
  }
  return props as P;
}
