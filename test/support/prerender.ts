/** A section as the build writes it into a page: its element with the declarative shadow root filled. */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { propsFromAttributes, SectionFrame, type AnySectionSpec } from '../../elements/shared/section/section.tsx';
import { siteBinding } from './site-section.ts';

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The prerendered element (showing `content`, by default what it shows of `data/`) inside a container that is not yet on the page. */
export function prerendered(
  spec: AnySectionSpec,
  attributes: Readonly<Record<string, string>> = {},
  content: object = siteBinding(spec),
): HTMLElement {
  const props = propsFromAttributes(spec, attributes);
  const markup = renderToString(createElement(SectionFrame, { spec, props, content, host: null }));
  const attrs = Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join('');
  const container = document.createElement('div');
  container.setHTMLUnsafe(`<${spec.tag}${attrs}><template shadowrootmode="open">${markup}</template></${spec.tag}>`);
  return container;
}
