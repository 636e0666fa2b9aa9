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

/** Languages written right to left, by their language subtag (where `Intl.Locale` cannot say). */
const RIGHT_TO_LEFT = new Set(['ar', 'arc', 'ckb', 'dv', 'fa', 'he', 'iw', 'ku', 'ps', 'sd', 'syr', 'ug', 'ur', 'yi']);

/** The direction `lang` is written in. */
export function direction(lang: string): 'ltr' | 'rtl' {
  const locale = new Intl.Locale(lang) as Intl.Locale & {
    textInfo?: { direction?: string };
    getTextInfo?: () => { direction?: string };
  };
  const info = locale.getTextInfo?.() ?? locale.textInfo;
  if (info?.direction === 'rtl' || info?.direction === 'ltr') return info.direction;
  return RIGHT_TO_LEFT.has(locale.language) ? 'rtl' : 'ltr';
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
