import { defineSiteSection, siteContent } from '../../test/support/site-section.ts';
import { hover, resetMouse, sendKeys, setViewport } from '../../test/support/commands.ts';
import { expect, fixture, html } from '@open-wc/testing';
import type { Certification } from '../../content/types.ts';
import { strings } from '../../data/strings.ts';
import { isVerified } from '../../content/derive.ts';

import certificationsSection from './spec.ts';
import { stringsFor } from '../shared/section/contract.ts';
import { iconHtml, inBothThemes, renderedShadow, seeImage, text, until, usePageStyles } from '../../test/support/dom.ts';
import { defineWithContent } from '../../test/support/section.ts';

defineSiteSection(certificationsSection);

const { certifications, certificationTiles } = siteContent;
const words = strings.certifications;

/**
 * Certifications this file owns: with and without a Credly URL, each with and without a logo
 * (one the site has, so the test server can serve it); one whose credential is on another
 * host, and two without a credential ID; and fixed tiles unlike the sample's.
 */
const logo = certifications.find((c) => c.img)?.img ?? siteContent.profile.photo;
const FIXTURE: readonly Certification[] = [
  {
    name: 'Linked <with> logo & more',
    issuer: 'Cloud One',
    year: '2026',
    credentialId: 'A-1',
    img: logo,
    credlyUrl: 'https://www.credly.com/badges/one',
  },
  { name: 'Linked, no logo', issuer: 'Cloud Two', year: '2025', credentialId: 'B-2', credlyUrl: 'https://www.credly.com/badges/two' },
  { name: 'Plain with logo', issuer: 'Školа Ćirić', year: '2019', credentialId: 'C-3', img: logo },
  { name: 'Plain, no logo, no ID', issuer: 'Academy', year: '2018' },
  { name: 'Checked at the issuer, no ID', issuer: 'Guild of Testers', year: '2017', credlyUrl: 'https://verify.example.org/cert/5' },
];
const TILES = [
  { value: '2', label: 'Cloud Platforms' },
  { value: '2026', label: 'Latest Achievement' },
];
defineWithContent(
  certificationsSection,
  { certifications: FIXTURE, certificationTiles: TILES, verifiedBy: 'link', strings: stringsFor(siteContent, 'certifications') },
  'fixture-certifications',
);
// The same certificates under the owner's other rules for "Verified".
for (const verifiedBy of ['id-or-link', 'none'] as const) {
  defineWithContent(
    certificationsSection,
    { certifications: FIXTURE, certificationTiles: TILES, verifiedBy, strings: stringsFor(siteContent, 'certifications') },
    `fixture-certifications-${verifiedBy}`,
  );
}

/** The call a linked card makes: "View on Credly" for a Credly badge, else "View credential" (data/strings.ts). */
const callOf = (url: string) => (new URL(url).hostname.endsWith('credly.com') ? words.viewOnCredly : words.viewCredential);

/** The section with the fixture content, or (`site`) the site's with data/certifications.ts. */
async function certificationsFixture(content: 'fixture' | 'site' = 'fixture') {
  const el = await fixture<HTMLElement>(
    content === 'site'
      ? html`<portfolio-certifications></portfolio-certifications>`
      : html`<portfolio-fixture-certifications></portfolio-fixture-certifications>`,
  );
  const root = await renderedShadow(el, '.tiles');
  const cards = [...root.querySelectorAll<HTMLElement>('.grid > li > .cert')];
  return { el, root, cards };
}

const byName = (cards: HTMLElement[], name: string) => cards.find((c) => text(c.querySelector('h2')) === name)!;
const tilesOf = (root: ShadowRoot) =>
  [...root.querySelectorAll('.tiles > div')].map((t) => [text(t.querySelector('dd')), text(t.querySelector('dt'))]);
const opacity = (el: Element | null) => getComputedStyle(el!).opacity;

describe('<portfolio-certifications>', () => {
  before(async () => {
    await usePageStyles();
  });
  afterEach(async () => {
    await resetMouse();
    await setViewport({ width: 1280, height: 800 });
  });

  it('is defined', () => {
    expect(customElements.get('portfolio-certifications')).to.exist;
  });

  it('renders the one heading and a card per certification of data/, in order, when created by script', async () => {
    const { root, cards } = await certificationsFixture('site');
    expect(root.querySelectorAll('h1').length).to.equal(1);
    expect(text(root.querySelector('h1'))).to.equal(words.heading);
    expect(cards.length).to.equal(certifications.length);
    expect(cards.map((c) => text(c.querySelector('h2')))).to.deep.equal(certifications.map((c) => c.name));
  });

  for (const content of ['fixture', 'site'] as const) {
    it(`shows name, issuer and year on every card, a Credential ID box only with an ID, Verified as data/ says (${content})`, async () => {
      const { cards } = await certificationsFixture(content);
      const by = content === 'site' ? siteContent.verifiedBy : 'link';
      for (const cert of content === 'site' ? certifications : FIXTURE) {
        const card = byName(cards, cert.name);
        expect(text(card.querySelector('.issuer'))).to.equal(cert.issuer);
        expect(text(card.querySelector('.year'))).to.equal(cert.year);
        const credential = card.querySelector('.credential');
        expect(credential && [text(credential.querySelector('.label')), text(credential.querySelector('code'))], cert.name).to.deep.equal(
          cert.credentialId ? [words.credentialId, cert.credentialId] : null,
        );
        expect(text(card).includes(words.credentialId), cert.name).to.equal(Boolean(cert.credentialId));
        expect(text(card.querySelector('.verified')), cert.name).to.equal(isVerified(cert, by) ? words.verified : '');
        if (!isVerified(cert, by)) expect(text(card), cert.name).to.not.contain(words.verified);
        expect(card.querySelector('.credential code')?.getAttribute('dir') ?? 'ltr', 'an ID reads left to right').to.equal('ltr');
      }
    });

    it(`shows the logo when the entry has one and a badge icon when it has none (${content})`, async () => {
      const { cards } = await certificationsFixture(content);
      for (const cert of content === 'site' ? certifications : FIXTURE) {
        const card = byName(cards, cert.name);
        const img = card.querySelector<HTMLImageElement>('.media img');
        if (cert.img) {
          expect(img, cert.name).to.exist;
          expect(img!.getAttribute('width')).to.equal('96');
          await seeImage(img!);
          expect(card.querySelector('.fallback')).to.equal(null);
        } else {
          expect(img, cert.name).to.equal(null);
          const badge = card.querySelector('.fallback')!;
          expect(badge.querySelector('.icon')!.innerHTML).to.equal(iconHtml('award'));
          expect(badge.getBoundingClientRect().width).to.be.greaterThan(40);
        }
      }
    });

    it(`makes a card with a Credly URL one link to it, in a new tab, named by its text (${content})`, async () => {
      const { cards } = await certificationsFixture(content);
      for (const cert of (content === 'site' ? certifications : FIXTURE).filter((c) => c.credlyUrl)) {
        const card = byName(cards, cert.name);
        expect(card.localName).to.equal('a');
        expect(card.getAttribute('href')).to.equal(cert.credlyUrl);
        expect(card.getAttribute('target')).to.equal('_blank');
        expect(card.getAttribute('rel')).to.equal('noopener noreferrer');
        expect(card.hasAttribute('aria-label')).to.equal(false);
        const name = text(card);
        expect(name).to.contain(cert.name);
        expect(text(card.querySelector('.credly'))).to.equal(callOf(cert.credlyUrl!));
        expect(name.endsWith(strings.common.newTab), name).to.equal(true);
        expect(card.querySelectorAll('a').length).to.equal(0);
        expect(getComputedStyle(card).cursor).to.equal('pointer');
      }
    });

    it(`keeps a card without a Credly URL plain: no link, no focus stop, no pointer, no lift (${content})`, async () => {
      const { cards } = await certificationsFixture(content);
      for (const cert of (content === 'site' ? certifications : FIXTURE).filter((c) => !c.credlyUrl)) {
        const card = byName(cards, cert.name);
        expect(card.localName).to.equal('article');
        expect(card.closest('a')).to.equal(null);
        expect(card.querySelector('a, [tabindex], [role="link"]')).to.equal(null);
        expect(card.querySelector('.credly')).to.equal(null);
        expect(text(card)).to.not.contain(words.viewOnCredly);
        expect(text(card)).to.not.contain(words.viewCredential);
        await hover(card);
        expect(getComputedStyle(card).cursor).to.equal('auto');
        expect(getComputedStyle(card).transform).to.equal('none');
      }
    });
  }

  it('says "Verified" by the owner\'s rule: a credential ID or a link, only a link, or never', async () => {
    const verifiedNames = async (tag: string) => {
      const el = await fixture<HTMLElement>(`<${tag}></${tag}>`);
      const root = await renderedShadow(el, '.tiles');
      return [...root.querySelectorAll('.grid > li > .cert')]
        .filter((c) => c.querySelector('.verified'))
        .map((c) => text(c.querySelector('h2')));
    };
    const names = (keep: (c: Certification) => boolean) => FIXTURE.filter(keep).map((c) => c.name);
    expect(await verifiedNames('portfolio-fixture-certifications')).to.deep.equal(names((c) => !!c.credlyUrl));
    expect(await verifiedNames('portfolio-fixture-certifications-id-or-link')).to.deep.equal(
      names((c) => !!(c.credlyUrl || c.credentialId)),
    );
    expect(await verifiedNames('portfolio-fixture-certifications-none')).to.deep.equal([]);
  });

  it('shows its call ("View on Credly") on hover and lifts the card', async () => {
    const { cards } = await certificationsFixture();
    const card = byName(cards, FIXTURE[0]!.name);
    const label = card.querySelector('.credly');
    expect(opacity(label)).to.equal('0');
    await hover(card);
    await until(() => opacity(label) === '1', 'View on Credly did not appear on hover');
    expect(text(label)).to.equal(words.viewOnCredly);
    expect(getComputedStyle(card).transform).to.not.equal('none');
    await resetMouse();
    await until(() => opacity(label) === '0', 'View on Credly stayed after the pointer left');
  });

  it('shows its call ("View on Credly") on keyboard focus', async () => {
    const { el, cards } = await certificationsFixture();
    const first = cards.find((c) => c.localName === 'a')!;
    const label = first.querySelector('.credly');
    const before = await fixture<HTMLButtonElement>(html`<button>before</button>`);
    el.before(before);
    before.focus();
    await sendKeys({ press: 'Tab' });
    expect(el.shadowRoot!.activeElement).to.equal(first);
    expect(first.matches(':focus-visible')).to.equal(true);
    await until(() => opacity(label) === '1', 'View on Credly did not appear on focus');
    before.remove();
  });

  it('counts the certifications in the first tile and shows the fixed tiles as given', async () => {
    const { root } = await certificationsFixture();
    expect(tilesOf(root)).to.deep.equal([
      [String(FIXTURE.length), words.total],
      ['2', 'Cloud Platforms'],
      ['2026', 'Latest Achievement'],
    ]);
  });

  it('shows on the site the count of data/certifications.ts and its fixed tiles', async () => {
    const { root } = await certificationsFixture('site');
    expect(tilesOf(root)).to.deep.equal([
      [String(certifications.length), words.total],
      ...certificationTiles.map((t) => [t.value, t.label]),
    ]);
  });

  it('lays the cards out in three columns on a desktop and one on a phone', async () => {
    const { cards } = await certificationsFixture();
    const tops = () => new Set(cards.slice(0, 3).map((c) => Math.round(c.getBoundingClientRect().top)));
    expect(tops().size).to.equal(1);
    await setViewport({ width: 390, height: 844 });
    await until(() => tops().size === 3);
    const lefts = new Set(cards.map((c) => Math.round(c.getBoundingClientRect().left)));
    expect(lefts.size).to.equal(1);
  });

  for (const content of ['fixture', 'site'] as const) {
    it(`is accessible in light and dark (${content})`, async () => {
      const { el, cards } = await certificationsFixture(content);
      const linked = cards.find((c) => c.localName === 'a');
      await inBothThemes(async () => {
        await expect(el).to.be.accessible();
        if (!linked) return;
        // and with the Credly label on screen
        await hover(linked);
        await until(() => opacity(linked.querySelector('.credly')) === '1');
        await expect(el).to.be.accessible();
        await resetMouse();
      });
    });
  }
});
