import { expect, fixture, html } from '@open-wc/testing';
import { featuredProjects } from '../../content/shown.ts';
import type { Project } from '../../content/types.ts';
import { strings } from '../../data/strings.ts';
import { renderedShadow, text, until, usePageStyles } from '../../test/support/dom.ts';
import { defineWithContent } from '../../test/support/section.ts';
import { defineSiteSection, siteContent } from '../../test/support/site-section.ts';
import { stringsFor } from '../shared/section/contract.ts';
import { routeHref } from '../shared/urls.ts';
import projectsSection from './spec.ts';

defineSiteSection(projectsSection);

const words = strings.projects;
const project = (title: string, featured?: boolean): Project => ({
  title,
  description: `What ${title} does.`,
  technologies: ['Zig'],
  features: [],
  ...(featured === undefined ? {} : { featured }),
});
/** Projects this file owns: two marked featured (not the first two), one marked not featured. */
const MARKED: readonly Project[] = [
  project('Anvil'),
  project('Bellows', true),
  project('Crucible', false),
  project('Damper', true),
  project('Ember'),
];
const UNMARKED: readonly Project[] = [project('Flux'), project('Gantry'), project('Hopper'), project('Ingot')];
const projectStrings = stringsFor(siteContent, 'projects');
defineWithContent(
  projectsSection,
  { projects: MARKED, filters: ['Zig'], fullPortfolio: siteContent.fullPortfolioLink, strings: projectStrings },
  'marked-projects',
);
defineWithContent(
  projectsSection,
  { projects: UNMARKED, filters: ['Zig'], fullPortfolio: siteContent.fullPortfolioLink, strings: projectStrings },
  'unmarked-projects',
);

const titles = (root: ShadowRoot) => [...root.querySelectorAll('.project h2')].map(text);

describe('<portfolio-projects featured> (Home)', () => {
  before(usePageStyles);

  it('shows the projects marked featured, in their order', async () => {
    const el = await fixture<HTMLElement>(html`<portfolio-marked-projects featured="true"></portfolio-marked-projects>`);
    expect(titles(await renderedShadow(el, '.project'))).to.deep.equal(['Bellows', 'Damper']);
  });

  it('shows the first three when none is marked', async () => {
    const el = await fixture<HTMLElement>(html`<portfolio-unmarked-projects featured="true"></portfolio-unmarked-projects>`);
    expect(titles(await renderedShadow(el, '.project'))).to.deep.equal(['Flux', 'Gantry', 'Hopper']);
  });

  it("shows data/'s featured projects on the site", async () => {
    const el = await fixture<HTMLElement>(html`<portfolio-projects featured="true"></portfolio-projects>`);
    expect(titles(await renderedShadow(el, '.project'))).to.deep.equal(featuredProjects(siteContent.projects).map((p) => p.title));
  });

  it('has a heading (not the page title) that links to Projects, and no filters or count', async () => {
    const el = await fixture<HTMLElement>(html`<portfolio-marked-projects featured="true"></portfolio-marked-projects>`);
    const root = await renderedShadow(el, '.project');
    expect(root.querySelector('h1')).to.equal(null);
    expect(text(root.querySelector('.page-title'))).to.equal(words.featured);
    expect(root.querySelector('.page-title')!.localName).to.equal('h2');
    const more = root.querySelector<HTMLAnchorElement>('.more-link')!;
    expect([text(more), more.getAttribute('href')]).to.deep.equal([words.allProjects, routeHref('projects')]);
    expect(root.querySelectorAll('.pill, .count')).to.have.length(0);
  });

  it('opens a featured project in the dialog, as on Projects', async () => {
    const el = await fixture<HTMLElement>(html`<portfolio-marked-projects featured="true"></portfolio-marked-projects>`);
    const root = await renderedShadow(el, '.project');
    [...root.querySelectorAll<HTMLAnchorElement>('.project h2 a')].find((b) => text(b) === 'Damper')!.click();
    await until(() => text(root.querySelector('dialog[open] .details p')) === 'What Damper does.', 'the dialog did not show Damper');
    root.querySelector<HTMLDialogElement>('dialog[open]')!.close();
  });
});
