import { expect, fixture, html } from '@open-wc/testing';
import { profile } from '../../data/profile.ts';
import { copyrightYear, quickLinks } from '../../data/site.ts';
import { chromeContent } from '../../elements/shared/chrome.ts';
import { defineSiteFooter } from '../../elements/site-footer/site-footer.ts';
import { siteContent } from '../support/site-section.ts';
import { text, until, usePageStyles } from '../support/dom.ts';

defineSiteFooter(chromeContent(siteContent));

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
    expect(text(footer.querySelector('.footer-bottom p'))).to.contain(`© ${copyrightYear}`);
  });

  it('has the quick links of data/site.ts, each to its route', async () => {
    const footer = await fixture(html`<site-footer></site-footer>`);
    const links = [...footer.querySelectorAll('.footer-links a')].map((a) => [text(a), a.getAttribute('href')]);
    expect(links).to.deep.equal(quickLinks.map((l) => [l.label, `/${l.route}/`]));
  });

  it('links email and phone, and shows the location', async () => {
    const footer = await fixture(html`<site-footer></site-footer>`);
    const [email, phone] = footer.querySelectorAll<HTMLAnchorElement>('.footer-contact a');
    expect(email!.getAttribute('href')).to.equal(`mailto:${profile.email}`);
    expect(phone!.getAttribute('href')).to.equal(`tel:${profile.phone.replace(/[^+\d]/g, '')}`);
    expect(text(footer.querySelector('.footer-contact'))).to.contain(profile.location);
  });

  it('has named icon links to the seven profiles, opening safely in new tabs', async () => {
    const footer = await fixture(html`<site-footer></site-footer>`);
    const icons = [...footer.querySelectorAll<HTMLAnchorElement>('.socials a')];
    expect(icons.map((a) => a.getAttribute('aria-label')!.replace(' (opens in a new tab)', ''))).to.deep.equal([
      'GitHub',
      'LinkedIn',
      'DevPost',
      'X',
      'Instagram',
      'CodeChef',
      'LeetCode',
    ]);
    for (const a of [...icons, ...footer.querySelectorAll<HTMLAnchorElement>('.footer-profiles a')]) {
      expect(a.target, a.href).to.equal('_blank');
      // The owner's own profiles: rel=me too (profile verification).
      expect(a.rel, a.href).to.equal('me noopener noreferrer');
    }
    expect(footer.querySelectorAll('.footer-profiles a').length).to.equal(profile.socialLinks.length);
  });

  it('Back to Top scrolls to the top of the page', async () => {
    const spacer = Object.assign(document.createElement('div'), { style: 'height: 3000px' });
    document.body.prepend(spacer);
    try {
      const footer = await fixture(html`<site-footer></site-footer>`);
      scrollTo(0, 2000);
      await until(() => scrollY > 0);
      footer.querySelector<HTMLButtonElement>('.back-to-top')!.click();
      await until(() => scrollY === 0, 'did not scroll to the top');
    } finally {
      spacer.remove();
    }
  });
});
