import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { siteContent } from '../support/site-content.ts';
import type { Content } from '../../content/types.ts';
import { quote } from '../../content/quote.ts';
import { contentProblems as validateContent } from '../../scripts/build/check-content.ts';

const sample: Content = siteContent;

/** The sample content with one list entry changed. */
function withEntry<K extends 'projects' | 'certifications' | 'journey'>(
  key: K,
  index: number,
  change: Partial<Content[K][number]>,
): Content {
  const list = sample[key].map((entry, i) => (i === index ? { ...entry, ...change } : entry));
  return { ...sample, [key]: list };
}

const first = sample.projects[0]!;
/** The first project as a problem line names it (quoted, as every content message quotes a value). */
const entry = quote(first.title);

describe('content validation', () => {
  it('accepts the sample content', () => {
    assert.deepEqual(validateContent(sample), []);
  });

  it('names file, entry and field for a YouTube URL without a video id', () => {
    assert.deepEqual(validateContent(withEntry('projects', 0, { youtubeUrl: 'https://youtu.be/' })), [
      `data/projects.ts: ${entry}.youtubeUrl: no video id in "https://youtu.be/" (expected https://www.youtube.com/watch?v=<11-character id>)`,
    ]);
  });

  it('rejects look-alike and wrong-length YouTube URLs', () => {
    for (const url of ['https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ', 'https://www.youtube.com/watch?v=short'] as const) {
      assert.equal(validateContent(withEntry('projects', 0, { youtubeUrl: url })).length, 1, url);
    }
  });

  it('rejects a URL that is not https', () => {
    assert.deepEqual(validateContent(withEntry('projects', 0, { githubUrl: 'http://github.com/x' as never })), [
      `data/projects.ts: ${entry}.githubUrl: not an https URL: "http://github.com/x"`,
    ]);
  });

  it('rejects a LinkedIn link that is not a post', () => {
    const [problem] = validateContent(withEntry('projects', 0, { linkedinPost: 'https://www.linkedin.com/in/someone' }));
    assert.equal(problem, `data/projects.ts: ${entry}.linkedinPost: not a LinkedIn post URL: "https://www.linkedin.com/in/someone"`);
  });

  it('names a link both planned and written', () => {
    assert.deepEqual(validateContent(withEntry('projects', 0, { planned: ['liveUrl'] })), [
      `data/projects.ts: ${entry}.planned: liveUrl is planned but already has a URL; take it out of planned`,
    ]);
  });

  it('checks where the full-portfolio link leads: a page of the site, or an https address', () => {
    const routes = sample.pages.map((p) => quote(p.route)).join(', ');
    const leading = (to: string) => validateContent({ ...sample, fullPortfolioLink: { to, onProjectsPage: true } });
    assert.deepEqual(leading('about'), []);
    assert.deepEqual(leading('https://portfolio.example.org/'), []);
    assert.deepEqual(leading('blog'), [`data/projects.ts: fullPortfolioLink.to: no page has the route "blog" (the routes: ${routes})`]);
    assert.deepEqual(leading('http://portfolio.example.org/'), [
      'data/projects.ts: fullPortfolioLink.to: not an https URL: "http://portfolio.example.org/"',
    ]);
  });

  it('reports an image that does not exist', () => {
    const [problem] = validateContent(withEntry('projects', 0, { image: 'images/nope.svg' }));
    assert.equal(problem, `data/projects.ts: ${entry}.image: no image file for "images/nope.svg"`);
  });

  it('reports duplicate project titles', () => {
    const [problem] = validateContent(withEntry('projects', 1, { title: first.title }));
    assert.equal(problem, `data/projects.ts: ${entry}.title: used by more than one entry; names must be unique`);
  });

  it('reports a journey period the sort rule cannot read, but accepts {personal}', () => {
    const [problem] = validateContent(withEntry('journey', 0, { period: 'Someday' }));
    assert.match(problem!, /^data\/journey\.ts: ".+"\.period: no four-digit year in "Someday"/);
    assert.deepEqual(validateContent(withEntry('journey', 0, { period: '{personal}' })), []);
  });

  it('reports a certification year that is not a year', () => {
    const [problem] = validateContent(withEntry('certifications', 0, { year: '24' }));
    assert.equal(problem, `data/certifications.ts: ${quote(sample.certifications[0]!.name)}.year: not a four-digit year: "24"`);
  });

  it('reports an unknown skill icon', () => {
    const broken: Content = {
      ...sample,
      skillCategories: [{ ...sample.skillCategories[0]!, icon: 'rocket' as never }, ...sample.skillCategories.slice(1)],
    };
    assert.deepEqual(validateContent(broken), [`data/skills.ts: ${quote(sample.skillCategories[0]!.name)}.icon: no icon "rocket"`]);
  });

  it('reports a phone not in international form, and accepts a profile without one', () => {
    const problems = validateContent({ ...sample, profile: { ...sample.profile, phone: '10' } });
    assert.deepEqual(problems, [
      `data/profile.ts: ${quote(sample.profile.name)}.phone: not a phone number in international form ("+<country code> <number>", e.g. "+44 20 7946 0958"): "10"`,
    ]);
    for (const phone of ['+1 (555) 010-9999', '+44 20 7946 0958', '+919876543210']) {
      assert.deepEqual(validateContent({ ...sample, profile: { ...sample.profile, phone } }), [], phone);
    }
    assert.equal(validateContent({ ...sample, profile: { ...sample.profile, phone: '+1 234' } }).length, 1, 'too few digits');
    const { phone: _phone, ...noPhone } = sample.profile;
    assert.deepEqual(validateContent({ ...sample, profile: noPhone }), []);
  });

  it('accepts a profile without links, location or photo, and a personal without date of birth', () => {
    const { phone: _phone, location: _location, photo: _photo, ...bare } = sample.profile;
    const { dateOfBirth: _born, ...personal } = sample.personal;
    assert.deepEqual(validateContent({ ...sample, profile: { ...bare, links: {} }, personal }), []);
  });

  it('names a profile link that is not https by its network', () => {
    const problems = validateContent({
      ...sample,
      profile: { ...sample.profile, links: { ...sample.profile.links, github: 'http://github.com/x' as never } },
    });
    assert.deepEqual(problems, [`data/profile.ts: ${quote(sample.profile.name)}.links.github: not an https URL: "http://github.com/x"`]);
  });

  it('reports a quick link to a route no page has', () => {
    const routes = sample.pages.map((p) => quote(p.route)).join(', ');
    const problems = validateContent({ ...sample, quickLinks: [...sample.quickLinks, { label: 'Blog', route: 'blog#top' }] });
    assert.deepEqual(problems, [`data/site.ts: "Blog".route: no page has the route "blog" (the routes: ${routes})`]);
  });

  it('refuses a siteUrl with a path, saying to use BASE_PATH', () => {
    const problems = validateContent({ ...sample, profile: { ...sample.profile, siteUrl: 'https://someone.github.io/portfolio' } });
    assert.deepEqual(problems, [
      `data/profile.ts: ${quote(sample.profile.name)}.siteUrl: "https://someone.github.io/portfolio" has a path; write the site's origin only ("https://someone.github.io") and build with BASE_PATH=/portfolio/ for a site in a folder`,
    ]);
  });
});
