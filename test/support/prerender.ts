/** A section as build.ts writes it into a page: its element with the declarative shadow root filled. */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { propsFromAttributes, SectionFrame, type SectionSpec } from '../../elements/shared/section.tsx';

const escape = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The prerendered element inside a container that is not yet on the page. */
export function prerendered<P extends object>(spec: SectionSpec<P>, attributes: Readonly<Record<string, string>> = {}): HTMLElement {
  const props = propsFromAttributes(spec, attributes);
  const markup = renderToString(createElement(SectionFrame<P>, { spec, props, host: null }));
  const attrs = Object.entries(attributes).map(([name, value]) => ` ${name}="${escape(value)}"`).join('');
  const container = document.createElement('div');
  container.setHTMLUnsafe(`<${spec.tag}${attrs}><template shadowrootmode="open">${markup}</template></${spec.tag}>`);
  return container;
}
