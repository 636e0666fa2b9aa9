/**
 * A country's ISO 3166-1 alpha-2 code from its name as the owner writes it ("India" → "IN",
 * "Portugal" or "Brasil" → "PT", "BR"), by the names `Intl.DisplayNames` gives every region in
 * the site's language and in English. Undefined for a name no region has.
 */
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/**
 * Every two-letter region code in use: a withdrawn one (DD, East Germany) is named after its
 * successor ("Germany") but canonicalises to another code (DE), so it is left out.
 */
const CODES = [...LETTERS]
  .flatMap((a) => [...LETTERS].map((b) => a + b))
  .filter((code) => Intl.getCanonicalLocales(`und-${code}`)[0] === `und-${code}`);

const key = (name: string) => name.normalize('NFKD').replace(/\p{M}/gu, '').trim().toLowerCase();

export function countryCode(name: string, lang: string): string | undefined {
  const wanted = key(name);
  for (const language of new Set([lang, 'en'])) {
    const names = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
    const code = CODES.find((c) => {
      const region = names.of(c);
      return region !== undefined && key(region) === wanted;
    });
    if (code) return code;
  }
  return undefined;
}
