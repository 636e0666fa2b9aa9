/**
 * The brand colour, resolved once: `brandColor` in data/site.ts names an Open Props colour family
 * (content/schema.ts `BRAND_COLORS`), and `assembleContent` puts that family's shades on the
 * content (`Content.brandColor`). The theme's tokens, the favicon, the `theme-color`, the link
 * previews, resume.pdf's headings and the contrast check receive these colours; none looks the
 * family up again. Read at build time (as language-colors.ts is), so Open Props' table reaches no
 * page.
 */
import OpenProps from 'open-props';
import { BRAND_COLORS } from './schema.ts';
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

/** WCAG AA's contrast for text, which white text on the brand colour (buttons, the menu's current page) needs. */
export const AA_CONTRAST = 4.5;

/** A colour's red, green and blue, 0 to 255: `#4263eb` → `[66, 99, 235]` (the one place a colour is read). */
export const rgbChannels = (hex: string): [number, number, number] => [
  Number.parseInt(hex.slice(1, 3), 16),
  Number.parseInt(hex.slice(3, 5), 16),
  Number.parseInt(hex.slice(5, 7), 16),
];

/** WCAG contrast ratio of white text on `hex` (`#rrggbb`). */
export function whiteTextContrast(hex: string): number {
  const [r, g, b] = rgbChannels(hex).map((c) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 1.05 / (0.2126 * r + 0.7152 * g + 0.0722 * b + 0.05);
}

/** The families of `BRAND_COLORS`, in its order, whose shade 7 carries white text at AA (all of them, as the schema promises). */
export const whiteTextFamilies = (): BrandColor[] =>
  BRAND_COLORS.filter((family) => whiteTextContrast(brandColors(family).hex) >= AA_CONTRAST);
