/** The site's own content (`data/`) for tests that check a section against it. */
import { boundContent, type SectionContract } from '../../elements/shared/section/contract.ts';
import { defineSection } from '../../elements/shared/section/define.ts';
import type { AnySectionSpec } from '../../elements/shared/section/section.tsx';
import { siteContent } from './site-content.ts';

export { siteContent };

/**
 * The contract of the section `tag`, as its folder's `contract.ts` exports it. A spec carries
 * no content picker (no browser bundle does), so a test finds the contract by the spec's tag:
 * esbuild bundles every file this template can name (a glob `require`), so no list of sections
 * is kept here.
 */
const contractOf = (tag: string): SectionContract => require(`../../elements/${tag}/contract.ts`) as SectionContract;

/** What `spec`'s section shows of `data/`, bound as the build binds it. */
export const siteBinding = (spec: AnySectionSpec): object => boundContent(contractOf(spec.tag), siteContent);

/** Defines `spec`'s element as the site does: showing `data/`. */
export const defineSiteSection = (spec: AnySectionSpec): void => defineSection(spec, siteBinding(spec));
