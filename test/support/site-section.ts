/** The site's own content (`data/`) for tests that check a section against it. */
import { defineSection } from '../../elements/shared/section/define.ts';
import type { AnySectionSpec } from '../../elements/shared/section/section.tsx';
import { siteContent } from './site-content.ts';

export { siteContent };

/** What `spec`'s section shows of `data/`, bound as the build binds it. */
export const siteBinding = (spec: AnySectionSpec): object => spec.content?.(siteContent) ?? {};

/** Defines `spec`'s element as the site does: showing `data/`. */
export const defineSiteSection = (spec: AnySectionSpec): void => defineSection(spec, siteBinding(spec));
