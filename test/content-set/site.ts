import type { BrandColor, Claim, Page, QuickLink } from '../content/types.ts';
import { profile } from './profile.ts';

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
    description: `Projects by ${profile.name} — canvas, ledger & translation <tools>.`,
  },
  {
    route: 'certifications',
    source: 'pages/certifications.html',
    navLabel: 'Certifications',
    title: `Certifications · ${profile.name}`,
    description: `Certifications & achievements of ${profile.name}: cloud, streaming and “more”.`,
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

/** Footer quick links: label and route (Education points to the certifications page). */
export const quickLinks: readonly QuickLink[] = [
  { label: 'About', route: 'about' },
  { label: 'Skills', route: 'skills' },
  { label: 'Journey', route: 'journey' },
  { label: 'Projects', route: 'projects' },
  { label: 'Education', route: 'certifications' },
  { label: 'Contact', route: 'contact' },
];

/**
 * The brand colour: an Open Props colour family (indigo, violet, purple, pink, gray, brown or
 * sand, see BrandColor). The theme, favicon, browser `theme-color` and resume.pdf follow it.
 */
export const brandColor: BrandColor = 'violet';

export const copyrightYear = 2026;

/** The stat cards on Home: fixed texts, here matching the three projects and four certifications. */
export const heroStats: readonly Claim[] = [
  { value: '3', label: 'Projects' },
  { value: '4', label: 'Certifications' },
];

/** Served by static hosts for any unknown path (written as `404.html`, outside the menu). */
export const notFoundPage: Page = {
  route: '404',
  source: 'pages/404.html',
  navLabel: '',
  title: `Page not found · ${profile.name}`,
  description: `This page of ${profile.name}'s portfolio does not exist.`,
};
