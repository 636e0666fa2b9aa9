import { defineSiteSection, siteContent } from '../../test/support/site-section.ts';
import { expect, fixture, html, unsafeStatic } from '@open-wc/testing';
import { emulateMedia, sendKeys } from '../../test/support/commands.ts';
import type { SkillCategory } from '../../content/types.ts';
import { strings } from '../../data/strings.ts';
import skillsSection from './spec.ts';
import { stringsFor } from '../shared/section/contract.ts';
import { renderedShadow, seen, text, until, usePageStyles, useTheme } from '../../test/support/dom.ts';
import { defineWithContent } from '../../test/support/section.ts';

defineSiteSection(skillsSection);

const { skillCategories } = siteContent;
const names = skillCategories.map((c) => c.name);
const words = strings.skills;

/** The form of `forms` the site's language uses for `count`. */
const plural = (forms: typeof words.count, count: number) => forms[new Intl.PluralRules(strings.lang).select(count)] ?? forms.other;
/** A category's count as its tab says it (the number, then the word for screen readers) and as its panel does. */
const tabCount = (count: number) => `${count} ${plural(words.countNote, count)}`;
const panelCount = (count: number) => plural(words.count, count).replace('{count}', String(count));

/** Categories this file owns: one with a single skill, without a logo; one with a logo and one without. */
const logo = skillCategories.flatMap((c) => c.skills).find((s) => s.logo)?.logo;
const FIXTURE: readonly SkillCategory[] = [
  {
    name: 'Niche languages',
    description: 'Small languages for small jobs.',
    icon: 'code',
    color: skillCategories[0]!.color,
    skills: [{ name: 'zig' }],
  },
  {
    name: 'Everyday tools',
    description: 'What every project uses.',
    icon: 'wrench',
    color: skillCategories.at(-1)!.color,
    skills: [{ name: 'Version control', ...(logo && { logo }) }, { name: 'Makefiles' }],
  },
];
const fixtureSkills = defineWithContent(
  skillsSection,
  { skillCategories: FIXTURE, strings: stringsFor(siteContent, 'skills') },
  'fixture-skills',
);

async function skills(markup = html`<portfolio-skills></portfolio-skills>`) {
  const el = await fixture<HTMLElement>(markup);
  const root = await renderedShadow(el, 'h1');
  const tabs = () => [...root.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
  const tabName = (tab: Element | null | undefined) => text(tab?.querySelector('.category-name'));
  const selected = () => tabName(root.querySelector('[aria-selected="true"]'));
  const visiblePanels = () => [...root.querySelectorAll<HTMLElement>('[role="tabpanel"]')].filter(seen);
  const panel = () => visiblePanels()[0]!;
  /** Waits until `name` is selected, its panel alone is shown and colour transitions have settled. */
  const shown = async (name: string) => {
    await until(
      () => selected() === name && visiblePanels().length === 1 && text(panel().querySelector('h2')) === name,
      `${name} not shown`,
    );
    await Promise.all(
      root
        .getAnimations()
        .filter((a) => a instanceof CSSTransition)
        .map((a) => a.finished),
    );
  };
  return { el, root, tabs, tabName, selected, visiblePanels, panel, shown };
}

/** WCAG contrast ratio of two sRGB hex colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5]
      .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
      .map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe('<portfolio-skills>', () => {
  before(usePageStyles);

  it('is defined', () => {
    expect(customElements.get('portfolio-skills')).to.exist;
  });

  it('lists the categories of data/ with their counts, the first selected', async () => {
    const { root, tabs, tabName, selected, visiblePanels } = await skills();
    expect(text(root.querySelector('h1'))).to.equal(words.heading);
    const list = root.querySelector('[role="tablist"]')!;
    expect(list.getAttribute('aria-orientation')).to.equal('vertical');
    expect(list.getAttribute('aria-label')).to.equal(words.categoriesLabel);
    expect(tabs().map(tabName)).to.deep.equal(names);
    const counts = tabs().map((t) => text(t.querySelector('.count')));
    expect(counts).to.deep.equal(skillCategories.map((c) => tabCount(c.skills.length)));
    expect(selected()).to.equal(names[0]);
    expect(tabs().map((t) => t.tabIndex)).to.deep.equal(names.map((_, i) => (i ? -1 : 0)));
    expect(visiblePanels()).to.have.length(1);
  });

  it('gives each category its icon and colour, dark enough for white text', async () => {
    const { tabs } = await skills();
    tabs().forEach((tab, i) => {
      const category = skillCategories[i]!;
      expect(getComputedStyle(tab).getPropertyValue('--accent')).to.equal(category.color);
      expect(tab.querySelector('.category-icon svg')).to.exist;
      expect(contrast(category.color, '#ffffff'), category.name).to.be.at.least(4.5);
    });
    const icons = new Set(tabs().map((t) => t.querySelector('.category-icon')!.innerHTML));
    expect(icons.size).to.equal(skillCategories.length);
  });

  it('shows every category by mouse: description and a grid of skills with logo and name', async () => {
    const { tabs, panel, shown } = await skills();
    for (const [i, category] of skillCategories.entries()) {
      tabs()[i]!.click();
      await shown(category.name);
      expect(text(panel().querySelector('.description'))).to.equal(category.description);
      expect(text(panel().querySelector('.panel-count'))).to.equal(panelCount(category.skills.length));
      const items = [...panel().querySelectorAll('.grid > li')];
      expect(items.map((li) => text(li.querySelector('.skill-name')))).to.deep.equal(category.skills.map((s) => s.name));
      expect(items.map((li) => li.querySelectorAll('img').length)).to.deep.equal(category.skills.map((s) => (s.logo ? 1 : 0)));
      const logos = items.flatMap((li) => [...li.querySelectorAll('img')]);
      await until(() => logos.every((img) => img.complete && img.naturalWidth > 0), `${category.name}: a logo did not load`);
    }
  });

  it('moves through the categories by keyboard: Up/Down and Left/Right wrap, Home/End jump', async () => {
    const { el, tabs, tabName, shown } = await skills();
    tabs()[0]!.focus();
    const press = async (key: string, expected: string) => {
      await sendKeys({ press: key });
      await shown(expected);
      expect(tabName(el.shadowRoot!.activeElement), `${key} moves focus`).to.equal(expected);
    };
    for (const name of [...names.slice(1), names[0]!]) await press('ArrowDown', name);
    await press('ArrowUp', names.at(-1)!);
    await press('ArrowLeft', names.at(-2)!);
    await press('ArrowRight', names.at(-1)!);
    await press('Home', names[0]!);
    await press('End', names.at(-1)!);
    expect(
      tabs()
        .map((t) => t.tabIndex)
        .filter((i) => i === 0),
    ).to.have.length(1);
  });

  it('staggers the skills by 0.1 s each', async () => {
    const { tabs, panel, shown } = await skills();
    const most = skillCategories.reduce((a, b) => (b.skills.length > a.skills.length ? b : a));
    tabs()[skillCategories.indexOf(most)]!.click();
    await shown(most.name);
    const styles = [...panel().querySelectorAll('.skill')].map((s) => getComputedStyle(s));
    expect(styles.map((s) => s.animationName)).to.deep.equal(styles.map(() => 'skill-in'));
    expect(styles.map((s) => s.animationDelay)).to.deep.equal(most.skills.map((_, i) => `${i / 10}s`));
  });

  it('does not animate the skills under reduced motion', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    try {
      const { panel } = await skills();
      const styles = [...panel().querySelectorAll('.skill')].map((s) => getComputedStyle(s));
      expect(styles.map((s) => s.animationName)).to.deep.equal(styles.map(() => 'none'));
    } finally {
      await emulateMedia({ reducedMotion: 'no-preference' });
    }
  });

  it('puts a light tile behind every logo, in the dark theme too', async () => {
    const { panel } = await skills();
    await useTheme('dark');
    try {
      for (const tile of panel().querySelectorAll('.logo-tile')) {
        const background = getComputedStyle(tile).backgroundColor; // rgb(…) or, from color-mix, color(srgb …)
        const scale = background.startsWith('color(') ? 255 : 1;
        const [r, g, b] = background.match(/[\d.]+/g)!.map((n) => Number(n) * scale);
        expect(Math.min(r!, g!, b!), `tile brightness of ${background}`).to.be.above(200);
      }
    } finally {
      await useTheme('light');
    }
  });

  it('is accessible in light and dark, in every category', async () => {
    // Reduced motion, so axe reads the skills' final colours rather than a frame of their fade-in.
    await emulateMedia({ reducedMotion: 'reduce' });
    const { el, tabs, shown } = await skills();
    try {
      for (const theme of ['light', 'dark'] as const) {
        await useTheme(theme);
        for (const [i, name] of names.entries()) {
          tabs()[i]!.click();
          await shown(name);
          await expect(el, `${name}, ${theme}`).to.be.accessible();
        }
      }
    } finally {
      await useTheme('light');
      await emulateMedia({ reducedMotion: 'no-preference' });
    }
  });

  describe('with categories of its own', () => {
    const markup = html`<${unsafeStatic(fixtureSkills)}></${unsafeStatic(fixtureSkills)}>`;

    it("counts one skill and several in the language's forms", async () => {
      const { tabs, panel, shown } = await skills(markup);
      expect(tabs().map((t) => text(t.querySelector('.count')))).to.deep.equal([tabCount(1), tabCount(2)]);
      expect(text(panel().querySelector('.panel-count'))).to.equal(panelCount(1));
      tabs()[1]!.click();
      await shown(FIXTURE[1]!.name);
      expect(text(panel().querySelector('.panel-count'))).to.equal(panelCount(2));
    });

    it('draws a skill without a logo as its first letter, hidden from screen readers, no <img>', async () => {
      const { el, tabs, panel, shown } = await skills(markup);
      const drawn = (li: Element) => {
        const letter = li.querySelector('.drawn-logo');
        return letter && [text(letter), letter.getAttribute('aria-hidden'), letter.getBoundingClientRect().width > 0];
      };
      const [zig] = [...panel().querySelectorAll('.grid > li')];
      expect(drawn(zig!)).to.deep.equal(['Z', 'true', true]);
      expect(zig!.querySelectorAll('img')).to.have.length(0);
      expect(text(zig!.querySelector('.skill-name'))).to.equal('zig');
      tabs()[1]!.click();
      await shown(FIXTURE[1]!.name);
      const [withLogo, make] = [...panel().querySelectorAll('.grid > li')];
      expect(drawn(make!)).to.deep.equal(['M', 'true', true]);
      expect(make!.querySelectorAll('img')).to.have.length(0);
      if (logo) {
        expect(withLogo!.querySelector('.drawn-logo')).to.equal(null);
        const img = withLogo!.querySelector('img')!;
        await until(() => img.complete && img.naturalWidth > 0, 'the logo did not load');
      }
      // Read once the skills have faded in.
      await Promise.all(el.shadowRoot!.getAnimations().map((a) => a.finished));
      await expect(el).to.be.accessible();
    });
  });
});
