/**
 * The language tags of data/ (`lang` in data/strings.ts and in each of data/translations.ts), as
 * the site uses them: canonical (`Intl.getCanonicalLocales`: "pt-br" → "pt-BR", "iw" → "he"),
 * so one language has one folder of pages however its tag is written; and each language's folder
 * (content/languages.ts `folderOf`) a name no page's route and no folder of the site's own
 * (`RESERVED_FOLDERS`) has, so no language writes its pages over another page: `lang: 'about'`
 * would put its Home at /about/.
 */
import { folderOf } from './languages.ts';
import { quote } from './quote.ts';

/** The site's own folders beside its pages: the built files (assets/) and the embeds (embed/). */
export const RESERVED_FOLDERS = ['assets', 'embed'] as const;

/** What the tags of the site's languages are checked against: the page routes, and the languages read so far. */
export interface TagContext {
  /** Every page's route ("", "about", "projects"): its first folder is taken. */
  readonly routes: readonly string[];
  /** The canonical tags read so far, each with the tag as written. */
  readonly seen: Map<string, string>;
}

/**
 * The canonical form of `lang`, or its problem (a line's end, after the file and field). The
 * default language (`ownFolder` false) has its pages at the site's root, so only the others'
 * folders are checked.
 */
export function readLanguageTag(lang: string, { routes, seen }: TagContext, ownFolder = true): { lang: string } | { problem: string } {
  let canonical: string;
  try {
    [canonical = lang] = Intl.getCanonicalLocales(lang);
  } catch {
    return { problem: `${quote(lang)} is not a language tag (BCP 47, such as "ar", "pt-BR")` };
  }
  const before = seen.get(canonical);
  if (before !== undefined) {
    const same = before === lang ? '' : ` as ${quote(before)} (both are ${quote(canonical)})`;
    return { problem: `${quote(lang)} is given more than once${same}: one language has one folder of pages` };
  }
  seen.set(canonical, lang);
  if (!ownFolder) return { lang: canonical };
  const folder = folderOf(canonical).slice(0, -1);
  const page = routes.some((route) => route.split(/[/#?]/)[0]!.toLowerCase() === folder);
  if (page || (RESERVED_FOLDERS as readonly string[]).includes(folder)) {
    const own = RESERVED_FOLDERS.map((name) => `/${name}/`).join(', ');
    const whose = page ? "a page's (its route in data/site.ts)" : `the site's own (${own})`;
    return {
      problem: `${quote(lang)} would write its pages into /${folder}/, which is ${whose}: write the tag of a language, such as "ar" or "pt-BR"`,
    };
  }
  return { lang: canonical };
}
