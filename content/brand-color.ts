/**
 * The brand colour, resolved once: `brandColor` in data/site.ts names an Open Props colour family
 * (content/schema.ts `BRAND_COLORS`), and `assembleContent` puts that family's shades on the
 * content (`Content.brandColor`). The theme's tokens, the favicon, the `theme-color`, the link
 * previews, resume.pdf's headings and the contrast check receive these colours; none looks the
 * family up again. Read at build time (as language-colors.ts is), so Open Props' table reaches no
 * page.
 */
import OpenProps from 'open-props';
import type { BrandColor } from './types.ts';

const props = OpenProps as unknown as Readonly<Record<string, string | number | undefined>>;

/** The brand colour as the build uses it. */
export interface BrandColors {
  /** The Open Props family data/site.ts names (`"indigo"`): `--brand-<n>` is `--<family>-<n>`. */
  readonly family: BrandColor;
  /** The family's shades, `#rrggbb`, by number (0 to 12). */
  readonly shades: readonly string[];
  /** Shade 7, the light theme's `--brand`: the favicon's, the `theme-color`'s, the link previews' and resume.pdf's headings'. */
  readonly hex: string;
}

/** The shade a brand colour is shown at outside the theme. */
const SHADE = 7;

/** `family`'s shades, from Open Props: the one place a family name becomes colours. */
export function brandColors(family: BrandColor): BrandColors {
  const shades: string[] = [];
  for (let shade = 0; props[`--${family}-${shade}`] !== undefined; shade++) {
    const value = props[`--${family}-${shade}`];
    if (typeof value !== 'string' || !/^#[0-9a-f]{6}$/i.test(value)) throw new Error(`Open Props' --${family}-${shade} is not a colour`);
    shades.push(value);
  }
  const hex = shades[SHADE];
  if (!hex) throw new Error(`Open Props has no colour --${family}-${SHADE}`);
  return { family, shades, hex };
}
