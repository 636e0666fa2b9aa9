/**
 * The interface words a section shows come with its content (`strings`, from data/strings.ts):
 * `stringsFor` (contract.ts) picks them in a section's contract, `SectionFrame` provides them, `useStrings` reads a group.
 */
import { createContext, useContext } from 'react';
import type { InterfaceStrings } from '../../../content/types.ts';

/**
 * The interface words a section carries in its content (`strings`): the language, the words
 * every section shares, and its own groups (see contract.ts `stringsFor`).
 */
export type SectionStrings = Pick<InterfaceStrings, 'lang' | 'common'> & Partial<InterfaceStrings> & { readonly locale: string };

export const StringsContext = createContext<SectionStrings | null>(null);

/** The words of group `group` (and `common`, `lang`) of the section this renders in. */
export function useStrings<G extends keyof InterfaceStrings>(group: G): InterfaceStrings[G] {
  const words = useContext(StringsContext)?.[group];
  if (words === undefined) throw new Error(`The section's content carries no "${group}" strings (see stringsFor in its contract.ts)`);
  return words as InterfaceStrings[G];
}

/** The locale the section writes numbers in (its language, the build's digits: content/format.ts). */
export function useLocale(): string {
  const locale = useContext(StringsContext)?.locale;
  if (locale === undefined) throw new Error("The section's content carries no locale (see stringsFor in its contract.ts)");
  return locale;
}
