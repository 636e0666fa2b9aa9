/**
 * Filling in the interface's words (data/strings.ts, shaped by content/strings.ts): `{name}`
 * placeholders and plural forms. Small and free of the schemas, for the browser's bundles.
 */

/** A text that depends on a count: a form per plural category of the language (`other` always). */
export interface PluralForms {
  readonly zero?: string | undefined;
  readonly one?: string | undefined;
  readonly two?: string | undefined;
  readonly few?: string | undefined;
  readonly many?: string | undefined;
  readonly other: string;
}

/** The names a text fills in: `"Showing {shown} of {total}"` → `["shown", "total"]`. */
export const placeholders = (text: string): string[] => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);

/**
 * `text` with each `{name}` replaced by its value, as parts: strings and the values themselves,
 * so a value may be markup (a link, a `<span>` the runtime updates).
 */
export function fillParts<T>(text: string, values: Readonly<Record<string, T>>): (string | T)[] {
  return text.split(/(\{\w+\})/).flatMap((part): (string | T)[] => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    if (name && Object.hasOwn(values, name)) return [values[name]!];
    return part ? [part] : [];
  });
}

/** `text` with each `{name}` replaced by its value. */
export const fill = (text: string, values: Readonly<Record<string, string | number>> = {}): string =>
  fillParts(text, values).map(String).join('');

/** The form of `forms` for `count` in language `lang`. */
export const pluralForm = (forms: PluralForms, count: number, lang: string): string =>
  forms[new Intl.PluralRules(lang).select(count)] ?? forms.other;

/**
 * The locale every section formats with: the language and, pinned, the digits the build's `Intl`
 * writes it with (`ar-u-nu-latn`). Browsers' `Intl` data differ (WebKit writes Arabic with
 * Arabic-Indic digits where Node writes Latin ones): a number a section prerendered one way and
 * hydrated another would not match.
 */
export function formattingLocale(lang: string): string {
  const { numberingSystem } = new Intl.NumberFormat(lang).resolvedOptions();
  return new Intl.Locale(lang, { numberingSystem }).toString();
}

/** One `Intl.NumberFormat` per locale: creating one is costly (the first of a page, 100 ms on the phone profile). */
const numberFormats = new Map<string, Intl.NumberFormat>();

/** A number as `locale` (see `formattingLocale`) writes it ("7", "٧", "7 000"). */
export function formatNumber(n: number, locale: string): string {
  let format = numberFormats.get(locale);
  if (!format) numberFormats.set(locale, (format = new Intl.NumberFormat(locale)));
  return format.format(n);
}

/** `2004-03-15` → "15 March 2004" in `locale`, the same on every machine. */
export const longDate = (iso: string, locale: string): string =>
  new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(iso));

/**
 * `items` as one list, joined as `locale`'s language joins one with "and" (`Intl.ListFormat`):
 * "Telugu, English and Hindi", "telugu, inglês e hindi", "עברית, אנגלית וערבית" (Hebrew's "and"
 * is a prefix), "التيلوغوية والإنجليزية والهندية".
 */
export const joinList = (items: readonly string[], locale: string): string =>
  new Intl.ListFormat(locale, { type: 'conjunction' }).format(items);

/** The label `labels` gives `key` (a journey entry's type), or the key as written, its first letter capitalised. */
export const labelOf = (labels: Readonly<Record<string, string>>, key: string): string =>
  Object.hasOwn(labels, key) ? labels[key]! : key.charAt(0).toUpperCase() + key.slice(1);
