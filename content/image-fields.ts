/**
 * Every field of the content that names an image, in one table: where it is written (for
 * messages), and the places (slots) it is shown at, each with its own sizes
 * (elements/shared/media/image-slots.ts). The build resizes an image for each of its slots, the
 * content check looks for its file, and the components pick the built files by slot.
 */
import { quote } from './quote.ts';
import { textPictures } from './text-pictures.ts';
import type { Content, ImageRef } from './types.ts';

/**
 * The places an image is shown, each with its own widths and crop: the one list of them
 * (elements/shared/media/image-slots.ts gives each its sizes, keyed by these names and checked against them).
 */
export const SLOT_NAMES = ['heroPhoto', 'projectCard', 'projectShowcase', 'certLogo', 'entryLogo', 'skillLogo', 'prose'] as const;
export type SlotName = (typeof SLOT_NAMES)[number];

/** `images/<file>` in data/images/, or `devicon:<folder>/<file>.svg` from the devicon package. */
export const IMAGE_REF = /^(images\/|devicon:)[\w./-]+\.(svg|png|jpe?g|webp|avif|gif)$/;

export interface ImageField {
  readonly ref: ImageRef;
  readonly slots: readonly SlotName[];
  /** `data/<file>.ts: "<entry>".<field>`, for messages. */
  readonly where: string;
}

export type ImageContent = Pick<
  Content,
  'profile' | 'education' | 'experience' | 'skillCategories' | 'projects' | 'certifications' | 'ownPosts' | 'projectPages'
>;

/** The image fields of `content` that are set. */
export function imageFields(content: ImageContent): ImageField[] {
  const fields: ImageField[] = [];
  const add = (slots: readonly SlotName[], file: string, entry: string, field: string, ref: ImageRef | undefined) => {
    if (ref) fields.push({ ref, slots, where: `data/${file}.ts: ${quote(entry)}.${field}` });
  };
  add(['heroPhoto'], 'profile', content.profile.name, 'photo', content.profile.photo);
  for (const e of content.education) add(['entryLogo'], 'education', e.institution, 'logo', e.logo);
  for (const e of content.experience) add(['entryLogo'], 'experience', e.title, 'logo', e.logo);
  for (const c of content.skillCategories) for (const s of c.skills) add(['skillLogo'], 'skills', s.name, 'logo', s.logo);
  for (const p of content.projects) {
    add(['projectCard', 'projectShowcase'], 'projects', p.title, 'image', p.image);
    // The gallery shows on the project's page only, with the dialog's files.
    for (const [i, ref] of (p.gallery ?? []).entries()) add(['projectShowcase'], 'projects', p.title, `gallery[${i}]`, ref);
  }
  for (const c of content.certifications) add(['certLogo'], 'certifications', c.name, 'img', c.img);
  // The owner's texts: a post's picture above it, and the pictures in a post or a project's write-up.
  for (const { version } of content.ownPosts) {
    if (version.front.image) fields.push({ ref: version.front.image, slots: ['prose'], where: `${version.file}: image` });
  }
  const texts = [...content.ownPosts.map((post) => post.version), ...content.projectPages.flatMap((page) => page.writeUp ?? [])];
  for (const text of texts) {
    for (const { ref, line } of textPictures(text)) fields.push({ ref, slots: ['prose'], where: `${text.file}: line ${line}: picture` });
  }
  return fields;
}
