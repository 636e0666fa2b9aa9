/**
 * Tabs keys pressed before a section's script has arrived take effect at once on the
 * prerendered markup (tabs.ts and tab-keys.ts, the same rule as the hydrated section), and React then
 * hydrates from that state without a mismatch. Its own file: the section must not be defined yet
 * on this page. Real keys (the browser's own, trusted).
 */
import { defineSiteSection } from '../../../test/support/site-section.ts';
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import aboutSection from '../../portfolio-about/spec.ts';
import { seen, text } from '../../../test/support/dom.ts';
import { beforeScript, hydrate } from '../../../test/support/before-script.ts';

describe('a tabs key before the script has arrived', () => {
  it('moves About to the tab the key names, focus with it, and React keeps it', async () => {
    const section = beforeScript(aboutSection, async () => defineSiteSection((await import('../../portfolio-about/spec.ts')).default), {
      'age-reference': '2025-01-01',
    });
    const { root } = section;
    const tabs = [...root.querySelectorAll<HTMLElement>('[role="tab"]')];
    const selected = () => tabs.filter((t) => t.getAttribute('aria-selected') === 'true').map(text);
    const shown = () => [...root.querySelectorAll('[role="tabpanel"]')].filter(seen).map((p) => p.id);

    tabs[0]!.focus();
    await sendKeys({ press: 'ArrowRight' });
    expect(selected()).to.deep.equal([text(tabs[1])]);
    expect(shown()).to.deep.equal([tabs[1]!.getAttribute('aria-controls')]);
    expect(root.activeElement === tabs[1], 'focus moved with the selection').to.equal(true);
    await sendKeys({ press: 'End' });
    expect(selected()).to.deep.equal([text(tabs.at(-1))]);
    await sendKeys({ press: 'ArrowRight' }); // wraps
    expect(selected()).to.deep.equal([text(tabs[0])]);
    await sendKeys({ press: 'ArrowLeft' });
    expect(selected()).to.deep.equal([text(tabs.at(-1))]);
    expect(customElements.get(aboutSection.tag), 'the section is still without its script').to.equal(undefined);

    await hydrate(section);
    expect(selected()).to.deep.equal([text(tabs.at(-1))]);
  });
});
