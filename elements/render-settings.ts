/**
 * What a browser bundle is built with, as the build-time renderer reads it: where the site lives
 * (the `SiteUrls` a browser bundle has as `bound:site-urls`) and the build's constants
 * (`__EMBED__`, … in shared/globals.d.ts), which a browser bundle gets as literals, folded away
 * where unused. The renderer is bundled once per build (scripts/build/prerender.ts), with
 * `bound:site-urls` standing for this object and each constant read from it (esbuild's `define`
 * + `inject`), and renders every language, the pages and the embeds by setting it first
 * (`withRenderSettings`, prerender.ts).
 */
import type { SiteUrls } from '../content/site-urls.ts';
import type { ImageManifest } from './shared/media/image-slots.ts';

export interface RenderSettings extends SiteUrls {
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
  origin: 'https://localhost',
  embed: false,
  embedTokens: '',
  images: {},
  sprite: '',
  moduleUrl: '',
};
