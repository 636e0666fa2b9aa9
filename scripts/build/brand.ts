/**
 * The brand colour, one setting: `brandColor` in data/site.ts names an Open Props colour
 * family, resolved once to its shades on the content (content/brand-color.ts). styles/tokens.css
 * writes its shades as `--brand-<0…12>`; the build maps them to that family's, and the favicon,
 * the `theme-color` and resume.pdf's headings use shade 7 (`hex`, the light theme's `--brand`).
 */
import { rgbChannels, type BrandColors } from '../../content/brand-color.ts';
import { withVariables } from './css.ts';
import { xmlEscape } from './escape.ts';

/** Shade `shade` of the brand colour, `#rrggbb`. */
function shadeHex({ family, shades }: BrandColors, shade: number): string {
  const hex = shades[shade];
  if (!hex) throw new Error(`Open Props has no colour --${family}-${shade}`);
  return hex;
}

/**
 * CSS with every `var(--brand-<shade>-channels)` turned into that shade's "r g b" (for a tint such
 * as `rgb(… / 0.18)`) and every other `--brand-<shade>` into the family's own token (`--indigo-7`).
 */
export const brandTokens = (css: string, brand: BrandColors): string =>
  withVariables(css, {
    rename: (name) => name.replace(/^--brand-(\d+)$/, `--${brand.family}-$1`),
    replace: (name) => {
      const shade = name.match(/^--brand-(\d+)-channels$/)?.[1];
      return shade === undefined ? undefined : rgbChannels(shadeHex(brand, Number(shade))).join(' ');
    },
  });

/** The favicon: the brand's first letter, white on a rounded square of the brand colour. */
export const faviconSvg = (brand: string, colors: BrandColors): string => {
  const letter = [...brand.trim()][0]?.toUpperCase() ?? '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${colors.hex}"/><text x="32" y="44" font-family="system-ui,sans-serif" font-size="34" font-weight="800" text-anchor="middle" fill="#fff">${xmlEscape(letter)}</text></svg>`;
};
