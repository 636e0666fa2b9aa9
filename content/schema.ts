/**
 * The shape of everything in `data/`, as zod schemas: the one place that says which fields
 * exist, which may be left out, and which are words a visitor reads. content/types.ts infers
 * the TypeScript types from these, and the build checks `data/` against them before anything
 * else (content/check-shape.ts), so a missing or misspelt field is one line naming the file,
 * the entry and the field, never a crash further on.
 *
 * Field kinds:
 * - `text()`: words a visitor reads (titles, labels); `name()`: a name, the same in every
 *   language (a person's, a company's, a technology); `paragraph()`: a longer text (a summary, a
 *   description). All are one line: no page, card or PDF keeps a line break, so paragraphs are
 *   entries of a list, and content/check-shape.ts refuses a control character in any string of
 *   data/. All are marked in `VISITOR_TEXT`, which the pseudo-language build and the content
 *   rules read.
 * - `url()`: an https address, read as the URL parser normalises it; `imageRef()`: a file in
 *   data/images/ or an icon package.
 * - Everything else (dates, colours, keys) is a value the site formats, never shown as written.
 *
 * Whatever a person may not have is `.optional()`: a profile link, a photo, a project's image
 * and links, a certificate's credential, the facts in About. The site is drawn without it.
 */
import { z } from 'zod';
import { NETWORKS, type Network } from './networks.ts';
import { SLUG } from './slug.ts';

/** Schemas whose strings a visitor reads (`text`, `paragraph`, `template`). */
export const VISITOR_TEXT = new WeakSet<z.ZodType>();

const visitor = <T extends z.ZodType>(schema: T): T => {
  VISITOR_TEXT.add(schema);
  return schema;
};

/**
 * Texts that read the same in every language: names (a person's, a school's, a company's, a
 * project's, a certificate's and its issuer's), technologies and skills. A translation may give
 * them words of its own, but is never asked for them (content/translate.ts).
 */
export const SAME_IN_EVERY_LANGUAGE = new WeakSet<z.ZodType>();

/** One line of text a visitor reads. */
export const text = () => visitor(z.string().min(1, 'is empty'));
/** A name a visitor reads (see `SAME_IN_EVERY_LANGUAGE`). */
export const name = () => {
  const schema = text();
  SAME_IN_EVERY_LANGUAGE.add(schema);
  return schema;
};
/** A longer text a visitor reads, such as a summary (one line too: a list of them makes paragraphs). */
export const paragraph = () => visitor(z.string().min(1, 'is empty'));

/**
 * An https address (checked further by content/validate.ts), read as the URL parser normalises
 * it (`new URL(value).href`): the build writes that form only, never the raw input, whose
 * spaces, quotes or angle brackets would otherwise reach an attribute, a vCard or JSON-LD as
 * written. A value the parser refuses is kept, for content/validate.ts to name.
 */
export const url = () =>
  z.templateLiteral(['https://', z.string()]).overwrite((value) => (URL.canParse(value) ? (new URL(value).href as typeof value) : value));

/** `images/<file>` in data/images/, or `devicon:<folder>/<file>.svg` from the devicon package. */
export const imageRef = () =>
  z.union([z.templateLiteral(['images/', z.string()]), z.templateLiteral(['devicon:', z.string()])], {
    error: 'not an image path: write "images/<file>" (a file in data/images/) or "devicon:<folder>/<file>.svg"',
  });

const list = <T extends z.ZodType>(item: T) => z.array(item).readonly();

/** A day of the calendar written as `YYYY-MM-DD` (zod's ISO date: no 31 February, no 29 February in 2001). */
const day = () => z.iso.date({ error: 'not a day of the calendar in the form YYYY-MM-DD' });

export const profileSchema = z.strictObject({
  name: name(),
  /** Short name used as the brand in the header and footer (default: the first word of `name`). */
  brand: name().optional(),
  role: text(),
  summary: paragraph(),
  /** One sentence under the brand in the footer. */
  blurb: text(),
  /** Any script on either side of the @ (zod's `unicodeEmail`), as the browser's own email field takes it. */
  email: z.email({ pattern: z.regexes.unicodeEmail, error: 'not an email address' }),
  /** In international form, e.g. "+91 98765 43210"; the tel: link strips spaces. */
  phone: z.string().min(1, 'is empty').optional(),
  location: text().optional(),
  photo: imageRef().optional(),
  /** The owner's profiles; leave out any they do not have (no icon, no empty slot). */
  links: z.strictObject(
    Object.fromEntries(NETWORKS.map((n) => [n, url().optional()])) as Record<Network, z.ZodOptional<ReturnType<typeof url>>>,
  ),
  /** The public URL of the site (its origin), used for canonical links, the sitemap and Open Graph. */
  siteUrl: url(),
});

export const personalSchema = z.strictObject({
  /** About's heading (default: the `about.greeting` string with the first word of the name). */
  greeting: text().optional(),
  highlights: list(text()),
  /** ISO date, YYYY-MM-DD. Age is computed from it at build time; without it, no age is shown. */
  dateOfBirth: day().optional(),
  gender: text().optional(),
  languages: list(text()).optional(),
  work: text().optional(),
  freelance: text().optional(),
  country: text().optional(),
  overview: list(paragraph()),
});

export const educationSchema = z
  .strictObject({
    institution: name(),
    degree: text(),
    location: text().optional(),
    period: text(),
    /** A grade point average, shown as "CGPA"; or `score`, shown as "Score"; or neither. */
    cgpa: text().optional(),
    score: text().optional(),
    logo: imageRef().optional(),
  })
  .refine((e) => !(e.cgpa && e.score), { message: 'has both cgpa and score; keep one', path: ['score'] });

export const experienceSchema = z.strictObject({
  title: text(),
  company: name(),
  location: text().optional(),
  period: text(),
  /** Shown as its badge; "Internship" and "Freelance" have colours of their own. */
  type: text(),
  description: list(paragraph()),
  logo: imageRef().optional(),
});

export const SKILL_ICONS = ['code', 'layers', 'globe', 'cloud', 'database', 'wrench', 'award'] as const;

export const skillSchema = z.strictObject({ name: name(), logo: imageRef().optional() });

export const skillCategorySchema = z.strictObject({
  name: text(),
  description: paragraph(),
  icon: z.enum(SKILL_ICONS),
  /** A CSS colour for the category accent (#rrggbb); text on it is checked for AA contrast. */
  color: z.string(),
  skills: list(skillSchema),
});

/** A project's links, in the order its dialog lists them. */
export const PROJECT_LINKS = ['githubUrl', 'liveUrl', 'youtubeUrl', 'linkedinPost'] as const;

/**
 * A project. A link it does not have (left out, or `null`) is not shown at all; one named in
 * `planned` is shown greyed as "Coming Soon" until its URL is written.
 */
export const projectSchema = z.strictObject({
  title: name(),
  description: paragraph(),
  technologies: list(name()),
  features: list(paragraph()),
  githubUrl: url().nullable().optional(),
  liveUrl: url().nullable().optional(),
  /** A YouTube watch URL; the video id is its `v` query value. */
  youtubeUrl: url().nullable().optional(),
  /** A LinkedIn post URL (https://www.linkedin.com/posts/... or /feed/update/urn:li:activity:...). */
  linkedinPost: url().nullable().optional(),
  /** The links the owner means to add, each shown as "Coming Soon" meanwhile (`['liveUrl', 'youtubeUrl']`). */
  planned: list(z.enum(PROJECT_LINKS)).optional(),
  /** Without one, the card shows a drawn placeholder and the dialog no picture. */
  image: imageRef().optional(),
  /** More pictures, shown as a gallery on the project's page after `image`. */
  gallery: list(imageRef()).optional(),
  /** Shown on Home (content/shown.ts `featuredProjects`: without any marked, the first three). */
  featured: z.boolean().optional(),
  /** The last part of its page's address (`/projects/<slug>/`); by default made from the title (content/slug.ts). */
  slug: z
    .string()
    .regex(SLUG, 'not an address: lower-case letters of any script and digits, in words joined by single hyphens ("tide-tables")')
    .optional(),
});

/**
 * The "Visit the full portfolio" link under the projects (data/projects.ts). Projects embedded
 * in another site always shows it: it is the way to the owner's site.
 */
export const fullPortfolioLinkSchema = z.strictObject({
  /** Where it leads: a route of the site ("" for Home, "about") or an https address. */
  to: z.union([url(), z.string()], { error: 'should be a route of the site ("" for Home, "about") or an https address' }),
  /** Whether the site's own Projects page shows it too, at its bottom. */
  onProjectsPage: z.boolean(),
});

export const certificationSchema = z.strictObject({
  name: name(),
  /** The name in Skills' Certifications category (default: `name`), e.g. "AWS Developer Associate". */
  shortName: name().optional(),
  issuer: name(),
  year: z.string(),
  credentialId: z.string().min(1, 'is empty').optional(),
  img: imageRef().optional(),
  /** Where the credential can be checked (Credly or the issuer's own page): the card links there and reads "Verified". */
  credlyUrl: url().optional(),
  /** The logo beside it in Skills (default: the issuer's logo, see `issuers` in content/derive.ts, else `img`). */
  logo: imageRef().optional(),
});

/**
 * What earns a certificate's card its "Verified" mark (data/certifications.ts `verifiedBy`):
 * `id-or-link`, a credential ID or a link where the credential can be checked; `link`, only such a
 * link (Credly or the issuer's page); `none`, no card.
 */
export const VERIFIED_BY = ['id-or-link', 'link', 'none'] as const;

export const journeySchema = z.strictObject({
  title: text(),
  company: name().optional(),
  location: text().optional(),
  /** "June 2025", "2020 - 2022", or "{personal}" for an entry without a year (sorts last). */
  period: text(),
  /**
   * experience, education, achievement and milestone have a colour, an icon and a label
   * (`journey.types` in data/strings.ts) of their own; any other type is shown as written.
   */
  type: z.string().min(1, 'is empty'),
  description: list(paragraph()),
});

/**
 * One of the owner's public repositories as `npm run sync` wrote it from GitHub's REST API
 * (data/repositories.ts): the site shows the ones `openSource.show` picks.
 */
export const repositorySchema = z.strictObject({
  name: text(),
  /** The repository's page on GitHub. */
  url: url(),
  description: paragraph().nullable(),
  /** GitHub's main language of the code, as GitHub names it ("TypeScript"), or null. */
  language: text().nullable(),
  topics: list(text()),
  stars: z.number().int().nonnegative(),
  forks: z.number().int().nonnegative(),
  /** The project's own site, when it has an https one. */
  homepage: url().nullable(),
  /** The licence's SPDX id ("MIT"), or null. */
  license: z.string().min(1).nullable(),
  /** The day of the last push. */
  pushed: day(),
  fork: z.boolean(),
  archived: z.boolean(),
});

/** Whose repositories `npm run sync` wrote into data/repositories.ts: the GitHub user (null: none synced). */
export const repositoriesFromSchema = z.strictObject({ github: z.string().min(1) }).nullable();

/** Which synced repositories the Open source page shows (data/open-source.ts). */
export const openSourceSchema = z.strictObject({
  /** false: no Open source page, whatever GitHub holds (the sync fetches nothing, the doctor asks nothing). */
  page: z.boolean().optional(),
  /**
   * The repositories shown, in order: their names (a fork or an archived repository is synced
   * only when named here), or the `count` most starred or most recently pushed.
   */
  show: z.union([list(z.string().min(1)), z.strictObject({ by: z.enum(['stars', 'pushed']), count: z.number().int().positive() })]),
  /** `npm run doctor` names data/repositories.ts when it last changed longer ago than this. */
  maxAgeDays: z.number().int().positive(),
  /** resume.pdf and resume.json list the shown repositories too (JSON Resume's `projects`). */
  inResume: z.boolean(),
});

/** One of the owner's posts as `npm run sync` wrote it from their feeds (data/posts.ts). */
export const postSchema = z.strictObject({
  title: text(),
  url: url(),
  /** The day it was published. */
  date: day(),
  /** Plain text (markup in a feed is removed by the sync), or null. */
  summary: paragraph().nullable(),
  tags: list(text()),
});

/** Which feeds `npm run sync` wrote the posts of data/posts.ts from (null: none synced). */
export const postsFromSchema = z.strictObject({ feeds: list(url()) }).nullable();

/**
 * The front matter of a post of the owner's own (`data/posts/<slug>.md`, a translation
 * `<slug>.<lang>.md`): the YAML between the `---` lines at its top (content/posts.ts). Its text
 * is Markdown, below it.
 */
export const postFrontMatterSchema = z.strictObject({
  title: text(),
  /** The day it was published. */
  date: day(),
  /** A sentence or two: the Writing card and the page's description. */
  summary: paragraph().optional(),
  tags: list(text()).optional(),
  /** A picture above the text (decorative: the title says what the post is). */
  image: imageRef().optional(),
  /** Built by `npm start` only (marked as a draft), never by `npm run build`; in no list or sitemap. */
  draft: z.boolean().optional(),
});

/** The owner's feeds and what the Writing page shows (data/writing.ts). */
export const writingSchema = z.strictObject({
  /** false: no Writing page, whatever the feeds hold (the sync fetches nothing, the doctor asks nothing). */
  page: z.boolean().optional(),
  /** RSS 2.0 or Atom feeds (a dev.to, Medium or Hashnode feed, a blog's). */
  feeds: list(url()),
  /** How many of the latest posts the Writing page shows. */
  count: z.number().int().positive(),
  /** `npm run doctor` names data/posts.ts when it last changed longer ago than this. */
  maxAgeDays: z.number().int().positive(),
  /** resume.pdf and resume.json list the shown posts too (JSON Resume's `publications`). */
  inResume: z.boolean(),
});

/** A fixed text shown as a number and a label, e.g. Home's "6+" "Certifications". */
export const claimSchema = z.strictObject({ value: text(), label: text() });

export const pageSchema = z.strictObject({
  /** Route without the base path: "" for Home, "about" for /about. */
  route: z.string(),
  /** Source file of the page, relative to the project root. */
  source: z.string(),
  navLabel: text(),
  title: text(),
  description: text(),
});

export const notFoundPageSchema = pageSchema.extend({ navLabel: z.string() });

/** A footer quick link: its label and the route it opens. */
export const quickLinkSchema = z.strictObject({ label: text(), route: z.string() });

/**
 * Open Props colour families whose shade 7 carries white text at WCAG AA (4.5:1): every such
 * family (test/node/brand.test.ts checks it against Open Props), and the one list of them (the
 * content check names them from here).
 */
export const BRAND_COLORS = ['indigo', 'violet', 'purple', 'pink', 'gray', 'brown', 'sand'] as const;

/**
 * The site's typeface: one of the variable fonts the site bundles (each served from the site's
 * own origin, scripts/build/web-font.ts), or `system`, the visitor's own interface font.
 */
export const SITE_FONTS = ['manrope', 'inter', 'figtree', 'system'] as const;

/** Which profile links each place shows, in order (the footer's icons show every one the owner has). */
export const linkPlacesSchema = z.strictObject({
  hero: list(z.enum(NETWORKS)),
  about: list(z.enum(NETWORKS)),
  contact: list(z.enum(NETWORKS)),
  /** The footer's text links to coding profiles. */
  codingProfiles: list(z.enum(NETWORKS)),
  /** The links under the name in resume.pdf. */
  resume: list(z.enum(NETWORKS)),
});
