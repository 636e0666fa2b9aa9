/**
 * Build-time rendering, bundled once per build for Node with the same loaders as the browser
 * bundles (scripts/build/prerender.ts), beside every section's spec. Gives the HTML of the nav,
 * the footer and each section's shadow root, so every page reads complete before any script
 * runs; the settings a browser bundle has as constants are set for each render
 * (`withRenderSettings`).
 */
import { render } from '@lit-labs/ssr';
import { collectResultSync } from '@lit-labs/ssr/lib/render-result.js';
import { renderSettings, type RenderSettings } from './render-settings.ts';
import type { ChromeContent } from './shared/chrome.ts';
import { footerTemplate } from './site-footer/template.ts';
import { navTemplate, prerenderState } from './site-nav/template.ts';

export type { RenderSettings };

/** Runs `render` with the constants of a bundle built with `settings` (rendering is synchronous: nothing else runs meanwhile). */
export function withRenderSettings<T>(settings: RenderSettings, render: () => T): T {
  const before = { ...renderSettings };
  Object.assign(renderSettings, settings);
  try {
    return render();
  } finally {
    Object.assign(renderSettings, before);
  }
}

/**
 * A chrome template (nav, footer) as plain markup: without lit's hydration markers (`<!--lit-…-->`
 * and the empty `<?>`), and with the templates' indentation collapsed. Neither element renders
 * over the build's markup (they bring it to life as it is), so neither is needed: about 300 B
 * gzip of every page for the nav, 520 B for the footer. (Neither has preformatted text.)
 */
const plainMarkup = (template: unknown): string =>
  collectResultSync(render(template))
    .replace(/<!--\/?lit-(?:part|node)[^>]*-->|<\?>/g, '')
    .replace(/\s+/g, ' ');

/** The nav of the page at `route`, with the pages of the menu at indices `more` in its More menu. */
export const renderNav = (chrome: ChromeContent, route: string | null, more: readonly number[]): string =>
  plainMarkup(navTemplate(chrome, prerenderState(route, more)));

/** The footer. */
export const renderFooter = (chrome: ChromeContent): string => plainMarkup(footerTemplate(chrome));

export { renderSection, type RenderedSection } from './shared/section/render-section.ts';
