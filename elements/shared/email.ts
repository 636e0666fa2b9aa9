/**
 * An email address wraps only where a reader expects it to: after the "@" and before a ".". The
 * address is cut into the runs between those places; each run is a `<span>` that does not wrap
 * (not even at a hyphen: "davila-goncalves") and a `<wbr>` goes between runs (in a React section
 * and in the lit-html footer alike), so a narrow column never breaks a word inside
 * ("example.c / om"). Its text is the address, unchanged.
 */
export const emailRuns = (email: string): string[] => email.split(/(?<=@)|(?=\.)/);
