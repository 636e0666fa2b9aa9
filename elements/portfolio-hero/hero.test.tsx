import { defineSiteSection, siteContent } from '../../test/support/site-section.ts';
import { expect, fixture, html, unsafeStatic } from '@open-wc/testing';
import { strings } from '../../data/strings.ts';
import heroSection from './spec.ts';
import { stringsFor } from '../shared/section/contract.ts';
import { renderedShadow, text, usePageStyles, useTheme } from '../../test/support/dom.ts';
import { defineWithContent } from '../../test/support/section.ts';
import { emptyParts, linkless, linkName, sparse, sparseLinks } from '../../test/support/sparse-profile.ts';

defineSiteSection(heroSection);

const { profile, heroStats, linkPlaces } = siteContent;

/** Home's introduction for `content`'s person, under its own tag. */
const heroFor = (content: typeof sparse, name: string) =>
  defineWithContent(
    heroSection,
    { profile: content.profile, heroStats: content.heroStats, links: content.linkPlaces.hero, strings: stringsFor(content, 'hero') },
    name,
  );
const sparseHero = heroFor(sparse, 'hero-sparse');
const linklessHero = heroFor(linkless, 'hero-linkless');

describe('<portfolio-hero>', () => {
  before(usePageStyles);

  it('is defined', () => {
    expect(customElements.get('portfolio-hero')).to.exist;
  });

  it('renders the introduction from data, with no prerendered markup', async () => {
    const hero = await fixture<HTMLElement>(html`<portfolio-hero></portfolio-hero>`);
    const root = await renderedShadow(hero, 'h1');
    expect(root.querySelectorAll('h1').length).to.equal(1);
    expect(text(root.querySelector('h1'))).to.equal(profile.name);
    expect(text(root.querySelector('.role'))).to.equal(profile.role);
    expect(text(root.querySelector('.summary'))).to.equal(profile.summary);
    if (profile.location) expect(text(root.querySelector('.facts'))).to.contain(profile.location);
  });

  it('links email, phone, the profiles data/site.ts places here, the two calls to action and Save contact', async () => {
    const hero = await fixture<HTMLElement>(html`<portfolio-hero></portfolio-hero>`);
    const root = await renderedShadow(hero, 'h1');
    const facts = [...root.querySelectorAll<HTMLAnchorElement>('.facts a')].map((a) => a.getAttribute('href'));
    const tel = profile.phone ? [`tel:${profile.phone.replace(/[^+\d]/g, '')}`] : [];
    expect(facts).to.deep.equal([`mailto:${profile.email}`, ...tel]);

    const profiles = [...root.querySelectorAll<HTMLAnchorElement>('.profiles a')];
    const placed = linkPlaces.hero.filter((network) => profile.links[network]);
    expect(profiles.map((a) => [a.getAttribute('aria-label'), a.href, a.target, a.rel])).to.deep.equal(
      placed.map((network) => [linkName(network), profile.links[network], '_blank', 'noopener noreferrer']),
    );

    const actions = [...root.querySelectorAll<HTMLAnchorElement>('.actions a')].map((a) => [text(a), a.getAttribute('href')]);
    expect(actions).to.deep.equal([
      [strings.hero.getInTouch, '/contact/'],
      [strings.hero.viewProjects, '/projects/'],
      [strings.common.saveContact, '/contact.vcf'],
    ]);
    expect(root.querySelector('.actions a[href$="contact.vcf"]')!.hasAttribute('download')).to.equal(true);
  });

  it('shows the photo with its size reserved, square and at most 20rem wide, and the stat cards', async function () {
    if (!profile.photo) this.skip(); // data/ has no photo to show
    const hero = await fixture<HTMLElement>(html`<portfolio-hero></portfolio-hero>`);
    const root = await renderedShadow(hero, 'h1');
    const photo = root.querySelector<HTMLImageElement>('img.photo')!;
    expect(photo.alt).to.equal(strings.hero.portrait.replace('{name}', profile.name));
    await photo.decode();
    expect(photo.naturalWidth).to.be.greaterThan(0);
    // Tests serve the source file itself (with a srcset, naturalWidth is in CSS pixels): the
    // attributes reserve its shape.
    const reserved = Number(photo.getAttribute('width')) / Number(photo.getAttribute('height'));
    expect(reserved).to.be.closeTo(photo.naturalWidth / photo.naturalHeight, 0.01);
    const { width, height } = photo.getBoundingClientRect();
    expect(width).to.be.closeTo(height, 0.5);
    expect(width).to.be.at.most(20 * 16);
    const stats = [...root.querySelectorAll('.stat')].map((s) => [text(s.querySelector('dd')), text(s.querySelector('dt'))]);
    expect(stats).to.deep.equal(heroStats.map((s) => [s.value, s.label]));
  });

  it('is accessible in light and dark', async () => {
    const hero = await fixture<HTMLElement>(html`<portfolio-hero></portfolio-hero>`);
    await renderedShadow(hero, 'h1');
    await expect(hero).to.be.accessible();
    await useTheme('dark');
    try {
      await expect(hero).to.be.accessible();
    } finally {
      await useTheme('light');
    }
  });

  describe('for a person with less to show', () => {
    it('draws only what they have: email, the profile links they have, no phone, place or photo', async () => {
      const hero = await fixture<HTMLElement>(html`<${unsafeStatic(sparseHero)}></${unsafeStatic(sparseHero)}>`);
      const root = await renderedShadow(hero, 'h1');
      expect(text(root.querySelector('h1'))).to.equal(sparse.profile.name);
      const facts = [...root.querySelectorAll('.facts li')];
      expect(facts.map((li) => [text(li), li.querySelector('a')?.getAttribute('href')])).to.deep.equal([
        [sparse.profile.email, `mailto:${sparse.profile.email}`],
      ]);
      const profiles = [...root.querySelectorAll<HTMLAnchorElement>('.profiles a')];
      expect(profiles.map((a) => [a.getAttribute('aria-label'), a.getAttribute('href')])).to.deep.equal([
        [linkName('linkedin'), sparseLinks.linkedin],
      ]);
      expect(root.querySelectorAll('img, picture')).to.have.length(0);
      const stats = [...root.querySelectorAll('.stat')].map((s) => [text(s.querySelector('dd')), text(s.querySelector('dt'))]);
      expect(stats).to.deep.equal(sparse.heroStats.map((s) => [s.value, s.label]));
      await expect(hero).to.be.accessible();
      expect(emptyParts(root)).to.deep.equal([]);
    });

    it('draws no profile list when they have none of the links placed here', async () => {
      const hero = await fixture<HTMLElement>(html`<${unsafeStatic(linklessHero)}></${unsafeStatic(linklessHero)}>`);
      const root = await renderedShadow(hero, 'h1');
      expect(root.querySelectorAll('.profiles a')).to.have.length(0);
      await expect(hero).to.be.accessible();
      expect(emptyParts(root)).to.deep.equal([]);
    });
  });
});
