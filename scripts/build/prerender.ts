/**
 * The build-time renderer (elements/prerender.ts) and every section's spec, bundled for Node and
 * imported once per build. Its constants (`__EMBED__`, `__LANGUAGE_FOLDER__`, …) are read from
 * `renderSettings` (elements/render-settings.ts), so one bundle renders every language, the pages
 * and the embeds (`withRenderSettings`).
 */
import path from 'node:path';
import type * as Renderer from '../../elements/prerender.ts';
import type { AnySectionSpec } from '../../elements/shared/section/section.tsx';
import { projectRoot } from './config.ts';
import { bundleOptions } from './esbuild.ts';
import { importBundles } from './import-bundle.ts';
import type { SectionFolder } from './sections.ts';

export interface Prerenderer extends Omit<typeof Renderer, 'renderSettings'> {
  /** Tag → its spec. */
  readonly sections: Readonly<Record<string, AnySectionSpec>>;
}

/** Each constant of a browser bundle, as the member of `renderSettings` it is read from. */
const SETTINGS = {
  __BASE_PATH__: 'base',
  __LANGUAGE_FOLDER__: 'folder',
  __EMBED__: 'embed',
  __EMBED_TOKENS__: 'embedTokens',
  __IMAGES__: 'images',
  __ICON_SPRITE__: 'sprite',
  'import.meta.url': 'moduleUrl',
} as const;

export async function loadPrerenderer(sections: readonly SectionFolder[]): Promise<Prerenderer> {
  const options = bundleOptions({ base: '/', images: {}, sprite: '', prerender: true });
  const modules = await importBundles<Record<string, unknown>>(
    {
      ...options,
      define: {
        __PRERENDER__: 'true',
        ...Object.fromEntries(Object.entries(SETTINGS).map(([constant, name]) => [constant, `renderSettings.${name}`])),
      },
      inject: [path.join(projectRoot, 'elements/render-settings.ts')],
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
