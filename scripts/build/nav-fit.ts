/**
 * The pages the prerendered header puts into its More menu: those the runtime would move there
 * with the header at its full width (the page's column, 72rem: every window from 1216 px, as most
 * desktop windows are), so the first paint at that width is the one the runtime keeps. The rule is the runtime's
 * (elements/site-nav/priority.ts); the widths are foreseen here, each text measured with the
 * build's fonts (Noto Sans, text-layout.ts) and widened to the widest system font the pages meet
 * (DejaVu Sans, Linux's `system-ui`: about 7% wider in regular, 18% in bold), plus what nav.css gives
 * each part beside its text. A narrower window, or another font, is measured by the runtime.
 * The estimate errs wide: with a site's own typeface (data/site.ts `font`, narrower than the
 * widest system font) a page may be built with a link or two more in More than the runtime keeps
 * there, which it brings back once it runs; never fewer, so the built row never overflows
 * (test/e2e/nav.e2e.ts). Measuring with the typeface's own files would make the two agree.
 */
import type { ChromeContent } from '../../elements/shared/chrome.ts';
import { currentOf } from '../../elements/site-nav/current.ts';
import { pagesInMore } from '../../elements/site-nav/priority.ts';
import type { Family, FontName } from './fonts.ts';
import { layoutLine } from './text-layout.ts';

/** Px, at a 16 px root, as nav.css sets them. */
const NAV = {
  /** `.nav`'s content box at its widest: the page's column, --page-width (72rem) inside its gutters. */
  width: 1152,
  /** Between the brand and the menu (--size-3), and between the menu's parts and links (--size-2). */
  brandGap: 16,
  gap: 8,
  /** A link's, More's and the language button's padding, both sides together (--size-2). */
  padding: 16,
  /** A popup button's chevron and the gap before it. */
  chevron: 6.4 + 8,
  /** The language button's icon and the gap after it. */
  icon: 20 + 8,
  /** The résumé link's padding (--size-3) and icon (1.25rem) with its gap (--size-1). */
  resume: 2 * 16 + 20 + 4,
  /** The theme toggle (2.5rem). */
  theme: 40,
  /** Text sizes, the type scale's largest (tokens.css): the brand (--step-2, letter-spacing -0.02em) and the rest (--step-0). */
  brandSize: 26.56,
  brandSpacing: -0.02,
  textSize: 17,
} as const;

/** How much wider the widest system font draws than Noto Sans, by script and weight (measured in Chromium). */
const WIDER: Readonly<Record<Family, Readonly<Record<FontName, number>>>> = {
  latin: { regular: 1.07, bold: 1.17 },
  arabic: { regular: 1.06, bold: 1.19 },
  hebrew: { regular: 1.07, bold: 1.17 },
  devanagari: { regular: 1.07, bold: 1.17 },
};

/** Width, in px, of `text` at `size` px. */
function textWidth(text: string, size: number, weight: FontName, direction: 'ltr' | 'rtl'): number {
  return layoutLine(text, { weight, direction }).runs.reduce((sum, { run }) => sum + run.width * WIDER[run.family][weight], 0) * size;
}

/** The indices of the pages of the menu in the prerendered More menu of the page at `route`. */
export function prerenderedMore({ brand, pages, strings, languages }: ChromeContent, route: string | null): number[] {
  const language = languages.find((l) => l.lang === strings.lang);
  const direction = language?.dir ?? 'ltr';
  const text = (words: string, weight: FontName = 'regular') => textWidth(words, NAV.textSize, weight, direction);
  const brandWidth = textWidth(`${brand}.`, NAV.brandSize, 'bold', direction) + NAV.brandSpacing * NAV.brandSize * [...`${brand}.`].length;
  const switcher = language && languages.length > 1 ? NAV.gap + NAV.padding + NAV.icon + text(language.name) + NAV.chevron : 0;
  const fixed = brandWidth + NAV.brandGap + NAV.gap + NAV.resume + text(strings.nav.resume, 'bold') + NAV.gap + NAV.theme + switcher;
  const row = {
    links: pages.map((page) => NAV.padding + text(page.navLabel)),
    space: NAV.width - fixed,
    more: NAV.padding + text(strings.nav.more) + NAV.chevron + NAV.gap,
    gap: NAV.gap,
  };
  return pagesInMore(
    row,
    pages.findIndex((page) => currentOf(page.route, route)),
  );
}
