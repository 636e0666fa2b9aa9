/**
 * Right to left (Arabic, Hebrew): a section inside a `dir="rtl"` container, or carrying
 * `dir="rtl" lang="ar"` itself as the build writes it, mirrors: tabs' arrow keys follow the
 * reading direction, the journey's line, cards and arrows, the dialog's Close button and the
 * icons that point somewhere turn round, text starts on the right, and nothing sticks out of
 * the page. The keys before React are in elements/shared/runtime/rtl-early-keys.test.tsx.
 */
import { everyAboutTab } from '../../../test/support/site-content.ts';
import { defineSiteSection, siteContent } from '../../../test/support/site-section.ts';
import { expect, fixture, html, unsafeStatic } from '@open-wc/testing';
import { sendKeys, setViewport } from '../../../test/support/commands.ts';
import type { JourneyEntry } from '../../../content/types.ts';
import { sortJourney } from '../../../content/period.ts';
import { strings } from '../../../data/strings.ts';
import { content as aboutBinding } from '../../portfolio-about/contract.ts';
import aboutSection from '../../portfolio-about/spec.ts';
import certificationsSection from '../../portfolio-certifications/spec.ts';
import contactSection from '../../portfolio-contact/spec.ts';
import heroSection from '../../portfolio-hero/spec.ts';
import { content as journeyBinding } from '../../portfolio-journey/contract.ts';
import journeySection from '../../portfolio-journey/spec.ts';
import projectsSection from '../../portfolio-projects/spec.ts';
import skillsSection from '../../portfolio-skills/spec.ts';
import { afterNextPaint } from '../runtime/after-paint.ts';
import { chromeContent } from '../chrome.ts';
import { defineSiteFooter } from '../../site-footer/site-footer.ts';
import { defineSiteNav } from '../../site-nav/site-nav.ts';
import { renderedShadow, text, until, usePageStyles } from '../../../test/support/dom.ts';
import { defineWithContent } from '../../../test/support/section.ts';

/** About with an entry in both lists (a fixture one where data/ has none), so all three tabs show. */
defineWithContent(aboutSection, aboutBinding(everyAboutTab), 'about');

/** The journey of data/, or two fixture entries where it has fewer (the sides alternate). */
const journey: readonly JourneyEntry[] =
  siteContent.journey.length >= 2
    ? siteContent.journey
    : [
        { title: 'Joined a team', period: '2025', type: 'experience', description: ['Built things.'] },
        { title: 'Finished school', period: '2022', type: 'education', description: ['Learned things.'] },
      ];
defineWithContent(journeySection, journeyBinding({ ...siteContent, journey }), 'journey');

for (const spec of [skillsSection, projectsSection, heroSection, certificationsSection, contactSection]) defineSiteSection(spec);
defineSiteNav(chromeContent(siteContent));
defineSiteFooter(chromeContent(siteContent));

const { profile, skillCategories, projects, certifications } = siteContent;
const { tabs: TAB_NAMES } = strings.about;

/** Where the right-to-left direction comes from: a container around the section, or the section's own element. */
const PLACEMENTS = {
  'in a right-to-left container': (tag: string) => html`<div dir="rtl"><${unsafeStatic(tag)}></${unsafeStatic(tag)}></div>`,
  'with dir="rtl" lang="ar" on its element': (tag: string) =>
    html`<div><${unsafeStatic(tag)} dir="rtl" lang="ar"></${unsafeStatic(tag)}></div>`,
} as const;
type Placement = keyof typeof PLACEMENTS;

/** `<tag>` on the page right to left, once React has rendered `ready` in it. */
async function mount(tag: string, placement: Placement = 'in a right-to-left container', ready = 'h1') {
  const wrapper = await fixture<HTMLElement>(PLACEMENTS[placement](tag));
  const el = wrapper.querySelector<HTMLElement>(tag)!;
  return { el, root: await renderedShadow(el, ready) };
}

const box = (el: Element) => el.getBoundingClientRect();
const mid = (el: Element) => box(el).left + box(el).width / 2;

/** Presses `key` and waits until the tab named `expected` is selected and focused. */
async function press(root: ShadowRoot, key: string, expected: string, nameOf: (tab: Element | null) => string = text) {
  await sendKeys({ press: key });
  await until(
    () => nameOf(root.querySelector('[aria-selected="true"]')) === expected && nameOf(root.activeElement) === expected,
    `${key} did not move to ${expected}`,
  );
}

/** The line boxes of `el`'s text. */
function lines(el: Element): DOMRect[] {
  const range = document.createRange();
  range.selectNodeContents(el);
  return [...range.getClientRects()].filter((r) => r.width > 0);
}

/** Where a character of a text node is drawn (its left edge). */
function charLeft(node: Text, index: number): number {
  const range = document.createRange();
  range.setStart(node, index);
  range.setEnd(node, index + 1);
  return range.getBoundingClientRect().left;
}

/** Where a text node is drawn. */
function textBox(node: Text): DOMRect {
  const range = document.createRange();
  range.selectNodeContents(node);
  return range.getBoundingClientRect();
}

/** The text node holding `words` inside `el`. */
function textNode(el: Element, words: string): Text {
  const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) if (node.textContent!.includes(words)) return node as Text;
  throw new Error(`no text "${words}"`);
}

/** `phone` as the visitor reads it: its first character drawn left of its last one. */
function readsLeftToRight(el: Element, phone: string): boolean {
  const node = textNode(el, phone);
  const start = node.textContent!.indexOf(phone);
  return charLeft(node, start) < charLeft(node, start + phone.length - 1);
}

/**
 * Where the arrow on a journey card points, in the viewport: the corner between the two borders
 * it shows (of the square the card's `::before` draws), turned as it is turned.
 */
function arrowTip(card: Element): { x: number; y: number } {
  const style = getComputedStyle(card, '::before');
  const px = (value: string) => parseFloat(value);
  const width = px(style.width);
  const height = px(style.height);
  const cardBox = box(card);
  const centre = {
    x: cardBox.left + card.clientLeft + px(style.left) + width / 2,
    y: cardBox.top + card.clientTop + px(style.top) + height / 2,
  };
  const side = px(style.borderRightWidth) > 0 ? 1 : -1;
  const [x, y] = [(side * width) / 2, -height / 2];
  const angle = (px(style.rotate) * Math.PI) / 180;
  return { x: centre.x + x * Math.cos(angle) - y * Math.sin(angle), y: centre.y + x * Math.sin(angle) + y * Math.cos(angle) };
}

/** The horizontal offset of an element's inset box shadow (its colour bar), in px. */
function insetShadowOffset(el: Element): number {
  const shadows = getComputedStyle(el).boxShadow.split(/,(?![^(]*\))/);
  const inset = shadows.find((s) => /\binset\b/.test(s));
  return parseFloat(inset?.match(/-?[\d.]+px/)?.[0] ?? 'NaN');
}

describe('right to left', () => {
  before(usePageStyles);
  afterEach(async () => {
    await setViewport({ width: 1280, height: 800 });
    // A tab chosen in About is written to the address after the next paint.
    await afterNextPaint();
    history.replaceState(history.state, '', location.pathname + location.search);
  });

  for (const placement of Object.keys(PLACEMENTS) as Placement[]) {
    describe(placement, () => {
      it("About's tabs run from the right, and ArrowLeft moves to the next tab, ArrowRight to the previous one", async () => {
        const { root } = await mount('portfolio-about', placement);
        const tabs = [...root.querySelectorAll<HTMLElement>('[role="tab"]')];
        const names = [TAB_NAMES.overview, TAB_NAMES.education, TAB_NAMES.experience];
        expect(tabs.map(text)).to.deep.equal(names);
        // The first tab is the rightmost, each next one to the left of the one before.
        tabs.slice(1).forEach((tab, i) => expect(box(tab).right, names[i + 1]).to.be.at.most(box(tabs[i]!).left + 0.5));

        tabs[0]!.focus();
        await press(root, 'ArrowLeft', names[1]!);
        await press(root, 'ArrowLeft', names[2]!);
        await press(root, 'ArrowLeft', names[0]!); // wraps
        await press(root, 'ArrowRight', names[2]!); // wraps back
        await press(root, 'ArrowRight', names[1]!);
        await press(root, 'Home', names[0]!);
        await press(root, 'End', names[2]!);
      });

      it("Skills' category list keeps Up and Down, and ArrowLeft moves to the next category, ArrowRight to the previous one", async () => {
        const { root } = await mount('portfolio-skills', placement);
        const name = (tab: Element | null) => text(tab?.querySelector('.category-name'));
        const tabs = [...root.querySelectorAll<HTMLElement>('[role="tab"]')];
        const names = skillCategories.map((c) => c.name);
        expect(tabs.map(name)).to.deep.equal(names);
        const at = (i: number) => names[(i + names.length) % names.length]!;

        tabs[0]!.focus();
        await press(root, 'ArrowDown', at(1), name);
        await press(root, 'ArrowUp', at(0), name);
        await press(root, 'ArrowLeft', at(1), name);
        await press(root, 'ArrowRight', at(0), name);
        await press(root, 'ArrowRight', at(-1), name); // wraps
        await press(root, 'ArrowLeft', at(0), name);
      });

      it("Skills' list stands at the right, and the selected category's colour bar is on its right edge", async () => {
        const { root } = await mount('portfolio-skills', placement);
        const list = root.querySelector('[role="tablist"]')!;
        const panel = root.querySelector('[role="tabpanel"]:not([hidden])')!;
        expect(box(list).left, 'the list right of the panel').to.be.at.least(box(panel).right);
        const selected = root.querySelector('[aria-selected="true"]')!;
        // An inset shadow drawn from the right edge inwards has a negative offset.
        expect(insetShadowOffset(selected)).to.be.below(0);
      });
    });
  }

  it("the project dialog's Close button sits at the left, its title at the right", async () => {
    const { root } = await mount('portfolio-projects', 'with dir="rtl" lang="ar" on its element');
    const first = projects[0]!;
    [...root.querySelectorAll<HTMLAnchorElement>('.project h2 a')].find((b) => text(b) === first.title)!.click();
    await until(() => text(root.querySelector('dialog[open] h2')) === first.title, 'the dialog did not open');
    const dialog = root.querySelector('dialog[open]')!;
    await Promise.all(dialog.getAnimations({ subtree: true }).map((a) => a.finished));
    const close = dialog.querySelector('.close')!;
    const title = dialog.querySelector('h2')!;
    expect(close.getAttribute('aria-label')).to.equal(strings.common.close);
    expect(box(close).right, 'Close left of the title').to.be.at.most(box(title).left);
    expect(box(close).left - box(dialog).left, 'Close near the left edge').to.be.below(box(dialog).right - box(close).right);
    expect(lines(title).at(-1)!.right).to.be.closeTo(box(title).right, 1);
    (dialog as HTMLDialogElement).close();
    await until(() => !root.querySelector('dialog[open]') && !document.documentElement.style.overflow, 'the dialog did not close');
  });

  describe('the journey', () => {
    const titles = sortJourney(journey).map((entry) => entry.title);

    it('on a wide screen: the first card right of the line, the next one left of it, each arrow pointing at its marker', async () => {
      await setViewport({ width: 1280, height: 800 });
      const { root } = await mount('portfolio-journey');
      const entries = [...root.querySelectorAll('.timeline > li')];
      expect(entries.map((li) => text(li.querySelector('h2')))).to.deep.equal(titles);
      const timeline = root.querySelector('.timeline')!;
      const rail = getComputedStyle(timeline, '::before');
      const railMiddle = box(timeline).left + timeline.clientLeft + parseFloat(rail.left) + parseFloat(rail.width) / 2;
      entries.forEach((li, i) => {
        const card = li.querySelector('.card')!;
        const marker = li.querySelector('.marker')!;
        const tip = arrowTip(card);
        expect(mid(marker), `${titles[i]}: marker on the line`).to.be.closeTo(railMiddle, 1);
        if (i % 2 === 0) {
          expect(box(card).left, `${titles[i]}: card right of the line`).to.be.at.least(box(marker).right);
          expect(tip.x, `${titles[i]}: arrow points left, to the line`).to.be.below(box(card).left);
        } else {
          expect(box(card).right, `${titles[i]}: card left of the line`).to.be.at.most(box(marker).left);
          expect(tip.x, `${titles[i]}: arrow points right, to the line`).to.be.above(box(card).right);
        }
        expect(tip.y, `${titles[i]}: arrow level with the marker`).to.be.closeTo(box(marker).top + box(marker).height / 2, 2);
      });
    });

    it('on a phone: the line and markers at the right, every card left of them, each arrow pointing right', async () => {
      await setViewport({ width: 390, height: 844 });
      const { root } = await mount('portfolio-journey', 'with dir="rtl" lang="ar" on its element');
      const timeline = root.querySelector('.timeline')!;
      const rail = getComputedStyle(timeline, '::before');
      const railMiddle = box(timeline).left + timeline.clientLeft + parseFloat(rail.left) + parseFloat(rail.width) / 2;
      for (const [i, li] of [...root.querySelectorAll('.timeline > li')].entries()) {
        const card = li.querySelector('.card')!;
        const marker = li.querySelector('.marker')!;
        expect(box(marker).right, `${titles[i]}: marker at the right`).to.be.closeTo(box(timeline).right, 1);
        expect(mid(marker), `${titles[i]}: marker on the line`).to.be.closeTo(railMiddle, 1);
        expect(box(card).right, `${titles[i]}: card left of its marker`).to.be.at.most(box(marker).left);
        expect(arrowTip(card).x, `${titles[i]}: arrow points right`).to.be.above(box(card).right);
      }
    });

    it("a card's text starts at its right edge", async () => {
      const { root } = await mount('portfolio-journey', 'with dir="rtl" lang="ar" on its element');
      const title = root.querySelector('.card h2')!;
      expect(text(title)).to.equal(titles[0]);
      const padding = parseFloat(getComputedStyle(title).paddingRight);
      for (const line of lines(title)) expect(line.right).to.be.closeTo(box(title).right - padding, 1);
    });
  });

  it('an icon that points somewhere points the other way: the send button, and the external-link corner at top left', async () => {
    const contact = await mount('portfolio-contact', 'in a right-to-left container', 'form');
    const button = contact.root.querySelector('.submit')!;
    const send = button.querySelector('.icon')!;
    expect(getComputedStyle(send).scale).to.equal('-1 1');
    // Start to end: the icon, then the label, right to left.
    expect(box(send).left, 'the icon right of the label').to.be.at.least(textBox(textNode(button, strings.contact.form.send)).right);

    const linked = certifications.find((c) => c.credlyUrl);
    if (!linked) return; // data/ links no certification: no corner to check
    const { root } = await mount('portfolio-certifications', 'with dir="rtl" lang="ar" on its element');
    const card = [...root.querySelectorAll('a.cert')].find((a) => text(a.querySelector('.name')) === linked.name)!;
    const corner = card.querySelector('.corner')!;
    expect(getComputedStyle(corner).scale).to.equal('-1 1');
    expect(box(corner).left - box(card).left, 'top left corner').to.be.below(box(card).right - box(corner).right);
  });

  it('a phone number still reads left to right, in the hero, the contact details and the footer', async function () {
    const { phone } = profile;
    if (!phone) this.skip(); // data/ gives no phone number
    const hero = await mount('portfolio-hero');
    const heroLink = hero.root.querySelector<HTMLElement>('.facts a[href^="tel:"]')!;
    expect(readsLeftToRight(heroLink, phone), 'in the hero').to.equal(true);
    expect(box(heroLink.querySelector('.icon')!).left, 'its icon at the start, on the right').to.be.at.least(
      textBox(textNode(heroLink, phone)).right,
    );
    const contact = await mount('portfolio-contact', 'with dir="rtl" lang="ar" on its element', 'form');
    expect(readsLeftToRight(contact.root.querySelector('.facts a[href^="tel:"]')!, phone), 'in the contact details').to.equal(true);
    const footer = await fixture<HTMLElement>(html`<div dir="rtl"><site-footer></site-footer></div>`);
    await until(() => footer.querySelector('.p-tel'), 'the footer rendered no phone number');
    const footerLink = footer.querySelector<HTMLElement>('.p-tel')!;
    // Below the sections above, the footer is skipped until it nears the viewport
    // (content-visibility: auto), and WebKit measures nothing in it until it has been drawn: it is
    // brought into view, as a visitor scrolls to it.
    footerLink.scrollIntoView({ block: 'center' });
    await until(() => textBox(textNode(footerLink, phone)).width > 0, 'the footer was never drawn');
    expect(readsLeftToRight(footerLink, phone), 'in the footer').to.equal(true);
    expect(box(footerLink.querySelector('svg')!).left, 'its icon at the start, on the right').to.be.at.least(
      textBox(textNode(footerLink, phone)).right,
    );
    // One row: the number unbroken on one line, its icon beside it (not on a line of its own).
    const number = textNode(footerLink, phone);
    const range = document.createRange();
    range.selectNodeContents(number);
    expect(new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size, 'the number on one line').to.equal(1);
    const icon = box(footerLink.querySelector('svg')!);
    expect(icon.top, "its icon on the number's row").to.be.below(textBox(number).bottom);
    expect(icon.bottom, "its icon on the number's row").to.be.above(textBox(number).top);
  });

  for (const width of [390, 1280]) {
    it(`nothing sticks out sideways on a ${width} px wide right-to-left page`, async () => {
      const html_ = document.documentElement;
      const { dir, lang } = html_;
      await setViewport({ width, height: 800 });
      html_.dir = 'rtl';
      html_.lang = 'ar';
      try {
        const page = await fixture<HTMLElement>(html`
          <div>
            <site-nav></site-nav>
            <main id="main">
              <portfolio-hero></portfolio-hero>
              <portfolio-about></portfolio-about>
              <portfolio-skills></portfolio-skills>
              <portfolio-projects></portfolio-projects>
              <portfolio-journey></portfolio-journey>
              <portfolio-certifications></portfolio-certifications>
              <portfolio-contact></portfolio-contact>
            </main>
            <site-footer></site-footer>
          </div>
        `);
        const sections = [...page.querySelectorAll<HTMLElement>('main > *')];
        await Promise.all(sections.map((el) => renderedShadow(el, el.localName === 'portfolio-contact' ? 'form' : 'h1')));
        await until(() => page.querySelector('.site-header') && page.querySelector('.site-footer'), 'nav and footer');
        expect(getComputedStyle(sections[0]!).direction).to.equal('rtl');
        expect(html_.scrollWidth, 'the page as wide as the window').to.equal(html_.clientWidth);
      } finally {
        html_.dir = dir;
        html_.lang = lang;
      }
    });
  }
});
