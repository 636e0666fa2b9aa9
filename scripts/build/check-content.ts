/**
 * Step 0 of the build: the content rules (content/validate.ts) plus the checks that need this
 * machine: every image file exists inside data/images/ and every SVG among them (an SVG by its
 * bytes, whatever its name: scripts/build/svg.ts `isMarkup`) is a plain picture, every skill category's icon is in the icon set, and resume.pdf's fonts can draw every
 * character it prints. A problem stops the build, one line each, naming the file, the entry and
 * the field (an SVG's problem names the SVG file).
 */
import { closeSync, existsSync, openSync, readFileSync, readSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { AA_CONTRAST, whiteTextContrast, whiteTextFamilies } from '../../content/brand-color.ts';
import { imageFields } from '../../content/image-fields.ts';
import { quote } from '../../content/quote.ts';
import type { Content } from '../../content/types.ts';
import { ContentError, validateContent } from '../../content/validate.ts';
import { iconNames } from '../../elements/shared/media/icons.ts';
import { imageFolder, imageSource } from './assets.ts';
import { projectRoot } from './config.ts';
import { COVERAGE } from './fonts.ts';
import { undrawable } from './resume.ts';
import { SNIFFED_BYTES, isMarkup, svgHazards, svgText } from './svg.ts';

export interface CheckOptions {
  /** The owner supplies `data/resume.pdf`, so the generated one need not draw every character. */
  readonly ownResumePdf?: boolean;
}

/** `["a", "b", "c"]` → `a, b or c`. */
const orList = (words: readonly string[]) => (words.length > 1 ? `${words.slice(0, -1).join(', ')} or ${words.at(-1)}` : (words[0] ?? ''));

const codePoint = (char: string) => `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

/** A path as messages name it: from the project's root, with `/`. */
const shownPath = (file: string) => path.relative(projectRoot, file).split(path.sep).join('/');

/** Whether `file` is inside `folder`. */
const isInside = (folder: string, file: string) => {
  const relative = path.relative(folder, file);
  return relative !== '' && relative.split(path.sep)[0] !== '..' && !path.isAbsolute(relative);
};

/**
 * Why the file an image reference names may not be used, or undefined. The build publishes that
 * file, so it must be inside its folder (data/images/, or devicon's icons) once `..` is resolved
 * and, for a symbolic link, once it is followed: `images/../../docs/notes.md.svg` or a link to
 * a file elsewhere on this machine would publish that file.
 */
function imageFileProblem(ref: string): string | undefined {
  const folder = imageFolder(ref);
  const file = imageSource(ref);
  const only = `only files inside ${shownPath(folder)}/ are published`;
  if (!isInside(folder, file)) return `${quote(ref)} leads outside ${shownPath(folder)}/; ${only}`;
  if (!existsSync(file)) return `no image file for ${quote(ref)}`;
  if (!isInside(realpathSync(folder), realpathSync(file))) {
    return `${quote(ref)} is a link to a file outside ${shownPath(folder)}/; ${only} (copy the picture in instead)`;
  }
  return undefined;
}

/** The start of `file`: enough to tell its kind (`isMarkup`) without reading a large photo whole. */
function fileStart(file: string): Uint8Array {
  const descriptor = openSync(file, 'r');
  try {
    const start = Buffer.alloc(SNIFFED_BYTES);
    return start.subarray(0, readSync(descriptor, start, 0, start.length, 0));
  } finally {
    closeSync(descriptor);
  }
}

/** Every problem with `content`, one line each (none: the build may go on). */
export function contentProblems(
  content: Content,
  { ownResumePdf = existsSync(path.join(projectRoot, 'data/resume.pdf')) }: CheckOptions = {},
): string[] {
  const problems = validateContent(content);
  const svgs = new Set<string>();
  for (const { ref, where } of imageFields(content)) {
    const problem = imageFileProblem(ref);
    if (problem) problems.push(`${where}: ${problem}`);
    else if (isMarkup(fileStart(imageSource(ref)))) svgs.add(imageSource(ref));
  }
  // One line per file, however many fields show it.
  for (const file of svgs) {
    const hazards = svgHazards(svgText(readFileSync(file)) ?? '');
    if (hazards.length) {
      problems.push(
        `${shownPath(file)}: contains ${hazards.join(', ')}; a picture may run no code and load nothing from elsewhere: remove them (or export it again as a plain SVG)`,
      );
    }
  }
  for (const category of content.skillCategories) {
    if (!iconNames().includes(category.icon))
      problems.push(`data/skills.ts: ${quote(category.name)}.icon: no icon ${quote(category.icon)}`);
  }
  const { family, hex } = content.brandColor;
  const contrast = whiteTextContrast(hex);
  if (contrast < AA_CONTRAST) {
    problems.push(
      `data/site.ts: brandColor: white text on ${quote(family)} (${hex}) has a contrast of ${contrast.toFixed(2)}:1, below the ${AA_CONTRAST}:1 of WCAG AA; choose ${orList(whiteTextFamilies())}`,
    );
  }
  if (!ownResumePdf) {
    const missing = new Map<string, string[]>();
    for (const { char, from } of undrawable(content)) {
      const where = `${from.file}: ${from.entry === undefined ? '' : `${quote(from.entry)}.`}${from.field}`;
      missing.set(where, [...(missing.get(where) ?? []), `${quote(char)} (${codePoint(char)})`]);
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
