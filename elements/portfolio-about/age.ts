/** Age and date of birth as the About banner shows them. */
import { useEffect, useState } from 'react';

/**
 * Whole years from `dob` (ISO `YYYY-MM-DD`) to the UTC calendar day of `date`. Someone born on
 * 29 February turns a year older on 1 March in common years.
 */
export function ageOn(dob: string, date: Date): number {
  const [year, month, day] = dob.split('-').map(Number) as [number, number, number];
  const [y, m, d] = [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
  return y - year - (m < month || (m === month && d < day) ? 1 : 0);
}

const parseDay = (iso: string | undefined): Date | null => {
  const date = iso ? new Date(iso) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
};

/**
 * The age to show. Render may not read a clock (the prerender and the hydrating browser must
 * agree), nor the prerendered text, so it computes the age for `reference`: the ISO date the
 * page passes as the `age-reference` attribute, which the site fills with the build date
 * (`%BUILD_DATE%`). Server and browser render the same number from the same attribute. Once
 * mounted, the effect moves it to today, which only differs when the site was built before a
 * birthday that has since passed. Without a reference (an embed) the age appears once mounted.
 */
export function useAge(dob: string | undefined, reference: string | undefined): number | null {
  const [age, setAge] = useState(() => {
    const day = parseDay(reference);
    return day && dob ? ageOn(dob, day) : null;
  });
  useEffect(() => setAge(dob ? ageOn(dob, new Date()) : null), [dob]);
  return age;
}
