/** The sections reference (docs/sections.md) as the specs give it now. */
import { customElementsManifest, sectionsReference } from './manifest.ts';
import { loadPrerenderer } from './prerender.ts';
import { findSections } from './sections.ts';

export const SECTIONS_REFERENCE = 'docs/sections.md';

export async function currentSectionsReference(): Promise<string> {
  const sections = await findSections();
  const prerender = await loadPrerenderer(sections);
  return sectionsReference(customElementsManifest(sections.map((s) => prerender.sections[s.tag]!)));
}
