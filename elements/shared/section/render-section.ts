/**
 * A section's shadow root as a page carries it, rendered with React's server renderer: the one
 * prerender of a section, used by the build (elements/prerender.ts) and by the browser tests
 * that need a section as a page has it (test/support/prerender.ts).
 */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { recordRender, type RenderRecord } from '../render-record.ts';
import { IN_TEXT } from './in-text.ts';
import { propsFromAttributes, SectionFrame, sectionCss, type AnySectionSpec } from './section.tsx';

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
  const { result, record } = recordRender(() =>
    renderToString(createElement(SectionFrame, { spec, props, content: bound, host: null, inText: IN_TEXT in attributes })),
  );
  return { shadow: result, css: sectionCss(spec, bound), record };
}
