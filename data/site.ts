import type { BrandColor, Claim, LinkPlaces, Page, QuickLink, SiteFont } from '../content/types.ts';
import { profile } from './profile.ts';

/** The pages of the site, in menu order: routes, navigation labels and search-engine texts. */
export const pages: readonly Page[] = [
  {
    route: '',
    source: 'index.html',
    navLabel: 'Home',
    title: `${profile.name} · ${profile.role}`,
    description: `Portfolio of ${profile.name}, a student developer: projects, skills, certifications and contact.`,
  },
  {
    route: 'about',
    source: 'pages/about.html',
    navLabel: 'About',
    title: `About · ${profile.name}`,
    description: `About ${profile.name}: background, education and experience as a student developer.`,
  },
  {
    route: 'skills',
    source: 'pages/skills.html',
    navLabel: 'Skills',
    title: `Skills · ${profile.name}`,
    description: `Programming languages, frameworks, cloud, databases and tools ${profile.name} works with.`,
  },
  {
    route: 'projects',
    source: 'pages/projects.html',
    navLabel: 'Projects',
    title: `Projects · ${profile.name}`,
    description: `Full stack, AI, enterprise and Django projects built by ${profile.name}, with source code and demos.`,
  },
  {
    route: 'open-source',
    source: 'pages/open-source.html',
    navLabel: 'Open Source',
    title: `Open Source · ${profile.name}`,
    description: `Public GitHub repositories of ${profile.name}: languages, topics, stars and recent work.`,
  },
  {
    route: 'writing',
    source: 'pages/writing.html',
    navLabel: 'Writing',
    title: `Writing · ${profile.name}`,
    description: `Posts by ${profile.name} on software, data and what building things teaches.`,
  },
  {
    route: 'certifications',
    source: 'pages/certifications.html',
    navLabel: 'Certifications',
    title: `Certifications · ${profile.name}`,
    description: `Certifications and achievements of ${profile.name}, including AWS Developer Associate.`,
  },
  {
    route: 'journey',
    source: 'pages/journey.html',
    navLabel: 'Journey',
    title: `Journey · ${profile.name}`,
    description: `The journey of ${profile.name} so far: education, experience, achievements and milestones.`,
  },
  {
    route: 'contact',
    source: 'pages/contact.html',
    navLabel: 'Contact',
    title: `Contact · ${profile.name}`,
    description: `Contact ${profile.name} by email, phone or the message form.`,
  },
];

/** Footer quick links: label and route. */
export const quickLinks: readonly QuickLink[] = [
  { label: 'About', route: 'about' },
  { label: 'Skills', route: 'skills' },
  { label: 'Journey', route: 'journey' },
  { label: 'Projects', route: 'projects' },
  { label: 'Education', route: 'about#education' },
  { label: 'Contact', route: 'contact' },
];

/**
 * Which of your profile links (data/profile.ts) each place shows, in this order; a link you do
 * not have is left out wherever it is named. The footer's icons show every link you have.
 */
export const linkPlaces: LinkPlaces = {
  hero: ['github', 'linkedin', 'devpost'],
  about: ['instagram'],
  contact: ['github', 'linkedin', 'devpost', 'codechef'],
  codingProfiles: ['github', 'leetcode', 'codechef', 'devpost'],
  resume: ['github', 'linkedin'],
};

/**
 * The brand colour: an Open Props colour family whose shade 7 carries white text (a BrandColor:
 * your editor offers them, and the build names them if you write another). The theme, favicon,
 * browser `theme-color` and resume.pdf follow it.
 */
export const brandColor: BrandColor = 'indigo';

/**
 * The typeface of every page: 'manrope', 'inter' or 'figtree' (variable fonts the site serves
 * itself, only the scripts your pages use), or 'system' for the visitor's own interface font.
 * resume.pdf and the link previews keep their own fonts.
 */
export const font: SiteFont = 'manrope';

export const copyrightYear = 2025;

/**
 * The stat cards on Home: fixed texts, not counts. The build warns when one claims
 * more than the data holds ("6+ Certifications" with 4 in data/certifications.ts).
 */
export const heroStats: readonly Claim[] = [
  { value: '6+', label: 'Projects' },
  { value: '6+', label: 'Certifications' },
];

/** Served by static hosts for any unknown path (written as `404.html`, outside the menu). */
export const notFoundPage: Page = {
  route: '404',
  source: 'pages/404.html',
  navLabel: '',
  title: `Page not found · ${profile.name}`,
  description: `This page of ${profile.name}'s portfolio does not exist.`,
};
