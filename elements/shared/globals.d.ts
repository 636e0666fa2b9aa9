/**
 * Constants the build defines for every bundle (`bundleOptions` in scripts/build/esbuild.ts); in
 * the build-time renderer each is read from `renderSettings` instead (elements/render-settings.ts).
 * Where the site lives is not among them: it is bound data (`bound:site-urls`, bound-modules.d.ts).
 */
/** True in the self-contained `dist/embed/*.js` bundles, false on the site and at prerender. */
declare const __EMBED__: boolean;
/** In embed bundles, the theme tokens (Open Props values + light/dark) for each shadow root; else "". */
declare const __EMBED_TOKENS__: string;
/** Path of the icon sprite from the site root (`assets/icons.<hash>.svg`). */
declare const __ICON_SPRITE__: string;
/** Slot → image reference (`images/x.jpg`, `devicon:…`) → the files built for it (see shared/media/image-slots.ts). */
declare const __IMAGES__: import('./media/image-slots.ts').ImageManifest;
/** True in the build-time renderer that writes each page's markup. */
declare const __PRERENDER__: boolean;

declare module '*.css' {
  /** esbuild's `text` loader: the file's CSS as a string, for a shadow root's `<style>`. */
  const css: string;
  export default css;
}
