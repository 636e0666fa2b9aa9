/**
 * The shape of every piece of content on the site. The owner's values live in `data/`, typed by
 * these interfaces; components never import `data/` but receive what they show as props (each
 * section's `spec.ts` says which part of `Content` it shows).
 *
 * Image paths (`logo`, `image`, `photo`, `img`) name a file either in `data/images/`
 * (`"images/nit.svg"`, `"images/me.jpg"`) or in an icon package (`"devicon:python/python-original.svg"`).
 * JPEG, PNG, WebP and AVIF files are resized by the build for each place they are shown (AVIF
 * plus a JPEG/PNG fallback, 1x to 3x); SVG and GIF files are copied as they are.
 */

/** An https URL, checked at build time. */
export type Url = `https://${string}`;
/** A file in `data/images/` or an icon from the devicon package. */
export type ImageRef = `images/${string}` | `devicon:${string}`;

export interface SocialLink {
  readonly href: Url;
  readonly label: string;
}

export interface Profile {
  readonly name: string;
  /** Short name used as the brand in the header and footer (`completeProfile` defaults it to the first word of `name`). */
  readonly brand: string;
  readonly role: string;
  readonly summary: string;
  /** One sentence under the brand in the footer. */
  readonly blurb: string;
  readonly email: string;
  /** In international form, e.g. "+91 98765 43210"; the tel: link strips spaces. */
  readonly phone: string;
  readonly location: string;
  readonly photo: ImageRef;
  readonly github: Url;
  readonly linkedin: Url;
  readonly codechef: Url;
  readonly devpost: Url;
  readonly x: Url;
  readonly instagram: Url;
  readonly leetcode: Url;
  /** The public URL of the site, used for canonical links, the sitemap and Open Graph. */
  readonly siteUrl: Url;
  /** Text links to coding profiles, shown in the footer. */
  readonly socialLinks: readonly SocialLink[];
}

/** What `data/profile.ts` writes: `brand` may be left out (see `completeProfile`). */
export type ProfileInput = Omit<Profile, 'brand'> & { readonly brand?: string };

export interface PersonalFacts {
  /** About's heading (`completePersonal` defaults it to "Hi, I'm <first word of the name>"). */
  readonly greeting: string;
  readonly highlights: readonly string[];
  /** ISO date, YYYY-MM-DD. Age is computed from it at build time. */
  readonly dateOfBirth: string;
  readonly gender: string;
  readonly languages: readonly string[];
  readonly work: string;
  readonly freelance: string;
  readonly country: string;
  readonly overview: readonly string[];
}

/** What `data/profile.ts` writes: `greeting` may be left out (see `completePersonal`). */
export type PersonalFactsInput = Omit<PersonalFacts, 'greeting'> & { readonly greeting?: string };

export interface ContactInfo {
  readonly email: string;
  readonly github: Url;
  readonly linkedin: Url;
  readonly devpost: Url;
  readonly codechef: Url;
  readonly location: string;
  readonly phone: string;
}

export type Grade = { readonly cgpa: string } | { readonly score: string };

export type EducationEntry = {
  readonly institution: string;
  readonly degree: string;
  readonly location: string;
  readonly period: string;
  readonly logo: ImageRef;
} & Grade;

export type ExperienceType = 'Internship' | 'Freelance';

export interface ExperienceEntry {
  readonly title: string;
  readonly company: string;
  readonly location: string;
  readonly period: string;
  readonly type: ExperienceType;
  readonly description: readonly string[];
  readonly logo: ImageRef;
}

export interface Skill {
  readonly name: string;
  readonly logo: ImageRef;
}

export type SkillIcon = 'code' | 'layers' | 'globe' | 'cloud' | 'database' | 'wrench' | 'award';

export interface SkillCategory {
  readonly name: string;
  readonly description: string;
  readonly icon: SkillIcon;
  /** A CSS colour for the category accent; text on it is checked for AA contrast. */
  readonly color: string;
  readonly skills: readonly Skill[];
}

export interface Project {
  readonly title: string;
  readonly description: string;
  readonly technologies: readonly string[];
  readonly features: readonly string[];
  readonly githubUrl: Url | null;
  readonly liveUrl: Url | null;
  /** A YouTube watch URL; the video id is its `v` query value. */
  readonly youtubeUrl: Url | null;
  /** A LinkedIn post URL (https://www.linkedin.com/posts/... or /feed/update/urn:li:activity:...). */
  readonly linkedinPost: Url | null;
  readonly image: ImageRef;
}

export interface Certification {
  readonly name: string;
  /** The name in Skills' Certifications category (default: `name`), e.g. "AWS Developer Associate". */
  readonly shortName?: string;
  readonly issuer: string;
  readonly year: string;
  readonly credentialId: string;
  readonly img?: ImageRef;
  readonly credlyUrl?: Url;
  /** The logo beside it in Skills (default: the issuer's logo, see `issuers` in content/derive.ts, else `img`). */
  readonly logo?: ImageRef;
}

export type JourneyType = 'experience' | 'education' | 'achievement' | 'milestone' | (string & {});

export interface JourneyEntry {
  readonly title: string;
  readonly company: string;
  readonly location: string;
  /** "June 2025", "2020 - 2022", or "{personal}" for an entry without a year (sorts last). */
  readonly period: string;
  readonly type: JourneyType;
  readonly description: readonly string[];
}

/**
 * An Open Props colour family for the brand colour and its shades (styles/tokens.css): those whose
 * shade 7 carries white text at WCAG AA (4.5:1), as buttons and the menu's current page need.
 */
export type BrandColor = 'indigo' | 'violet' | 'purple' | 'pink' | 'gray' | 'brown' | 'sand';

/** A page of the site: its route, navigation label and search-engine texts. */
export interface Page {
  /** Route without the base path: "" for Home, "about" for /about. */
  readonly route: string;
  /** Source file of the page, relative to the project root. */
  readonly source: string;
  readonly navLabel: string;
  readonly title: string;
  readonly description: string;
}

/** A fixed text shown as a number and a label, e.g. Home's "6+" "Certifications". */
export interface Claim {
  readonly value: string;
  readonly label: string;
}

/** A footer quick link: its label and the route it opens. */
export interface QuickLink {
  readonly label: string;
  readonly route: string;
}

/** Everything `data/index.ts` exports: the whole content of the site. */
export interface Content {
  readonly profile: Profile;
  readonly personal: PersonalFacts;
  readonly contact: ContactInfo;
  readonly education: readonly EducationEntry[];
  readonly experience: readonly ExperienceEntry[];
  readonly skillCategories: readonly SkillCategory[];
  readonly projects: readonly Project[];
  readonly certifications: readonly Certification[];
  /** The Certifications page's tiles: fixed texts the build checks against the data. */
  readonly certificationTiles: readonly Claim[];
  readonly journey: readonly JourneyEntry[];
  /** The pages in the menu, in order. */
  readonly pages: readonly Page[];
  /** Served for any unknown path (written as `404.html`, outside the menu). */
  readonly notFoundPage: Page;
  readonly quickLinks: readonly QuickLink[];
  readonly copyrightYear: number;
  /** Home's stat cards: fixed texts the build checks against the data. */
  readonly heroStats: readonly Claim[];
  /** The brand colour of the theme, favicon, `theme-color` and resume.pdf. */
  readonly brandColor: BrandColor;
}
