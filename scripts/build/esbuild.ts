/** esbuild settings shared by the site build, the embeds, the prerender and the browser tests. */
import type * as esbuild from 'esbuild';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { SiteUrls } from '../../content/site-urls.ts';
import type { ImageManifest } from '../../elements/shared/media/image-slots.ts';
import { minifyCss, remToPx } from './css.ts';

/**
 * `import css from '../lib/x.css'` gives the file's CSS, minified, as a string (for shadow roots);
 * in embeds with rem turned into px, so a host page's root font size cannot rescale the widget.
 */
const cssText = (embed: boolean): esbuild.Plugin => ({
  name: 'css-text',
  setup(build) {
    build.onLoad({ filter: /\.css$/ }, async (args) => {
      const css = await readFile(args.path, 'utf8');
      return { contents: embed ? remToPx(css) : minifyCss(css), loader: 'text' };
    });
  },
});

/**
 * An esbuild plugin serving `import x from 'bound:<name>'` as the JSON of `modules[name]`. Several
 * may serve one bundle, each its own names (`bundleOptions` binds the site's URLs, the caller its
 * content); a name none of them has is esbuild's "Could not resolve".
 */
export function boundModules(modules: Readonly<Record<string, unknown>>): esbuild.Plugin {
  const namespace = `bound:${Object.keys(modules).join(',')}`;
  return {
    name: 'bound-modules',
    setup(build) {
      build.onResolve({ filter: /^bound:/ }, (args) => {
        const name = args.path.slice('bound:'.length);
        return Object.hasOwn(modules, name) ? { path: name, namespace } : undefined;
      });
      build.onLoad({ filter: /.*/, namespace }, (args) => ({ contents: JSON.stringify(modules[args.path]), loader: 'json' }));
    },
  };
}

export interface BundleSettings {
  /** Where the site lives, in the language the bundle is built for: its modules read it as `bound:site-urls`. */
  readonly urls: SiteUrls;
  /** Slot → image reference → the files built for it (paths from the site root). */
  readonly images: ImageManifest;
  /** Path of the icon sprite from the site root. */
  readonly sprite: string;
  /** For the self-contained embed files: the theme tokens each section then carries itself. */
  readonly embedTokens?: string;
  /** For the build-time renderer that writes each page's markup. */
  readonly prerender?: boolean;
}

export const bundleOptions = ({ urls, images, sprite, embedTokens, prerender = false }: BundleSettings): esbuild.BuildOptions => ({
  bundle: true,
  format: 'esm',
  jsx: 'automatic',
  target: 'es2022',
  plugins: [cssText(embedTokens !== undefined), boundModules({ 'site-urls': urls })],
  legalComments: 'none',
  logLevel: 'warning',
  define: {
    __EMBED__: String(embedTokens !== undefined),
    __EMBED_TOKENS__: JSON.stringify(embedTokens ?? ''),
    __IMAGES__: JSON.stringify(images),
    __ICON_SPRITE__: JSON.stringify(sprite),
    __PRERENDER__: String(prerender),
  },
});

/** The file esbuild wrote for the entry point `entry`, as an absolute path. */
export function entryOutput(metafile: esbuild.Metafile, entry: string): string {
  const found = Object.entries(metafile.outputs).find(([, o]) => o.entryPoint && path.resolve(o.entryPoint) === path.resolve(entry));
  if (!found) throw new Error(`esbuild wrote no output for ${entry}`);
  return path.resolve(found[0]);
}
