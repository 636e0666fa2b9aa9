/**
 * When a section's script loads, as a visitor sees it (load-on.ts and its strategies): at once
 * when the element says so (`data-load-on="now"`), About at once when the address names a tab
 * only its script can show, Contact at once when a draft of its form waits; else not before a
 * sign of use. Sections as the site serves them, content from `data/`; each section's element
 * is defined once per page, so each test has a section of its own.
 */
import { expect } from '@open-wc/testing';
import { strings } from '../../../data/strings.ts';
import { beforeScript, hydrate } from '../../../test/support/before-script.ts';
import { fieldValues, forgetContactStorage, partsOf, sendingAttributes } from '../../../test/support/contact.ts';
import { text, until } from '../../../test/support/dom.ts';
import { defineSiteSection } from '../../../test/support/site-section.ts';
import aboutSection from '../../portfolio-about/spec.ts';
import contactSection from '../../portfolio-contact/spec.ts';
import projectsSection from '../../portfolio-projects/spec.ts';
import { draftKey } from '../drafts.ts';

/** Two frames: time enough for a load that was due to have started. */
const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
const clearHash = () => history.replaceState(history.state, '', location.pathname + location.search);

describe('a section loads its script', () => {
  afterEach(clearHash);

  it('at once, untouched, when its element says data-load-on="now"; else not before a sign of use', async () => {
    const define = async () => defineSiteSection((await import('../../portfolio-projects/spec.ts')).default);
    const waiting = beforeScript(projectsSection, define);
    const eager = beforeScript(projectsSection, define, { 'data-load-on': 'now' });
    await until(eager.asked, 'data-load-on="now" did not load the script');
    await frames();
    expect(waiting.asked()).to.equal(false);
    await hydrate(eager);
    expect(customElements.get('portfolio-projects')).not.to.equal(undefined);
  });

  it('at once for About when the address names a tab other than the selected one, and that tab opens', async () => {
    const define = async () => defineSiteSection((await import('../../portfolio-about/spec.ts')).default);
    const attributes = { 'age-reference': '2025-01-01' };
    history.replaceState(history.state, '', '#overview'); // the selected tab: nothing to show
    const shown = beforeScript(aboutSection, define, attributes, 'address');
    history.replaceState(history.state, '', '#education');
    const deepLink = beforeScript(aboutSection, define, attributes, 'address');
    await until(deepLink.asked, '#education did not load the script');
    await frames();
    expect(shown.asked()).to.equal(false);
    const selected = () => text(deepLink.root.querySelector('[role="tab"][aria-selected="true"]'));
    expect(selected()).to.equal(strings.about.tabs.overview); // as prerendered, until the script comes
    deepLink.arrive();
    await deepLink.hydrated;
    await until(() => selected() === strings.about.tabs.education, 'the tab the address names did not open');
    expect(location.hash).to.equal('#education');
  });

  describe('for Contact', () => {
    let attributes: Record<string, string>;
    before(async () => {
      attributes = await sendingAttributes();
    });
    afterEach(() => {
      localStorage.removeItem(`${draftKey()}#1`);
      forgetContactStorage();
    });

    it('at once when a draft of its form waits, which it puts back', async () => {
      const define = async () => defineSiteSection((await import('../../portfolio-contact/spec.ts')).default);
      const empty = beforeScript(contactSection, define, attributes, 'draft');
      // The second form on the page keeps its draft under the page's key and its position.
      const draft = { name: 'Ada', email: 'ada@example.org', message: 'Half a thought' };
      localStorage.setItem(`${draftKey()}#1`, JSON.stringify(draft));
      const drafted = beforeScript(contactSection, define, attributes, 'draft');
      await until(drafted.asked, 'a waiting draft did not load the script');
      await frames();
      expect(empty.asked()).to.equal(false);
      drafted.arrive();
      await drafted.hydrated;
      const parts = await partsOf(drafted.el);
      await until(() => parts.message.value, 'the draft was not put back');
      expect(fieldValues(parts)).to.deep.equal(draft);
    });
  });
});
