/**
 * A section rendered with content the test owns. The site's elements show `data/` (bound by the
 * build through each contract's `content`); a test of a rule (filter matching, journey order, a
 * computed tile) defines the same component, styles and attributes under its own tag, with
 * fixture content, so the rule is checked the same way whatever the owner's `data/` holds.
 */
import { defineSection } from '../../elements/shared/section/define.ts';
import type { SectionSpec } from '../../elements/shared/section/section.tsx';

/** Defines `<portfolio-<name>>`: `spec`'s element showing `content`. Returns the tag. */
export function defineWithContent<P extends object, C extends object>(
  spec: SectionSpec<P, C>,
  content: C,
  name: string,
): `portfolio-${string}` {
  const tag = `portfolio-${name}` as const;
  defineSection<P, C>({ ...spec, tag }, content);
  return tag;
}
