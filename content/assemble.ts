/**
 * `data/` as the site shows it: the exports checked by content/check-shape.ts, with what the
 * owner may leave out filled in from what they wrote, so each fact is written once:
 *  - the brand (header and footer) is the first word of the name, About's greeting the
 *    `about.greeting` string with it;
 *  - the Contact page's details are the profile's;
 *  - the Projects filters are the technologies projects share, unless data/ lists its own;
 *  - a certificate's "Verified" mark takes a link where it can be checked, unless data/ says otherwise;
 *  - About's languages are one list, joined as the site's language joins one (content/format.ts);
 *  - the full-portfolio link leads Home, and only an embedded Projects shows it, unless data/ says;
 *  - each repository language's colour is GitHub's (content/language-colors.ts);
 *  - the brand colour's family is resolved to its shades, once (content/brand-color.ts).
 */
import { brandColors } from './brand-color.ts';
import { defaultFilters } from './filters.ts';
import { fill, formattingLocale, joinList, longDate } from './format.ts';
import { languageColors } from './language-colors.ts';
import type { Content, DataInput } from './types.ts';

/** The first word of a name: "Aarav Reddy" → "Aarav". */
export const firstName = (name: string): string => name.trim().split(/\s+/)[0] ?? '';

/** The full-portfolio link of an owner who says nothing of it: Home, from an embedded Projects only. */
const EMBEDS_ONLY = { to: '', onProjectsPage: false } as const;

export function assembleContent({
  profile,
  personal,
  projectFilters,
  fullPortfolioLink,
  verifiedBy,
  translations: _others,
  ...rest
}: DataInput): Content {
  const brand = profile.brand ?? firstName(profile.name);
  const locale = formattingLocale(rest.strings.lang);
  return {
    ...rest,
    locale,
    profile: { ...profile, brand },
    personal: {
      ...personal,
      greeting: personal.greeting ?? fill(rest.strings.about.greeting, { firstName: firstName(profile.name) }),
      ...(personal.dateOfBirth && { born: longDate(personal.dateOfBirth, locale) }),
      ...(personal.languages?.length && { spoken: joinList(personal.languages, locale) }),
    },
    contact: { email: profile.email, phone: profile.phone, location: profile.location, links: profile.links },
    projectFilters: projectFilters ?? defaultFilters(rest.projects),
    verifiedBy: verifiedBy ?? 'link',
    fullPortfolioLink: fullPortfolioLink ?? EMBEDS_ONLY,
    languageColors: languageColors(rest.repositories.flatMap((r) => (r.language ? [r.language] : []))),
    brandColor: brandColors(rest.brandColor),
    // The owner's Markdown posts are added by the build, which reads their files (content/posts.ts).
    ownPosts: [],
    // The project pages too: their slugs come from the default language's titles, their write-ups from files.
    projectPages: [],
  };
}
