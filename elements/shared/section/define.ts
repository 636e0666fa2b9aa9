/**
 * Registers a section as a custom element with @r2wc/core, rendering into an open shadow root.
 * The section's props are its spec's attributes, each an own key (undefined when neither set nor
 * given by the content) of an object without a prototype: none is read from a host page's
 * `Object.prototype` (shared/embed/pollution.ts).
 *
 * In embeds the shadow root adopts the section's constructed stylesheet (no inline `<style>`,
 * so a host page's strict CSP needs no exception). Two things differ from stock r2wc, both so
 * that prerendered markup is taken over without a flash or a duplicate:
 * - `attachShadow` returns the declarative shadow root the HTML parser already made, instead
 *   of letting the browser empty it;
 * - the renderer hydrates (`hydrateRoot`) when the shadow root already has content, and skips
 *   r2wc's second render with identical props (r2wc renders from attributeChangedCallback and
 *   again from connectedCallback; an early re-render makes React abandon hydration).
 */
import r2wc from '@r2wc/core';
import { createElement, startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { defineElement } from '../define-element.ts';
import { SECTION_READY } from '../events.ts';
import { followTheme } from '../embed/theme.ts';
import { supportInvokerCommands } from '../runtime/invoker-commands.ts';
import type { AttrType } from './contract.ts';
import { IN_TEXT } from './in-text.ts';
import { r2wcType, SectionFrame, sectionCss, type SectionSpec } from './section.tsx';

interface Mounted {
  readonly root: Root;
  readonly render: (props: object) => ReturnType<typeof createElement>;
  last: Record<string, unknown>;
}

/**
 * React queues pointer and focus events that reach a root still hydrating and replays them by
 * dispatching a copy on the event's target; for an event from inside a shadow tree the DOM has
 * reset that target to null by then, and React throws (seen when a visitor moves over a second
 * widget while it hydrates). Hydration needs none of them, so until the section is ready they
 * stop at its shadow root, before React's own listeners there (CSS `:hover` is unaffected).
 */
const CONTINUOUS = [
  'pointerover',
  'pointerout',
  'mouseover',
  'mouseout',
  'focusin',
  'focusout',
  'dragenter',
  'dragleave',
  'gotpointercapture',
  'lostpointercapture',
];
function holdContinuousEvents(root: ShadowRoot): void {
  const stop = (event: Event) => event.stopImmediatePropagation();
  for (const type of CONTINUOUS) root.addEventListener(type, stop, true);
  root.host.addEventListener(SECTION_READY, () => CONTINUOUS.forEach((type) => root.removeEventListener(type, stop, true)), { once: true });
}

const sameProps = (a: Record<string, unknown>, b: Record<string, unknown>) => {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => Object.is(a[k], b[k]));
};

/**
 * Defines `spec.tag` showing `content` (on the site and in embeds, what the build bound from
 * `data/`; in a test, content the test owns).
 */
export function defineSection<P extends object, C extends object>(spec: SectionSpec<P, C>, content: C): void {
  // A section's dialogs open by Invoker Commands, in every engine.
  supportInvokerCommands();
  // r2wc hands the renderer its props plus `container` (the shadow root).
  type WithContainer = Record<string, unknown> & { container: ShadowRoot };
  const names = Object.keys(spec.attributes);
  const render = (props: object) => {
    const { container, ...given } = props as WithContainer;
    const own: Record<string, unknown> = Object.create(null);
    for (const name of names) {
      if (Object.hasOwn(given, name)) own[name] = given[name];
      else if (!Object.hasOwn(content, name)) own[name] = undefined;
    }
    const host = container.host as HTMLElement;
    return createElement(SectionFrame<P, C>, { spec, props: own as P, content, host, inText: host.hasAttribute(IN_TEXT) });
  };

  const renderer = {
    mount(container: HTMLElement, _component: unknown, props: object): Mounted {
      const tree = render(props);
      const last = { ...props };
      if (container.firstChild) {
        holdContinuousEvents(container as unknown as ShadowRoot);
        // Hydrated as a transition, React yields to the browser every few milliseconds: a tap
        // meanwhile is answered at once (React hydrates its target first), never after one long task.
        let root: Root | undefined;
        startTransition(() => {
          root = hydrateRoot(container, tree);
        });
        return { root: root!, render, last };
      }
      const root = createRoot(container);
      root.render(tree);
      return { root, render, last };
    },
    update(mounted: Mounted, props: object) {
      const next = props as Record<string, unknown>;
      if (sameProps(mounted.last, next)) return;
      mounted.last = { ...next };
      mounted.root.render(mounted.render(next));
    },
    unmount(mounted: Mounted) {
      mounted.root.unmount();
    },
  };

  // Embeds: one constructed stylesheet per section, shared by its elements (see SectionFrame).
  let sheet: CSSStyleSheet | undefined;
  const adopted = () => {
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(sectionCss(spec, content));
    }
    return sheet;
  };

  type Lifecycle = HTMLElement & { connectedCallback(): void; disconnectedCallback(): void };
  const props = Object.fromEntries(
    Object.entries(spec.attributes as Record<string, AttrType>).map(([name, type]) => [name, r2wcType(type)]),
  );
  const Base = r2wc(() => null, { shadow: 'open', props: props as never }, renderer) as new () => Lifecycle;
  class Section extends Base {
    #stopTheme: (() => void) | undefined;

    override attachShadow(init: ShadowRootInit): ShadowRoot {
      const root = this.shadowRoot ?? super.attachShadow(init);
      if (__EMBED__ && !root.adoptedStyleSheets.length) root.adoptedStyleSheets = [adopted()];
      return root;
    }

    // Embedded in another site, the section carries its own theme tokens and follows the host page.
    override connectedCallback() {
      if (__EMBED__) this.#stopTheme = followTheme(this);
      super.connectedCallback();
    }

    override disconnectedCallback() {
      this.#stopTheme?.();
      super.disconnectedCallback();
    }
  }
  defineElement(spec.tag, Section);
}
