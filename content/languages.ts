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

/** The language named in itself, its first letter capitalised as a menu item ("Português europeu"). */
export function nameOf(lang: string): string {
  const name = new Intl.DisplayNames([lang], { type: 'language' }).of(lang) ?? lang;
  return name.charAt(0).toLocaleUpperCase(lang) + name.slice(1);
}

/** `lang` as a folder name: lower case ("pt-br/"). */
export const folderOf = (lang: string): string => `${lang.toLowerCase()}/`;

export const language = (lang: string, isDefault: boolean): Language => ({
  lang,
  dir: direction(lang),
  name: nameOf(lang),
  folder: isDefault ? '' : folderOf(lang),
});
