import { everyAboutTab } from '../../test/support/site-content.ts';
import { siteContent } from '../../test/support/site-section.ts';
import { expect, fixture, html, unsafeStatic } from '@open-wc/testing';
import { sendKeys } from '../../test/support/commands.ts';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { strings } from '../../data/strings.ts';
import type { AboutProps } from './about.tsx';
import { ageOn } from './age.ts';
import { formatNumber, joinList, longDate } from '../../content/format.ts';
import { periodText } from '../../content/period.ts';

import { content as aboutBinding } from './contract.ts';
import aboutSection from './spec.ts';
import { tabFromHash } from './tabs.ts';
import { afterNextPaint } from '../shared/runtime/after-paint.ts';
import { SectionFrame, type AnySectionSpec } from '../shared/section/section.tsx';
import { stringsFor } from '../shared/section/contract.ts';
import { renderedShadow, seeImage, seen, text, until, usePageStyles, useTheme } from '../../test/support/dom.ts';
import { defineWithContent } from '../../test/support/section.ts';
import { emptyParts, linkName, sparse, sparseLinks } from '../../test/support/sparse-profile.ts';

/**
 * The tabs' behaviour needs entries in both lists: an owner who has none of one gets a fixture
 * entry here (their own About has no such tab, as the sparse owner's tests below check).
 */
const { education, experience } = everyAboutTab;
/** What `<portfolio-about>` shows here: data/, with those entries where it has none. */
const aboutContent = aboutBinding(everyAboutTab);
defineWithContent(aboutSection, aboutContent, 'about');

const { profile, personal, linkPlaces, locale } = siteContent;
const words = strings.about;
const { overview: OVERVIEW, education: EDUCATION, experience: EXPERIENCE } = words.tabs;
/** A number as the page writes it, in the site's language. */
const number = (n: number) => formatNumber(n, locale);

/** About for the fixture person of test/support/sparse-profile.ts: no facts, no education, one job. */
const sparseAbout = defineWithContent(
  aboutSection,
  {
    profile: sparse.profile,
    personal: sparse.personal,
    education: sparse.education,
    experience: sparse.experience,
    links: sparse.linkPlaces.about,
    strings: stringsFor(sparse, 'about'),
  },
  'about-sparse',
);

const clearHash = () => history.replaceState(history.state, '', location.pathname + location.search);

async function about(markup = html`<portfolio-about></portfolio-about>`) {
  const el = await fixture<HTMLElement>(markup);
  const root = await renderedShadow(el, 'h1');
  const q = <E extends Element = HTMLElement>(selector: string) => root.querySelector<E>(selector);
  const qa = <E extends Element = HTMLElement>(selector: string) => [...root.querySelectorAll<E>(selector)];
  const tabs = () => qa<HTMLButtonElement>('[role="tab"]');
  const selected = () => text(q('[aria-selected="true"]'));
  const visiblePanels = () => qa('[role="tabpanel"]').filter(seen);
  /** Clicks a tab by name and waits until its panel is the one shown and colours have settled. */
  const open = async (name: string) => {
    tabs()
      .find((t) => text(t) === name)!
      .click();
    await until(() => selected() === name && visiblePanels().length === 1);
    await Promise.all(root.getAnimations().map((a) => a.finished)); // the tab colours' transition
    return visiblePanels()[0]!;
  };
  return { el, root, q, qa, tabs, selected, visiblePanels, open };
}

const facts = (root: ShadowRoot) =>
  [...root.querySelectorAll('.facts > div')].map((d) => [text(d.querySelector('dt')), text(d.querySelector('dd'))]);

describe('ageOn', () => {
  const on = (iso: string) => new Date(`${iso}T12:00:00Z`);
  it('counts a birthday on the day itself', () => {
    expect(ageOn('2004-03-15', on('2024-03-15'))).to.equal(20);
  });
  it('does not count it the day before', () => {
    expect(ageOn('2004-03-15', on('2024-03-14'))).to.equal(19);
    expect(ageOn('2004-03-15', on('2024-02-20'))).to.equal(19);
    expect(ageOn('2004-03-15', on('2024-12-31'))).to.equal(20);
  });
  it('lets a 29 February birthday turn on 1 March in common years, on the day in leap years', () => {
    expect(ageOn('2004-02-29', on('2005-02-28'))).to.equal(0);
    expect(ageOn('2004-02-29', on('2005-03-01'))).to.equal(1);
    expect(ageOn('2004-02-29', on('2008-02-28'))).to.equal(3);
    expect(ageOn('2004-02-29', on('2008-02-29'))).to.equal(4);
  });
  it('reads the UTC calendar day, as the build date is written', () => {
    expect(ageOn('2004-03-15', new Date('2024-03-15'))).to.equal(20);
  });
});

describe('About tabs in the URL', () => {
  it('names tabs by hash', () => {
    expect(['#overview', '#education', '#experience', '#main', ''].map(tabFromHash)).to.deep.equal([
      'overview',
      'education',
      'experience',
      null,
      null,
    ]);
  });
});

describe('<portfolio-about>', () => {
  before(usePageStyles);
  // A tab chosen in a test is written to the address after the next paint: wait for that write,
  // or it lands in the next test.
  afterEach(async () => {
    await afterNextPaint();
    clearHash();
  });

  it('is defined', () => {
    expect(customElements.get('portfolio-about')).to.exist;
  });

  it('shows the greeting, highlights and links from data', async () => {
    const { root, q, qa } = await about();
    expect(root.querySelectorAll('h1').length).to.equal(1);
    expect(text(q('h1'))).to.equal(personal.greeting);
    expect(qa('.highlights li').map(text)).to.deep.equal(personal.highlights);
    const links = qa<HTMLAnchorElement>('.links a');
    expect(links.map((a) => [text(a), a.getAttribute('href')])).to.deep.equal([
      [words.email, `mailto:${profile.email}`],
      ...linkPlaces.about.filter((network) => profile.links[network]).map((network) => [linkName(network), profile.links[network]]),
    ]);
    for (const a of links.slice(1)) expect([a.target, a.rel], a.href).to.deep.equal(['_blank', 'noopener noreferrer']);
  });

  it('shows the personal facts, with the age for the reference date when rendered', async function () {
    const { dateOfBirth } = personal;
    if (!dateOfBirth) this.skip(); // data/ gives no date of birth, so no age
    const { root } = await about(html`<portfolio-about age-reference="2024-03-14"></portfolio-about>`);
    const today = number(ageOn(dateOfBirth, new Date()));
    await until(() => facts(root)[0]?.[1] === today);
    const { facts: label } = words;
    const languages = personal.languages?.length ? joinList(personal.languages, locale) : undefined;
    expect(facts(root)).to.deep.equal(
      (
        [
          [label.age, today],
          [label.gender, personal.gender],
          [label.languages, languages],
          [label.work, personal.work],
          [label.freelance, personal.freelance],
          [label.country, personal.country],
          [label.dateOfBirth, longDate(dateOfBirth, locale)],
        ] as const
      ).filter(([, value]) => value !== undefined),
    );
    // What the prerender writes (and hydration renders first): the reference date's age, here
    // the day before the eighth birthday (8 years on, a 29 February exists again).
    const eighth = new Date(`${Number(dateOfBirth.slice(0, 4)) + 8}${dateOfBirth.slice(4)}T12:00:00Z`);
    const props: AboutProps = { ageReference: new Date(eighth.getTime() - 86_400_000).toISOString().slice(0, 10) };
    const markup = renderToString(
      createElement(SectionFrame, { spec: aboutSection as AnySectionSpec, props, content: aboutContent, host: null, inText: false }),
    );
    expect(markup).to.contain(`${label.age}</dt><dd>${number(7)}</dd>`);
  });

  it('shows the age once mounted when no reference date is given (an embed)', async function () {
    const { dateOfBirth } = personal;
    if (!dateOfBirth) this.skip(); // data/ gives no date of birth, so no age
    const markup = renderToString(
      createElement(SectionFrame, { spec: aboutSection as AnySectionSpec, props: {}, content: aboutContent, host: null, inText: false }),
    );
    expect(markup).to.not.contain(`${words.facts.age}</dt>`);
    const { root } = await about();
    await until(() => facts(root)[0]?.[0] === words.facts.age);
    expect(facts(root)[0]).to.deep.equal([words.facts.age, number(ageOn(dateOfBirth, new Date()))]);
  });

  it('opens on Overview: three tabs, only the selected one in the Tab order', async () => {
    const { q, tabs, selected, visiblePanels } = await about();
    expect(q('[role="tablist"]')!.getAttribute('aria-label')).to.equal(words.tabsLabel);
    expect(tabs().map(text)).to.deep.equal([OVERVIEW, EDUCATION, EXPERIENCE]);
    expect(tabs().map((t) => t.dataset.key)).to.deep.equal(['overview', 'education', 'experience']);
    expect(selected()).to.equal(OVERVIEW);
    expect(tabs().map((t) => t.tabIndex)).to.deep.equal([0, -1, -1]);
    const [panel] = visiblePanels();
    expect(visiblePanels()).to.have.length(1);
    expect(panel!.getAttribute('aria-labelledby')).to.equal(tabs()[0]!.id);
    expect(tabs()[0]!.getAttribute('aria-controls')).to.equal(panel!.id);
    expect([...panel!.querySelectorAll('.overview p')].map(text)).to.deep.equal(personal.overview);
  });

  it('shows a card per education entry with every field and a logo', async () => {
    const { open } = await about();
    const panel = await open(EDUCATION);
    const cards = [...panel.querySelectorAll('.education > li')];
    expect(cards).to.have.length(education.length);
    cards.forEach((card, i) => {
      const entry = education[i]!;
      const grade = entry.cgpa ? [words.cgpa, entry.cgpa] : entry.score ? [words.score, entry.score] : null;
      expect(text(card.querySelector('h3'))).to.equal(entry.institution);
      expect(text(card.querySelector('.subtitle'))).to.equal(entry.degree);
      expect([...card.querySelectorAll('.meta li')].map(text)).to.deep.equal([entry.location, periodText(entry.period)].filter(Boolean));
      const shown = card.querySelector('.grade');
      expect(shown && [text(shown.querySelector('dt')), text(shown.querySelector('dd'))]).to.deep.equal(grade);
      expect(card.querySelector('img')?.alt).to.equal(entry.logo && words.logo.replace('{name}', entry.institution));
    });
    for (const img of panel.querySelectorAll('img')) await seeImage(img);
  });

  it('shows a card per experience entry with title, company, badge, place, period and duties', async () => {
    const { open } = await about();
    const panel = await open(EXPERIENCE);
    const cards = [...panel.querySelectorAll('.experience > li')];
    expect(cards).to.have.length(experience.length);
    cards.forEach((card, i) => {
      const job = experience[i]!;
      expect(text(card.querySelector('h3'))).to.equal(job.title);
      expect(text(card.querySelector('.subtitle'))).to.equal(job.company);
      expect([...card.querySelectorAll('.meta li')].map(text)).to.deep.equal([job.location, periodText(job.period)].filter(Boolean));
      expect([...card.querySelectorAll('.duties li')].map(text)).to.deep.equal(job.description);
      expect(card.querySelector('img')?.alt).to.equal(job.logo && words.logo.replace('{name}', job.company));
    });
    expect(cards.map((c) => text(c.querySelector('.badge')))).to.deep.equal(experience.map((j) => j.type));
  });

  it('reaches every tab by mouse and writes it to the URL without a history entry', async () => {
    const { open } = await about();
    const entries = history.length;
    for (const [name, hash] of [
      [EDUCATION, '#education'],
      [EXPERIENCE, '#experience'],
      [OVERVIEW, '#overview'],
    ]) {
      await open(name!);
      // Written once the tap's frame is painted.
      await until(() => location.hash === hash, `${name} did not write ${hash}`);
    }
    expect(history.length).to.equal(entries);
  });

  it('reaches every tab by keyboard: arrows move and wrap, Home/End jump, focus selects', async () => {
    const { tabs, selected, visiblePanels } = await about();
    tabs()[0]!.focus();
    const press = async (key: string, expected: string) => {
      await sendKeys({ press: key });
      await until(
        () => selected() === expected && text(document.activeElement?.shadowRoot?.activeElement) === expected,
        `${key} → ${expected}`,
      );
      expect(visiblePanels().map((p) => p.getAttribute('aria-labelledby'))).to.deep.equal([tabs().find((t) => text(t) === expected)!.id]);
    };
    await press('ArrowRight', EDUCATION);
    await press('ArrowRight', EXPERIENCE);
    await press('ArrowRight', OVERVIEW);
    await press('ArrowLeft', EXPERIENCE);
    await press('Home', OVERVIEW);
    await press('End', EXPERIENCE);
    await until(() => location.hash === '#experience', 'the last tab was not written to the URL');
    // Tab leaves the tab list for the panel.
    await sendKeys({ press: 'Tab' });
    const focused = document.activeElement?.shadowRoot?.activeElement;
    expect(focused?.getAttribute('role')).to.equal('tabpanel');
  });

  it('opens the tab the URL names, and follows later hash changes that name a tab', async () => {
    history.replaceState(history.state, '', '#experience');
    const { selected, visiblePanels } = await about();
    await until(() => selected() === EXPERIENCE);
    expect(visiblePanels()[0]!.querySelectorAll('.experience > li')).to.have.length(experience.length);
    location.hash = '#education';
    await until(() => selected() === EDUCATION);
    location.hash = '#main';
    await new Promise((resolve) => addEventListener('hashchange', resolve, { once: true }));
    expect(selected()).to.equal(EDUCATION);
  });

  it('keeps a tab chosen before it has read the URL, which names another', async () => {
    history.replaceState(history.state, '', '#education');
    const host = document.createElement('portfolio-about');
    // Tapped the moment the tabs appear: before React's effects run (they read the URL).
    const tapped = new Promise<void>((resolve) => {
      const observer = new MutationObserver(() => {
        const tab = [...host.shadowRoot!.querySelectorAll<HTMLElement>('[role="tab"]')].find((t) => text(t) === EXPERIENCE);
        if (!tab) return;
        observer.disconnect();
        tab.click();
        resolve();
      });
      queueMicrotask(() => observer.observe(host.shadowRoot!, { childList: true, subtree: true }));
    });
    document.body.append(host);
    try {
      await tapped;
      await until(() => location.hash === '#experience', 'the chosen tab was not written to the URL');
      const selected = host.shadowRoot!.querySelector('[aria-selected="true"]');
      expect(text(selected)).to.equal(EXPERIENCE);
    } finally {
      host.remove();
    }
  });

  it('is accessible in light and dark, on every tab', async () => {
    const { el, open } = await about(html`<portfolio-about age-reference="2024-03-14"></portfolio-about>`);
    for (const theme of ['light', 'dark'] as const) {
      await useTheme(theme);
      try {
        for (const name of [OVERVIEW, EDUCATION, EXPERIENCE]) {
          await open(name);
          await expect(el, `${name}, ${theme}`).to.be.accessible();
        }
      } finally {
        await useTheme('light');
      }
    }
  });

  describe('for a person with less to show', () => {
    const sparseMarkup = html`<${unsafeStatic(sparseAbout)}></${unsafeStatic(sparseAbout)}>`;

    it('draws only what they have: Email and the profile links they have, no empty facts', async () => {
      const { root, qa } = await about(sparseMarkup);
      expect(text(root.querySelector('h1'))).to.equal(sparse.personal.greeting);
      expect(qa<HTMLAnchorElement>('.links a').map((a) => [text(a), a.getAttribute('href')])).to.deep.equal([
        [words.email, `mailto:${sparse.profile.email}`],
        [linkName('linkedin'), sparseLinks.linkedin],
      ]);
      expect(facts(root)).to.deep.equal([]);
      expect(emptyParts(root)).to.deep.equal([]);
    });

    it('has no Education tab without education entries, even when the address names it', async () => {
      history.replaceState(history.state, '', '#education');
      const { tabs, selected, visiblePanels, open } = await about(sparseMarkup);
      expect(tabs().map((t) => [t.dataset.key, text(t)])).to.deep.equal([
        ['overview', OVERVIEW],
        ['experience', EXPERIENCE],
      ]);
      expect(selected()).to.equal(OVERVIEW);
      expect(visiblePanels()).to.have.length(1);
      const panel = await open(EXPERIENCE);
      expect([...panel.querySelectorAll('.experience h3')].map(text)).to.deep.equal(sparse.experience.map((job) => job.title));
    });

    it('is accessible on each of its tabs', async () => {
      const { el, open } = await about(sparseMarkup);
      for (const name of [OVERVIEW, EXPERIENCE]) {
        await open(name);
        await expect(el, name).to.be.accessible();
      }
    });
  });
});
