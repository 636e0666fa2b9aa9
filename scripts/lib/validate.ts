/**
 * Content checks beyond what TypeScript sees. Each problem is one line naming the file, the
 * entry and the field, e.g. `data/projects.ts: "Chat App".youtubeUrl: no video id in "https://youtu.be/"`.
 * The build stops on any of them.
 */
import { existsSync } from 'node:fs';
import type * as Data from '../../data/index.ts';
import { iconNames } from '../../elements/shared/icons.ts';
import { linkedinEmbedUrl, youtubeId } from '../../elements/shared/embeds.ts';
import { periodYear } from '../../elements/portfolio-journey/sort.ts';
import { imageRefs, imageSource } from './assets.ts';

/** The content modules as `data/index.ts` exports them. */
export type Content = Pick<
  typeof Data,
  'profile' | 'personal' | 'contact' | 'education' | 'experience' | 'skillCategories' | 'projects' | 'certifications' | 'journey'
>;

export class ContentError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Content has ${problems.length} problem${problems.length === 1 ? '' : 's'}:\n${problems.join('\n')}`);
  }
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[\d\s()-]{7,}$/;
const NO_YEAR = '{personal}';

function httpsProblem(value: string): string | null {
  try {
    const url = new URL(value);
    if (url.protocol !== 'https:') return `not an https URL: "${value}"`;
    if (url.username || url.password) return `URL must not carry a user name: "${value}"`;
    return null;
  } catch {
    return `not a URL: "${value}"`;
  }
}

export function validateContent(content: Content): string[] {
  const problems: string[] = [];
  const report = (file: string, entry: string, field: string, problem: string) =>
    problems.push(`data/${file}.ts: ${entry ? `"${entry}".` : ''}${field}: ${problem}`);
  const url = (file: string, entry: string, field: string, value: string | null | undefined) => {
    if (value == null) return;
    const problem = httpsProblem(value);
    if (problem) report(file, entry, field, problem);
  };
  const unique = (file: string, what: string, names: readonly string[]) => {
    const seen = new Set<string>();
    for (const name of names) {
      if (seen.has(name)) report(file, name, what, 'used by more than one entry; names must be unique');
      seen.add(name);
    }
  };
  const image = (file: string, entry: string, field: string, ref: string | undefined) => {
    if (ref !== undefined && !imageRefs(ref).size) report(file, entry, field, `"${ref}" is not "images/<file>" or "devicon:<folder>/<file>.svg"`);
    else if (ref !== undefined && !existsSync(imageSource(ref))) report(file, entry, field, `no image file for "${ref}"`);
  };

  const { profile, personal, contact } = content;
  for (const field of ['github', 'linkedin', 'codechef', 'devpost', 'x', 'instagram', 'leetcode', 'siteUrl'] as const) {
    url('profile', profile.name, field, profile[field]);
  }
  profile.socialLinks.forEach((link, i) => url('profile', profile.name, `socialLinks[${i}].href`, link.href));
  if (!EMAIL.test(profile.email)) report('profile', profile.name, 'email', `not an email address: "${profile.email}"`);
  if (!PHONE.test(profile.phone)) report('profile', profile.name, 'phone', `not a phone number: "${profile.phone}"`);
  image('profile', profile.name, 'photo', profile.photo);
  const born = new Date(`${personal.dateOfBirth}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(personal.dateOfBirth) || Number.isNaN(born.getTime()) || born > new Date()) {
    report('profile', 'personal', 'dateOfBirth', `not a past date in the form YYYY-MM-DD: "${personal.dateOfBirth}"`);
  }
  for (const field of ['github', 'linkedin', 'devpost', 'codechef'] as const) url('profile', 'contact', field, contact[field]);

  for (const e of content.education) image('education', e.institution, 'logo', e.logo);
  unique('education', 'degree', content.education.map((e) => `${e.degree}, ${e.institution}`));
  for (const e of content.experience) image('experience', e.title, 'logo', e.logo);

  unique('skills', 'name', content.skillCategories.map((c) => c.name));
  for (const category of content.skillCategories) {
    if (!iconNames().includes(category.icon)) report('skills', category.name, 'icon', `no icon "${category.icon}"`);
    if (!/^#[0-9a-f]{6}$/i.test(category.color)) report('skills', category.name, 'color', `not a #rrggbb colour: "${category.color}"`);
    unique('skills', 'name', category.skills.map((s) => s.name));
    for (const skill of category.skills) image('skills', skill.name, 'logo', skill.logo);
  }

  unique('projects', 'title', content.projects.map((p) => p.title));
  for (const p of content.projects) {
    url('projects', p.title, 'githubUrl', p.githubUrl);
    url('projects', p.title, 'liveUrl', p.liveUrl);
    if (p.youtubeUrl !== null && !httpsProblem(p.youtubeUrl) && !youtubeId(p.youtubeUrl)) {
      report('projects', p.title, 'youtubeUrl', `no video id in "${p.youtubeUrl}" (expected https://www.youtube.com/watch?v=<11-character id>)`);
    } else url('projects', p.title, 'youtubeUrl', p.youtubeUrl);
    if (p.linkedinPost !== null && !httpsProblem(p.linkedinPost) && !linkedinEmbedUrl(p.linkedinPost)) {
      report('projects', p.title, 'linkedinPost', `not a LinkedIn post URL: "${p.linkedinPost}"`);
    } else url('projects', p.title, 'linkedinPost', p.linkedinPost);
    image('projects', p.title, 'image', p.image);
    if (p.technologies.length === 0) report('projects', p.title, 'technologies', 'lists no technology');
  }

  unique('certifications', 'name', content.certifications.map((c) => c.name));
  for (const c of content.certifications) {
    url('certifications', c.name, 'credlyUrl', c.credlyUrl);
    image('certifications', c.name, 'img', c.img);
    if (!/^\d{4}$/.test(c.year)) report('certifications', c.name, 'year', `not a four-digit year: "${c.year}"`);
  }

  unique('journey', 'title', content.journey.map((j) => `${j.title} (${j.period})`));
  for (const j of content.journey) {
    if (periodYear(j.period) === 0 && j.period !== NO_YEAR) {
      report('journey', j.title, 'period', `no four-digit year in "${j.period}" (write e.g. "June 2025", "2020 - 2022", or "${NO_YEAR}" for an entry without a year)`);
    }
  }
  return problems;
}
