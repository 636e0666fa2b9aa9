/**
 * The build-time renderer (elements/prerender.ts) and every section's spec, bundled for Node and
 * imported once per build. Where the site lives (`bound:site-urls`) and its constants
 * (`__EMBED__`, `__IMAGES__`, …) are read from `renderSettings` (elements/render-settings.ts), so
 * one bundle renders every language, the pages and the embeds (`withRenderSettings`).
 */
import type * as esbuild from 'esbuild';
import path from 'node:path';
import type * as Renderer from '../../elements/prerender.ts';
import type { AnySectionSpec } from '../../elements/shared/section/section.tsx';
import { renderSettings, type RenderSettings } from '../../elements/render-settings.ts';
import { projectRoot } from './config.ts';
import { bundleOptions, type BundleSettings } from './esbuild.ts';
import { importBundles } from './import-bundle.ts';
import type { SectionFolder } from './sections.ts';

export interface Prerenderer extends Omit<typeof Renderer, 'renderSettings'> {
  /** Tag → its spec. */
  readonly sections: Readonly<Record<string, AnySectionSpec>>;
}

/** Each constant of a browser bundle, as the member of `renderSettings` it is read from. */
const SETTINGS = {
  __EMBED__: 'embed',
  __EMBED_TOKENS__: 'embedTokens',
  __IMAGES__: 'images',
  __ICON_SPRITE__: 'sprite',
  'import.meta.url': 'moduleUrl',
} as const;

/**
 * The render settings that render as a browser bundle built with `settings` runs (`moduleUrl`:
 * an embed's own file, as its modules see it).
 */
export const renderSettingsFor = (
  { urls, images, sprite, embedTokens }: Omit<BundleSettings, 'prerender'>,
  moduleUrl = '',
): RenderSettings => ({ ...urls, images, sprite, embed: embedTokens !== undefined, embedTokens: embedTokens ?? '', moduleUrl });

const RENDER_SETTINGS = path.join(projectRoot, 'elements/render-settings.ts');

/**
 * `bound:site-urls` in the renderer: `renderSettings` itself, which is a `SiteUrls` that
 * `withRenderSettings` sets in place (so the binding every module holds sees each render's).
 */
const siteUrlsFromRenderSettings: esbuild.Plugin = {
  name: 'site-urls-from-render-settings',
  setup(build) {
    build.onResolve({ filter: /^bound:site-urls$/ }, () => ({ path: 'site-urls', namespace: 'render-settings' }));
    build.onLoad({ filter: /.*/, namespace: 'render-settings' }, () => ({
      contents: `export { renderSettings as default } from ${JSON.stringify(RENDER_SETTINGS)};`,
      resolveDir: projectRoot,
    }));
  },
};

export async function loadPrerenderer(sections: readonly SectionFolder[]): Promise<Prerenderer> {
  // (`urls` here only fills the option: the plugin first in line below answers `bound:site-urls`.)
  const options = bundleOptions({ urls: renderSettings, images: {}, sprite: '', prerender: true });
  const modules = await importBundles<Record<string, unknown>>(
    {
      ...options,
      // Before the options' own, which would bind fixed URLs.
      plugins: [siteUrlsFromRenderSettings, ...(options.plugins ?? [])],
      define: {
        __PRERENDER__: 'true',
        ...Object.fromEntries(Object.entries(SETTINGS).map(([constant, name]) => [constant, `renderSettings.${name}`])),
      },
      inject: [RENDER_SETTINGS],
    },
    {
      renderer: path.join(projectRoot, 'elements/prerender.ts'),
      ...Object.fromEntries(sections.map((s) => [`spec/${s.tag}`, s.spec])),
    },
  );
  const renderer = modules.renderer as unknown as typeof Renderer;
  return {
    ...renderer,
    sections: Object.fromEntries(sections.map((s) => [s.tag, modules[`spec/${s.tag}`]!.default as AnySectionSpec])),
  };
}
