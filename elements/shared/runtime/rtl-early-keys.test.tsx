/**
 * Right to left, before a section's script has arrived: the site runtime's answer to a tabs key
 * (tabs.ts, tab-keys.ts) follows the reading direction as the hydrated section does, and React
 * then takes the section over as the visitor left it and keeps to that direction. Its own file:
 * the sections must not be defined yet on this page. Real keys (the browser's own, trusted).
 */
import { defineSiteSection, siteContent } from '../../../test/support/site-section.ts';
import { expect } from '@open-wc/testing';
import { sendKeys } from '../../../test/support/commands.ts';
import aboutSection from '../../portfolio-about/spec.ts';
import skillsSection from '../../portfolio-skills/spec.ts';
import { strings } from '../../../data/strings.ts';
import { seen, text, until } from '../../../test/support/dom.ts';
import { beforeScript, hydrate } from '../../../test/support/before-script.ts';

/** Presses `key` and waits until the tab named `expected` is selected and focused. */
async function press(root: ShadowRoot, key: string, expected: string, nameOf: (tab: Element | null) => string = text) {
  await sendKeys({ press: key });
  await until(
    () => nameOf(root.querySelector('[aria-selected="true"]')) === expected && nameOf(root.activeElement) === expected,
    `${key} did not move to ${expected}`,
  );
}

/** The panel shown, by the tab that names it. */
const shownPanel = (root: ShadowRoot) =>
  [...root.querySelectorAll('[role="tabpanel"]')].filter(seen).map((p) => p.getAttribute('aria-labelledby'));

describe('a tabs key before the script has arrived, right to left', () => {
  it('About in a right-to-left container: ArrowLeft moves to the next tab, ArrowRight to the previous one, and React keeps to it', async () => {
    const section = beforeScript(aboutSection, async () => defineSiteSection((await import('../../portfolio-about/spec.ts')).default), {
      'age-reference': '2025-01-01',
    });
    section.el.parentElement!.dir = 'rtl';
    const { root } = section;
    const tabs = [...root.querySelectorAll<HTMLElement>('[role="tab"]')];
    const { tabs: words } = strings.about;
    // The tabs About shows for data/: Overview, and Education and Experience where it has entries.
    const names = [
      words.overview,
      ...(siteContent.education.length ? [words.education] : []),
      ...(siteContent.experience.length ? [words.experience] : []),
    ];
    expect(tabs.map(text)).to.deep.equal(names);
    const at = (i: number) => names[(i + names.length) % names.length]!;

    tabs[0]!.focus();
    await press(root, 'ArrowLeft', at(1));
    expect(shownPanel(root)).to.deep.equal([tabs[1 % names.length]!.id]);
    await press(root, 'ArrowRight', at(0));
    await press(root, 'ArrowRight', at(-1)); // wraps
    expect(customElements.get(aboutSection.tag), 'the section is still without its script').to.equal(undefined);

    await hydrate(section);
    expect(text(root.querySelector('[aria-selected="true"]'))).to.equal(at(-1));
    await press(root, 'ArrowLeft', at(0)); // wraps, now answered by React
    await press(root, 'ArrowRight', at(-1));
  });

  it('Skills with dir="rtl" lang="ar" on its element: Up and Down as ever, ArrowLeft to the next category, and React keeps to it', async () => {
    const section = beforeScript(skillsSection, async () => defineSiteSection((await import('../../portfolio-skills/spec.ts')).default), {
      dir: 'rtl',
      lang: 'ar',
    });
    const { root } = section;
    const name = (tab: Element | null) => text(tab?.querySelector('.category-name'));
    const tabs = [...root.querySelectorAll<HTMLElement>('[role="tab"]')];
    const names = siteContent.skillCategories.map((c) => c.name);
    expect(tabs.map(name)).to.deep.equal(names);
    const at = (i: number) => names[(i + names.length) % names.length]!;

    tabs[0]!.focus();
    await press(root, 'ArrowDown', at(1), name);
    await press(root, 'ArrowLeft', at(2), name);
    await press(root, 'ArrowRight', at(1), name);
    await press(root, 'ArrowUp', at(0), name);
    await press(root, 'ArrowRight', at(-1), name); // wraps
    expect(customElements.get(skillsSection.tag), 'the section is still without its script').to.equal(undefined);

    await hydrate(section);
    expect(name(root.querySelector('[aria-selected="true"]'))).to.equal(at(-1));
    await press(root, 'ArrowLeft', at(0), name); // wraps, now answered by React
    await press(root, 'ArrowRight', at(-1), name);
    await press(root, 'ArrowUp', at(-2), name);
  });
});
