/**
 * Step 0 of the build: the content rules (content/validate.ts) plus the checks that need this
 * machine: every image file exists, every skill category's icon is in the icon set, and
 * resume.pdf's fonts can draw every character it prints. A problem stops the build, one line
 * each, naming the file, the entry and the field.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { imageFields } from '../../content/image-fields.ts';
import type { Content } from '../../content/types.ts';
import { ContentError, validateContent } from '../../content/validate.ts';
import { iconNames } from '../../elements/shared/media/icons.ts';
import { imageSource } from './assets.ts';
import { brandHex, whiteTextContrast } from './brand.ts';
import { projectRoot } from './config.ts';
import { COVERAGE } from './fonts.ts';
import { undrawable } from './resume.ts';

export interface CheckOptions {
  /** The owner supplies `data/resume.pdf`, so the generated one need not draw every character. */
  readonly ownResumePdf?: boolean;
}

const codePoint = (char: string) => `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

/** Every problem with `content`, one line each (none: the build may go on). */
export function contentProblems(
  content: Content,
  { ownResumePdf = existsSync(path.join(projectRoot, 'data/resume.pdf')) }: CheckOptions = {},
): string[] {
  const problems = validateContent(content);
  for (const { ref, where } of imageFields(content)) {
    if (!existsSync(imageSource(ref))) problems.push(`${where}: no image file for "${ref}"`);
  }
  for (const category of content.skillCategories) {
    if (!iconNames().includes(category.icon)) problems.push(`data/skills.ts: "${category.name}".icon: no icon "${category.icon}"`);
  }
  const contrast = whiteTextContrast(brandHex(content.brandColor));
  if (contrast < 4.5) {
    problems.push(
      `data/site.ts: brandColor: white text on "${content.brandColor}" (${brandHex(content.brandColor)}) has a contrast of ${contrast.toFixed(2)}:1, below the 4.5:1 of WCAG AA; choose indigo, violet, purple, pink, gray, brown or sand`,
    );
  }
  if (!ownResumePdf) {
    const missing = new Map<string, string[]>();
    for (const { char, from } of undrawable(content)) {
      const where = `data/${from.file}.ts: "${from.entry}".${from.field}`;
      missing.set(where, [...(missing.get(where) ?? []), `"${char}" (${codePoint(char)})`]);
    }
    for (const [where, chars] of missing) {
      problems.push(
        `${where}: resume.pdf cannot draw ${chars.join(', ')}; its fonts (${COVERAGE.fonts}) cover ${COVERAGE.scripts}. Write it differently, or put your own PDF at data/resume.pdf`,
      );
    }
  }
  return problems;
}

/** Stops the build with every problem of `content`. */
export function checkContent(content: Content, options?: CheckOptions): void {
  const problems = contentProblems(content, options);
  if (problems.length) throw new ContentError(problems);
}
