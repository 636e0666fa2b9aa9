/** esbuild settings shared by the site build, the embeds, the prerender and the browser tests. */
import * as esbuild from 'esbuild';
import { readFile } from 'node:fs/promises';

/** `import css from './x.css'` gives the file's CSS, minified, as a string (for shadow roots). */
export const minifiedCssText: esbuild.Plugin = {
  name: 'minified-css-text',
  setup(build) {
    build.onLoad({ filter: /\.css$/ }, async (args) => {
      const { code } = await esbuild.transform(await readFile(args.path, 'utf8'), { loader: 'css', minify: true });
      return { contents: code.trim(), loader: 'text' };
    });
  },
};

export interface BundleSettings {
  /** Site root path, "/" or "/portfolio/". */
  readonly base: string;
  /** Image reference → path from the site root. */
  readonly assets: Readonly<Record<string, string>>;
  /** Building the self-contained embed files. */
  readonly embed?: boolean;
}

export const bundleOptions = ({ base, assets, embed = false }: BundleSettings): esbuild.BuildOptions => ({
  bundle: true,
  format: 'esm',
  jsx: 'automatic',
  target: 'es2022',
  plugins: [minifiedCssText],
  legalComments: 'none',
  logLevel: 'warning',
  define: {
    __BASE_PATH__: JSON.stringify(base),
    __EMBED__: String(embed),
    __ASSETS__: JSON.stringify(assets),
  },
});
