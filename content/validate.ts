/**
 * Content checks beyond what TypeScript sees, as pure rules over the content (the checks that
 * need files, fonts or the icon set run in the build: scripts/build/check-content.ts). Each problem is one line naming the file, the
 * entry and the field, e.g. `data/projects.ts: "Chat App".youtubeUrl: no video id in "https://youtu.be/"`.
 * The build stops on any of them. Two more checks only warn, as the build goes on: `staleClaims`
 * lists the owner's fixed numbers that the data contradicts ("6+ Certifications" with 4
 * certificates), `certificationSkillsMismatch` a Skills "Certifications" category written by
 * hand that differs from data/certifications.ts.
 */
import { certificationLogo, cloudPlatforms, isAddress } from './derive.ts';
import { linkedinEmbedUrl, youtubeId } from './frames.ts';
import { IMAGE_REF, imageFields } from './image-fields.ts';
import { periodYear } from './period.ts';
import { NETWORKS } from './networks.ts';
import { originProblem } from './origin.ts';
import { quote } from './quote.ts';
import type { Certification, Claim, Content, Project } from './types.ts';

export class ContentError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Content has ${problems.length} problem${problems.length === 1 ? '' : 's'}:\n${problems.join('\n')}`);
  }
}

/** A phone number in international form: "+", a country code, then digits with spaces, hyphens or brackets (8 to 15 digits, E.164). */
const PHONE = /^\+[1-9][\d\s()-]*$/;
const phoneDigits = (phone: string) => phone.replace(/\D/g, '').length;
const isPhone = (phone: string) => PHONE.test(phone.trim()) && phoneDigits(phone) >= 8 && phoneDigits(phone) <= 15;
const NO_YEAR = '{personal}';

function httpsProblem(value: string): string | null {
  try {
    const url = new URL(value);
    if (url.protocol !== 'https:') return `not an https URL: ${quote(value)}`;
    if (url.username || url.password) return `URL must not carry a user name: ${quote(value)}`;
    return null;
  } catch {
    return `not a URL: ${quote(value)}`;
  }
}

/** Collects problems, one line each: `data/<file>.ts: "<entry>".<field>: <problem>`. */
function problemList() {
  const problems: string[] = [];
  const report = (file: string, entry: string, field: string, problem: string) =>
    problems.push(`data/${file}.ts: ${entry ? `${quote(entry)}.` : ''}${field}: ${problem}`);
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
  return { problems, report, url, unique };
}

type Problems = ReturnType<typeof problemList>;

/** Why `route` ("about", "about#education") opens no page of the site, or null when it does. */
function routeProblem(content: Content, route: string): string | null {
  const routes = new Set(content.pages.map((p) => p.route));
  const page = route.split('#')[0]!;
  return routes.has(page) ? null : `no page has the route ${quote(page)} (the routes: ${[...routes].map(quote).join(', ')})`;
}

/** A project's links: https, a video and a post the site can show, none both written and planned. */
function projectLinkProblems(p: Project, { report, url }: Problems): void {
  url('projects', p.title, 'githubUrl', p.githubUrl);
  url('projects', p.title, 'liveUrl', p.liveUrl);
  if (p.youtubeUrl != null && !httpsProblem(p.youtubeUrl) && !youtubeId(p.youtubeUrl)) {
    report(
      'projects',
      p.title,
      'youtubeUrl',
      `no video id in ${quote(p.youtubeUrl)} (expected https://www.youtube.com/watch?v=<11-character id>)`,
    );
  } else url('projects', p.title, 'youtubeUrl', p.youtubeUrl);
  if (p.linkedinPost != null && !httpsProblem(p.linkedinPost) && !linkedinEmbedUrl(p.linkedinPost)) {
    report('projects', p.title, 'linkedinPost', `not a LinkedIn post URL: ${quote(p.linkedinPost)}`);
  } else url('projects', p.title, 'linkedinPost', p.linkedinPost);
  for (const field of new Set(p.planned)) {
    if (p[field] != null) report('projects', p.title, 'planned', `${field} is planned but already has a URL; take it out of planned`);
  }
}

/** Profile, personal facts, education and skills. */
function aboutProblems(content: Content, { report, url, unique }: Problems): void {
  const { profile, personal } = content;
  for (const network of NETWORKS) url('profile', profile.name, `links.${network}`, profile.links[network]);
  // Pasted into every page head, snippet, sitemap and contact card: an https origin and a host name (content/origin.ts).
  const siteProblem = originProblem(profile.siteUrl);
  if (siteProblem) report('profile', profile.name, 'siteUrl', `${quote(profile.siteUrl)} ${siteProblem}`);
  if (profile.phone !== undefined && !isPhone(profile.phone)) {
    report(
      'profile',
      profile.name,
      'phone',
      `not a phone number in international form ("+<country code> <number>", e.g. "+44 20 7946 0958"): ${quote(profile.phone)}`,
    );
  }
  // A day of the calendar (the schema checked it); here, one in the past.
  if (personal.dateOfBirth !== undefined && new Date(`${personal.dateOfBirth}T00:00:00Z`) > new Date()) {
    report('profile', 'personal', 'dateOfBirth', `not a past date: ${quote(personal.dateOfBirth)}`);
  }
  for (const link of content.quickLinks) {
    const problem = routeProblem(content, link.route);
    if (problem) report('site', link.label, 'route', problem);
  }

  unique(
    'education',
    'degree',
    content.education.map((e) => `${e.degree}, ${e.institution}`),
  );

  unique(
    'skills',
    'name',
    content.skillCategories.map((c) => c.name),
  );
  for (const category of content.skillCategories) {
    if (!/^#[0-9a-f]{6}$/i.test(category.color)) report('skills', category.name, 'color', `not a #rrggbb colour: ${quote(category.color)}`);
    unique(
      'skills',
      'name',
      category.skills.map((s) => s.name),
    );
  }
}

/** Projects, certifications and the journey. */
function listProblems(content: Content, list: Problems): void {
  const { report, url, unique } = list;
  unique(
    'projects',
    'title',
    content.projects.map((p) => p.title),
  );
  for (const p of content.projects) {
    projectLinkProblems(p, list);
    if (p.technologies.length === 0) report('projects', p.title, 'technologies', 'lists no technology');
  }
  const { to } = content.fullPortfolioLink;
  const toProblem = isAddress(to) ? httpsProblem(to) : routeProblem(content, to);
  if (toProblem) report('projects', '', 'fullPortfolioLink.to', toProblem);

  unique(
    'certifications',
    'name',
    content.certifications.map((c) => c.name),
  );
  for (const c of content.certifications) {
    url('certifications', c.name, 'credlyUrl', c.credlyUrl);
    if (!/^\d{4}$/.test(c.year)) report('certifications', c.name, 'year', `not a four-digit year: ${quote(c.year)}`);
  }

  unique(
    'journey',
    'title',
    content.journey.map((j) => `${j.title} (${j.period})`),
  );
  for (const j of content.journey) {
    if (periodYear(j.period) === 0 && j.period !== NO_YEAR) {
      report(
        'journey',
        j.title,
        'period',
        `no four-digit year in ${quote(j.period)} (write e.g. "June 2025", "2020 - 2022", or "${NO_YEAR}" for an entry without a year)`,
      );
    }
  }
}

export function validateContent(content: Content): string[] {
  const list = problemList();
  aboutProblems(content, list);
  listProblems(content, list);
  for (const { ref, where } of imageFields(content)) {
    if (!IMAGE_REF.test(ref)) list.problems.push(`${where}: ${quote(ref)} is not "images/<file>" or "devicon:<folder>/<file>.svg"`);
  }
  return list.problems;
}

/** The content with the owner's fixed numbers: Home's stat cards and the Certifications tiles. */
export type Claims = Pick<Content, 'projects' | 'certifications'> & {
  readonly heroStats: readonly Claim[];
  readonly certificationTiles: readonly Claim[];
};

/**
 * One line per fixed number the data contradicts: "N+ Projects" / "N+ Certifications" above the
 * count (a plain "N" unlike it), a "Cloud Platforms" number unlike the distinct cloud issuers
 * (`issuers` in content/derive.ts), a "Latest Achievement" year unlike the newest
 * certificate's. The claim is recognised by its label; a value that is not a number is the
 * owner's text and is left alone.
 */
export function staleClaims({ projects, certifications, heroStats, certificationTiles }: Claims): string[] {
  const clouds = cloudPlatforms(certifications);
  const years = certifications.map((c) => Number(c.year)).filter(Number.isInteger);
  const newest = years.length ? Math.max(...years) : undefined;
  const check = (file: string, field: string, claims: readonly Claim[]) =>
    claims.flatMap(({ value, label }, i) => {
      const number = value.trim().match(/^(\d+)(\+?)$/);
      if (!number) return [];
      const [claimed, atLeast] = [Number(number[1]), number[2] === '+'];
      const at = `data/${file}.ts: ${field}[${i}]: ${quote(`${value} ${label}`)}`;
      const count = (what: string, actual: number, where: string) =>
        (atLeast ? claimed > actual : claimed !== actual)
          ? [`${at} claims ${atLeast ? 'at least ' : ''}${claimed} ${what}, but ${where} lists ${actual}`]
          : [];
      if (/latest|newest|recent/i.test(label)) {
        return newest !== undefined && claimed !== newest
          ? [`${at} claims ${claimed}, but the newest certificate in data/certifications.ts is from ${newest}`]
          : [];
      }
      if (/cloud/i.test(label)) {
        return claimed !== clouds.length
          ? [
              `${at} claims ${claimed} cloud platforms, but the certificates in data/certifications.ts come from ${clouds.length}${clouds.length ? ` (${clouds.join(', ')})` : ''}`,
            ]
          : [];
      }
      if (/certific/i.test(label)) return count('certifications', certifications.length, 'data/certifications.ts');
      if (/project/i.test(label)) return count('projects', projects.length, 'data/projects.ts');
      return [];
    });
  return [...check('site', 'heroStats', heroStats), ...check('certifications', 'certificationTiles', certificationTiles)];
}

/** The name of Skills' category that lists the certificates of `data/certifications.ts`. */
const CERTIFICATIONS_CATEGORY = 'Certifications';

/**
 * Skills' "Certifications" category against data/certifications.ts, one line per certificate
 * missing from it and per entry that is not a certificate. A skill matches a certificate by its
 * `shortName` or `name`. The sample derives the category (`certificationSkills`), so it always
 * matches, except for a certificate without a logo to show.
 */
export function certificationSkillsMismatch({
  skillCategories,
  certifications,
}: Pick<Content, 'skillCategories' | 'certifications'>): string[] {
  const category = skillCategories.find((c) => c.name === CERTIFICATIONS_CATEGORY);
  if (!category) return [];
  const at = `data/skills.ts: "${CERTIFICATIONS_CATEGORY}".skills`;
  const derive = 'write it once: a shortName in data/certifications.ts, and skills: certificationSkills(certifications) here';
  const names = (c: Certification) => [c.shortName ?? c.name, c.name];
  const missing = certifications.filter((c) => !category.skills.some((s) => names(c).includes(s.name)));
  const extra = category.skills.filter((s) => !certifications.some((c) => names(c).includes(s.name)));
  return [
    ...missing.map((c) => {
      const logo = certificationLogo(c)
        ? ''
        : `; it needs a logo to be listed: issuer ${quote(c.issuer)} is not one the site knows and it has no img, so set its logo`;
      return `${at}: ${quote(c.shortName ?? c.name)} from data/certifications.ts is missing (${derive}${logo})`;
    }),
    ...extra.map((s) => `${at}: ${quote(s.name)} is not in data/certifications.ts (${derive})`),
  ];
}
