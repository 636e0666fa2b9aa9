/**
 * Every image a section shows from `data/`: a `<picture>` with the build's AVIF files and a
 * JPEG/PNG fallback, each with `srcset` and the slot's `sizes`, or a plain `<img>` for an SVG
 * (it scales) or GIF (kept as given). Always with intrinsic width and height, so nothing moves
 * when it arrives. The files come from the manifest the build makes (`__IMAGES__`).
 */
import type { ImageRef } from '../../../content/types.ts';
import { eagerImage, imageSlots, passedThrough, srcset, type BuiltImage, type SlotName } from './image-slots.ts';
import { noteEagerImage } from '../render-record.ts';
import { siteRoot } from '../urls.ts';

/**
 * `lazy`: below the fold, fetched as it nears the viewport and decoded off the main thread;
 * `eager`: fetched at once; `priority`: the page's largest image, fetched first.
 */
export type Loading = 'lazy' | 'eager' | 'priority';

export function builtImage(slot: SlotName, ref: ImageRef): BuiltImage {
  const built = __IMAGES__[slot]?.[ref];
  if (!built) throw new Error(`No built image for ${ref} in slot ${slot}`);
  return built;
}

interface PictureProps {
  readonly image: ImageRef;
  readonly slot: SlotName;
  readonly alt: string;
  readonly className?: string;
  readonly loading?: Loading;
}

const loadingAttributes = {
  lazy: { loading: 'lazy', decoding: 'async' },
  eager: { loading: 'eager', decoding: 'async' },
  priority: { loading: 'eager', fetchPriority: 'high' },
} as const;

export function Picture({ image, slot, alt, className, loading = 'lazy' }: PictureProps) {
  const built = builtImage(slot, image);
  // Loading and srcset come before src, so a browser never starts fetching the fallback first.
  // On someone else's page every image is lazy: the host's own images and text go first, and a
  // widget below the fold fetches nothing until it nears the viewport.
  const attributes = { width: built.width, height: built.height, ...loadingAttributes[__EMBED__ ? 'lazy' : loading] };
  const root = siteRoot();
  const src = root + built.fallback[built.fallback.length - 1]!.file;
  const { sizes } = imageSlots[slot];
  // The prerender notes an image shown at once, so the page can preload the first one (as the picture would pick it).
  if (__PRERENDER__ && attributes.loading === 'eager') noteEagerImage(eagerImage(built, sizes, root));
  if (passedThrough(built)) return <img className={className} alt={alt} {...attributes} src={src} />;
  return (
    <picture>
      {built.sources.map((s) => (
        <source key={s.type} type={s.type} srcSet={srcset(s.files, root)} sizes={sizes} />
      ))}
      <img className={className} alt={alt} {...attributes} srcSet={srcset(built.fallback, root)} sizes={sizes} src={src} />
    </picture>
  );
}
