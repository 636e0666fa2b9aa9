/**
 * The colour GitHub shows for a programming language, from GitHub Linguist's own table
 * (languages.yml, published on npm as `linguist-languages` and kept up to date with Linguist's
 * releases): read at build time, so only the colours of the languages shown reach a page.
 */
import * as linguist from 'linguist-languages';

const table = linguist as unknown as Readonly<Record<string, { readonly color?: string } | undefined>>;

/** Each of `names` that Linguist gives a colour, with its colour (`#rrggbb`, lower case). */
export function languageColors(names: Iterable<string>): Record<string, string> {
  return Object.fromEntries(
    [...new Set(names)].flatMap((name) => {
      const color = Object.hasOwn(table, name) ? table[name]?.color : undefined;
      return color && /^#[0-9a-f]{6}$/i.test(color) ? [[name, color.toLowerCase()]] : [];
    }),
  );
}
