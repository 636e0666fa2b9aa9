/**
 * Hidden tab panels, prepared ahead of their tap (prepared-panels.ts, host.css): out of sight,
 * out of the way and out of reach while hidden, and once shown exactly as a panel shown without
 * preparation, the skills' entrance included. Sections from `data/`, prerendered as the site
 * serves them.
 */
import { expect } from '@open-wc/testing';
import aboutSection from '../../portfolio-about/spec.ts';
import skillsSection from '../../portfolio-skills/spec.ts';
import { prerendered } from '../../../test/support/prerender.ts';
import { seen, usePageStyles } from '../../../test/support/dom.ts';
import { prepareHiddenPanels } from './prepared-panels.ts';
import { selectTab } from './tabs.ts';

const placed: HTMLElement[] = [];
afterEach(() => placed.splice(0).forEach((c) => c.remove()));

/** `spec`'s section, prerendered and on the page. */
function onPage(spec: typeof aboutSection | typeof skillsSection) {
  const container = prerendered(spec, spec === aboutSection ? { 'age-reference': '2025-01-01' } : {});
  placed.push(container);
  document.body.append(container);
  const host = container.querySelector<HTMLElement>(spec.tag)!;
  const root = host.shadowRoot!;
  const tabs = [...root.querySelectorAll<HTMLElement>('[role="tab"]')];
  const panelOf = (tab: HTMLElement) => root.getElementById(tab.getAttribute('aria-controls')!)!;
  return { host, root, tabs, panelOf };
}

/** Where each element of `panel` sits, from the panel's own corner: x, y, width and height of each. */
const layoutOf = (panel: HTMLElement) => {
  const origin = panel.getBoundingClientRect();
  return [panel, ...panel.querySelectorAll('*')].flatMap((el) => {
    const box = el.getBoundingClientRect();
    return [box.x - origin.x, box.y - origin.y, box.width, box.height];
  });
};

/** The two layouts agree to the pixel (two sections at different heights of the page may snap a pixel apart). */
const sameLayout = (a: number[], b: number[]) => a.length === b.length && a.every((n, i) => Math.abs(n - b[i]!) <= 1);

describe('hidden tab panels', () => {
  before(usePageStyles);

  it('take no room, show nothing and take no focus, before and after being prepared', async () => {
    const { host, root, tabs, panelOf } = onPage(aboutSection);
    const hidden = tabs.slice(1).map(panelOf);
    expect(hidden.length).to.be.greaterThan(0);
    const check = () => {
      for (const panel of hidden) {
        expect(seen(panel), panel.id).to.equal(false);
        expect([...panel.querySelectorAll('*')].filter(seen), panel.id).to.deep.equal([]);
        panel.focus();
        expect(root.activeElement, panel.id).to.equal(null);
      }
    };
    check();
    await prepareHiddenPanels(root);
    check();
    const height = host.getBoundingClientRect().height;
    for (const panel of hidden) panel.remove();
    expect(host.getBoundingClientRect().height).to.equal(height);
  });

  it('show as a panel never prepared does, once tapped', async () => {
    const prepared = onPage(aboutSection);
    const plain = onPage(aboutSection);
    await prepareHiddenPanels(prepared.root);
    for (const [i, tab] of prepared.tabs.entries()) {
      if (i === 0) continue;
      selectTab(prepared.host, tab);
      selectTab(plain.host, plain.tabs[i]!);
      const panel = prepared.panelOf(tab);
      expect(seen(panel), panel.id).to.equal(true);
      expect(sameLayout(layoutOf(panel), layoutOf(plain.panelOf(plain.tabs[i]!))), panel.id).to.equal(true);
    }
  });

  it('leave no animation running in a panel hidden midway, which no engine would run to its end', async () => {
    const { host, tabs, panelOf } = onPage(skillsSection);
    selectTab(host, tabs[1]!);
    const left = panelOf(tabs[1]!);
    expect(left.getAnimations({ subtree: true }).length).to.be.greaterThan(0);
    selectTab(host, tabs[2]!);
    expect(left.getAnimations({ subtree: true }).map((a) => a.playState)).to.not.include('running');
  });

  it("bring a skill category's skills in one by one when shown, prepared or not", async () => {
    for (const prepare of [false, true]) {
      const { host, root, tabs, panelOf } = onPage(skillsSection);
      if (prepare) await prepareHiddenPanels(root);
      const tab = tabs[1]!;
      const before = Number(document.timeline.currentTime);
      selectTab(host, tab);
      await new Promise(requestAnimationFrame);
      const skills = [...panelOf(tab).querySelectorAll('.skill')];
      const entrances = skills.map((skill) => skill.getAnimations()[0] as CSSAnimation | undefined);
      expect(
        entrances.map((a) => a?.animationName),
        `prepared: ${prepare}`,
      ).to.deep.equal(skills.map(() => 'skill-in'));
      // Started by the tap, not while the panel was hidden.
      expect(
        entrances.every((a) => a!.playState === 'running' && (a!.startTime === null || Number(a!.startTime) >= before)),
        `prepared: ${prepare}`,
      ).to.equal(true);
    }
  });
});
