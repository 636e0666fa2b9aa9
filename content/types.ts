/**
 * The types of every piece of content on the site, inferred from the schemas in
 * content/schema.ts (what `data/` may hold) and content/strings.ts (the interface's words).
 * The owner's values live in `data/`; components never import `data/` but receive what they show
 * as props (each section's `spec.ts` says which part of `Content` it shows).
 *
 * Image paths (`logo`, `image`, `photo`, `img`) name a file either in `data/images/`
 * (`"images/nit.svg"`, `"images/me.jpg"`) or in an icon package (`"devicon:python/python-original.svg"`).
 * JPEG, PNG, WebP and AVIF files are resized by the build for each place they are shown (AVIF
 * plus a JPEG/PNG fallback, 1x to 3x); SVG and GIF files are copied as they are.
 */
import type { z } from 'zod';
import type {
  BRAND_COLORS,
  VERIFIED_BY,
  certificationSchema,
  claimSchema,
  educationSchema,
  experienceSchema,
  fullPortfolioLinkSchema,
  journeySchema,
  linkPlacesSchema,
  openSourceSchema,
  pageSchema,
  personalSchema,
  postFrontMatterSchema,
  postSchema,
  postsFromSchema,
  profileSchema,
  PROJECT_LINKS,
  projectSchema,
  quickLinkSchema,
  repositoriesFromSchema,
  repositorySchema,
  SITE_FONTS,
  SKILL_ICONS,
  skillCategorySchema,
  skillSchema,
  writingSchema,
} from './schema.ts';
import type { BrandColors } from './brand-color.ts';
import type { DataExports } from './check-shape.ts';
import type { Network } from './networks.ts';
import type { InterfaceStrings } from './strings.ts';
import type { Translation } from './translate.ts';

export type { BrandColors, InterfaceStrings, Network, Translation };

/** An https URL, checked at build time. */
export type Url = `https://${string}`;
/** A file in `data/images/` or an icon from the devicon package. */
export type ImageRef = `images/${string}` | `devicon:${string}`;

/** What `data/profile.ts` writes: `brand` may be left out. */
export type ProfileInput = z.input<typeof profileSchema>;
/** The profile, `brand` filled in (the first word of the name by default). */
export type Profile = ProfileInput & { readonly brand: string };
/** The owner's profile links, each optional. */
export type ProfileLinks = Profile['links'];

/** What `data/profile.ts` writes for About: `greeting` may be left out. */
export type PersonalFactsInput = z.input<typeof personalSchema>;
/**
 * About's facts, `greeting` filled in (the `about.greeting` string by default), and written out
 * by the build in the site's language: the date of birth (`born`) and the languages (`spoken`),
 * so a browser's own `Intl` data never make the page it hydrates differ from the one prerendered.
 */
export type PersonalFacts = PersonalFactsInput & { readonly greeting: string; readonly born?: string; readonly spoken?: string };

/** How to reach the owner, as the Contact page shows it (from the profile). */
export type ContactInfo = Pick<Profile, 'email' | 'phone' | 'location' | 'links'>;

export type EducationEntry = z.input<typeof educationSchema>;
export type ExperienceEntry = z.input<typeof experienceSchema>;
export type Skill = z.input<typeof skillSchema>;
export type SkillIcon = (typeof SKILL_ICONS)[number];
export type SkillCategory = z.input<typeof skillCategorySchema>;
export type Project = z.input<typeof projectSchema>;
/** A project's link field: `githubUrl`, `liveUrl`, `youtubeUrl` or `linkedinPost`. */
export type ProjectLink = (typeof PROJECT_LINKS)[number];
/** The "Visit the full portfolio" link under the projects: where it leads, and whether the Projects page shows it. */
export type FullPortfolioLink = z.input<typeof fullPortfolioLinkSchema>;
export type Certification = z.input<typeof certificationSchema>;
/** What earns a certificate's card its "Verified" mark (see `VERIFIED_BY` in content/schema.ts). */
export type VerifiedBy = (typeof VERIFIED_BY)[number];
export type JourneyType = 'experience' | 'education' | 'achievement' | 'milestone' | (string & {});
export type JourneyEntry = z.input<typeof journeySchema>;
/** A public repository of the owner's, as `npm run sync` wrote it (data/repositories.ts). */
export type Repository = z.input<typeof repositorySchema>;
/** Whose repositories `npm run sync` wrote (data/repositories.ts). */
export type RepositoriesFrom = z.input<typeof repositoriesFromSchema>;
/** Which feeds `npm run sync` wrote the posts from (data/posts.ts). */
export type PostsFrom = z.input<typeof postsFromSchema>;
/** Which repositories the Open source page shows (data/open-source.ts). */
export type OpenSource = z.input<typeof openSourceSchema>;
/** A post of the owner's, as `npm run sync` wrote it from their feeds (data/posts.ts). */
export type Post = z.input<typeof postSchema>;
/** The front matter of one of the owner's own posts (data/posts/<slug>.md), as its schema reads it. */
export type PostFrontMatter = z.output<typeof postFrontMatterSchema>;
/** One language's version of a post of the owner's own (content/posts.ts). */
export interface PostVersion {
  /** From the project's root: `data/posts/tide-tables.ar.md`. */
  readonly file: string;
  /** The language it is written in (a tag of the site's languages). */
  readonly lang: string;
  /** Its Markdown, under the front matter, and the line of the file it starts on (for messages). */
  readonly markdown: string;
  readonly firstLine: number;
  readonly front: PostFrontMatter;
}
/** A post of the owner's own in every language it is written in. */
export interface OwnPost {
  /** Its address's last part, the same in every language: `tide-tables`. */
  readonly slug: string;
  /** Language → that version. */
  readonly versions: ReadonlyMap<string, PostVersion>;
}
/** A post of the owner's own as a page of the site in one language (its text in the default language when not translated). */
export interface OwnPostPage {
  readonly slug: string;
  /** `writing/tide-tables`. */
  readonly route: string;
  /** The post in this page's language, else in the default one. */
  readonly version: PostVersion;
  /** Every language it has a page in (for the alternates). */
  readonly languages: readonly string[];
}
/** A project's write-up in one language (data/projects/<slug>.md, content/project-pages.ts): Markdown, no front matter. */
export interface WriteUp {
  /** From the project's root: `data/projects/tide-clock.ar.md`. */
  readonly file: string;
  readonly lang: string;
  readonly markdown: string;
  /** The line of the file its Markdown starts on (for messages): 1. */
  readonly firstLine: number;
}
/** A project as a page of the site in one language (content/project-pages.ts). */
export interface ProjectPage {
  readonly slug: string;
  /** `projects/tide-clock`. */
  readonly route: string;
  readonly project: Project;
  /** Its write-up in this language, else in the default one; none when the owner wrote none. */
  readonly writeUp?: WriteUp;
}
/** A post as Writing, Home and the resume list it: synced from a feed, or one of the owner's own with its page here. */
export type ListedPost = Post & {
  /** One of the owner's own: its page's route, the list's language folder ("" the default), and the language its words are in. */
  readonly local?: { readonly route: string; readonly folder: string; readonly lang: string };
};
/** The owner's feeds and what the Writing page shows (data/writing.ts). */
export type Writing = z.input<typeof writingSchema>;
/**
 * An Open Props colour family for the brand colour and its shades (styles/tokens.css): those whose
 * shade 7 carries white text at WCAG AA (4.5:1), as buttons and the menu's current page need.
 */
export type BrandColor = (typeof BRAND_COLORS)[number];
/** The site's typeface: a font the site bundles, or `system` (the visitor's interface font). */
export type SiteFont = (typeof SITE_FONTS)[number];
/** A page of the site: its route, navigation label and search-engine texts. */
export type Page = z.input<typeof pageSchema>;
/** A fixed text shown as a number and a label, e.g. Home's "6+" "Certifications". */
export type Claim = z.input<typeof claimSchema>;
/** A footer quick link: its label and the route it opens. */
export type QuickLink = z.input<typeof quickLinkSchema>;
/** Which profile links Home, About, Contact and the footer's text links show. */
export type LinkPlaces = z.input<typeof linkPlacesSchema>;

/** An export's value as its schema reads it, a list read-only (the build never changes `data/`). */
type ExportInput<K extends keyof DataExports> =
  Exclude<z.input<DataExports[K]['schema']>, undefined> extends (infer Item)[]
    ? readonly Item[]
    : Exclude<z.input<DataExports[K]['schema']>, undefined>;
/** The exports a file may leave out (their schema is optional: the build has a default). */
type OptionalExport = { [K in keyof DataExports]: undefined extends z.input<DataExports[K]['schema']> ? K : never }[keyof DataExports];

/**
 * Everything `data/` holds, as its files export it: derived from `DATA_EXPORTS`
 * (content/check-shape.ts), the one list of the exports with their files and schemas. The
 * translations' schema is only their outline (each is checked as it is applied), so their type
 * is `Translation`'s.
 */
export type DataInput = {
  readonly [K in Exclude<keyof DataExports, OptionalExport | 'translations'>]: ExportInput<K>;
} & {
  readonly [K in Exclude<OptionalExport, 'translations'>]?: ExportInput<K>;
} & { readonly translations: readonly Translation[] };

/** The whole content of the site: `data/` with its defaults filled in (content/assemble.ts). */
export interface Content
  extends Omit<
    DataInput,
    'profile' | 'personal' | 'projectFilters' | 'fullPortfolioLink' | 'translations' | 'brandColor' | 'verifiedBy' | 'posts'
  > {
  /** The synced posts and the owner's own published ones (content/posts.ts `listedPosts`). */
  readonly posts: readonly ListedPost[];
  /** The owner's own posts with a page in this language (drafts only in `npm start`), newest first; added by the build. */
  readonly ownPosts: readonly OwnPostPage[];
  /** A page per project, in the order of `projects`; added by the build (content/project-pages.ts). */
  readonly projectPages: readonly ProjectPage[];
  readonly verifiedBy: VerifiedBy;
  readonly profile: Profile;
  readonly personal: PersonalFacts;
  readonly contact: ContactInfo;
  /** The filter pills of Projects, in order (without the one that shows all). */
  readonly projectFilters: readonly string[];
  readonly fullPortfolioLink: FullPortfolioLink;
  /** The locale numbers are written in (content/format.ts `formattingLocale`). */
  readonly locale: string;
  /** Each repository language's colour on GitHub (`#rrggbb`), for those Linguist gives one. */
  readonly languageColors: Readonly<Record<string, string>>;
  /** The brand colour: the family data/site.ts names, with its shades (content/brand-color.ts). */
  readonly brandColor: BrandColors;
}
