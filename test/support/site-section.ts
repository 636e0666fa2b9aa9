/** The site's own content (`data/`) for tests that check a section against it. */
import { assembleContent } from '../../content/assemble.ts';
import type { Content } from '../../content/types.ts';
import * as data from '../../data/index.ts';
import { defineSection } from '../../elements/shared/section/define.ts';
import type { AnySectionSpec } from '../../elements/shared/section/section.tsx';

/** `data/` as the build reads it, with its defaults filled in. */
export const siteContent: Content = assembleContent(data);

/** What `spec`'s section shows of `data/`, bound as the build binds it. */
export const siteBinding = (spec: AnySectionSpec): object => spec.content?.(siteContent) ?? {};

/** Defines `spec`'s element as the site does: showing `data/`. */
export const defineSiteSection = (spec: AnySectionSpec): void => defineSection(spec, siteBinding(spec));
