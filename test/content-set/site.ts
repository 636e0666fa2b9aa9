import type { BrandColor, Claim, LinkPlaces, Page, QuickLink, SiteFont } from '../content/types.ts';
import { profile } from './profile.ts';

export const pages: readonly Page[] = [
  {
    route: '',
    source: 'index.html',
    navLabel: 'Início',
    title: `${profile.name} · ${profile.role}`,
    description: `Portefólio de ${profile.name}, estudante de Engenharia Informática no Porto: projetos, competências e contacto.`,
  },
  {
    route: 'about',
    source: 'pages/about.html',
    navLabel: 'Sobre',
    title: `Sobre · ${profile.name}`,
    description: `Quem é ${profile.name}: formação no Porto e em Θεσσαλονίκη, estágios e o que a move.`,
  },
  {
    route: 'skills',
    source: 'pages/skills.html',
    navLabel: 'Competências',
    title: `Competências · ${profile.name}`,
    description: `Linguagens, streaming, armazenamento e operações com que ${profile.name} trabalha.`,
  },
  {
    route: 'projects',
    source: 'pages/projects.html',
    navLabel: 'Projetos',
    title: `Projetos · ${profile.name}`,
    description: `Projetos de ${profile.name} — azulejos, contas & tradução <ferramentas>.`,
  },
  {
    route: 'open-source',
    source: 'pages/open-source.html',
    navLabel: 'Código aberto',
    title: `Código aberto · ${profile.name}`,
    description: `Repositórios públicos de ${profile.name} no GitHub: <canvas>, horários & mapas.`,
  },
  {
    route: 'writing',
    source: 'pages/writing.html',
    navLabel: 'Escrita',
    title: `Escrita · ${profile.name}`,
    description: `Publicações de ${profile.name} sobre software e dados.`,
  },
  {
    route: 'certifications',
    source: 'pages/certifications.html',
    navLabel: 'Certificações',
    title: `Certificações · ${profile.name}`,
    description: `Certificações & conquistas de ${profile.name}: cloud, streaming e “mais”.`,
  },
  {
    route: 'journey',
    source: 'pages/journey.html',
    navLabel: 'Percurso',
    title: `Percurso · ${profile.name}`,
    description: `O percurso de ${profile.name} até agora, de Braga a Θεσσαλονίκη.`,
  },
  {
    route: 'contact',
    source: 'pages/contact.html',
    navLabel: 'Contacto',
    title: `Contacto · ${profile.name}`,
    description: `Escreva a ${profile.name} por email, telefone ou pelo formulário.`,
  },
];

/** Footer quick links: label and route (Formação points to the certifications page). */
export const quickLinks: readonly QuickLink[] = [
  { label: 'Sobre', route: 'about' },
  { label: 'Competências', route: 'skills' },
  { label: 'Percurso', route: 'journey' },
  { label: 'Projetos', route: 'projects' },
  { label: 'Formação', route: 'certifications' },
  { label: 'Contacto', route: 'contact' },
];

/** Only the profiles this owner has (no CodeChef, DevPost, X or Instagram). */
export const linkPlaces: LinkPlaces = {
  hero: ['github', 'linkedin'],
  about: ['linkedin'],
  contact: ['github', 'linkedin', 'leetcode'],
  codingProfiles: ['github', 'leetcode'],
  resume: ['github', 'linkedin'],
};

/**
 * The brand colour: an Open Props colour family whose shade 7 carries white text (a BrandColor:
 * your editor offers them, and the build names them if you write another). The theme, favicon,
 * browser `theme-color` and resume.pdf follow it.
 */
export const brandColor: BrandColor = 'violet';

/** Another typeface than the sample's, with Greek and Cyrillic letters for her titles and journey. */
export const font: SiteFont = 'inter';

export const copyrightYear = 2026;

/** The stat cards on Home: fixed texts, here matching the four projects and four certifications. */
export const heroStats: readonly Claim[] = [
  { value: '4', label: 'Projetos' },
  { value: '4', label: 'Certificações' },
];

/** Served by static hosts for any unknown path (written as `404.html`, outside the menu). */
export const notFoundPage: Page = {
  route: '404',
  source: 'pages/404.html',
  navLabel: '',
  title: `Página não encontrada · ${profile.name}`,
  description: `Esta página do portefólio de ${profile.name} não existe.`,
};
