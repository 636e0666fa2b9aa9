/**
 * The sample content shows exactly its fixed values: its counts and its fixed texts. These are
 * facts about the sample person only, so the suite skips itself unless data/ is the sample value
 * for value, as its snapshot holds it (scripts/doctor/sample.json): a fork passes at every step of
 * making the site its own, and every other test derives what it expects from data/.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import * as data from '../../data/index.ts';
import { certifications, certificationTiles, verifiedBy } from '../../data/certifications.ts';
import { education } from '../../data/education.ts';
import { experience } from '../../data/experience.ts';
import { journey } from '../../data/journey.ts';
import { personal } from '../../data/profile.ts';
import { projects } from '../../data/projects.ts';
import { copyrightYear, heroStats, quickLinks } from '../../data/site.ts';
import { skillCategories } from '../../data/skills.ts';
import { isVerified } from '../../content/derive.ts';
import { sortJourney } from '../../content/period.ts';
import { isSample } from '../../scripts/doctor/sample.ts';

const skip = isSample(data)
  ? false
  : 'data/ is not the sample as scripts/doctor/sample.json holds it: the fixed counts describe only the sample';

describe('the sample content shows its fixed values', { skip }, () => {
  it('counts 7 projects, 6 certifications, 4 education and 2 experience entries, 19 journey entries', () => {
    assert.deepEqual([projects.length, certifications.length, education.length, experience.length, journey.length], [7, 6, 4, 2, 19]);
  });

  it('has the seven skill categories with 6, 9, 3, 8, 3, 5 and 6 skills', () => {
    assert.deepEqual(
      skillCategories.map((c) => [c.name, c.skills.length]),
      [
        ['Programming Languages', 6],
        ['Frameworks & Libraries', 9],
        ['Web & APIs', 3],
        ['Cloud & DevOps', 8],
        ['Databases', 3],
        ['Tools & Platforms', 5],
        ['Certifications', 6],
      ],
    );
  });

  it('shows the fixed texts: 6+ projects, 6+ certifications, 4 Cloud Platforms, 2024 Latest Achievement, copyright 2025', () => {
    assert.deepEqual(heroStats, [
      { value: '6+', label: 'Projects' },
      { value: '6+', label: 'Certifications' },
    ]);
    assert.deepEqual(certificationTiles, [
      { value: '4', label: 'Cloud Platforms' },
      { value: '2024', label: 'Latest Achievement' },
    ]);
    assert.equal(copyrightYear, 2025);
  });

  it('points the footer\'s "Education" quick link to /certifications, as the specification does', () => {
    assert.deepEqual(
      quickLinks.map((l) => [l.label, l.route]),
      [
        ['About', 'about'],
        ['Skills', 'skills'],
        ['Journey', 'journey'],
        ['Projects', 'projects'],
        ['Education', 'certifications'],
        ['Contact', 'contact'],
      ],
    );
  });

  it('gives each of the six certificates a Credential ID box and a Verified mark', () => {
    assert.equal(verifiedBy, 'id-or-link');
    assert.deepEqual(
      certifications.map((c) => [Boolean(c.credentialId), isVerified(c, verifiedBy)]),
      certifications.map(() => [true, true]),
    );
  });

  it('gives Experience the types Internship and Freelance', () => {
    assert.deepEqual(
      experience.map((e) => e.type),
      ['Internship', 'Freelance'],
    );
  });

  it('speaks Telugu, English and Hindi, and starts the journey with June 2025, ending with the {personal} birth', () => {
    assert.deepEqual(personal.languages, ['Telugu', 'English', 'Hindi']);
    const sorted = sortJourney(journey);
    assert.equal(sorted[0]!.period, 'June 2025');
    assert.equal(sorted.at(-1)!.period, '{personal}');
  });
});
