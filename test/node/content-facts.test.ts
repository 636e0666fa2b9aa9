/**
 * One source per fact, and no fixed number the data contradicts: on fixture content the tests
 * own (never the sample person's values).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import * as data from '../../data/index.ts';
import { assembleContent, firstName } from '../../content/assemble.ts';
import { certificationSkills, cloudPlatforms, issuerOf } from '../../content/derive.ts';
import { defaultFilters } from '../../content/filters.ts';
import { fill } from '../../content/format.ts';
import type { Certification, DataInput, Project } from '../../content/types.ts';
import { certificationSkillsMismatch, staleClaims, type Claims } from '../../content/validate.ts';

const cert = (name: string, issuer: string, year: string, extra: Partial<Certification> = {}): Certification => ({
  name,
  issuer,
  year,
  credentialId: 'X1',
  ...extra,
});

/** The name the known-issuer table (content/derive.ts) gives a platform, found by a certificate of it. */
const platform = (name: string) => issuerOf({ issuer: '', name })!.name;
const [AWS, OCI, GCP, AZURE] = ['AWS', 'OCI', 'GCP', 'Azure'].map(platform);

/** Four cloud platforms (two certificates from one of them) and two certificates that are not cloud. */
const certifications: readonly Certification[] = [
  cert('AWS Certified Solutions Architect – Associate', 'AWS Training and Certification', '2025', { shortName: 'AWS Architect' }),
  cert('AWS Certified AI Practitioner', 'AWS Training and Certification', '2024'),
  cert('OCI Architect Associate', 'OU Education', '2023'),
  cert('GCP Associate Cloud Engineer', 'Cloud Skills Boost', '2022'),
  cert('Certified: Azure Administrator Associate', 'MS Learn', '2021'),
  cert('Certified Professional: Java SE 17 Developer', 'OU Education', '2020'),
  cert('Office Specialist: Excel', 'MS Learn', '2019', { img: 'images/excel.svg' }),
];
const projects = Array.from({ length: 3 }, (_, i): Project => ({ ...data.projects[0]!, title: `Project ${i}` }));
const claims = (heroStats: Claims['heroStats'], certificationTiles: Claims['certificationTiles'], certs = certifications): Claims => ({
  projects,
  certifications: certs,
  heroStats,
  certificationTiles,
});

describe('cloud platforms', () => {
  it('counts distinct cloud issuers, not certificates, and not the same issuer’s other certificates', () => {
    assert.deepEqual(cloudPlatforms(certifications), [AWS, OCI, GCP, AZURE]);
  });

  it('recognises each major provider by issuer or certificate name', () => {
    const names = [
      cert('Cloud Practitioner', 'AWS', '2024'),
      cert('Azure Fundamentals', 'MS Learn', '2024'),
      cert('GCP Professional Cloud Architect', 'Cloud Skills Boost', '2024'),
      cert('OCI Foundations', 'OU Education', '2024'),
      cert('IBM Cloud Advocate', 'IBM', '2024'),
      cert('ACA Cloud Computing', 'Alibaba Cloud', '2024'),
      cert('Java (Basic)', 'Coding Tests Ltd', '2024'),
    ];
    assert.equal(cloudPlatforms(names).length, 6);
  });
});

describe('fixed numbers against the data', () => {
  it('say nothing when every claim holds', () => {
    const ok = claims(
      [
        { value: '3+', label: 'Projects' },
        { value: `${certifications.length}+`, label: 'Certifications' },
      ],
      [
        { value: '4', label: 'Cloud Platforms' },
        { value: '2025', label: 'Latest Achievement' },
      ],
    );
    assert.deepEqual(staleClaims(ok), []);
  });

  it('report one line per contradiction: file, field, the claim and what the data says', () => {
    const older = certifications.filter((c) => issuerOf(c)?.name !== GCP).map((c) => ({ ...c, year: c.year === '2025' ? '2026' : c.year }));
    const stale = claims(
      [
        { value: '5+', label: 'Projects' },
        { value: '9+', label: 'Certifications' },
      ],
      [
        { value: '4', label: 'Cloud Platforms' },
        { value: '2025', label: 'Latest Achievement' },
      ],
      older,
    );
    assert.deepEqual(staleClaims(stale), [
      'data/site.ts: heroStats[0]: "5+ Projects" claims at least 5 projects, but data/projects.ts lists 3',
      `data/site.ts: heroStats[1]: "9+ Certifications" claims at least 9 certifications, but data/certifications.ts lists ${older.length}`,
      `data/certifications.ts: certificationTiles[0]: "4 Cloud Platforms" claims 4 cloud platforms, but the certificates in data/certifications.ts come from 3 (${AWS}, ${OCI}, ${AZURE})`,
      'data/certifications.ts: certificationTiles[1]: "2025 Latest Achievement" claims 2025, but the newest certificate in data/certifications.ts is from 2026',
    ]);
  });

  it('read "N" without a plus as an exact count, and leave text that is not a number alone', () => {
    assert.equal(staleClaims(claims([{ value: '2', label: 'Projects' }], [])).length, 1);
    assert.deepEqual(
      staleClaims(
        claims(
          [
            { value: 'Many', label: 'Projects' },
            { value: '1+', label: 'Projects' },
          ],
          [{ value: 'Soon', label: 'Latest Achievement' }],
        ),
      ),
      [],
    );
  });
});

describe("Skills' Certifications category", () => {
  it('is derived from the certificates: short name, then the own logo, the issuer’s logo or the image', () => {
    const skills = certificationSkills([
      cert('AWS Certified Data Engineer – Associate', 'AWS Training and Certification', '2024', { shortName: 'AWS Data Engineer' }),
      cert('Azure Fundamentals', 'MS Learn', '2024', { logo: 'images/azure.svg' }),
      cert('Excel Expert', 'MS Learn', '2024', { img: 'images/excel.svg' }),
      cert('Unknown Badge', 'Nobody Inc', '2024'),
    ]);
    assert.deepEqual(skills, [
      { name: 'AWS Data Engineer', logo: 'devicon:amazonwebservices/amazonwebservices-original-wordmark.svg' },
      { name: 'Azure Fundamentals', logo: 'images/azure.svg' },
      { name: 'Excel Expert', logo: 'images/excel.svg' },
    ]);
  });

  const category = (names: readonly string[]) => ({
    ...data.skillCategories[0]!,
    name: 'Certifications',
    skills: names.map((name) => ({ name, logo: 'devicon:java/java-original.svg' as const })),
  });
  const mismatch = (names: readonly string[], certs: readonly Certification[]) =>
    certificationSkillsMismatch({ skillCategories: [category(names)], certifications: certs });
  const shown = certifications.filter((c) => !c.img);
  const listed = shown.map((c) => c.shortName ?? c.name);

  it('matches data/certifications.ts by short name or name, or the build warns per certificate missing and per entry left over', () => {
    assert.deepEqual(mismatch(listed, shown), []);
    assert.deepEqual(
      mismatch(
        shown.map((c) => c.name),
        shown,
      ),
      [],
    );
    assert.deepEqual(mismatch([...listed.slice(1), 'Deleted Certificate'], shown), [
      `data/skills.ts: "Certifications".skills: "${listed[0]}" from data/certifications.ts is missing (write it once: a shortName in data/certifications.ts, and skills: certificationSkills(certifications) here)`,
      'data/skills.ts: "Certifications".skills: "Deleted Certificate" is not in data/certifications.ts (write it once: a shortName in data/certifications.ts, and skills: certificationSkills(certifications) here)',
    ]);
  });

  it('names a certificate left out of the derived list for want of a logo', () => {
    const certs = [...shown, cert('Unknown Badge', 'Nobody Inc', '2024')];
    assert.deepEqual(
      mismatch(
        certificationSkills(certs).map((s) => s.name),
        certs,
      ),
      [
        'data/skills.ts: "Certifications".skills: "Unknown Badge" from data/certifications.ts is missing (write it once: a shortName in data/certifications.ts, and skills: certificationSkills(certifications) here; it needs a logo to be listed: issuer "Nobody Inc" is not one the site knows and it has no img, so set its logo)',
      ],
    );
  });

  it('is not checked when Skills has no such category', () => {
    assert.deepEqual(certificationSkillsMismatch({ skillCategories: [], certifications }), []);
  });
});

describe('assembleContent: what data/ may leave out, filled in from what it holds', () => {
  const input: DataInput = { ...data, profile: { ...data.profile, name: "Zoë O'Connor-Šimić" } };
  const { brand: _brand, ...noBrand } = input.profile;
  const { greeting: _greeting, ...noGreeting } = input.personal;
  const { projectFilters: _filters, ...noFilters } = input;

  it('brand and greeting default from the first word of the name and the `about.greeting` string', () => {
    assert.equal(firstName('  Ada   Lovelace '), 'Ada');
    const content = assembleContent({ ...input, profile: noBrand, personal: noGreeting });
    assert.equal(content.profile.brand, 'Zoë');
    assert.equal(content.personal.greeting, fill(input.strings.about.greeting, { firstName: 'Zoë' }));
    // A greeting string of the owner's own words is used as written, the name filled in.
    const strings = { ...input.strings, about: { ...input.strings.about, greeting: 'Zdravo, {firstName}!' } };
    assert.equal(assembleContent({ ...input, personal: noGreeting, strings }).personal.greeting, 'Zdravo, Zoë!');
  });

  it('keep what the owner sets', () => {
    const content = assembleContent({
      ...input,
      profile: { ...input.profile, brand: 'ZOS' },
      personal: { ...noGreeting, greeting: 'Zdravo!' },
    });
    assert.equal(content.profile.brand, 'ZOS');
    assert.equal(content.personal.greeting, 'Zdravo!');
  });

  it("takes Contact's details from the profile, each left out where the profile has none", () => {
    const { phone: _phone, location: _location, ...reachable } = input.profile;
    assert.deepEqual(assembleContent(input).contact, {
      email: input.profile.email,
      phone: input.profile.phone,
      location: input.profile.location,
      links: input.profile.links,
    });
    const contact = assembleContent({ ...input, profile: { ...reachable, links: {} } }).contact;
    assert.equal(contact.email, input.profile.email);
    assert.equal(contact.phone, undefined);
    assert.equal(contact.location, undefined);
    assert.deepEqual(contact.links, {});
  });

  it('takes the Projects filters from data/ when listed, else the technologies projects share (defaultFilters)', () => {
    const listed = ['Rust', 'Go'];
    assert.deepEqual(assembleContent({ ...input, projectFilters: listed }).projectFilters, listed);
    assert.deepEqual(assembleContent(noFilters).projectFilters, defaultFilters(input.projects));
  });
});
