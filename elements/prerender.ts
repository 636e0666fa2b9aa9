/**
 * Build-time rendering, bundled by `build.ts` for Node with the same loaders and constants as
 * the browser bundles. Gives the HTML of the nav, the footer and each section (inside a
 * declarative shadow root), so every page reads complete before any script runs.
 */
import { render } from '@lit-labs/ssr';
import { collectResultSync } from '@lit-labs/ssr/lib/render-result.js';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { footerTemplate } from './site-footer/template.ts';
import { navTemplate, prerenderState } from './site-nav/template.ts';
import { heroSection } from './portfolio-hero/spec.ts';
import { aboutSection } from './portfolio-about/spec.ts';
import { skillsSection } from './portfolio-skills/spec.ts';
import { projectsSection } from './portfolio-projects/spec.ts';
import { certificationsSection } from './portfolio-certifications/spec.ts';
import { journeySection } from './portfolio-journey/spec.ts';
import { contactSection } from './portfolio-contact/spec.ts';
import { propsFromAttributes, SectionFrame, sectionCss, type SectionSpec } from './shared/section.tsx';

const noop = () => {};

export const sections: readonly SectionSpec<object>[] = [heroSection, aboutSection, skillsSection, contactSection, certificationsSection, journeySection, projectsSection];

export const renderNav = (route: string | null): string =>
  collectResultSync(render(navTemplate(prerenderState(route), { toggleMenu: noop, closeMenu: noop, toggleTheme: noop })));

export const renderFooter = (): string => collectResultSync(render(footerTemplate({ backToTop: noop })));

const sectionSpec = (tag: string): SectionSpec<object> => {
  const spec = sections.find((s) => s.tag === tag);
  if (!spec) throw new Error(`<${tag}> is not a section (known: ${sections.map((s) => s.tag).join(', ')})`);
  return spec;
};

/** All the CSS of a section's shadow root (an embed adopts it as a constructed stylesheet). */
export const renderSectionCss = (tag: string): string => sectionCss(sectionSpec(tag));

/** The shadow root of a section with the props its attributes give, as `<template>` HTML. */
export function renderSection(tag: string, attributes: Readonly<Record<string, string>>): string {
  const spec = sectionSpec(tag);
  const props = propsFromAttributes(spec, attributes);
  const html = renderToString(createElement(SectionFrame<object>, { spec, props, host: null }));
  return `<template shadowrootmode="open">${html}</template>`;
}
