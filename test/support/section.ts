/**
 * A section rendered with content the test owns. The site's elements show `data/` (bound in
 * each spec.ts); a test of a rule (filter matching, journey order, a computed tile) defines the
 * same component, styles and attributes under its own tag, with fixture content, so the rule
 * is checked the same way whatever the owner's `data/` holds.
 */
import type { ComponentType } from 'react';
import { defineSection } from '../../elements/shared/define.ts';
import { withContent, type SectionSpec } from '../../elements/shared/section.tsx';

/** Defines `<portfolio-<name>>`: `spec`'s element showing `content`. Returns the tag. */
export function defineWithContent<P extends object, C extends object>(
  spec: SectionSpec<P>,
  component: ComponentType<P & C>,
  content: C,
  name: string,
): `portfolio-${string}` {
  const tag = `portfolio-${name}` as const;
  defineSection<P>({ ...spec, tag, component: withContent<P, C>(component, content) });
  return tag;
}
