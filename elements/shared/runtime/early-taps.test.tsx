/**
 * Sections as the site serves them, tapped before their script has arrived: the tap takes
 * effect at once on the prerendered markup (first-taps.ts), and React then hydrates from that
 * state without a mismatch, and takes over. Content comes from `data/`.
 */
import { defineSiteSection, siteContent } from '../../../test/support/site-section.ts';
import { expect } from '@open-wc/testing';
import { sendKeys } from '../../../test/support/commands.ts';
import { strings } from '../../../data/strings.ts';
import aboutSection from '../../portfolio-about/spec.ts';
import { ALL, matchesFilter } from '../../../content/filters.ts';
import projectsSection from '../../portfolio-projects/spec.ts';
import skillsSection from '../../portfolio-skills/spec.ts';
import { seen, text, until } from '../../../test/support/dom.ts';
import { beforeScript, hydrate } from '../../../test/support/before-script.ts';

const { projects, projectFilters, skillCategories } = siteContent;
const words = strings.projects;

const tabs = (root: ShadowRoot) => [...root.querySelectorAll<HTMLElement>('[role="tab"]')];
const selectedTab = (root: ShadowRoot) => text(root.querySelector('[role="tab"][aria-selected="true"]'));
const shownPanels = (root: ShadowRoot) => [...root.querySelectorAll('[role="tabpanel"]')].filter(seen).map((p) => p.id);
const panelOf = (tab: Element) => tab.getAttribute('aria-controls');

describe('a tap before the script has arrived', () => {
  it('switches About to the tapped tab at once, and React keeps it', async () => {
    const section = beforeScript(aboutSection, async () => defineSiteSection((await import('../../portfolio-about/spec.ts')).default), {
      'age-reference': '2025-01-01',
    });
    const { root } = section;
    const [, second, third] = tabs(root);
    second!.click();
    // No waiting: the click itself showed the panel.
    expect(selectedTab(root)).to.equal(text(second));
    expect(shownPanels(root)).to.deep.equal([panelOf(second!)]);
    expect([second, third].map((t) => t!.tabIndex)).to.deep.equal([0, -1]);
    expect(customElements.get('portfolio-about')).to.equal(undefined);
    // On the site About's tabs are named in the address: written once the tap's frame is painted.
    expect(root.querySelector('[role="tablist"]')!.hasAttribute('data-tab-address')).to.equal(true);
    await until(() => location.hash === `#${second!.dataset.key}`, 'the tapped tab was not written to the address');

    await hydrate(section);
    expect(selectedTab(root)).to.equal(text(second));
    third!.click(); // now React's
    await until(() => selectedTab(root) === text(third));
    expect(shownPanels(root)).to.deep.equal([panelOf(third!)]);
    await until(() => location.hash === `#${third!.dataset.key}`);
    history.replaceState(history.state, '', location.pathname + location.search);
  });

  it('shows the tapped skill category at once, and React keeps it and handles the keys', async () => {
    const section = beforeScript(skillsSection, async () => defineSiteSection((await import('../../portfolio-skills/spec.ts')).default));
    const { root } = section;
    const second = tabs(root)[1]!;
    second.click();
    expect(selectedTab(root)).to.contain(skillCategories[1]!.name);
    expect(shownPanels(root)).to.deep.equal([panelOf(second)]);

    await hydrate(section);
    second.focus();
    await sendKeys({ press: 'ArrowDown' });
    await until(() => selectedTab(root).includes(skillCategories[2]!.name));
  });

  describe('Projects', () => {
    const visibleTitles = (root: ShadowRoot) =>
      [...root.querySelectorAll('.project')].filter((c) => c.checkVisibility()).map((c) => text(c.querySelector('h2')));
    const expected = (filter: string) => projects.filter((p) => matchesFilter(p, filter)).map((p) => p.title);
    /** The pill of a filter (`ALL`: the one that shows all), found by its label. */
    const pill = (root: ShadowRoot, filter: string) =>
      [...root.querySelectorAll<HTMLButtonElement>('.pill')].find((b) => text(b) === (filter === ALL ? words.all : filter))!;
    /** The count line for `shown` of every project (the plural form the language picks for the total). */
    const showing = (shown: number) =>
      (words.showing[new Intl.PluralRules(strings.lang).select(projects.length)] ?? words.showing.other)
        .replace('{shown}', String(shown))
        .replace('{total}', String(projects.length));
    const openDialog = (root: ShadowRoot) => root.querySelector<HTMLDialogElement>('dialog[open]');
    const locked = () => document.documentElement.style.overflow === 'hidden';
    // A filter that shows some projects but not all (the sample's AI, or whatever the data gives).
    const filter = projectFilters.find((f) => expected(f).length > 0 && expected(f).length < projects.length)!;

    it("filters at once and opens the dialog with the card's title; React keeps the filter and fills in the open project", async () => {
      const section = beforeScript(projectsSection, async () =>
        defineSiteSection((await import('../../portfolio-projects/spec.ts')).default),
      );
      const { root } = section;
      pill(root, filter).click();
      expect(pill(root, filter).getAttribute('aria-pressed')).to.equal('true');
      expect(visibleTitles(root)).to.deep.equal(expected(filter));
      expect(text(root.querySelector('[role="status"]'))).to.equal(showing(expected(filter).length));

      const project = projects.find((p) => p.title === expected(filter)[0])!;
      const card = [...root.querySelectorAll<HTMLAnchorElement>('.project h2 a')].find((b) => text(b) === project.title)!;
      card.click();
      expect(text(openDialog(root)?.querySelector('h2'))).to.equal(project.title);
      expect(openDialog(root)!.matches(':modal')).to.equal(true);
      await until(locked, 'the page behind was not locked');
      // Before React: the card's title and a loading note; nothing from a third party.
      expect(text(openDialog(root)!.querySelector('[role="status"]'))).to.equal(words.loading);
      expect(openDialog(root)!.querySelectorAll('iframe').length).to.equal(0);
      await sendKeys({ press: 'Escape' });
      await until(() => !openDialog(root) && !locked(), 'the dialog did not close');
      expect(root.querySelectorAll('iframe').length).to.equal(0);
      expect(text(root.activeElement)).to.equal(project.title);

      card.click(); // open again, and let React arrive while it is open
      await until(locked);
      await hydrate(section);
      expect(visibleTitles(root)).to.deep.equal(expected(filter));
      const dialog = openDialog(root)!;
      // React renders the project it was opened for: its features, a placeholder per frame and no frame until one is pressed.
      const features = () => [...dialog.querySelectorAll('.features li')].map(text);
      await until(() => dialog.querySelector('.details'), 'React did not render the open project');
      expect(features()).to.deep.equal(project.features);
      expect(text(dialog.querySelector('h2'))).to.equal(project.title);
      expect(dialog.querySelectorAll('[data-frame]').length).to.equal([project.youtubeUrl, project.linkedinPost].filter(Boolean).length);
      expect(dialog.querySelectorAll('iframe').length).to.equal(0);
      dialog.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
      dialog.click(); // on the backdrop: a click there targets the dialog itself
      await until(() => !openDialog(root) && !locked(), 'the dialog did not close');
      pill(root, ALL).click(); // now React's
      await until(() => visibleTitles(root).length === projects.length, 'React did not show every project');
    });

    it('opens the project a card was tapped for while React hydrates, once it has', async () => {
      const section = beforeScript(projectsSection, async () =>
        defineSiteSection((await import('../../portfolio-projects/spec.ts')).default),
      );
      const { root } = section;
      const project = projects.at(-1)!;
      const card = [...root.querySelectorAll<HTMLAnchorElement>('.project h2 a')].find((b) => text(b) === project.title)!;
      // Defined, so React is hydrating (in steps, as a transition) and has not committed yet: it
      // hydrates at once for the click, and the dialog learns its project from the command after it.
      void customElements.whenDefined('portfolio-projects').then(() => card.click());
      section.arrive();
      await section.hydrated;
      const dialog = openDialog(root)!;
      await until(() => dialog.querySelector('.details'), 'React did not render the project tapped while it hydrated');
      expect(text(dialog.querySelector('h2'))).to.equal(project.title);
      expect([...dialog.querySelectorAll('.features li')].map(text)).to.deep.equal(project.features);
      await sendKeys({ press: 'Escape' });
      await until(() => !openDialog(root) && !locked(), 'the dialog did not close');
    });
  });
});
