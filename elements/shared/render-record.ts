/**
 * What a build-time render put into the page, kept as data so the build never reads its own HTML
 * back: the text of every inline `<style>` (the page policy allows each by its hash) and every
 * image marked to load at once (the page preloads the first). Only the prerender records:
 * `renderToString` runs synchronously, so one record at a time is all there is.
 */

/** An image shown at once: the file a preload should fetch, as the `<picture>` would pick it. */
export interface EagerImage {
  /** The first candidate of `srcset`, or the `<img>`'s `src`. */
  readonly href: string;
  /** The `<source>`'s type (`image/avif`) when the picture offers one. */
  readonly type?: string;
  readonly srcset?: string;
  readonly sizes?: string;
}

export interface RenderRecord {
  readonly styles: string[];
  readonly eagerImages: EagerImage[];
}

let current: RenderRecord | null = null;

/** Runs `render`, recording what it puts into the page. */
export function recordRender<T>(render: () => T): { readonly result: T; readonly record: RenderRecord } {
  const record: RenderRecord = { styles: [], eagerImages: [] };
  current = record;
  try {
    return { result: render(), record };
  } finally {
    current = null;
  }
}

/** Notes an inline `<style>`'s text (during a recorded render; otherwise nothing). */
export const noteStyle = (css: string): void => void current?.styles.push(css);

/** Notes an image shown at once (during a recorded render; otherwise nothing). */
export const noteEagerImage = (image: EagerImage): void => void current?.eagerImages.push(image);
