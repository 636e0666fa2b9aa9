/**
 * An owner without profile links, phone, location or photo (all optional in data/profile.ts):
 * what machines read about them (resume.json, resume.pdf, contact.vcf, Home's JSON-LD, the link
 * previews) leaves each out rather than writing an empty field or "undefined", and still parses.
 * On fixture content the test owns, from data/ with those fields taken away.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import resumeSchema from '@jsonresume/schema';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import type { Content, Profile } from '../../content/types.ts';
import { siteContent } from '../support/site-content.ts';
import { buildLinkPreviews, OG } from '../../scripts/build/link-preview.ts';
import { resumeJson, resumePdf } from '../../scripts/build/resume.ts';
import { jsonLdScript, profilePage } from '../../scripts/build/structured-data.ts';
import { vCard } from '../../scripts/build/vcard.ts';

const sample = siteContent;
const { phone: _phone, location: _location, photo: _photo, ...rest } = sample.profile;
const bareProfile: Profile = {
  ...rest,
  name: 'Zoë Quinn',
  brand: 'Zoë',
  email: 'zoe@example.org',
  siteUrl: 'https://zoe.example.org',
  links: {},
};
const { dateOfBirth: _d, languages: _l, ...personal } = sample.personal;
const bare: Content = { ...sample, profile: bareProfile, personal };
const SITE = 'https://zoe.example.org/';

/** Every place in `value` that holds nothing: undefined, null, "", [], {}, or the text "undefined"/"null". */
function emptyFields(value: unknown, where = ''): string[] {
  if (value === undefined || value === null || value === '') return [`${where}: ${JSON.stringify(value) ?? 'undefined'}`];
  if (typeof value === 'string') return /\bundefined\b|\bnull\b/.test(value) ? [`${where}: ${value}`] : [];
  if (Array.isArray(value)) return value.length ? value.flatMap((v, i) => emptyFields(v, `${where}[${i}]`)) : [`${where}: []`];
  if (typeof value === 'object') {
    const entries = Object.entries(value);
    return entries.length ? entries.flatMap(([k, v]) => emptyFields(v, `${where}.${k}`)) : [`${where}: {}`];
  }
  return [];
}

describe('an owner without links, phone, location or photo', () => {
  it('resume.json leaves them out, validates, and has no empty field', () => {
    const resume = resumeJson(SITE, bare);
    const parsed = JSON.parse(JSON.stringify(resume));
    resumeSchema.validate(parsed, (errors: unknown) => assert.equal(errors, null));
    assert.equal(parsed.basics.name, bareProfile.name);
    assert.equal(parsed.basics.email, bareProfile.email);
    for (const field of ['phone', 'location', 'image']) assert.equal(field in parsed.basics, false, `basics.${field}`);
    assert.ok(!parsed.basics.profiles?.length, 'no profiles');
    const { profiles: _profiles, ...basics } = parsed.basics;
    assert.deepEqual(emptyFields(basics, 'basics'), []);
    assert.doesNotMatch(JSON.stringify(resume), /undefined|null/);
  });

  it('resume.pdf reads the email alone on its line, and nothing undefined', async () => {
    const pdf = await resumePdf(bare);
    const doc = await PDFDocument.load(pdf);
    assert.equal(doc.getAuthor(), bareProfile.name);
    let text: string;
    try {
      text = execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: pdf, encoding: 'utf8' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return; // resume.test.ts says to install poppler-utils
      throw error;
    }
    const lines = text.split('\n').map((l) => l.trim());
    assert.ok(lines.includes(bareProfile.email), `the email on a line of its own:\n${text}`);
    assert.doesNotMatch(text, /undefined|null|\|\s*\||^\s*\|/m);
  });

  it('contact.vcf has no phone, address or profile line, no empty value, and parses', () => {
    const card = vCard({ profile: bareProfile }, SITE);
    const lines = card.replace(/\r\n /g, '').split('\r\n');
    assert.equal(lines.at(-1), '', 'ends with a line break');
    const content = lines.slice(0, -1);
    assert.equal(content[0], 'BEGIN:VCARD');
    assert.equal(content.at(-1), 'END:VCARD');
    for (const line of content) {
      const match = /^([A-Z-]+)(;[^:]*)?:(.*)$/.exec(line);
      assert.ok(match, `a content line: ${line}`);
      assert.ok(match[3]!.replace(/;/g, '').trim(), `${line} has a value`);
      assert.doesNotMatch(line, /undefined|null/);
    }
    const names = content.map((l) => l.split(/[;:]/)[0]);
    for (const absent of ['TEL', 'ADR', 'PHOTO']) assert.ok(!names.includes(absent), absent);
    assert.ok(!content.some((l) => l.startsWith('URL;TYPE=profile')), 'no profile URL');
    assert.ok(content.includes(`URL:${SITE}`));
    assert.ok(content.includes(`EMAIL;TYPE=work:${bareProfile.email}`));
  });

  it("Home's JSON-LD has no image, address or profile links, no empty field, and parses from its script", () => {
    const script = jsonLdScript(profilePage(bare, { site: SITE, image: undefined }));
    const json = /^<script type="application\/ld\+json">(.*)<\/script>$/s.exec(script)?.[1];
    assert.ok(json, script);
    const page = JSON.parse(json);
    const person = page.mainEntity;
    assert.equal(person.name, bareProfile.name);
    for (const field of ['image', 'address', 'telephone']) assert.equal(field in person, false, field);
    assert.ok(!('sameAs' in person) || person.sameAs.length > 0, 'no empty sameAs');
    assert.deepEqual(emptyFields(page, 'page'), []);
  });

  describe('the link previews', () => {
    let dir = '';
    before(async () => {
      dir = await mkdtemp(path.join(os.tmpdir(), 'portfolio-bare-preview-'));
    });
    after(() => rm(dir, { recursive: true, force: true }));

    it('are drawn for every page without a photo, 1200×630 JPEGs', async () => {
      const outDir = path.join(dir, 'out');
      const previews = await buildLinkPreviews(bare, { outDir, cacheDir: path.join(dir, 'cache') });
      assert.deepEqual(Object.keys(previews).sort(), bare.pages.map((p) => p.route).sort());
      for (const file of Object.values(previews)) {
        const meta = await sharp(await readFile(path.join(outDir, file))).metadata();
        assert.deepEqual([meta.format, meta.width, meta.height], ['jpeg', OG.width, OG.height], file);
      }
      assert.equal((await readdir(path.join(outDir, 'assets'))).length, bare.pages.length);
    });
  });
});

describe('an owner whose location is written in the site’s language', () => {
  it("resume.json's country code reads it in that language", () => {
    const content: Content = {
      ...bare,
      profile: { ...bareProfile, location: 'Lisboa, Portugal' },
      strings: { ...bare.strings, lang: 'pt-PT' },
    };
    assert.deepEqual(resumeJson(SITE, content).basics.location, { city: 'Lisboa', countryCode: 'PT' });
    const brazil: Content = {
      ...content,
      profile: { ...bareProfile, location: 'São Paulo, SP, Brasil' },
      strings: { ...bare.strings, lang: 'pt-BR' },
    };
    assert.deepEqual(resumeJson(SITE, brazil).basics.location, { city: 'São Paulo', region: 'SP', countryCode: 'BR' });
  });

  it('leaves the country code out when no region has that name, and has no country for a city alone', () => {
    const atlantis: Content = { ...bare, profile: { ...bareProfile, location: 'Poseidonia, Atlantis' } };
    assert.deepEqual(resumeJson(SITE, atlantis).basics.location, { city: 'Poseidonia' });
    const city: Content = { ...bare, profile: { ...bareProfile, location: 'Lisbon' } };
    assert.deepEqual(resumeJson(SITE, city).basics.location, { city: 'Lisbon' });
    const lines = vCard({ profile: city.profile }, SITE).split('\r\n');
    assert.ok(lines.includes('ADR:;;;Lisbon;;;'), lines.join('\n'));
  });
});
