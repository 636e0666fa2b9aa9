/** A section as the build writes it into a page: its element with the declarative shadow root filled. */
import { htmlAttribute } from '../../scripts/build/escape.ts';
import type { AnySectionSpec } from '../../elements/shared/section/section.tsx';
import { renderSection } from '../../elements/shared/section/render-section.ts';
import { siteBinding } from './site-section.ts';

/** The prerendered element (showing `content`, by default what it shows of `data/`) inside a container that is not yet on the page. */
export function prerendered(
  spec: AnySectionSpec,
  attributes: Readonly<Record<string, string>> = {},
  content: object = siteBinding(spec),
): HTMLElement {
  const { shadow } = renderSection(spec, content, attributes);
  const attrs = Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${htmlAttribute(value)}"`)
    .join('');
  const container = document.createElement('div');
  container.setHTMLUnsafe(`<${spec.tag}${attrs}><template shadowrootmode="open">${shadow}</template></${spec.tag}>`);
  return container;
}
