/** The sections reference (docs/sections.md) as the specs give it now. */
import { bundleOptions } from './esbuild.ts';
import { customElementsManifest, sectionsReference } from './manifest.ts';
import { loadPrerenderer } from './prerender.ts';
import { findSections } from './sections.ts';

export const SECTIONS_REFERENCE = 'docs/sections.md';

export async function currentSectionsReference(): Promise<string> {
  const sections = await findSections();
  // The specs only: no images or icons are rendered.
  const prerender = await loadPrerenderer(bundleOptions({ base: '/', images: {}, sprite: '', prerender: true }), sections);
  return sectionsReference(customElementsManifest(sections.map((s) => prerender.sections[s.tag]!)));
}
