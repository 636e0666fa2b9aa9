import { expect, fixture, html } from '@open-wc/testing';
import { NETWORKS } from '../../content/networks.ts';
import type { Content } from '../../content/types.ts';
import { strings } from '../../data/strings.ts';
import { chromeContent, type ChromeContent } from '../shared/chrome.ts';
import { defineSiteFooter, SiteFooter } from './site-footer.ts';
import { siteContent } from '../../test/support/site-section.ts';
import { text, until, usePageStyles } from '../../test/support/dom.ts';
import { emptyParts, linkless, linkName, sparse, sparseLinks } from '../../test/support/sparse-profile.ts';

defineSiteFooter(chromeContent(siteContent));

const { profile, copyrightYear, quickLinks, linkPlaces } = siteContent;
const { newTab, networks } = strings.common;

/** Where a route's link goes: "about#education" → "/about/#education". */
const hrefOf = (route: string) => {
  const [path = '', hash] = route.split('#');
  return `/${path ? `${path}/` : ''}${hash ? `#${hash}` : ''}`;
};

/** A footer showing `content`'s person (`<site-footer>` shows what its class holds when it connects). */
async function footerFor(content: Content): Promise<HTMLElement> {
  const site: ChromeContent = SiteFooter.content;
  SiteFooter.content = chromeContent(content);
  try {
    return await fixture(html`<site-footer></site-footer>`);
  } finally {
    SiteFooter.content = site;
  }
}

describe('<site-footer>', () => {
  before(usePageStyles);

  it('is accessible', async () => {
    const footer = await fixture(html`<site-footer></site-footer>`);
    await expect(footer).to.be.accessible();
  });

  it('shows the brand, blurb and the copyright year', async () => {
    const footer = await fixture(html`<site-footer></site-footer>`);
    expect(text(footer.querySelector('.footer-brand h2'))).to.equal(`${profile.brand}.`);
    expect(text(footer.querySelector('.footer-brand p'))).to.equal(profile.blurb);
    expect(text(footer.querySelector('.footer-bottom p'))).to.equal(
      strings.footer.copyright.replace('{year}', String(copyrightYear)).replace('{name}', profile.name),
    );
  });

  it('has the quick links of data/site.ts, each to its route', async () => {
    const footer = await fixture(html`<site-footer></site-footer>`);
    const links = [...footer.querySelectorAll('.footer-links a')].map((a) => [text(a), a.getAttribute('href')]);
    expect(links).to.deep.equal(quickLinks.map((l) => [l.label, hrefOf(l.route)]));
  });

  it('links email and phone, and shows the location', async () => {
    const footer = await fixture(html`<site-footer></site-footer>`);
    const links = [...footer.querySelectorAll<HTMLAnchorElement>('.footer-contact a')].map((a) => a.getAttribute('href'));
    const tel = profile.phone ? [`tel:${profile.phone.replace(/[^+\d]/g, '')}`] : [];
    expect(links).to.deep.equal([`mailto:${profile.email}`, ...tel]);
    if (profile.location) expect(text(footer.querySelector('.footer-contact'))).to.contain(profile.location);
  });

  it('has a named icon link to every profile the owner has, and text links to the coding profiles, opening safely in new tabs', async () => {
    const footer = await fixture(html`<site-footer></site-footer>`);
    const icons = [...footer.querySelectorAll<HTMLAnchorElement>('.socials a')];
    const owned = NETWORKS.filter((network) => profile.links[network]);
    expect(icons.map((a) => [a.getAttribute('aria-label'), a.getAttribute('href')])).to.deep.equal(
      owned.map((network) => [linkName(network), profile.links[network]]),
    );
    const coding = [...footer.querySelectorAll<HTMLAnchorElement>('.footer-profiles a')];
    const placed = linkPlaces.codingProfiles.filter((network) => profile.links[network]);
    expect(coding.map((a) => [text(a), a.getAttribute('href')])).to.deep.equal(
      placed.map((network) => [`${networks[network]} ${newTab}`, profile.links[network]]),
    );
    for (const a of [...icons, ...coding]) {
      expect(a.target, a.href).to.equal('_blank');
      // The owner's own profiles: rel=me too (profile verification).
      expect(a.rel, a.href).to.equal('me noopener noreferrer');
    }
  });

  /** A footer as the build writes it: its markup already inside `<site-footer>` when the element connects. */
  async function prerenderedFooter(): Promise<HTMLElement> {
    const markup = (await fixture(html`<site-footer></site-footer>`)).innerHTML;
    const host = document.createElement('div');
    host.innerHTML = `<site-footer>${markup}</site-footer>`;
    document.body.append(host);
    return host.firstElementChild as HTMLElement;
  }

  for (const [how, footerOf] of [
    ['rendered in the browser', () => fixture<HTMLElement>(html`<site-footer></site-footer>`)],
    ['prerendered by the build', prerenderedFooter],
  ] as const) {
    it(`Back to Top scrolls to the top of the page (${how})`, async () => {
      const spacer = Object.assign(document.createElement('div'), { style: 'height: 3000px' });
      document.body.prepend(spacer);
      const footer = await footerOf();
      try {
        scrollTo(0, 2000);
        await until(() => scrollY > 0);
        footer.querySelector<HTMLButtonElement>('.back-to-top')!.click();
        await until(() => scrollY === 0, 'did not scroll to the top');
      } finally {
        spacer.remove();
        if (how === 'prerendered by the build') footer.parentElement!.remove();
      }
    });
  }

  describe('for a person with less to show', () => {
    it('draws only what they have: email, their profile links by name, no phone or place', async () => {
      const footer = await footerFor(sparse);
      expect(text(footer.querySelector('.footer-brand h2'))).to.equal(`${sparse.profile.brand}.`);
      const contact = [...footer.querySelectorAll('.footer-contact li')];
      expect(contact.map((li) => [text(li), li.querySelector('a')?.getAttribute('href')])).to.deep.equal([
        [sparse.profile.email, `mailto:${sparse.profile.email}`],
      ]);
      const icons = [...footer.querySelectorAll<HTMLAnchorElement>('.socials a')];
      expect(icons.map((a) => [a.getAttribute('aria-label'), a.getAttribute('href')])).to.deep.equal([
        [linkName('linkedin'), sparseLinks.linkedin],
        [linkName('leetcode'), sparseLinks.leetcode],
      ]);
      const coding = [...footer.querySelectorAll<HTMLAnchorElement>('.footer-profiles a')];
      expect(coding.map((a) => [text(a), a.getAttribute('href')])).to.deep.equal([[linkName('leetcode'), sparseLinks.leetcode]]);
      await expect(footer).to.be.accessible();
      expect(emptyParts(footer)).to.deep.equal([]);
    });

    it('draws no empty icon list or Coding Profiles list when they have no profile links', async () => {
      const footer = await footerFor(linkless);
      expect(footer.querySelectorAll('a[target="_blank"]')).to.have.length(0);
      expect([...footer.querySelectorAll('h2')].map(text)).to.not.include(strings.footer.codingProfiles);
      await expect(footer).to.be.accessible();
      expect(emptyParts(footer)).to.deep.equal([]);
    });
  });
});
