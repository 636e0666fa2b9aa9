import { defineSiteSection } from '../support/site-section.ts';
import { expect, fixture, html } from '@open-wc/testing';
import { profile } from '../../data/profile.ts';
import { heroStats } from '../../data/site.ts';
import heroSection from '../../elements/portfolio-hero/spec.ts';
import { renderedShadow, text, usePageStyles, useTheme } from '../support/dom.ts';

defineSiteSection(heroSection);

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
    expect(text(root.querySelector('.facts'))).to.contain(profile.location);
  });

  it('links email, phone, the three profiles, the two calls to action and Save contact', async () => {
    const hero = await fixture<HTMLElement>(html`<portfolio-hero></portfolio-hero>`);
    const root = await renderedShadow(hero, 'h1');
    const facts = [...root.querySelectorAll<HTMLAnchorElement>('.facts a')].map((a) => a.getAttribute('href'));
    expect(facts).to.deep.equal([`mailto:${profile.email}`, `tel:${profile.phone.replace(/[^+\d]/g, '')}`]);

    const profiles = [...root.querySelectorAll<HTMLAnchorElement>('.profiles a')];
    expect(profiles.map((a) => [a.getAttribute('aria-label'), a.href, a.target, a.rel])).to.deep.equal([
      ['GitHub (opens in a new tab)', profile.github, '_blank', 'noopener noreferrer'],
      ['LinkedIn (opens in a new tab)', profile.linkedin, '_blank', 'noopener noreferrer'],
      ['DevPost (opens in a new tab)', profile.devpost, '_blank', 'noopener noreferrer'],
    ]);

    const actions = [...root.querySelectorAll<HTMLAnchorElement>('.actions a')].map((a) => [text(a), a.getAttribute('href')]);
    expect(actions).to.deep.equal([
      ['Get In Touch', '/contact/'],
      ['View Projects', '/projects/'],
      ['Save contact', '/contact.vcf'],
    ]);
    expect(root.querySelector('.actions a[href$="contact.vcf"]')!.hasAttribute('download')).to.equal(true);
  });

  it('shows the photo with its size reserved, square and at most 20rem wide, and the stat cards', async () => {
    const hero = await fixture<HTMLElement>(html`<portfolio-hero></portfolio-hero>`);
    const root = await renderedShadow(hero, 'h1');
    const photo = root.querySelector<HTMLImageElement>('img.photo')!;
    expect(photo.alt).to.contain(profile.name);
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
});
