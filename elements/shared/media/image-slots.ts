/**
 * Where images are shown and what the build makes for each place. A slot names the CSS widths
 * its image is drawn at (read from the section's CSS) and the highest device pixel ratio worth
 * serving at each; the build resizes every raster source to those widths × 1, 2 (and 3 where a
 * phone needs it), and `sizes` tells the browser which width applies at which viewport width.
 * Shared by the build (scripts/build/images.ts) and the `<Picture>` component. The slots are
 * those content/image-fields.ts names (`SLOT_NAMES`): the table has one entry for each, no more.
 */
import type { SlotName } from '../../../content/image-fields.ts';
import type { EagerImage } from '../render-record.ts';

export type { SlotName };

export interface SlotWidth {
  /** CSS pixels. */
  readonly css: number;
  /** Serve this width at 1x up to this density. */
  readonly dpr: 2 | 3;
}

export interface ImageSlot {
  readonly widths: readonly SlotWidth[];
  /**
   * `cover`: cropped to `aspect` (width / height), as the CSS shows it with `object-fit: cover`;
   * `contain`: the source's own shape, fitted into a square box of the slot's width.
   */
  readonly fit: 'cover' | 'contain';
  readonly aspect: number;
  /** The `sizes` attribute: the image's CSS width at each viewport width. */
  readonly sizes: string;
}

/** Project images share their files between the card and the dialog. */
const projectWidths: readonly SlotWidth[] = [
  { css: 360, dpr: 3 },
  { css: 640, dpr: 2 },
];

export const imageSlots = {
  /** hero.css `.photo`: min(60% of the column, 14rem) in one column, else min(100%, 20rem). */
  heroPhoto: {
    widths: [
      { css: 224, dpr: 3 },
      { css: 320, dpr: 2 },
    ],
    fit: 'cover',
    aspect: 1,
    sizes: '(max-width: 48rem) min(calc(60vw - 1.5rem), 14rem), 20rem',
  },
  /** projects.css `.thumb`: the card's width in a grid of minmax(19rem, 1fr) columns, section padding 1.25rem, gap 1.5rem. */
  projectCard: {
    widths: projectWidths,
    fit: 'cover',
    aspect: 16 / 9,
    sizes: '(max-width: 42rem) calc(100vw - 2.5rem), (max-width: 62.5rem) calc(50vw - 2rem), min(calc(33.3vw - 1.84rem), 22.2rem)',
  },
  /** projects.css `.showcase-image`: the dialog's first column (dialog min(66rem, 100% - 2rem), padding 1.5rem). */
  projectShowcase: {
    widths: projectWidths,
    fit: 'cover',
    aspect: 16 / 9,
    sizes: '(max-width: 30rem) calc(100vw - 3.5rem), (max-width: 59rem) calc(100vw - 5rem), min(calc(50vw - 3.5rem), 30.5rem)',
  },
  /** certifications.css `.logo`: 4.5rem. */
  certLogo: { widths: [{ css: 72, dpr: 3 }], fit: 'contain', aspect: 1, sizes: '4.5rem' },
  /** about.css `.logo`: 3.5rem, 2.75rem in a narrow section. */
  entryLogo: {
    widths: [
      { css: 44, dpr: 3 },
      { css: 56, dpr: 2 },
    ],
    fit: 'contain',
    aspect: 1,
    sizes: '(max-width: 40rem) 2.75rem, 3.5rem',
  },
  /** skills.css `.logo-tile img`: 2.75rem, 2.25rem in a narrow section. */
  skillLogo: {
    widths: [
      { css: 36, dpr: 3 },
      { css: 44, dpr: 2 },
    ],
    fit: 'contain',
    aspect: 1,
    sizes: '(max-width: 48rem) 2.25rem, 2.75rem',
  },
  /**
   * styles/post.css `.prose img`: a picture in a post or a write-up, the text's column (at most
   * 46rem, the page's gutters aside), its own shape kept (no higher than it is wide).
   */
  prose: {
    widths: [
      { css: 360, dpr: 3 },
      { css: 736, dpr: 2 },
    ],
    fit: 'contain',
    aspect: 1,
    sizes: '(max-width: 50rem) calc(100vw - 2.5rem), 46rem',
  },
} as const satisfies Record<SlotName, ImageSlot>;

/** One encoded file: its path from the site root and its width in pixels (the `w` descriptor). */
export interface ImageFile {
  readonly file: string;
  readonly width: number;
}

/** What the build made of one image for one slot. */
export interface BuiltImage {
  /** Intrinsic size of the largest fallback file (an SVG's own size): the `<img>` width/height. */
  readonly width: number;
  readonly height: number;
  /** JPEG or PNG files (or the one SVG/GIF as given), smallest first. */
  readonly fallback: readonly ImageFile[];
  /** Modern formats the browser picks first, each with the same widths as the fallback. */
  readonly sources: readonly { readonly type: `image/${string}`; readonly files: readonly ImageFile[] }[];
}

/** Slot → image reference → what was built. The build defines it as `__IMAGES__`. */
export type ImageManifest = { readonly [S in SlotName]?: Readonly<Record<string, BuiltImage>> };

/** A file the browser scales itself (SVG) or that is shipped as given (GIF, which may be animated). */
export const passedThrough = (image: BuiltImage): boolean => /\.(svg|gif)$/.test(image.fallback[0]?.file ?? '');

/** A `srcset` value: the URL and width of each file. */
export const srcset = (files: readonly ImageFile[], root: string): string => files.map((f) => `${root}${f.file} ${f.width}w`).join(', ');

/**
 * What a page preloads for a picture it shows at once, as the `<picture>` picks it: the first
 * `<source>` (AVIF, with its type, `srcset` and `sizes`), or the `<img>`'s own file when the
 * image is passed through as it is.
 */
export function eagerImage(built: BuiltImage, sizes: string, root: string): EagerImage {
  const source = passedThrough(built) ? undefined : built.sources[0];
  if (!source) return { href: root + built.fallback[built.fallback.length - 1]!.file };
  return { href: root + source.files[0]!.file, type: source.type, srcset: srcset(source.files, root), sizes };
}
