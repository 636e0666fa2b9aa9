/**
 * Build-time rendering, bundled by the build for Node with the same loaders and constants as
 * the browser bundles, together with every section's spec (scripts/build/sections.ts). Gives
 * the HTML of the nav, the footer and each section (inside a declarative shadow root), so every
 * page reads complete before any script runs.
 */
import { render } from '@lit-labs/ssr';
import { collectResultSync } from '@lit-labs/ssr/lib/render-result.js';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { Content } from '../content/types.ts';
import type { ChromeContent } from './shared/chrome.ts';
import { recordRender, type RenderRecord } from './shared/render-record.ts';
import { propsFromAttributes, SectionFrame, sectionCss, type AnySectionSpec } from './shared/section/section.tsx';
import { footerTemplate } from './site-footer/template.ts';
import { navTemplate, prerenderState } from './site-nav/template.ts';

const noop = () => {};

export const renderNav = (chrome: ChromeContent, route: string | null): string =>
  collectResultSync(render(navTemplate(chrome, prerenderState(route), { toggleMenu: noop, closeMenu: noop, toggleTheme: noop })));

export const renderFooter = (chrome: ChromeContent): string => collectResultSync(render(footerTemplate(chrome, { backToTop: noop })));

/** What a section shows of `content` (its spec's binding), as plain data. */
export const boundContent = (spec: AnySectionSpec, content: Content): object => spec.content?.(content) ?? {};

/** All the CSS of a section's shadow root (an embed adopts it as a constructed stylesheet). */
export const renderSectionCss = (spec: AnySectionSpec, bound: object): string => sectionCss(spec, bound);

/** A section rendered: its shadow root as `<template>` HTML, and what the render put into it. */
export interface RenderedSection {
  readonly html: string;
  readonly record: RenderRecord;
}

/** The shadow root of a section with the props its attributes give. */
export function renderSection(spec: AnySectionSpec, bound: object, attributes: Readonly<Record<string, string>>): RenderedSection {
  const props = propsFromAttributes(spec, attributes);
  const { result, record } = recordRender(() => renderToString(createElement(SectionFrame, { spec, props, content: bound, host: null })));
  return { html: `<template shadowrootmode="open">${result}</template>`, record };
}
