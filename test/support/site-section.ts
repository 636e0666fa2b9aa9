/** The site's own content (`data/`) for tests that check a section against it. */
import type { Content } from '../../content/types.ts';
import * as data from '../../data/index.ts';
import { defineSection } from '../../elements/shared/section/define.ts';
import type { AnySectionSpec } from '../../elements/shared/section/section.tsx';

/** `data/`, checked to be the whole content the build reads. */
export const siteContent: Content = data;

/** What `spec`'s section shows of `data/`, bound as the build binds it. */
export const siteBinding = (spec: AnySectionSpec): object => spec.content?.(siteContent) ?? {};

/** Defines `spec`'s element as the site does: showing `data/`. */
export const defineSiteSection = (spec: AnySectionSpec): void => defineSection(spec, siteBinding(spec));
