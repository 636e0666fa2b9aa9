/**
 * A picture as the build writes it into a page of the owner's own (a post's, a project's), with
 * the files the image pipeline made for it (scripts/build/images.ts), as `<Picture>` writes one
 * in a section (elements/shared/media/picture.tsx): the modern formats first, each with its
 * `srcset`, the fallback's `srcset`, `sizes`, and the intrinsic size that keeps its box (CLS 0).
 * The first picture of a page loads at once, with priority; the others when they near the screen.
 */
import { type BuiltImage, eagerImage, passedThrough, srcset } from '../../elements/shared/media/image-slots.ts';
import type { EagerImage } from '../../elements/shared/render-record.ts';
import { htmlAttribute } from './escape.ts';

export interface PictureOptions {
  readonly alt: string;
  /** The `sizes` attribute: the picture's CSS width at each viewport width. */
  readonly sizes: string;
  /** The site root the files are under (`/`, `/portfolio/`). */
  readonly fileRoot: string;
  /** The page's first picture (loaded at once), or another (lazily). */
  readonly first: boolean;
}

export function pictureHtml(built: BuiltImage, { alt, sizes, fileRoot, first }: PictureOptions): string {
  const src = fileRoot + built.fallback.at(-1)!.file;
  const loading = first ? 'loading="eager" fetchpriority="high"' : 'loading="lazy" decoding="async"';
  const size = `width="${built.width}" height="${built.height}"`;
  if (passedThrough(built)) return `<img alt="${htmlAttribute(alt)}" ${size} ${loading} src="${htmlAttribute(src)}">`;
  const sources = built.sources.map(
    (s) => `<source type="${s.type}" srcset="${htmlAttribute(srcset(s.files, fileRoot))}" sizes="${sizes}">`,
  );
  return `<picture>${sources.join('')}<img alt="${htmlAttribute(alt)}" ${size} ${loading} srcset="${htmlAttribute(srcset(built.fallback, fileRoot))}" sizes="${sizes}" src="${htmlAttribute(src)}"></picture>`;
}

/** A page's lead picture: its HTML, loaded at once, and the preload the page's head gets for it. */
export interface LeadPicture {
  readonly html: string;
  readonly preload: EagerImage;
}

export const leadPicture = (built: BuiltImage, options: Omit<PictureOptions, 'first'>): LeadPicture => ({
  html: pictureHtml(built, { ...options, first: true }),
  preload: eagerImage(built, options.sizes, options.fileRoot),
});
