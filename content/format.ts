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

/** A number as language `lang` writes it ("7", "٧" in Egyptian Arabic, "7 000"). */
export const formatNumber = (n: number, lang: string): string => new Intl.NumberFormat(lang).format(n);
