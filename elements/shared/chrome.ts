/**
 * What the nav and footer of every page show, picked from the site's content. The build renders
 * them with it and puts it into the site runtime as data, which hydrates them (elements/site.ts).
 */
import { linksAt } from '../../content/derive.ts';
import { NETWORKS } from '../../content/networks.ts';
import type { Language } from '../../content/languages.ts';
import type { Content, InterfaceStrings, Network, Url } from '../../content/types.ts';

export interface ChromeContent {
  readonly name: string;
  readonly brand: string;
  readonly blurb: string;
  readonly email: string;
  readonly phone: string | undefined;
  readonly location: string | undefined;
  /** The menu: every page's route and label, in order. */
  readonly pages: readonly { readonly route: string; readonly navLabel: string }[];
  readonly quickLinks: Content['quickLinks'];
  readonly copyrightYear: number;
  /** The footer's icon links: every profile the owner has. */
  readonly socialIcons: readonly { readonly network: Network; readonly href: Url }[];
  /** The footer's text links to coding profiles. */
  readonly codingProfiles: readonly { readonly network: Network; readonly href: Url }[];
  /** The words of the nav and footer. */
  readonly strings: Pick<InterfaceStrings, 'lang' | 'common' | 'nav' | 'footer'>;
  /** Every language of the site (one: no switcher). */
  readonly languages: readonly Language[];
}

export function chromeContent(
  { profile, pages, quickLinks, copyrightYear, linkPlaces, strings }: Content,
  languages: readonly Language[] = [],
): ChromeContent {
  return {
    name: profile.name,
    brand: profile.brand,
    blurb: profile.blurb,
    email: profile.email,
    phone: profile.phone,
    location: profile.location,
    pages: pages.map(({ route, navLabel }) => ({ route, navLabel })),
    quickLinks,
    copyrightYear,
    socialIcons: linksAt(profile.links, NETWORKS),
    codingProfiles: linksAt(profile.links, linkPlaces.codingProfiles),
    strings: { lang: strings.lang, common: strings.common, nav: strings.nav, footer: strings.footer },
    languages,
  };
}
