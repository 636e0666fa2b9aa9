/**
 * What the nav and footer of every page show, picked from the site's content. The build renders
 * them with it and puts it into the site runtime as data, which hydrates them (elements/site.ts).
 */
import type { Content } from '../../content/types.ts';
import type { IconName } from './media/icons.ts';

export interface ChromeContent {
  readonly name: string;
  readonly brand: string;
  readonly blurb: string;
  readonly email: string;
  readonly phone: string;
  readonly location: string;
  /** The menu: every page's route and label, in order. */
  readonly pages: readonly { readonly route: string; readonly navLabel: string }[];
  readonly quickLinks: Content['quickLinks'];
  readonly copyrightYear: number;
  /** The footer's icon links to the owner's profiles. */
  readonly socialIcons: readonly { readonly icon: IconName; readonly label: string; readonly href: string }[];
  /** The footer's text links to coding profiles. */
  readonly socialLinks: Content['profile']['socialLinks'];
}

export function chromeContent({ profile, pages, quickLinks, copyrightYear }: Content): ChromeContent {
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
    socialIcons: [
      { icon: 'github', label: 'GitHub', href: profile.github },
      { icon: 'linkedin', label: 'LinkedIn', href: profile.linkedin },
      { icon: 'devpost', label: 'DevPost', href: profile.devpost },
      { icon: 'x', label: 'X', href: profile.x },
      { icon: 'instagram', label: 'Instagram', href: profile.instagram },
      { icon: 'codechef', label: 'CodeChef', href: profile.codechef },
      { icon: 'leetcode', label: 'LeetCode', href: profile.leetcode },
    ],
    socialLinks: profile.socialLinks,
  };
}
