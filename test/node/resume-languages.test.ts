/**
 * resume.pdf in Arabic, Hebrew and Hindi (scripts/build/resume.ts): the fonts of the scripts used
 * and only those, shaped, each line in visual order and, right to left, right-aligned; and its
 * text, read back by poppler's pdftotext, in logical order. On fixture content the test owns.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { describe, it } from 'node:test';
import fontkit from '@pdf-lib/fontkit';
import { PDFDict, PDFDocument, PDFName, PDFRawStream, decodePDFRawStream } from 'pdf-lib';
import { periodText } from '../../content/period.ts';
import { siteContent } from '../support/site-content.ts';
import { contentProblems } from '../../scripts/build/check-content.ts';
import { resumePdf, undrawable, type ResumeContent } from '../../scripts/build/resume.ts';

const sample = siteContent;

/** A resume in `lang` with the owner's words in it, one job, no other entries. */
function fixture(
  lang: string,
  words: {
    name: string;
    role: string;
    summary: string;
    titles: Omit<ResumeContent['strings']['resume'], 'openSource' | 'writing'>;
    job: Record<string, string>;
    description?: string[];
  },
  location: string,
): ResumeContent {
  return {
    ...sample,
    strings: { ...sample.strings, lang, resume: { ...sample.strings.resume, ...words.titles } },
    profile: {
      ...sample.profile,
      name: words.name,
      role: words.role,
      summary: words.summary,
      email: 'layla@example.org',
      phone: '+962 6 555 0100',
      location,
      links: { github: 'https://github.com/layla' },
    },
    linkPlaces: { ...sample.linkPlaces, resume: ['github'] },
    experience: [{ ...sample.experience[0]!, description: words.description ?? [], ...words.job }],
    education: [],
    projects: [],
    certifications: [],
    skillCategories: [],
    openSource: { ...sample.openSource, inResume: false },
    writing: { ...sample.writing, inResume: false },
  };
}

const arabic = fixture(
  'ar',
  {
    name: 'ليلى حداد',
    role: 'مطورة React منذ 2021',
    summary: 'أبني واجهات سريعة بـ Zig لأكثر من 40 عميلاً في عمّان، وأكتب اختبارات لكل شيء.',
    titles: {
      summary: 'نبذة',
      experience: 'الخبرة',
      education: 'التعليم',
      projects: 'المشاريع',
      certifications: 'الشهادات',
      skills: 'المهارات',
    },
    job: { title: 'مهندسة واجهات', company: 'شركة الأفق', type: 'دوام كامل', period: 'مايو 2024 – الآن', location: 'عمّان' },
    description: ['بنيت نظام تصميم بـ React و CSS'],
  },
  'Amman, Jordan',
);

const hebrew = fixture(
  'he',
  {
    name: 'נועה לוי',
    role: 'מפתחת React מאז 2021',
    summary: 'בונה ממשקים מהירים עם Zig ליותר מ 40 לקוחות.',
    titles: {
      summary: 'תקציר',
      experience: 'ניסיון',
      education: 'השכלה',
      projects: 'פרויקטים',
      certifications: 'תעודות',
      skills: 'כישורים',
    },
    job: { title: 'מהנדסת ממשק', company: 'אופק', type: 'משרה מלאה', period: 'מאי 2024 – היום', location: 'תל אביב' },
  },
  'Tel Aviv',
);

const hindi = fixture(
  'hi',
  {
    name: 'आरव रेड्डी',
    role: 'React डेवलपर, 2021 से',
    summary: 'मैं तेज़ और सुलभ वेब ऐप्स बनाता हूँ: क्षमता, प्रतिक्रिया, श्रृंखला, द्वितीय।',
    titles: { summary: 'सारांश', experience: 'अनुभव', education: 'शिक्षा', projects: 'परियोजनाएँ', certifications: 'प्रमाणपत्र', skills: 'कौशल' },
    job: { title: 'इंजीनियर', company: 'क्षितिज लैब्स', type: 'पूर्णकालिक', period: 'मई 2024 – अभी', location: 'हैदराबाद' },
  },
  'हैदराबाद',
);

function pdftotext(pdf: Uint8Array, ...options: string[]): string {
  try {
    return execFileSync('pdftotext', [...options, '-enc', 'UTF-8', '-', '-'], { input: pdf, encoding: 'utf8' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      throw new Error('pdftotext not found: install poppler-utils (npm test does so when run as root)');
    throw error;
  }
}

/**
 * A text's words, for comparing: compatibility forms folded (NFKC: Arabic presentation forms to
 * letters), the direction marks pdftotext puts around each run (RLE, LRE, PDF) taken as word
 * breaks, punctuation left out. pdftotext guesses where neutral punctuation between a
 * right-to-left and a left-to-right run goes, and may put ")" or "-" on the wrong side of a word,
 * but it has the words themselves, and their order.
 */
const words = (text: string) =>
  text
    .normalize('NFKC')
    .replace(/[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu, ' ')
    .match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];

/** Whether `expected`'s words come, one after the other, in `text`'s. */
function assertWordsInOrder(text: string, expected: string) {
  const all = words(text).join(' ');
  const wanted = words(expected).join(' ');
  assert.ok(` ${all} `.includes(` ${wanted} `), `pdftotext does not read ${JSON.stringify(wanted)} in order, but:\n${text}`);
}

/** The Type 0 fonts of a PDF: their names without the subset tag, and their embedded programs. */
async function fonts(pdf: Uint8Array): Promise<{ name: string; program: Uint8Array }[]> {
  const doc = await PDFDocument.load(pdf);
  const { context } = doc;
  return context.enumerateIndirectObjects().flatMap(([, object]) => {
    if (!(object instanceof PDFDict) || object.get(PDFName.of('Subtype'))?.toString() !== '/CIDFontType2') return [];
    const descriptor = context.lookup(object.get(PDFName.of('FontDescriptor'))) as PDFDict;
    const stream = context.lookup(descriptor.get(PDFName.of('FontFile2')));
    const name = object
      .get(PDFName.of('BaseFont'))!
      .toString()
      .replace(/^\/[A-Z]{6}\+/, '');
    return stream instanceof PDFRawStream ? [{ name, program: decodePDFRawStream(stream).decode() }] : [];
  });
}

/** Each line pdftotext finds (-bbox-layout), in page order: its words (as drawn) and where it starts and ends, in points. */
function lineBoxes(pdf: Uint8Array): { text: string; xMin: number; xMax: number }[] {
  const html = pdftotext(pdf, '-bbox-layout');
  return [...html.matchAll(/<line xMin="([\d.]+)" yMin="[\d.]+" xMax="([\d.]+)"[^>]*>([\s\S]*?)<\/line>/g)].map(
    ([, xMin, xMax, inner]) => ({
      text: [...inner!.matchAll(/<word[^>]*>([^<]*)<\/word>/g)].map(([, word]) => word).join(' '),
      xMin: Number(xMin),
      xMax: Number(xMax),
    }),
  );
}

const A4_WIDTH = 595.28;
const MARGIN = 50;

describe('resume.pdf in Arabic', () => {
  it('has nothing undrawable: the Arabic font draws what Noto Sans cannot', () => {
    assert.deepEqual(undrawable(arabic), []);
    assert.ok(!contentProblems({ ...sample, ...arabic } as typeof sample, { ownResumePdf: false }).some((p) => p.includes('resume.pdf')));
  });

  it('reads back through pdftotext, plain and -layout, with the words of each line in logical order', async () => {
    const pdf = await resumePdf(arabic);
    const { profile, experience } = arabic;
    const job = experience[0]!;
    for (const text of [pdftotext(pdf), pdftotext(pdf, '-layout')]) {
      for (const line of [
        profile.name,
        profile.role,
        profile.summary,
        arabic.strings.resume.summary,
        arabic.strings.resume.experience,
        `${job.title}, ${job.company} (${job.type})`,
        `${job.period} · ${job.location}`,
        `• ${job.description[0]}`,
      ])
        assertWordsInOrder(text, line);
    }
  });

  it('reads a line of Latin pieces (email, phone, place) in logical order, though drawn from the right', async () => {
    const text = pdftotext(await resumePdf(arabic)).replace(/[\u202A-\u202E]/gu, '');
    assert.ok(text.includes('layla@example.org | +962 6 555 0100 | Amman, Jordan'), text);
  });

  it('right-aligns every line at the right margin (items indented from it)', async () => {
    const lines = lineBoxes(await resumePdf(arabic));
    assert.ok(lines.length >= 8, `${lines.length} lines`);
    const right = A4_WIDTH - MARGIN;
    const name = lines[0]!;
    assert.ok(Math.abs(name.xMax - right) < 1.5, `the name ends at ${name.xMax}, not ${right}`);
    assert.ok(name.xMin > A4_WIDTH / 2, `and starts at ${name.xMin}, right of the middle`);
    const item = lines.find((l) => l.text.endsWith('•'))!;
    assert.ok(Math.abs(item.xMax - (right - 10)) < 1.5, `an item ends at ${item.xMax}, 10 pt in from the margin`);
    for (const line of lines.filter((l) => l !== item)) assert.ok(Math.abs(line.xMax - right) < 1.5, `"${line.text}" ends at ${line.xMax}`);
  });

  it('embeds subsets of Noto Sans Arabic and of Noto Sans (for the Latin words), and no other font', async () => {
    const embedded = await fonts(await resumePdf(arabic));
    // No Latin word is bold (the name, headings and job title are Arabic): no Noto Sans Bold.
    assert.deepEqual(embedded.map((f) => f.name).sort(), ['NotoSans-Regular', 'NotoSansArabic-Bold', 'NotoSansArabic-Regular']);
    for (const { name, program } of embedded) {
      const font = fontkit.create(program);
      assert.ok(font.numGlyphs < 200, `${name}: a subset, not the whole font (${font.numGlyphs} glyphs)`);
    }
  });

  it('says it is in Arabic, read from the right', async () => {
    const doc = await PDFDocument.load(await resumePdf(arabic));
    assert.equal(doc.catalog.get(PDFName.of('Lang'))?.toString(), '(ar)');
    assert.equal(doc.catalog.getViewerPreferences()?.getReadingDirection(), 'R2L');
  });
});

describe('resume.pdf in Hebrew', () => {
  it('reads back in logical order, right-aligned, in Noto Sans Hebrew', async () => {
    const pdf = await resumePdf(hebrew);
    const text = pdftotext(pdf);
    for (const line of [hebrew.profile.name, hebrew.profile.role, hebrew.profile.summary, hebrew.experience[0]!.title])
      assertWordsInOrder(text, line);
    const name = lineBoxes(pdf)[0]!;
    assert.ok(Math.abs(name.xMax - (A4_WIDTH - MARGIN)) < 1.5, `the name ends at ${name.xMax}`);
    assert.ok((await fonts(pdf)).some((f) => f.name === 'NotoSansHebrew-Bold'));
  });
});

describe('resume.pdf in Hindi', () => {
  it('reads back every letter exactly, though a vowel sign is drawn before its consonant', async () => {
    const pdf = await resumePdf(hindi);
    const text = pdftotext(pdf).replace(/\s+/g, ' ');
    const { profile, experience } = hindi;
    const job = experience[0]!;
    for (const line of [
      profile.name,
      profile.role,
      profile.summary,
      `${job.title}, ${job.company} (${job.type})`,
      `${job.period} · ${job.location}`,
    ])
      assert.ok(text.includes(line), `pdftotext does not show ${JSON.stringify(line)} in:\n${text}`);
  });

  it('is left-aligned, in Noto Sans Devanagari and Noto Sans', async () => {
    const pdf = await resumePdf(hindi);
    const name = lineBoxes(pdf)[0]!;
    assert.ok(Math.abs(name.xMin - MARGIN) < 1.5, `the first line starts at ${name.xMin}`);
    const names = (await fonts(pdf)).map((f) => f.name);
    assert.ok(names.includes('NotoSansDevanagari-Bold') && names.includes('NotoSans-Regular'), names.join(', '));
    assert.ok(!names.some((n) => n.includes('Arabic') || n.includes('Hebrew')), names.join(', '));
  });
});

describe('characters no resume font has, in any script', () => {
  it('are still refused, one line naming file, entry and field', () => {
    const content = { ...sample, ...arabic, profile: { ...arabic.profile, role: 'مطورة 你好' } } as typeof sample;
    assert.deepEqual(
      undrawable(content).map((m) => m.char),
      ['你', '好'],
    );
    const problems = contentProblems(content, { ownResumePdf: false }).filter((p) => p.includes('resume.pdf'));
    assert.equal(problems.length, 1);
    assert.match(
      problems[0]!,
      /^data\/profile\.ts: "ليلى حداد"\.role: resume\.pdf cannot draw "你" \(U\+4F60\), "好" \(U\+597D\);.*Arabic.*data\/resume\.pdf/,
    );
  });
});

/**
 * pdftotext's lines, the direction marks it and the PDF put in (RLE, LRE, PDF, LRM, RLM: invisible,
 * a copy keeps them) taken out and spaces collapsed: what a reader who pastes the text sees.
 */
const readBack = (pdf: Uint8Array, ...options: string[]) =>
  pdftotext(pdf, ...options)
    .replace(/[\u200E\u200F\u202A-\u202E]/gu, '')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean);

/**
 * A right-to-left resume whose lines mix directions where a reader's rule of thumb goes wrong: a
 * comma or a dash beside a number or a Latin word, brackets round a Latin word, a line of Latin
 * names ending in a bracket, and a second page made of mostly Latin names.
 */
function mixed(base: ResumeContent, words: { location: string; period: string; description: string; company: string; skills: string }) {
  const certificate = { name: 'Certified Nomad Operator', issuer: 'HashiCorp', year: '2023' };
  return {
    ...base,
    profile: { ...base.profile, location: words.location },
    experience: [{ ...base.experience[0]!, company: words.company, period: words.period, description: [words.description] }],
    certifications: [certificate],
    // Enough lines of Latin names to fill a page with more Latin letters than right-to-left ones.
    skillCategories: Array.from({ length: 60 }, (_, i) => ({
      ...sample.skillCategories[0]!,
      name: `${words.skills} ${i + 1}`,
      skills: ['CockroachDB', 'Nomad', 'Buildkite', 'Prometheus', 'Pulumi'].map((name) => ({ name })),
    })),
  };
}

describe('resume.pdf read back where directions meet: punctuation and numbers stay with their words', () => {
  const cases = {
    he: mixed(hebrew, {
      location: 'חיפה, ישראל',
      period: 'מרץ 2021 - היום',
      description: 'הורדתי את זמן התגובה (p99) של ממשק המעקב מ-900 ms ל-120 ms.',
      company: 'Shipwise',
      skills: 'כלים',
    }),
    ar: mixed(arabic, {
      location: 'عمّان، الأردن',
      period: 'مارس 2021 – حتى الآن',
      description: 'كتبتُ بلغة Go عميلًا لسجلّ المخططات (schema registry) مع اختبارات العقود.',
      company: 'Rijeka & Sons <Logistics>',
      skills: 'أدوات',
    }),
  };
  for (const [lang, content] of Object.entries(cases)) {
    it(`in ${lang}: every line reads as written, plain and -layout`, async () => {
      const pdf = await resumePdf(content);
      const { profile, experience, certifications, skillCategories } = content;
      const job = experience[0]!;
      const certificate = certifications[0]!;
      const expected = [
        `${profile.email} | ${profile.phone} | ${profile.location}`,
        `${job.title}, ${job.company} (${job.type})`,
        // Written as the site writes a period: a range with an en dash, however data/ typed it.
        `${periodText(job.period)} · ${job.location}`,
        `• ${job.description[0]}`,
        `${certificate.name}, ${certificate.issuer} (${certificate.year})`,
        ...skillCategories.map((c) => `${c.name}: ${c.skills.map((s) => s.name).join(', ')}`),
      ];
      const plain = readBack(pdf);
      for (const line of expected)
        assert.ok(plain.includes(line), `pdftotext does not read ${JSON.stringify(line)}, but:\n${plain.join('\n')}`);
      const layout = readBack(pdf, '-layout').join('\n');
      for (const line of expected) assert.ok(layout.includes(line), `pdftotext -layout does not read ${JSON.stringify(line)}`);
    });
  }
});
