/** The sections reference (docs/sections.md) as the sections' contracts give it now. */
import { customElementsManifest, sectionsReference } from './manifest.ts';
import { findSections } from './sections.ts';

export const SECTIONS_REFERENCE = 'docs/sections.md';

export async function currentSectionsReference(): Promise<string> {
  return sectionsReference(customElementsManifest((await findSections()).map((s) => s.contract)));
}
