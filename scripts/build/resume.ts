/**
 * resume.pdf from the same data as the site, with pdf-lib (pure JavaScript, so the build needs
 * no browser), in the content's language and its direction. Its letters are drawn with the Noto
 * fonts of `fonts.ts` (Latin with its extensions, Greek, Cyrillic, Arabic, Hebrew, Devanagari),
 * each character in the font of its script, shaped and put in visual order by `text-layout.ts`
 * (a right-to-left language's lines are right-aligned and read from the right), each font
 * embedded as a subset of the glyphs used and only when used (`pdf-text.ts`). A character no font
 * has a glyph for is never replaced: `undrawable()` lists it with the field it comes from, and the
 * content check stops the build with that line. An owner who prefers a designed PDF (or writes in
 * a script these fonts do not cover) puts it at `data/resume.pdf`; it is used as is.
 */
import { PDFDocument, ReadingDirection, rgb, type PDFPage, type RGB } from 'pdf-lib';
import { rgbChannels } from '../../content/brand-color.ts';
import { countryCode } from '../../content/country.ts';
import { linksAt, placeParts } from '../../content/derive.ts';
import { NETWORKS } from '../../content/networks.ts';
import { periodDates, periodText } from '../../content/period.ts';
import { latestPosts, shownRepositories } from '../../content/shown.ts';
import type { FontName } from './fonts.ts';
import { PdfText } from './pdf-text.ts';
import { breakLines, collapse, type Direction, isolate, layoutParagraph, undrawableChars } from './text-layout.ts';
import { directionParts } from '../../content/bidi.ts';
import { direction as languageDirection } from '../../content/languages.ts';
import type { Content, ListedPost } from '../../content/types.ts';

/** What the resume is drawn from. */
export type ResumeContent = Pick<
  Content,
  | 'profile'
  | 'personal'
  | 'education'
  | 'experience'
  | 'skillCategories'
  | 'projects'
  | 'openSource'
  | 'repositories'
  | 'writing'
  | 'posts'
  | 'ownPosts'
  | 'certifications'
  | 'brandColor'
  | 'linkPlaces'
  | 'strings'
>;

/** The data field a piece of text comes from: `data/<file>.ts: "<entry>".<field>`, or a post's front matter, `data/posts/<slug>.md: <field>`. */
export interface Source {
  /** From the project's root: `data/profile.ts`, `data/posts/tide-tables.md`. */
  readonly file: string;
  /** The entry of a data module, by its name; none for a file that is one entry (a post). */
  readonly entry?: string;
  readonly field: string;
}

type Part = string | { readonly text: string; readonly from: Source };
type Style = keyof typeof STYLES;
type Line = { readonly style: Style; readonly parts: readonly Part[] } | { readonly space: number };

/** `#4263eb` → pdf-lib's colour. */
const hexRgb = (hex: string): RGB => rgb(...(rgbChannels(hex).map((c) => c / 255) as [number, number, number]));

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const INK = rgb(0.15, 0.15, 0.2);
const STYLES = {
  name: { font: 'bold', size: 22, gap: 6 },
  role: { font: 'regular', size: 12, gap: 6 },
  heading: { font: 'bold', size: 11, gap: 6, brand: true },
  strong: { font: 'bold', size: 10 },
  body: { font: 'regular', size: 10 },
  item: { font: 'regular', size: 10, indent: 10 },
  small: { font: 'regular', size: 9 },
} satisfies Record<string, { font: 'regular' | 'bold'; size: number; gap?: number; indent?: number; brand?: boolean }>;

/** Text as drawn: composed (NFC), so "e" + combining diaeresis is the one glyph "ë". */
const drawn = (text: string) => text.normalize('NFC');

/** Fields whose values read left to right in any language: addresses, numbers, identifiers. */
const LEFT_TO_RIGHT = /^(email|phone|url|links\..*|credentialId)$/;

/** A piece of data isolated in the direction it reads in on a page in `page`, and so each stretch of the other direction in it (content/bidi.ts). */
function isolated(text: string, page: Direction): string {
  const { dir, parts } = directionParts(text, page);
  return isolate(parts.map((part) => (part.dir ? isolate(part.text, part.dir) : part.text)).join(''), dir);
}

/**
 * A line's text: its words as written, each piece of data isolated so it keeps its own direction:
 * left to right for an address or a number to dial, else the one its letters read in on a page
 * in `direction`, as the site's pages have it.
 */
const lineText = (parts: readonly Part[], direction: Direction) =>
  collapse(
    parts
      .map((part) => {
        if (typeof part === 'string') return drawn(part);
        const text = drawn(part.text);
        return LEFT_TO_RIGHT.test(part.from.field) ? isolate(text, 'ltr') : isolated(text, direction);
      })
      .join(''),
  );

/** No ligatures, so a text extractor reads "fi" as two letters. */
const FEATURES = { liga: false };

/**
 * The repositories and posts the resume lists: those Open source and Writing show, when the
 * owner asks for them (`openSource.inResume`, `writing.inResume`), else none. The posts are
 * Writing's list (`content.posts`, content/posts.ts `listedPosts`): the synced ones and the
 * owner's own published ones at their pages' absolute addresses, a synced copy of an own post
 * listed once, newest first.
 */
const inResume = ({ openSource, repositories, writing, posts }: ResumeContent) => ({
  repositories: openSource.inResume ? shownRepositories(openSource, repositories) : [],
  posts: writing.inResume ? latestPosts(writing, posts) : [],
});

/** A piece of text from field `field` of entry `entry` of data/<file>.ts. */
const from =
  (file: string, entry: string) =>
  (field: string, text: string): Part => ({ text, from: { file: `data/${file}.ts`, entry, field } });

/** Where a listed post's words come from: a synced post's entry of data/posts.ts, or the front matter of the owner's own post's file. */
const postFrom = ({ ownPosts }: ResumeContent, post: ListedPost) => {
  const file = post.local && ownPosts.find((own) => own.route === post.local!.route)?.version.file;
  return file ? (field: string, text: string): Part => ({ text, from: { file, field } }) : from('posts', post.url);
};

/** The Open source and Writing sections of the resume (what those pages list), when asked for. */
function listedLines(content: ResumeContent, section: (title: string, lines: readonly Line[]) => Line[]): Line[] {
  const { repositories, posts } = inResume(content);
  const titles = content.strings.resume;
  return [
    ...section(
      titles.openSource,
      repositories.flatMap((r): Line[] => {
        const at = from('repositories', r.name);
        return [
          { style: 'strong', parts: [at('name', r.name), ...(r.language ? [' (', at('language', r.language), ')'] : [])] },
          ...(r.description ? [{ style: 'item', parts: [at('description', r.description)] } as const] : []),
          { style: 'small', parts: [at('url', r.url)] },
        ];
      }),
    ),
    ...section(
      titles.writing,
      posts.flatMap((p): Line[] => {
        const at = postFrom(content, p);
        return [
          { style: 'strong', parts: [at('title', p.title), ' (', at('date', p.date), ')'] },
          ...(p.summary ? [{ style: 'item', parts: [at('summary', p.summary)] } as const] : []),
          { style: 'small', parts: [at('url', p.url)] },
        ];
      }),
    ),
  ];
}

/** Every line of the resume, each piece of text tagged with the field it comes from. */
function resumeLines(content: ResumeContent): Line[] {
  const { profile, experience, education, projects, certifications, skillCategories, linkPlaces, strings } = content;
  const joined = (parts: readonly Part[], separator: string): Part[] => parts.flatMap((p, i) => (i ? [separator, p] : [p]));
  /** A titled section, left out when it has no lines (a fork without projects has no "Projects"). */
  const section = (title: string, lines: readonly Line[]): Line[] =>
    lines.length ? [{ space: 8 }, { style: 'heading', parts: [title.toLocaleUpperCase(strings.lang)] }, ...lines] : [];
  const me = from('profile', profile.name);
  const reach = [
    me('email', profile.email),
    ...(profile.phone ? [me('phone', profile.phone)] : []),
    ...(profile.location ? [me('location', profile.location)] : []),
  ];
  const links = linksAt(profile.links, linkPlaces.resume).map(({ network, href }) => me(`links.${network}`, href));
  const titles = strings.resume;
  return [
    { style: 'name', parts: [me('name', profile.name)] },
    { style: 'role', parts: [me('role', profile.role)] },
    { style: 'small', parts: joined(reach, '  |  ') },
    ...(links.length ? [{ style: 'small', parts: joined(links, '  |  ') } as const] : []),
    ...section(titles.summary, [{ style: 'body', parts: [me('summary', profile.summary)] }]),
    ...section(
      titles.experience,
      experience.flatMap((job): Line[] => {
        const at = from('experience', job.title);
        return [
          { style: 'strong', parts: [at('title', job.title), ', ', at('company', job.company), ' (', at('type', job.type), ')'] },
          {
            style: 'small',
            parts: joined([at('period', periodText(job.period)), ...(job.location ? [at('location', job.location)] : [])], ' · '),
          },
          ...job.description.map((d, i): Line => ({ style: 'item', parts: ['• ', at(`description[${i}]`, d)] })),
          { space: 4 },
        ];
      }),
    ),
    ...section(
      titles.education,
      education.flatMap((e): Line[] => {
        const at = from('education', e.institution);
        const grade = e.cgpa
          ? [`${strings.about.cgpa} `, at('cgpa', e.cgpa)]
          : e.score
            ? [`${strings.about.score} `, at('score', e.score)]
            : [];
        const facts: Part[][] = [[at('period', periodText(e.period))], e.location ? [at('location', e.location)] : [], grade];
        return [
          { style: 'strong', parts: [at('degree', e.degree), ', ', at('institution', e.institution)] },
          { style: 'small', parts: facts.filter((f) => f.length).flatMap((f, i) => (i ? [' · ', ...f] : f)) },
        ];
      }),
    ),
    ...section(
      titles.projects,
      projects.flatMap((p): Line[] => {
        const at = from('projects', p.title);
        const technologies = joined(
          p.technologies.map((t, i) => at(`technologies[${i}]`, t)),
          ', ',
        );
        return [
          { style: 'strong', parts: [at('title', p.title)] },
          { style: 'item', parts: [at('description', p.description), ' (', ...technologies, ')'] },
        ];
      }),
    ),
    ...listedLines(content, section),
    ...section(
      titles.certifications,
      certifications.map((c): Line => {
        const at = from('certifications', c.name);
        return { style: 'body', parts: [at('name', c.name), ', ', at('issuer', c.issuer), ' (', at('year', c.year), ')'] };
      }),
    ),
    ...section(
      titles.skills,
      skillCategories.map((c): Line => {
        const skills = joined(
          c.skills.map((s) => from('skills', s.name)('name', s.name)),
          ', ',
        );
        return { style: 'body', parts: [from('skills', c.name)('name', c.name), ': ', ...skills] };
      }),
    ),
  ];
}

/** Each character of the content none of the resume's fonts can draw, with the field it is in. */
export function undrawable(content: ResumeContent): { readonly char: string; readonly from: Source }[] {
  const found: { char: string; from: Source }[] = [];
  for (const line of resumeLines(content)) {
    if ('space' in line) continue;
    for (const part of line.parts) {
      if (typeof part === 'string') continue;
      for (const char of undrawableChars(drawn(part.text), STYLES[line.style].font)) found.push({ char, from: part.from });
    }
  }
  return found;
}

/** The last PDF of each language: the same content again (a rebuild under `npm start`) reuses it. */
const lastPdfs = new Map<string, { readonly key: string; readonly pdf: Promise<Uint8Array> }>();

/** The resume as a PDF, in the content's language (`strings.lang`) and its direction. */
export function resumePdf(content: ResumeContent): Promise<Uint8Array> {
  const key = JSON.stringify(content);
  const last = lastPdfs.get(content.strings.lang);
  if (last?.key === key) return last.pdf;
  const pdf = drawResume(content);
  lastPdfs.set(content.strings.lang, { key, pdf });
  return pdf;
}

async function drawResume(content: ResumeContent): Promise<Uint8Array> {
  const missing = undrawable(content);
  if (missing.length) throw new Error(`resume.pdf cannot draw ${missing.map((m) => JSON.stringify(m.char)).join(', ')}`);
  const { lang } = content.strings;
  const direction = languageDirection(lang);
  const doc = await PDFDocument.create();
  doc.setTitle(`${content.profile.name} · ${content.strings.nav.resume}`);
  doc.setAuthor(content.profile.name);
  doc.setLanguage(lang);
  if (direction === 'rtl') doc.catalog.getOrCreateViewerPreferences().setReadingDirection(ReadingDirection.R2L);
  const text = new PdfText(doc);
  const brand = hexRgb(content.brandColor.hex);

  let page: PDFPage = doc.addPage(A4);
  let y = A4[1] - MARGIN;
  const width = A4[0] - 2 * MARGIN;

  for (const line of resumeLines(content)) {
    if ('space' in line) {
      y -= line.space;
      continue;
    }
    const style: { font: FontName; size: number; gap?: number; indent?: number; brand?: boolean } = STYLES[line.style];
    const { size, gap = 3, indent = 0 } = style;
    const runs = layoutParagraph(lineText(line.parts, direction), { weight: style.font, direction, features: FEATURES });
    for (const row of breakLines(runs, (width - indent) / size)) {
      if (y < MARGIN + size) {
        page = doc.addPage(A4);
        y = A4[1] - MARGIN;
      }
      // Left to right from the left margin; right to left up to the right one (an item indented from it).
      const x = direction === 'rtl' ? A4[0] - MARGIN - indent - row.width * size : MARGIN + indent;
      text.drawLine(page, row, { x, y, size, color: style.brand ? brand : INK, direction });
      y -= size + gap;
    }
  }
  await text.embed();
  return doc.save();
}

/** The same content in the JSON Resume schema (https://jsonresume.org/schema). */
export function resumeJson(siteUrl: string, content: ResumeContent) {
  const { profile, personal, experience, education, certifications, projects, skillCategories, strings } = content;
  const { repositories, posts } = inResume(content);
  const place = profile.location ? placeParts(profile.location) : undefined;
  const code = place?.country ? countryCode(place.country, strings.lang) : undefined;
  return {
    $schema: 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json',
    basics: {
      name: profile.name,
      label: profile.role,
      email: profile.email,
      phone: profile.phone,
      url: siteUrl,
      summary: profile.summary,
      ...(place && {
        location: {
          city: place.locality,
          ...(place.region && { region: place.region }),
          ...(code && { countryCode: code }),
        },
      }),
      profiles: linksAt(profile.links, NETWORKS).map(({ network, href }) => ({
        network: strings.common.networks[network],
        url: href,
        username: new URL(href).pathname.split('/').filter(Boolean).at(-1) ?? '',
      })),
    },
    work: experience.map((job) => ({
      name: job.company,
      position: job.title,
      location: job.location,
      description: job.type,
      ...periodDates(job.period),
      highlights: [...job.description],
    })),
    education: education.map((e) => ({
      institution: e.institution,
      studyType: e.degree,
      ...periodDates(e.period),
      ...(e.cgpa ? { score: `${strings.about.cgpa} ${e.cgpa}` } : e.score ? { score: e.score } : {}),
    })),
    certificates: certifications.map((c) => ({
      name: c.name,
      issuer: c.issuer,
      date: c.year,
      ...(c.credlyUrl && { url: c.credlyUrl }),
    })),
    projects: [
      ...projects.map((p) => ({
        name: p.title,
        description: p.description,
        highlights: [...p.features],
        keywords: [...p.technologies],
        ...((p.liveUrl ?? p.githubUrl) && { url: p.liveUrl ?? p.githubUrl }),
      })),
      ...repositories.map((r) => ({
        name: r.name,
        ...(r.description && { description: r.description }),
        keywords: [...(r.language ? [r.language] : []), ...r.topics],
        url: r.url,
      })),
    ],
    ...(posts.length > 0 && {
      publications: posts.map((p) => ({
        name: p.title,
        publisher: new URL(p.url).hostname,
        releaseDate: p.date,
        url: p.url,
        ...(p.summary && { summary: p.summary }),
      })),
    }),
    skills: skillCategories.map((c) => ({ name: c.name, keywords: c.skills.map((s) => s.name) })),
    languages: (personal.languages ?? []).map((language) => ({ language })),
  };
}
