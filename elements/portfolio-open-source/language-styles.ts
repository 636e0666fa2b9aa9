/**
 * Each language's GitHub colour, written as rules in the section's stylesheet rather than inline
 * `style` attributes, so the page's Content-Security-Policy needs no `'unsafe-inline'` (the
 * stylesheet is allowed by its hash): `--language` on every `[data-language]` dot of that
 * language, keyed by its place in the section's colours.
 */

/** The `data-language` value of a language: its place among the section's colours, or none without a colour. */
export const languageKey = (colors: Readonly<Record<string, string>>, language: string): string | undefined => {
  const at = Object.keys(colors).indexOf(language);
  return at < 0 ? undefined : String(at);
};

export function languageStyles(colors: Readonly<Record<string, string>>): string {
  // Colours are `#rrggbb` (content/language-colors.ts keeps no other), so they are safe to write as CSS.
  return Object.values(colors)
    .map((color, i) => `[data-language="${i}"]{--language:${color}}`)
    .join('');
}
