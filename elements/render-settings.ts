/**
 * What the build's constants (`__BASE_PATH__`, `__EMBED__`, … in shared/globals.d.ts) stand for
 * in the build-time renderer. A browser bundle gets each as a literal, folded away where unused;
 * the renderer is bundled once per build (scripts/build/prerender.ts), with each constant read
 * from this object instead (esbuild's `define` + `inject`), and renders every language, the
 * pages and the embeds by setting it first (`withRenderSettings`, prerender.ts).
 */
import type { ImageManifest } from './shared/media/image-slots.ts';

export interface RenderSettings {
  /** Site root path, "/" or "/portfolio/". */
  base: string;
  /** The language's pages folder under the site root: "" or "ar/". */
  folder: string;
  /** Rendering for an embed (absolute URLs from the embed's own address, inline icons, lazy images). */
  embed: boolean;
  /** In an embed, the theme tokens each shadow root carries; else "". */
  embedTokens: string;
  images: ImageManifest;
  /** Path of the icon sprite from the site root. */
  sprite: string;
  /** `import.meta.url` as the renderer's modules see it: an embed's file, under the placeholder of the site root. */
  moduleUrl: string;
}

export const renderSettings: RenderSettings = {
  base: '/',
  folder: '',
  embed: false,
  embedTokens: '',
  images: {},
  sprite: '',
  moduleUrl: '',
};
