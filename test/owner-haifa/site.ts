// The Haifa owner's pages, footer links and stat cards (see profile.ts).
import type { BrandColor, Claim, LinkPlaces, Page, QuickLink, SiteFont } from '../content/types.ts';
import { profile } from './profile.ts';

const page = (route: string, source: string, navLabel: string, description: string): Page => ({
  route,
  source,
  navLabel,
  title: route ? `${navLabel} · ${profile.name}` : `${profile.name} · ${profile.role}`,
  description,
});

export const pages: readonly Page[] = [
  page('', 'index.html', 'Home', `${profile.name}, a back-end engineer in Haifa: services, projects and how to reach her.`),
  page('about', 'pages/about.html', 'About', `About ${profile.name}: where she studied and what she builds.`),
  page('skills', 'pages/skills.html', 'Skills', 'The languages and the infrastructure I work with.'),
  page('projects', 'pages/projects.html', 'Projects', `Projects by ${profile.name}, with their source code.`),
  page('open-source', 'pages/open-source.html', 'Open Source', `Public repositories of ${profile.name}.`),
  page('writing', 'pages/writing.html', 'Writing', `Posts by ${profile.name}.`),
  page('certifications', 'pages/certifications.html', 'Certifications', `The certificates ${profile.name} holds.`),
  page('journey', 'pages/journey.html', 'Journey', `${profile.name} so far: studies, work and milestones.`),
  page('contact', 'pages/contact.html', 'Contact', `Write to ${profile.name}.`),
];

export const quickLinks: readonly QuickLink[] = [
  { label: 'About', route: 'about' },
  { label: 'Projects', route: 'projects' },
  { label: 'Journey', route: 'journey' },
  { label: 'Contact', route: 'contact' },
];

export const linkPlaces: LinkPlaces = {
  hero: ['github'],
  about: [],
  contact: ['github'],
  codingProfiles: ['github'],
  resume: ['github'],
};

export const brandColor: BrandColor = 'violet';

export const font: SiteFont = 'figtree';

export const copyrightYear = 2025;

export const heroStats: readonly Claim[] = [
  { value: '7+', label: 'Years building back ends' },
  { value: '2', label: 'Projects' },
];

export const notFoundPage: Page = {
  route: '404',
  source: 'pages/404.html',
  navLabel: '',
  title: `Page not found · ${profile.name}`,
  description: `This page of ${profile.name}'s site does not exist.`,
};
