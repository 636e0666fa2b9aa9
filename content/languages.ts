/**
 * A language of the site as pages and the language switcher need it: its tag, its direction, its
 * name written in itself ("العربية", "português"), and the folder of its pages ("" for the default
 * language, whose pages are at the root, "ar/" for the others). Worked out with `Intl`.
 */
export interface Language {
  /** BCP 47 tag, as data/ writes it ("pt-PT"). */
  readonly lang: string;
  readonly dir: 'ltr' | 'rtl';
  /** The language named in itself, for the switcher. */
  readonly name: string;
  /** Its pages' folder under the site root: "" (the default language) or "<lang>/". */
  readonly folder: string;
}

/** Scripts written right to left (ISO 15924). */
export const RTL_SCRIPTS = new Set(['Adlm', 'Arab', 'Hebr', 'Mand', 'Mend', 'Nkoo', 'Rohg', 'Samr', 'Syrc', 'Thaa', 'Yezi']);

/**
 * The direction a language (a BCP 47 tag) is written in: right to left when Intl says so
 * (`textInfo`), or when its likely script is (ICU reports Dhivehi, in Thaana, as left to right);
 * left to right otherwise, and for a tag that is not well formed.
 */
export function direction(lang: string): 'ltr' | 'rtl' {
  try {
    const locale = new Intl.Locale(lang) as Intl.Locale & {
      readonly textInfo?: { direction?: string };
      getTextInfo?(): { direction?: string };
    };
    const script = locale.maximize().script;
    const info = locale.getTextInfo?.() ?? locale.textInfo;
    return info?.direction === 'rtl' || (script !== undefined && RTL_SCRIPTS.has(script)) ? 'rtl' : 'ltr';
  } catch {
    return 'ltr';
  }
}

/**
 * The language named in itself, its first letter capitalised as a menu item: without its region
 * ("English" for en-GB, "Português" for pt-PT), unless another variant of the same language is
 * among `site`'s languages ("Português europeu" beside "Português (Brasil)").
 */
export function nameOf(lang: string, site: readonly string[] = [lang]): string {
  const base = new Intl.Locale(lang).language;
  const variants = site.filter((other) => new Intl.Locale(other).language === base).length > 1;
  const name = new Intl.DisplayNames([lang], { type: 'language' }).of(variants ? lang : base) ?? lang;
  return name.charAt(0).toLocaleUpperCase(lang) + name.slice(1);
}

/** `lang` as a folder name: lower case ("pt-br/"). */
export const folderOf = (lang: string): string => `${lang.toLowerCase()}/`;

/** `lang` as a language of a site in `site`'s languages (its switcher names it among them). */
export const language = (lang: string, isDefault: boolean, site: readonly string[] = [lang]): Language => ({
  lang,
  dir: direction(lang),
  name: nameOf(lang, site),
  folder: isDefault ? '' : folderOf(lang),
});
