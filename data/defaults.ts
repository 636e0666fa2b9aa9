/**
 * Fields that default from others, so one fact is written once: the brand and About's greeting
 * come from the name unless `data/profile.ts` sets them. Its calls are marked @__PURE__ there,
 * so a bundle that does not use a value (the nav has no use for `personal`) leaves it out.
 */
import type { PersonalFacts, PersonalFactsInput, Profile, ProfileInput } from './types.ts';

/** The first word of a name: "Aarav Reddy" → "Aarav". */
export const firstName = (name: string): string => name.trim().split(/\s+/)[0] ?? '';

/** The profile with `brand` (header and footer) defaulting to the first word of the name. */
export function completeProfile(profile: ProfileInput): Profile {
  return { ...profile, brand: profile.brand ?? firstName(profile.name) };
}

/** The personal facts with About's `greeting` defaulting to "Hi, I'm <first word of the name>". */
export function completePersonal(personal: PersonalFactsInput, { name }: Pick<Profile, 'name'>): PersonalFacts {
  return { ...personal, greeting: personal.greeting ?? `Hi, I'm ${firstName(name)}` };
}
