/**
 * resume.pdf from the same data as the site, with pdf-lib (pure JavaScript, so the build needs
 * no browser). An owner who prefers a designed PDF puts it at `data/resume.pdf`; it is used as is.
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { certifications, education, experience, personal, profile, projects, skillCategories } from '../../data/index.ts';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;

export async function resumePdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`${profile.name} · Resume`);
  doc.setAuthor(profile.name);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const supported = new Set(regular.getCharacterSet());
  const clean = (text: string) => [...text].map((c) => (supported.has(c.codePointAt(0)!) ? c : '?')).join('');

  let page: PDFPage = doc.addPage(A4);
  let y = A4[1] - MARGIN;
  const width = A4[0] - 2 * MARGIN;

  const line = (text: string, { font = regular, size = 10, indent = 0, gap = 3, color = rgb(0.15, 0.15, 0.2) }: { font?: PDFFont; size?: number; indent?: number; gap?: number; color?: ReturnType<typeof rgb> } = {}) => {
    const words = clean(text).split(/\s+/);
    let current = '';
    const flush = () => {
      if (y < MARGIN + size) {
        page = doc.addPage(A4);
        y = A4[1] - MARGIN;
      }
      page.drawText(current, { x: MARGIN + indent, y, size, font, color });
      y -= size + gap;
      current = '';
    };
    for (const word of words) {
      const next = current ? `${current} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) > width - indent && current) {
        flush();
        current = word;
      } else current = next;
    }
    if (current) flush();
  };
  const heading = (text: string) => {
    y -= 8;
    line(text.toUpperCase(), { font: bold, size: 11, gap: 6, color: rgb(0.26, 0.39, 0.92) });
  };

  line(profile.name, { font: bold, size: 22, gap: 6 });
  line(profile.role, { size: 12, gap: 6 });
  line(`${profile.email}  |  ${profile.phone}  |  ${profile.location}`, { size: 9 });
  line(`${profile.github}  |  ${profile.linkedin}`, { size: 9 });
  heading('Summary');
  line(profile.summary);
  heading('Experience');
  for (const job of experience) {
    line(`${job.title}, ${job.company} (${job.type})`, { font: bold });
    line(`${job.period} · ${job.location}`, { size: 9 });
    job.description.forEach((d) => line(`• ${d}`, { indent: 10 }));
    y -= 4;
  }
  heading('Education');
  for (const e of education) {
    line(`${e.degree}, ${e.institution}`, { font: bold });
    line(`${e.period} · ${e.location} · ${'cgpa' in e ? `CGPA ${e.cgpa}` : `Score ${e.score}`}`, { size: 9 });
  }
  heading('Projects');
  for (const p of projects) {
    line(p.title, { font: bold });
    line(`${p.description} (${p.technologies.join(', ')})`, { indent: 10 });
  }
  heading('Certifications');
  certifications.forEach((c) => line(`${c.name}, ${c.issuer} (${c.year})`));
  heading('Skills');
  skillCategories.forEach((c) => line(`${c.name}: ${c.skills.map((s) => s.name).join(', ')}`));
  return doc.save();
}

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

/** "June 2025" → "2025-06", "2022" → "2022", anything else (e.g. "Present") → undefined. */
export function isoDate(text: string): string | undefined {
  const match = text.trim().match(/^(?:([A-Za-z]+)\s+)?(\d{4})$/);
  if (!match) return undefined;
  const month = match[1] ? MONTHS.indexOf(match[1].toLowerCase()) + 1 : 0;
  return month ? `${match[2]}-${String(month).padStart(2, '0')}` : match[2];
}

/** Start and end of a period such as "January 2025 - Present" or "2020 - 2022". */
export function periodDates(period: string): { startDate?: string; endDate?: string } {
  const [start = '', end] = period.split(/\s+[-–]\s+|(?<=\d)[-–](?=\d)/);
  const startDate = isoDate(start);
  const endDate = end === undefined ? startDate : isoDate(end);
  return { ...(startDate && { startDate }), ...(endDate && { endDate }) };
}

/** The same content in the JSON Resume schema (https://jsonresume.org/schema). */
export function resumeJson(siteUrl: string) {
  const [city, region, country] = profile.location.split(',').map((s) => s.trim());
  return {
    $schema: 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json',
    basics: {
      name: profile.name,
      label: profile.role,
      email: profile.email,
      phone: profile.phone,
      url: siteUrl,
      summary: profile.summary,
      location: { city, region, ...(country && { countryCode: country === 'India' ? 'IN' : country }) },
      profiles: [
        { network: 'GitHub', url: profile.github },
        { network: 'LinkedIn', url: profile.linkedin },
        { network: 'DevPost', url: profile.devpost },
        { network: 'CodeChef', url: profile.codechef },
        { network: 'LeetCode', url: profile.leetcode },
        { network: 'X', url: profile.x },
        { network: 'Instagram', url: profile.instagram },
      ].map((p) => ({ ...p, username: new URL(p.url).pathname.split('/').filter(Boolean).at(-1) ?? '' })),
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
      score: 'cgpa' in e ? `CGPA ${e.cgpa}` : e.score,
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
    languages: personal.languages.map((language) => ({ language })),
  };
}
