import assert from 'node:assert/strict';
import { inflateSync } from 'node:zlib';
import { describe, it } from 'node:test';
import { PDFDocument } from 'pdf-lib';
import resumeSchema from '@jsonresume/schema';
import { experience, profile } from '../../data/index.ts';
import { isoDate, periodDates, resumeJson, resumePdf } from '../../scripts/lib/resume.ts';

/** The text a PDF draws: its content streams inflated, each shown string decoded. */
function pdfText(bytes: Uint8Array): string {
  const pdf = Buffer.from(bytes).toString('latin1');
  const shown: string[] = [];
  for (const [, body] of pdf.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let text: string;
    try {
      text = inflateSync(Buffer.from(body!, 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const [, hex] of text.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)) shown.push(Buffer.from(hex!, 'hex').toString('latin1'));
  }
  return shown.join('\n');
}

describe('resume.pdf', () => {
  it('opens as a PDF with the owner as author and title', async () => {
    const doc = await PDFDocument.load(await resumePdf());
    assert.ok(doc.getPageCount() >= 1);
    assert.equal(doc.getAuthor(), profile.name);
    assert.match(doc.getTitle() ?? '', new RegExp(profile.name));
  });

  it("contains the owner's name and every experience entry", async () => {
    const text = pdfText(await resumePdf());
    assert.ok(text.includes(profile.name), 'name missing');
    for (const job of experience) {
      assert.ok(text.includes(`${job.title}, ${job.company} (${job.type})`), `${job.title} missing`);
      assert.ok(text.includes(job.period), `${job.period} missing`);
    }
  });
});

describe('resume.json', () => {
  it('validates against the JSON Resume schema', () => {
    resumeSchema.validate(resumeJson('https://example.com/'), (errors: unknown) => assert.equal(errors, null));
  });

  it('has basics, work, education, certificates, projects and skills from the data', () => {
    const resume = resumeJson('https://example.com/');
    assert.equal(resume.basics.name, profile.name);
    assert.equal(resume.basics.email, profile.email);
    assert.deepEqual(resume.work.map((w) => w.position), experience.map((e) => e.title));
    assert.ok(resume.education.length && resume.certificates.length && resume.projects.length && resume.skills.length);
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
