/**
 * Build-time rendering, bundled once per build for Node with the same loaders as the browser
 * bundles (scripts/build/prerender.ts), beside every section's spec. Gives the HTML of the nav,
 * the footer and each section's shadow root, so every page reads complete before any script
 * runs; the settings a browser bundle has as constants are set for each render
 * (`withRenderSettings`).
 */
import { render } from '@lit-labs/ssr';
import { collectResultSync } from '@lit-labs/ssr/lib/render-result.js';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { Content } from '../content/types.ts';
import { renderSettings, type RenderSettings } from './render-settings.ts';
import type { ChromeContent } from './shared/chrome.ts';
import { recordRender, type RenderRecord } from './shared/render-record.ts';
import { propsFromAttributes, SectionFrame, sectionCss, type AnySectionSpec } from './shared/section/section.tsx';
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

const noop = () => {};

/** The nav of the page at `route`, with the pages of the menu at indices `more` in its More menu. */
export const renderNav = (chrome: ChromeContent, route: string | null, more: readonly number[]): string =>
  collectResultSync(
    render(navTemplate(chrome, prerenderState(route, more), { toggleMenu: noop, closeMenu: noop, toggleTheme: noop, togglePopup: noop })),
  );

/**
 * The footer, without lit's hydration markers and with its template's indentation collapsed:
 * `<site-footer>` never renders over the build's markup (it only wires Back to Top), so neither
 * is needed, and they were about 520 B gzip of every page. (The footer has no preformatted text.)
 */
export const renderFooter = (chrome: ChromeContent): string =>
  collectResultSync(render(footerTemplate(chrome, { backToTop: noop })))
    .replace(/<!--\/?lit-(?:part|node)[^>]*-->/g, '')
    .replace(/\s+/g, ' ');

/** What a section shows of `content` (its spec's binding), as plain data. */
export const boundContent = (spec: AnySectionSpec, content: Content): object => spec.content?.(content) ?? {};

/** A section rendered: its shadow root's HTML and CSS, and what the render put into it. */
export interface RenderedSection {
  /** The shadow root's content (a page puts it in a `<template shadowrootmode="open">`). */
  readonly shadow: string;
  /** All the CSS of the shadow root (on a page it is in `shadow` too; an embed adopts it as a constructed stylesheet). */
  readonly css: string;
  readonly record: RenderRecord;
}

/** The shadow root of a section with the props its attributes give. */
export function renderSection(spec: AnySectionSpec, bound: object, attributes: Readonly<Record<string, string>>): RenderedSection {
  const props = propsFromAttributes(spec, attributes);
  const { result, record } = recordRender(() => renderToString(createElement(SectionFrame, { spec, props, content: bound, host: null })));
  return { shadow: result, css: sectionCss(spec, bound), record };
}
