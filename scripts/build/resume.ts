/**
 * resume.pdf from the same data as the site, with pdf-lib (pure JavaScript, so the build needs
 * no browser). Its letters are drawn with Noto Sans (Latin with its extensions, Greek, Cyrillic),
 * embedded as a subset of the glyphs used. A character the font has no glyph for is never
 * replaced: `undrawable()` lists it with the field it comes from, and the content check stops the
 * build with that line. An owner who prefers a designed PDF (or writes in a script Noto Sans does
 * not cover) puts it at `data/resume.pdf`; it is used as is.
 */
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import { countryCode } from '../../content/country.ts';
import { linksAt, placeParts } from '../../content/derive.ts';
import { NETWORKS } from '../../content/networks.ts';
import { periodDates } from '../../content/period.ts';
import { brandHex } from './brand.ts';
import { type FontName, fontBytes, fontFaces } from './fonts.ts';
import type { Content } from '../../content/types.ts';

/** What the resume is drawn from. */
export type ResumeContent = Pick<
  Content,
  | 'profile'
  | 'personal'
  | 'education'
  | 'experience'
  | 'skillCategories'
  | 'projects'
  | 'certifications'
  | 'brandColor'
  | 'linkPlaces'
  | 'strings'
>;

/** The data field a piece of text comes from: `data/<file>.ts: "<entry>".<field>`. */
export interface Source {
  readonly file: string;
  readonly entry: string;
  readonly field: string;
}

type Part = string | { readonly text: string; readonly from: Source };
type Style = keyof typeof STYLES;
type Line = { readonly style: Style; readonly parts: readonly Part[] } | { readonly space: number };

/** `#4263eb` → pdf-lib's colour. */
const hexRgb = (hex: string): RGB => rgb(...([1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as [number, number, number]));

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

/**
 * fontkit as pdf-lib uses it, with one repair. @pdf-lib/fontkit 1.1.1 writes a subset's `loca`
 * table in the short format (offsets halved) without padding glyph records to an even length,
 * so after the first odd-length glyph every later glyph is read from the wrong byte and drawn
 * blank (fixed upstream in fontkit 1.8, foliojs/fontkit#191, never ported to the fork). Padding
 * each glyph record to an even length, as the TrueType spec recommends, keeps every offset exact.
 */
type TrueTypeSubset = fontkit.Subset & { glyf: Buffer[]; offset: number; _addGlyph(gid: number): number };
const evenGlyphs = (subset: TrueTypeSubset): TrueTypeSubset => {
  const add = subset._addGlyph;
  subset._addGlyph = function (gid) {
    const index = add.call(this, gid);
    const glyph = this.glyf[index]!;
    if (glyph.length % 2) {
      const Bytes = glyph.constructor as typeof Buffer; // the Buffer class fontkit bundles, which its encoder insists on
      this.glyf[index] = Bytes.concat([glyph, Bytes.alloc(1)]);
      this.offset += 1;
    }
    return index;
  };
  return subset;
};
const repairedFontkit = {
  create(bytes: Uint8Array, postscriptName?: string) {
    const font = fontkit.create(bytes, postscriptName);
    const createSubset = font.createSubset.bind(font);
    font.createSubset = () => evenGlyphs(createSubset() as TrueTypeSubset);
    return font;
  },
};

/** Text as drawn: composed (NFC), so "e" + combining diaeresis is the one glyph "ë". */
const drawn = (text: string) => text.normalize('NFC');

/** Every line of the resume, each piece of text tagged with the field it comes from. */
function resumeLines({
  profile,
  experience,
  education,
  projects,
  certifications,
  skillCategories,
  linkPlaces,
  strings,
}: ResumeContent): Line[] {
  const from =
    (file: string, entry: string) =>
    (field: string, text: string): Part => ({ text, from: { file, entry, field } });
  const joined = (parts: readonly Part[], separator: string): Part[] => parts.flatMap((p, i) => (i ? [separator, p] : [p]));
  /** A titled section, left out when it has no lines (a fork without projects has no "Projects"). */
  const section = (title: string, lines: readonly Line[]): Line[] =>
    lines.length ? [{ space: 8 }, { style: 'heading', parts: [title.toUpperCase()] }, ...lines] : [];
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
          { style: 'small', parts: joined([at('period', job.period), ...(job.location ? [at('location', job.location)] : [])], ' · ') },
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
        const facts: Part[][] = [[at('period', e.period)], e.location ? [at('location', e.location)] : [], grade];
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

/** Each character of the content the resume's font cannot draw, with the field it is in. */
export function undrawable(content: ResumeContent): { readonly char: string; readonly from: Source }[] {
  const found: { char: string; from: Source }[] = [];
  for (const line of resumeLines(content)) {
    if ('space' in line) continue;
    const font = fontFaces()[STYLES[line.style].font];
    for (const part of line.parts) {
      if (typeof part === 'string') continue;
      for (const char of new Set(drawn(part.text))) {
        if (!/\s/u.test(char) && !font.hasGlyphForCodePoint(char.codePointAt(0)!)) found.push({ char, from: part.from });
      }
    }
  }
  return found;
}

let lastPdf: { readonly key: string; readonly pdf: Promise<Uint8Array> } | undefined;

/** The resume as a PDF; the same content again (a rebuild under `npm start`) reuses the last one. */
export function resumePdf(content: ResumeContent): Promise<Uint8Array> {
  const key = JSON.stringify(content);
  if (lastPdf?.key !== key) lastPdf = { key, pdf: drawResume(content) };
  return lastPdf.pdf;
}

async function drawResume(content: ResumeContent): Promise<Uint8Array> {
  const missing = undrawable(content);
  if (missing.length) throw new Error(`resume.pdf cannot draw ${missing.map((m) => JSON.stringify(m.char)).join(', ')}`);
  const doc = await PDFDocument.create();
  doc.registerFontkit(repairedFontkit);
  doc.setTitle(`${content.profile.name} · Resume`);
  doc.setAuthor(content.profile.name);
  // No ligatures, so a text extractor reads "fi" as two letters.
  const embed = (name: FontName) => doc.embedFont(fontBytes()[name], { subset: true, features: { liga: false } });
  const font: Record<FontName, PDFFont> = { regular: await embed('regular'), bold: await embed('bold') };
  const brand = hexRgb(brandHex(content.brandColor));

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
    const color = style.brand ? brand : INK;
    const face = font[style.font];
    const text = drawn(line.parts.map((p) => (typeof p === 'string' ? p : p.text)).join(''));
    // Words are measured one at a time (laying out every candidate line took most of the time).
    const space = face.widthOfTextAtSize(' ', size);
    let current = '';
    let used = 0;
    const flush = () => {
      if (y < MARGIN + size) {
        page = doc.addPage(A4);
        y = A4[1] - MARGIN;
      }
      page.drawText(current, { x: MARGIN + indent, y, size, font: face, color });
      y -= size + gap;
    };
    for (const word of text.split(/\s+/)) {
      const wide = face.widthOfTextAtSize(word, size);
      if (current && used + space + wide > width - indent) {
        flush();
        [current, used] = [word, wide];
      } else [current, used] = current ? [`${current} ${word}`, used + space + wide] : [word, wide];
    }
    if (current) flush();
  }
  return doc.save();
}

/** The same content in the JSON Resume schema (https://jsonresume.org/schema). */
export function resumeJson(
  siteUrl: string,
  { profile, personal, experience, education, certifications, projects, skillCategories, strings }: ResumeContent,
) {
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
    projects: projects.map((p) => ({
      name: p.title,
      description: p.description,
      highlights: [...p.features],
      keywords: [...p.technologies],
      ...((p.liveUrl ?? p.githubUrl) && { url: p.liveUrl ?? p.githubUrl }),
    })),
    skills: skillCategories.map((c) => ({ name: c.name, keywords: c.skills.map((s) => s.name) })),
    languages: (personal.languages ?? []).map((language) => ({ language })),
  };
}
