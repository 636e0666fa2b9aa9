import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { describe, it } from 'node:test';
import fontkit from '@pdf-lib/fontkit';
import { PDFDict, PDFDocument, PDFName, PDFRawStream, decodePDFRawStream } from 'pdf-lib';
import resumeSchema from '@jsonresume/schema';
import { siteContent } from '../support/site-content.ts';
import { isoDate, periodDates } from '../../content/period.ts';
import { listedPosts, postPages, readPosts } from '../../content/posts.ts';
import { siteUrlsFor } from '../../content/site-urls.ts';
import type { Post } from '../../content/types.ts';
import { resumeJson, resumePdf, undrawable, type ResumeContent } from '../../scripts/build/resume.ts';
import { contentProblems } from '../../scripts/build/check-content.ts';

const sample = siteContent;
const { experience, profile } = sample;

/** Content the tests own: Latin with its extensions, Greek, Cyrillic, dashes, bullets, curly quotes. */
const fixture: ResumeContent = {
  ...sample,
  profile: {
    ...sample.profile,
    name: "Zoë O'Connor-Šimić",
    role: 'Αλέξης · Жанна – Ærøskøbing',
    email: 'zoe@example.org',
    phone: '+385 1 234 5678',
    location: 'Łódź, Poland',
    links: { github: 'https://github.com/zoe', linkedin: 'https://www.linkedin.com/in/zoe', x: 'https://x.com/zoe' },
    summary: '“Curly” and ‘single’ quotes – an en dash — an em dash, İstanbul, Đakovo, Čačak, Ŵales, ĳ, ſ.',
  },
  experience: [
    {
      title: 'Інженерка',
      company: 'Αλέξης & Жанна',
      location: 'Kraków',
      period: 'May 2024 – Present',
      type: 'Internship',
      description: ['Built “fast” things – twice', 'Ελληνικά και русский текст'],
      logo: 'images/x.svg',
    },
  ],
  education: [
    {
      institution: 'Università di Bologna',
      degree: 'Laurea – Informatica',
      location: 'Bologna',
      period: '2019 – 2022',
      logo: 'images/x.svg',
      cgpa: '9,1 / 10',
    },
  ],
  projects: [],
  certifications: [],
  openSource: { ...sample.openSource, inResume: false },
  writing: { ...sample.writing, inResume: false },
  linkPlaces: { ...sample.linkPlaces, resume: ['linkedin', 'devpost', 'github'] },
  skillCategories: [
    { name: 'Языки', description: '', icon: 'code', color: '#000000', skills: [{ name: 'Fortran', logo: 'images/x.svg' }] },
  ],
};

/** The text of a PDF as poppler's pdftotext reads it, whitespace collapsed (lines wrap anywhere). */
function pdfText(pdf: Uint8Array): string {
  try {
    return execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: pdf, encoding: 'utf8' }).replace(/\s+/g, ' ');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      throw new Error('pdftotext not found: install poppler-utils (npm test does so when run as root)');
    throw error;
  }
}

/** The font programs embedded in a PDF (FontFile2 streams), decoded. */
async function embeddedFonts(pdf: Uint8Array): Promise<Uint8Array[]> {
  const { context } = await PDFDocument.load(pdf);
  return context.enumerateIndirectObjects().flatMap(([, object]) => {
    const file = object instanceof PDFDict ? object.get(PDFName.of('FontFile2')) : undefined;
    const stream = file && context.lookup(file);
    return stream instanceof PDFRawStream ? [decodePDFRawStream(stream).decode()] : [];
  });
}

describe('resume.pdf', () => {
  it('opens as a PDF with the owner as author and title', async () => {
    const doc = await PDFDocument.load(await resumePdf(fixture));
    assert.ok(doc.getPageCount() >= 1);
    assert.equal(doc.getAuthor(), fixture.profile.name);
    assert.match(doc.getTitle() ?? '', new RegExp(fixture.profile.name));
  });

  it('reads back, through pdftotext, every letter of Latin, Greek and Cyrillic content exactly', async () => {
    const text = pdfText(await resumePdf(fixture));
    const {
      profile: me,
      experience: [job],
      education: [school],
    } = fixture;
    const expected = [
      me.name,
      me.role,
      me.summary,
      `${me.email} | ${me.phone} | ${me.location}`,
      // The links linkPlaces.resume names that the owner has, in its order (no DevPost: none).
      `${me.links.linkedin} | ${me.links.github}`,
      `${job!.title}, ${job!.company} (${job!.type})`,
      `${job!.period} · ${job!.location}`,
      ...job!.description.map((d) => `• ${d}`),
      `${school!.degree}, ${school!.institution}`,
      `${fixture.skillCategories[0]!.name}: ${fixture.skillCategories[0]!.skills[0]!.name}`,
    ];
    for (const line of expected) assert.ok(text.includes(line), `pdftotext does not show ${JSON.stringify(line)} in:\n${text}`);
    assert.ok(!text.includes(me.links.x!), 'a link linkPlaces.resume does not name is left out');
    assert.ok(!text.replace(/https:\/\/\S+/g, '').includes('?'), 'a character was replaced by "?"');
  });

  it('leaves out a section with nothing in it', async () => {
    const text = pdfText(await resumePdf(fixture));
    assert.deepEqual([fixture.projects.length, fixture.certifications.length], [0, 0]);
    const titles = fixture.strings.resume;
    const heading = (title: string) => ` ${title.toUpperCase()} `;
    assert.ok(text.includes(heading(titles.experience)) && text.includes(heading(titles.skills)), 'sections with entries are shown');
    assert.ok(!text.includes(heading(titles.projects)) && !text.includes(heading(titles.certifications)), 'empty sections are left out');
  });

  it('embeds a subset of the font in which every glyph but the space has an outline', async () => {
    const fonts = await embeddedFonts(await resumePdf(fixture));
    assert.equal(fonts.length, 2, 'regular and bold');
    for (const bytes of fonts) {
      const font = fontkit.create(bytes);
      assert.ok(font.numGlyphs < 300, `a subset, not the whole font (${font.numGlyphs} glyphs)`);
      const blank = Array.from({ length: font.numGlyphs }, (_, id) => font.getGlyph(id)).filter((glyph) => glyph.path.toSVG() === '');
      assert.ok(blank.length <= 1, `${blank.length} glyphs without an outline`);
    }
  });

  const ownPdf = undrawable(sample).length > 0 && 'data/ holds characters the font lacks, so the owner ships data/resume.pdf';
  it("contains the owner's name and every experience entry of data/", { skip: ownPdf }, async () => {
    const text = pdfText(await resumePdf(sample));
    assert.ok(text.includes(profile.name), 'name missing');
    for (const job of experience) assert.ok(text.includes(`${job.title}, ${job.company} (${job.type})`), `${job.title} missing`);
  });
});

/** Repositories and posts the tests own: one repository left out by the owner's choice, three posts of which two are listed. */
const REPOSITORY = {
  url: 'https://github.com/zoe/one',
  description: 'Draws “maps” – offline',
  language: 'Rust',
  topics: ['maps'],
  stars: 3,
  forks: 1,
  homepage: null,
  license: 'MIT',
  pushed: '2026-01-02',
  fork: false,
  archived: false,
} as const;
const POST = { summary: 'Ελληνικά – a summary', tags: ['rust'] } as const;
const listed: ResumeContent = {
  ...fixture,
  openSource: { show: ['kartograf', 'šetnja'], maxAgeDays: 30, inResume: true },
  repositories: [
    { ...REPOSITORY, name: 'left-out' },
    { ...REPOSITORY, name: 'šetnja', description: null, language: null },
    { ...REPOSITORY, name: 'kartograf' },
  ],
  writing: { feeds: ['https://blog.example.org/feed.xml'], count: 2, maxAgeDays: 30, inResume: true },
  posts: [
    { ...POST, title: 'Oldest, not listed', url: 'https://blog.example.org/0', date: '2024-05-01' },
    { ...POST, title: 'Newest', url: 'https://blog.example.org/2', date: '2026-03-01' },
    { ...POST, title: 'Second', url: 'https://blog.example.org/1', date: '2025-07-14', summary: null },
  ],
};
const unlisted: ResumeContent = {
  ...listed,
  openSource: { ...listed.openSource, inResume: false },
  writing: { ...listed.writing, inResume: false },
};

describe('open source and writing in the resume (fixture content)', () => {
  const heading = (title: string) => ` ${title.toUpperCase()} `;

  it('lists in resume.pdf the repositories Open source shows and the posts Writing shows, in their order, when asked', async () => {
    const text = pdfText(await resumePdf(listed));
    const titles = listed.strings.resume;
    const order = [
      heading(titles.openSource),
      'kartograf (Rust)',
      REPOSITORY.description,
      'https://github.com/zoe/one',
      'šetnja',
      heading(titles.writing),
      'Newest (2026-03-01)',
      'https://blog.example.org/2',
      'Second (2025-07-14)',
    ];
    let at = 0;
    for (const part of order) {
      const found = text.indexOf(part, at);
      assert.ok(found >= 0, `pdftotext does not show ${JSON.stringify(part)} after position ${at} in:\n${text}`);
      at = found + part.length;
    }
    assert.ok(!text.includes('left-out') && !text.includes('Oldest'), 'what the pages do not show is not listed');
  });

  it('leaves both out of resume.pdf and resume.json unless asked', async () => {
    const text = pdfText(await resumePdf(unlisted));
    const titles = unlisted.strings.resume;
    assert.ok(!text.includes(heading(titles.openSource)) && !text.includes(heading(titles.writing)));
    const resume = resumeJson('https://zoe.example.org/', unlisted);
    assert.equal(resume.projects.length, unlisted.projects.length);
    assert.ok(!('publications' in resume));
  });

  it('gives resume.json the repositories as projects and the posts as publications, valid JSON Resume', () => {
    const resume = resumeJson('https://zoe.example.org/', listed);
    resumeSchema.validate(resume, (errors: unknown) => assert.equal(errors, null));
    assert.deepEqual(resume.projects, [
      { name: 'kartograf', description: REPOSITORY.description, keywords: ['Rust', 'maps'], url: REPOSITORY.url },
      { name: 'šetnja', keywords: ['maps'], url: REPOSITORY.url },
    ]);
    assert.deepEqual(resume.publications, [
      {
        name: 'Newest',
        publisher: 'blog.example.org',
        releaseDate: '2026-03-01',
        url: 'https://blog.example.org/2',
        summary: POST.summary,
      },
      { name: 'Second', publisher: 'blog.example.org', releaseDate: '2025-07-14', url: 'https://blog.example.org/1' },
    ]);
  });

  it('names the repository a character it cannot draw comes from', () => {
    const cjk: ResumeContent = { ...listed, repositories: [{ ...REPOSITORY, name: 'kartograf', description: '地图' }] };
    assert.deepEqual(
      undrawable(cjk).map((u) => u.from),
      [
        { file: 'data/repositories.ts', entry: 'kartograf', field: 'description' },
        { file: 'data/repositories.ts', entry: 'kartograf', field: 'description' },
      ],
    );
  });
});

describe("the owner's own posts in the resume (fixture content)", () => {
  const { lang } = listed.strings;
  const place = { urls: siteUrlsFor('/', 'https://zoe.example.org'), folders: { [lang]: '' } };
  const post = (name: string, front: string) => ({ name, text: `---\n${front}\n---\n\nSome text.\n` });
  const { posts: own } = readPosts(
    [
      post('tide-tables.md', 'title: Reading tide tables\ndate: 2026-09-14\nsummary: A parser – forty lines'),
      post('first-light.md', 'title: First light\ndate: 2025-10-02'),
      post('half-done.md', 'title: Half done\ndate: 2026-11-01\ndraft: true'),
    ],
    [lang],
  );
  const synced: Post[] = [
    // The feed's copy of tide-tables: listed once, as the owner's own.
    { ...POST, title: 'Reading tide tables, syndicated', url: 'https://zoe.example.org/writing/tide-tables', date: '2026-09-15' },
    { ...POST, title: 'Elsewhere', url: 'https://blog.example.org/2', date: '2026-10-01', summary: null },
  ];
  /** As the build gives the resume its posts: Writing's list (content/posts.ts listedPosts). */
  const withOwn: ResumeContent = {
    ...listed,
    writing: { ...listed.writing, count: 6 },
    posts: listedPosts(synced, own, lang, place),
    ownPosts: postPages(own, lang, false),
  };
  const local = (slug: string) => `https://zoe.example.org/writing/${slug}/`;

  it('gives resume.json the published ones beside the synced, newest first, at their pages’ absolute addresses', () => {
    const resume = resumeJson('https://zoe.example.org/', withOwn);
    resumeSchema.validate(resume, (errors: unknown) => assert.equal(errors, null));
    assert.deepEqual(resume.publications, [
      { name: 'Elsewhere', publisher: 'blog.example.org', releaseDate: '2026-10-01', url: 'https://blog.example.org/2' },
      {
        name: 'Reading tide tables',
        publisher: 'zoe.example.org',
        releaseDate: '2026-09-14',
        url: local('tide-tables'),
        summary: 'A parser – forty lines',
      },
      { name: 'First light', publisher: 'zoe.example.org', releaseDate: '2025-10-02', url: local('first-light') },
    ]);
  });

  it("lists them in resume.pdf's Writing with date, summary and address; no draft, no synced copy", async () => {
    const text = pdfText(await resumePdf(withOwn));
    const order = [
      ` ${listed.strings.resume.writing.toUpperCase()} `,
      'Elsewhere (2026-10-01)',
      'https://blog.example.org/2',
      'Reading tide tables (2026-09-14)',
      'A parser – forty lines',
      local('tide-tables'),
      'First light (2025-10-02)',
      local('first-light'),
    ];
    let at = 0;
    for (const part of order) {
      const found = text.indexOf(part, at);
      assert.ok(found >= 0, `pdftotext does not show ${JSON.stringify(part)} after position ${at} in:\n${text}`);
      at = found + part.length;
    }
    assert.ok(!text.includes('Half done') && !text.includes('syndicated'), text);
  });

  it("names the post's file and field for a character it cannot draw", () => {
    const cjk = readPosts([post('first-light.md', 'title: 初光\ndate: 2025-10-02')], [lang]).posts;
    const content: ResumeContent = { ...withOwn, posts: listedPosts([], cjk, lang, place), ownPosts: postPages(cjk, lang, false) };
    assert.deepEqual(
      undrawable(content).map((u) => u.from),
      [
        { file: 'data/posts/first-light.md', field: 'title' },
        { file: 'data/posts/first-light.md', field: 'title' },
      ],
    );
    const line = contentProblems({ ...sample, ...content }, { ownResumePdf: false }).find((p) => p.includes('resume.pdf'));
    assert.match(line ?? '', /^data\/posts\/first-light\.md: title: resume\.pdf cannot draw "初" \(U\+521D\), "光" \(U\+5149\);/);
  });
});

describe('characters the resume font cannot draw', () => {
  const cjk: ResumeContent = { ...fixture, profile: { ...fixture.profile, summary: 'Hello 你好' } };

  it('are listed with the field they come from', () => {
    assert.deepEqual(undrawable(cjk), [
      { char: '你', from: { file: 'data/profile.ts', entry: fixture.profile.name, field: 'summary' } },
      { char: '好', from: { file: 'data/profile.ts', entry: fixture.profile.name, field: 'summary' } },
    ]);
  });

  it('stop the content check with file, field and code point, pointing to data/resume.pdf', () => {
    const content = { ...sample, ...cjk, profile: cjk.profile };
    const line = contentProblems(content, { ownResumePdf: false }).find((p) => p.includes('resume.pdf'));
    assert.match(
      line ?? '',
      /^data\/profile\.ts: "Zoë O'Connor-Šimić"\.summary: resume\.pdf cannot draw "你" \(U\+4F60\), "好" \(U\+597D\);.*data\/resume\.pdf/,
    );
    assert.ok(
      !contentProblems(content, { ownResumePdf: true }).some((p) => p.includes('resume.pdf')),
      'not reported when the owner ships a PDF',
    );
  });

  it('are never drawn as "?": the PDF is not made', async () => {
    await assert.rejects(resumePdf(cjk), /cannot draw "你", "好"/);
  });
});

describe('resume.json', () => {
  it('validates against the JSON Resume schema', () => {
    resumeSchema.validate(resumeJson('https://example.com/', sample), (errors: unknown) => assert.equal(errors, null));
  });

  it('has basics, work, education, certificates, projects and skills from the data', () => {
    const resume = resumeJson('https://example.com/', sample);
    assert.equal(resume.basics.name, profile.name);
    assert.equal(resume.basics.email, profile.email);
    assert.deepEqual(
      resume.work.map((w) => w.position),
      experience.map((e) => e.title),
    );
    assert.ok(resume.education.length && resume.certificates.length && resume.projects.length && resume.skills.length);
  });

  it("reads the owner's place, country code and profiles from the profile (fixture content)", () => {
    const resume = resumeJson('https://zoe.example.org/', fixture);
    resumeSchema.validate(resume, (errors: unknown) => assert.equal(errors, null));
    assert.deepEqual(resume.basics.location, { city: 'Łódź', countryCode: 'PL' });
    assert.equal(resume.basics.phone, fixture.profile.phone);
    const { networks } = fixture.strings.common;
    assert.deepEqual(resume.basics.profiles, [
      { network: networks.github, url: 'https://github.com/zoe', username: 'zoe' },
      { network: networks.linkedin, url: 'https://www.linkedin.com/in/zoe', username: 'zoe' },
      { network: networks.x, url: 'https://x.com/zoe', username: 'zoe' },
    ]);
  });

  it('turns periods into schema dates', () => {
    assert.equal(isoDate('June 2025'), '2025-06');
    assert.equal(isoDate('2022'), '2022');
    assert.equal(isoDate('Present'), undefined);
    assert.deepEqual(periodDates('January 2025 - Present'), { startDate: '2025-01' });
    assert.deepEqual(periodDates('2020 - 2022'), { startDate: '2020', endDate: '2022' });
    assert.deepEqual(periodDates('2014-2018'), { startDate: '2014', endDate: '2018' });
    assert.deepEqual(periodDates('June 2025'), { startDate: '2025-06', endDate: '2025-06' });
  });
});
