/**
 * A person who has less than the sample owner: two profile links, no phone, no location, no
 * photo, no personal facts, no education. Hero, About, Contact and the footer are drawn with
 * it (each test defines its section with this content, the site's own words from data/) and
 * must draw nothing empty: no link without an address or a name, no empty list or list item,
 * no image without a source.
 */
import { assembleContent } from '../../content/assemble.ts';
import type { Content, LinkPlaces, Network, ProfileInput } from '../../content/types.ts';
import * as data from '../../data/index.ts';
import { strings } from '../../data/strings.ts';
import { text } from './dom.ts';

/** Which links each place names: more than the fixture person has, in every place. */
const placesOfSparse: LinkPlaces = {
  hero: ['github', 'linkedin', 'devpost'],
  about: ['instagram', 'linkedin'],
  contact: ['github', 'linkedin', 'devpost', 'codechef'],
  codingProfiles: ['github', 'leetcode', 'codechef', 'devpost'],
  resume: ['github', 'linkedin'],
};

const sparseProfile: ProfileInput = {
  name: 'Noor Haddad',
  role: 'Data Analyst',
  summary: 'I turn spreadsheets into dashboards people actually read.',
  blurb: 'Charts, tables and the questions behind them.',
  email: 'noor.haddad@example.net',
  links: {
    linkedin: 'https://www.linkedin.com/in/noor-haddad-example',
    leetcode: 'https://leetcode.com/u/noor-haddad-example',
  },
  siteUrl: 'https://noor.example.net',
};

/** The site's content for the fixture person: data/'s words and pages, this person's profile. */
export const sparse: Content = assembleContent({
  ...data,
  profile: sparseProfile,
  personal: { highlights: ['Dashboards for three city councils'], overview: ['I studied statistics and never stopped counting.'] },
  education: [],
  experience: [
    {
      title: 'Junior Analyst',
      company: 'Harbour Metrics',
      period: '2024 - Present',
      type: 'Full-time',
      description: ['Weekly reports on ferry ridership'],
    },
  ],
  linkPlaces: placesOfSparse,
});

/** The same person with no profile links at all. */
export const linkless: Content = { ...sparse, profile: { ...sparse.profile, links: {} }, contact: { ...sparse.contact, links: {} } };

/** The fixture person's links a place shows, as `[network, href]`, written out: LinkedIn, and LeetCode where named. */
export const sparseLinks = {
  linkedin: sparseProfile.links.linkedin!,
  leetcode: sparseProfile.links.leetcode!,
} as const satisfies Partial<Record<Network, string>>;

const { newTab, networks } = strings.common;

/** A profile link's name as a screen reader reads it: the network's name, then the new-tab note. */
export const linkName = (network: Network): string => `${networks[network]} ${newTab}`;

/** An element's accessible name, roughly: aria-label, else its text (the new-tab note included). */
const nameOf = (el: Element): string =>
  (el.getAttribute('aria-label') ?? [text(el), ...[...el.querySelectorAll('img[alt]')].map((i) => i.getAttribute('alt'))].join(' ')).trim();

/** `name` without the new-tab note: what a link says of itself. */
const ownName = (name: string): string => name.replace(newTab, '').trim();

const describe = (el: Element): string => {
  const classes = el.getAttribute('class');
  return `<${el.localName}${classes ? ` class="${classes}"` : ''}>`;
};

/**
 * Everything drawn empty under `root`: a link without an address or a name of its own (an icon
 * alone, or just "opens in a new tab"), a list, list item, term, heading or paragraph with
 * nothing in it, an image without a source, and "undefined" or "null" written out anywhere.
 */
export function emptyParts(root: ParentNode): string[] {
  const problems: string[] = [];
  for (const a of root.querySelectorAll('a')) {
    const href = a.getAttribute('href');
    if (!href || /undefined|null/.test(href)) problems.push(`${describe(a)} has href ${JSON.stringify(href)}`);
    if (!ownName(nameOf(a))) problems.push(`${describe(a)} to ${href} has no name`);
  }
  for (const el of root.querySelectorAll('li, dt, dd, h1, h2, h3, h4, p, button')) {
    if (!ownName(nameOf(el)) && !el.querySelector('[aria-label], img[alt]:not([alt=""])')) problems.push(`${describe(el)} is empty`);
  }
  for (const list of root.querySelectorAll('ul, ol, dl')) if (!list.children.length) problems.push(`${describe(list)} has no items`);
  for (const img of root.querySelectorAll('img')) {
    if (!img.getAttribute('src') && !img.getAttribute('srcset')) problems.push(`${describe(img)} has no source`);
  }
  const words = [...root.querySelectorAll('*')].filter((el) => el.localName !== 'style').flatMap((el) => [...el.childNodes]);
  for (const node of words) {
    if (node.nodeType === Node.TEXT_NODE && /\b(undefined|null)\b/.test(node.textContent ?? ''))
      problems.push(`text "${text(node.parentElement)}"`);
  }
  return problems;
}
