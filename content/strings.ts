/**
 * The interface's words: every label, heading, button, message and accessible name the site
 * shows that is not the owner's content, as the shape `data/strings.ts` fills in (typed like
 * Shoelace's translations: every term named, one object per language). Components never hold a
 * visitor-facing word; they take the group they need (`useStrings` in a section).
 *
 * A text may name values in braces, `"Portrait of {name}"`: `template('name')` says which it may
 * use, and the content check refuses any other. A text that depends on a count is a `plural`:
 * one form per plural category of the language (`one`, `other`, …; Intl.PluralRules picks).
 */
import { z } from 'zod';
import { placeholders } from './format.ts';
import { VISITOR_TEXT } from './schema.ts';

/** A text a visitor reads, which may name `names` in braces. */
export const template = (...names: string[]) => {
  const schema = z
    .string()
    .min(1, 'is empty')
    .superRefine((value, context) => {
      const unknown = placeholders(value).filter((name) => !names.includes(name));
      if (!unknown.length) return;
      const allowed = names.length ? names.map((n) => `{${n}}`).join(', ') : 'no placeholder';
      context.addIssue({
        code: 'custom',
        message: `names ${unknown.map((n) => `{${n}}`).join(', ')}, which it cannot fill; it may use ${allowed}`,
      });
    });
  VISITOR_TEXT.add(schema);
  return schema;
};

/** A text that depends on a count: a form per plural category (`other` is required). */
const plural = (...names: string[]) =>
  z.strictObject({
    zero: template(...names).optional(),
    one: template(...names).optional(),
    two: template(...names).optional(),
    few: template(...names).optional(),
    many: template(...names).optional(),
    other: template(...names),
  });

const t = template;

const common = z.strictObject({
  /** After a link's name when it opens in a new tab (screen readers). */
  newTab: t(),
  saveContact: t(),
  close: t(),
  /** Each profile's name, for its link (an icon alone has it as its accessible name). */
  networks: z.strictObject({
    github: t(),
    linkedin: t(),
    devpost: t(),
    codechef: t(),
    leetcode: t(),
    x: t(),
    instagram: t(),
  }),
});

const nav = z.strictObject({
  skipToContent: t(),
  /** The main navigation's accessible name. */
  label: t(),
  menu: t(),
  resume: t(),
  /** After "Resume", for screen readers. */
  resumeNote: t(),
  toDarkTheme: t(),
  toLightTheme: t(),
  /** The language switcher's name (a site in several languages). */
  languages: t(),
  /** The button of the menu that holds the pages the header has no room for. */
  more: t(),
});

const footer = z.strictObject({
  quickLinks: t(),
  contact: t(),
  codingProfiles: t(),
  copyright: t('year', 'name'),
  backToTop: t(),
});

const hero = z.strictObject({
  kicker: t(),
  getInTouch: t(),
  viewProjects: t(),
  portrait: t('name'),
});

const about = z.strictObject({
  kicker: t(),
  /** About's heading when `personal.greeting` is not set. */
  greeting: t('firstName'),
  tabsLabel: t(),
  tabs: z.strictObject({ overview: t(), education: t(), experience: t() }),
  facts: z.strictObject({
    age: t(),
    gender: t(),
    languages: t(),
    work: t(),
    freelance: t(),
    country: t(),
    dateOfBirth: t(),
  }),
  email: t(),
  cgpa: t(),
  score: t(),
  logo: t('name'),
});

const skills = z.strictObject({
  heading: t(),
  categoriesLabel: t(),
  /** After a category's count in the list, for screen readers. */
  countNote: plural(),
  count: plural('count'),
});

const projects = z.strictObject({
  heading: t(),
  intro: t(),
  filtersLabel: t(),
  /** The filter that shows every project. */
  all: t(),
  showing: plural('shown', 'total'),
  /** The link under the projects (`fullPortfolioLink` in data/projects.ts); an embedded Projects always shows it. */
  fullPortfolio: t(),
  /** Home's heading over the featured projects, and its link to Projects. */
  featured: t(),
  allProjects: t(),
  technologiesLabel: t(),
  moreTags: t('count'),
  moreTagsNote: t(),
  loading: t(),
  overview: t(),
  features: t(),
  technologies: t(),
  links: t(),
  sourceCode: t(),
  liveDemo: t(),
  videoDemo: t(),
  article: t(),
  comingSoon: t(),
  showcaseComingSoon: t(),
  playVideo: t(),
  showPost: t(),
  /** The video's provider, named on its placeholder (the post's is `common.networks.linkedin`). */
  youtube: t(),
  loadsFrom: t('host'),
  videoTitle: t('title'),
  postTitle: t('title'),
  /** The dialog's link to the project's own page (`/projects/<slug>/`). */
  projectPage: t(),
  /** The name of a project page's gallery, its pictures after the first. */
  gallery: t(),
});

const openSource = z.strictObject({
  heading: t(),
  intro: t(),
  /** The name of the filter pills, and of their two groups. */
  filtersLabel: t(),
  languagesLabel: t(),
  topicsLabel: t(),
  /** The filter that shows every repository. */
  all: t(),
  showing: plural('shown', 'total'),
  /** A repository's stars and forks. */
  stars: plural('count'),
  forks: plural('count'),
  /** The day of its last push, `{date}` written in the page's language. */
  updated: t('date'),
  /** The SPDX id of its licence ("MIT"). */
  license: t('license'),
  /** The link to its own site, when it has one. */
  homepage: t(),
  /** Names a language on a card, for screen readers ("Language: TypeScript"). */
  language: t(),
  topicsListLabel: t(),
  archived: t(),
  fork: t(),
  /** Where the section is embedded and no repository is shown. */
  empty: t(),
});

const writing = z.strictObject({
  heading: t(),
  intro: t(),
  /** Home's heading over the latest posts, and its link to Writing. */
  latest: t(),
  allPosts: t(),
  /** The day a post was published, `{date}` written in the page's language. */
  published: t('date'),
  tagsLabel: t(),
  /** Where the section is embedded and there is no post. */
  empty: t(),
  /** A post's page of the owner's own: how long it takes to read, `{count}` minutes. */
  readingTime: plural('count'),
  /** The heading of a long post's table of contents. */
  contents: t(),
  /** On a draft's page (built by `npm start` only). */
  draft: t(),
  /** A post's footnotes: their heading (for screen readers) and each one's link back to where it is cited. */
  footnotes: t(),
  backToReference: t('number'),
});

const certifications = z.strictObject({
  heading: t(),
  intro: t(),
  credentialId: t(),
  verified: t(),
  /** The link's call on a card whose credential is on Credly; `viewCredential` elsewhere. */
  viewOnCredly: t(),
  viewCredential: t(),
  total: t(),
});

const journey = z.strictObject({
  heading: t(),
  intro: t(),
  /** Home's heading over the latest entries, and its link to Journey. */
  latest: t(),
  allEntries: t(),
  /**
   * The badge of each entry type (data/journey.ts `type`): the four with a colour of their own,
   * and any other type the journey uses (a type without a label here is shown as written).
   */
  types: z.strictObject({ experience: t(), education: t(), achievement: t(), milestone: t() }).catchall(t()),
});

const contact = z.strictObject({
  heading: t(),
  intro: t(),
  email: t(),
  github: t(),
  address: t(),
  myAddress: t(),
  location: t(),
  phone: t(),
  connect: t(),
  form: z.strictObject({
    title: t(),
    name: t(),
    namePlaceholder: t(),
    email: t(),
    emailPlaceholder: t(),
    message: t(),
    messagePlaceholder: t(),
    send: t(),
    sending: t(),
    success: t(),
    error: t(),
    robot: t(),
    limited: t('time', 'email'),
    /** With scripts off; `{email}` becomes a link to the owner's address. */
    noScript: t('email'),
    /** The hidden field only bots fill in. */
    honeypot: t(),
    /** Without a mail provider: the message goes to the visitor's own mail app, by the link `mailAppOpen`. */
    mailApp: t('email'),
    mailAppOpen: t(),
    mailAppSubject: t('name'),
    /**
     * Under a field a send found wrong, until it is right: a field left empty (`…Missing`), an
     * email address that is not one (`emailMalformed`).
     */
    problems: z.strictObject({ nameMissing: t(), emailMissing: t(), emailMalformed: t(), messageMissing: t() }),
  }),
});

const notFound = z.strictObject({ heading: t(), text: t(), home: t() });

const resume = z.strictObject({
  summary: t(),
  experience: t(),
  education: t(),
  projects: t(),
  certifications: t(),
  skills: t(),
  /** The repositories Open source shows, when `openSource.inResume`. */
  openSource: t(),
  /** The posts Writing shows, when `writing.inResume`. */
  writing: t(),
});

export const stringsSchema = z.strictObject({
  /** The language of these words, as a BCP 47 tag ("en", "pt-BR"): `<html lang>`, dates and plural rules. */
  lang: z.string().min(2),
  common,
  nav,
  footer,
  hero,
  about,
  skills,
  projects,
  openSource,
  writing,
  certifications,
  journey,
  contact,
  notFound,
  resume,
});

export type InterfaceStrings = z.output<typeof stringsSchema>;
