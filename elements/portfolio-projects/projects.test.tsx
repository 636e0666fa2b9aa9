/**
 * The Projects section: its heading, the full-portfolio link, the filters, the cards and their tag
 * rows, on the fixture projects of test/support/projects.ts and on data/. Its dialog: project-dialog.test.tsx.
 */
import { defineSiteSection, siteContent } from '../../test/support/site-section.ts';
import { expect, fixture, html } from '@open-wc/testing';
import { click, resetMouse, sendKeys } from '../../test/support/commands.ts';
import type { Project } from '../../content/types.ts';
import { strings } from '../../data/strings.ts';
import { ALL, matchesFilter } from '../../content/filters.ts';
import { slugOf } from '../../content/slug.ts';
import projectsSection from './spec.ts';
import { renderedShadow, text, until, usePageStyles, useTheme } from '../../test/support/dom.ts';
import { defineWithContent } from '../../test/support/section.ts';
import {
  atViewport,
  base,
  CHAT,
  closed,
  dialogOf,
  EMBEDS_ONLY,
  FILTERS,
  FIXTURE,
  FIXTURE_CONTENT,
  GARDEN,
  LEDGER,
  mount,
  mountSite,
  newTab,
  OLD,
  projectStrings,
  settled,
  shortName,
  words,
  ATLAS,
  cardLink,
  ZEPHYR,
} from '../../test/support/projects.ts';
import { routeHref } from '../shared/urls.ts';

/** Technologies of every length, so that on some card of some width the count of the others would start a line. */
const TAG_ROWS = [
  ['Full Stack', 'WebSockets', 'TypeScript', 'Rust', 'WebAssembly'],
  ['Enterprise Application', 'Spring Boot', 'PostgreSQL', 'Kafka'],
  ['React', 'TypeScript', 'PostgreSQL', 'Redis'],
  ['Generative AI', 'Python', 'FastAPI', 'React'],
  ['Django', 'PostgreSQL', 'Celery', 'Redis', 'Docker', 'Nginx'],
  ['Go', 'gRPC', 'Kubernetes', 'Prometheus'],
];
/** The same in Arabic, as a right-to-left owner writes them (Latin names among them). */
const ARABIC_TAG_ROWS = [
  ['تعلّم الآلة', 'معالجة اللغات الطبيعية', 'Python', 'Kafka'],
  ['الحوسبة السحابية', 'Kubernetes', 'قواعد البيانات', 'Go', 'gRPC'],
  ['تطوير الويب', 'React', 'تصميم الواجهات', 'TypeScript'],
  ['أمن المعلومات', 'Rust', 'التشفير', 'WebAssembly', 'Linux', 'Nix'],
  ['تحليل البيانات', 'Pandas', 'الإحصاء', 'Jupyter'],
];
const tagged = (rows: readonly string[][]): Project[] =>
  rows.map((technologies, i) => ({ ...base, title: `${technologies[0]} ${i + 1}`, technologies }));

defineSiteSection(projectsSection);
defineWithContent(projectsSection, FIXTURE_CONTENT, 'fixture-projects');
/** One project, and no filter of its own. */
defineWithContent(
  projectsSection,
  { projects: [LEDGER], filters: [], fullPortfolio: EMBEDS_ONLY, strings: projectStrings },
  'single-projects',
);
defineWithContent(
  projectsSection,
  { projects: tagged(TAG_ROWS), filters: [], fullPortfolio: EMBEDS_ONLY, strings: projectStrings },
  'tagged-projects',
);
defineWithContent(
  projectsSection,
  { projects: tagged(ARABIC_TAG_ROWS), filters: [], fullPortfolio: EMBEDS_ONLY, strings: { ...projectStrings, lang: 'ar', locale: 'ar' } },
  'arabic-projects',
);

const { projects, projectFilters } = siteContent;

/** The count line for `shown` of `total` projects: the plural form of data/strings.ts the language picks for the total. */
const showing = (shown: number, total: number) =>
  (words.showing[new Intl.PluralRules(strings.lang).select(total)] ?? words.showing.other)
    .replace('{shown}', String(shown))
    .replace('{total}', String(total));
/** A card's +N badge, as shown and as spoken. */
const moreTags = (count: number) => words.moreTags.replace('{count}', String(count));

/** What each pill shows of the fixture projects. */
const MATRIX: Record<typeof ALL | (typeof FILTERS)[number], string[]> = {
  [ALL]: FIXTURE.map((p) => p.title),
  'Full Stack': [ATLAS.title],
  AI: [CHAT.title],
  'Enterprise application': [LEDGER.title],
  Django: [GARDEN.title],
  Portfolio: [OLD.title],
};
const PILLS = [ALL, ...FILTERS] as const;
/** A pill's label: the filter, or the show-all word of data/strings.ts. */
const labelOf = (filter: string) => (filter === ALL ? words.all : filter);

/** The cards a visitor sees: a filter hides the others. */
const cardTitles = (root: ShadowRoot) => [...root.querySelectorAll('.project:not([hidden]) h2')].map(text);
/** Each shown card's title, technology tags and +N badge (as shown, and as spoken). */
const cardsOf = (root: ShadowRoot) =>
  [...root.querySelectorAll('.project:not([hidden])')].map((card) => ({
    title: text(card.querySelector('h2')),
    tags: [...card.querySelectorAll('.tag:not(.extra)')].map(text),
    badge: card.querySelector('.tag.extra')?.firstChild?.textContent ?? null,
    spoken: text(card.querySelector('.tag.extra')) || null,
  }));
/** The filters of the pressed pills. */
const pressed = (root: ShadowRoot) => [...root.querySelectorAll<HTMLElement>('.pill[aria-pressed="true"]')].map((b) => b.dataset.filter);
/** The pill of a filter (`ALL` for the one that shows all), found by its label. */
const pill = (root: ShadowRoot, filter: string) =>
  [...root.querySelectorAll<HTMLButtonElement>('.pill')].find((b) => text(b) === labelOf(filter))!;
describe('<portfolio-projects>', () => {
  before(usePageStyles);
  afterEach(() => resetMouse());

  it('is defined', () => {
    expect(customElements.get('portfolio-projects')).to.exist;
  });

  it('renders the heading, the show-all pill pressed then the filters of data/, the count and every project of data/ in order', async () => {
    const { root } = await mountSite();
    expect([...root.querySelectorAll('h1')].map(text)).to.deep.equal([words.heading]);
    expect(text(root.querySelector('.page-intro'))).to.equal(words.intro);
    const group = root.querySelector('[role="group"]')!;
    expect(group.getAttribute('aria-label')).to.equal(words.filtersLabel);
    expect([...group.querySelectorAll('button')].map((b) => [text(b), b.getAttribute('aria-pressed')])).to.deep.equal([
      [words.all, 'true'],
      ...projectFilters.map((f) => [f, 'false']),
    ]);
    const status = root.querySelector('[role="status"]')!;
    expect(text(status)).to.equal(showing(projects.length, projects.length));
    expect(cardTitles(root)).to.deep.equal(projects.map((p) => p.title));
  });

  describe('the link to the full portfolio', () => {
    /** The section's link under its cards: what it reads, where it leads, and whether it opens a new tab. */
    const moreLink = (root: ShadowRoot) => {
      const link = root.querySelector<HTMLAnchorElement>('.more a');
      const afterCards = (node: Node) => !!(root.querySelector('.grid')!.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING);
      return link && { text: text(link), href: link.href, target: link.target, underCards: afterCards(link) };
    };

    it('shows on the site where data/projects.ts asks for it, and leads where it says', async () => {
      const { root } = await mountSite();
      const { to, onProjectsPage } = siteContent.fullPortfolioLink;
      expect(moreLink(root)).to.deep.equal(
        onProjectsPage
          ? { text: words.fullPortfolio, href: new URL(routeHref(to), location.href).href, target: '', underCards: true }
          : null,
      );
    });

    it('is not on the page of an owner who keeps it for embeds', async () => {
      const { root } = await mount();
      expect(moreLink(root)).to.equal(null);
      expect(text(root.querySelector('section'))).to.not.contain(words.fullPortfolio);
    });

    it('leads, under the cards, to the page of the site the owner names, or to an address elsewhere in a new tab', async () => {
      const cases = [
        ['about', { text: words.fullPortfolio, href: new URL(routeHref('about'), location.href).href, target: '', underCards: true }],
        [
          'https://portfolio.example.org/',
          { text: `${words.fullPortfolio} ${newTab}`, href: 'https://portfolio.example.org/', target: '_blank', underCards: true },
        ],
      ] as const;
      for (const [i, [to, expected]] of cases.entries()) {
        const tag = defineWithContent(
          projectsSection,
          { projects: [LEDGER], filters: [], fullPortfolio: { to, onProjectsPage: true }, strings: projectStrings },
          `linked-projects-${i}`,
        );
        const el = await fixture<HTMLElement>(`<${tag}></${tag}>`);
        expect(moreLink(await renderedShadow(el, '.project')), to).to.deep.equal(expected);
      }
    });
  });

  it("uses the language's form for the count of one project, and shows only the show-all pill without filters", async () => {
    const el = await fixture<HTMLElement>(html`<portfolio-single-projects></portfolio-single-projects>`);
    const root = await renderedShadow(el, '.project');
    expect(text(root.querySelector('[role="status"]'))).to.equal(showing(1, 1));
    expect([...root.querySelectorAll('.pill')].map((b) => [text(b), b.getAttribute('aria-pressed')])).to.deep.equal([[words.all, 'true']]);
  });

  describe('filters', () => {
    it('match the fixture projects exactly as the table says (matchesFilter)', () => {
      expect(PILLS).to.deep.equal(Object.keys(MATRIX));
      for (const filter of PILLS) {
        expect(
          FIXTURE.filter((p) => matchesFilter(p, filter)).map((p) => p.title),
          filter,
        ).to.deep.equal(MATRIX[filter]);
      }
    });

    it('match a technology or the title by contained text, ignoring case; All matches everything', () => {
      const made = (title: string, technologies: string[]): Project => ({ ...base, title, technologies });
      expect(matchesFilter(made('X', ['FULL STACK apps']), 'Full Stack')).to.equal(true);
      expect(matchesFilter(made('X', ['django-rest-framework']), 'Django')).to.equal(true);
      expect(matchesFilter(made('Chat ai bot', []), 'AI')).to.equal(true);
      expect(matchesFilter(made('My portfolio site', ['HTML']), 'Portfolio')).to.equal(true);
      expect(matchesFilter(made('X', ['Enterprise']), 'Enterprise application')).to.equal(false);
      expect(matchesFilter(made('X', ['Full-Stack']), 'Full Stack')).to.equal(false);
      expect(matchesFilter(made('X', []), ALL)).to.equal(true);
    });

    it('label the pills: the show-all word of data/strings.ts, then each filter as written', async () => {
      const { root } = await mount();
      expect([...root.querySelectorAll<HTMLElement>('.pill')].map((b) => [b.dataset.filter, text(b)])).to.deep.equal(
        PILLS.map((f) => [f, labelOf(f)]),
      );
    });

    for (const filter of PILLS) {
      it(`shows ${MATRIX[filter].length} project(s) for "${labelOf(filter)}", presses only that pill and announces the count`, async () => {
        const { root } = await mount();
        const other = filter === 'Portfolio' ? 'Django' : 'Portfolio';
        pill(root, other).click();
        await until(() => pressed(root)[0] === other);
        pill(root, filter).click();
        await until(() => pressed(root)[0] === filter);
        expect(pressed(root)).to.deep.equal([filter]);
        expect(cardTitles(root)).to.deep.equal(MATRIX[filter]);
        expect(text(root.querySelector('[role="status"]'))).to.equal(showing(MATRIX[filter].length, FIXTURE.length));
      });
    }

    it('show on the site exactly the projects of data/ that each filter matches', async () => {
      const { root } = await mountSite();
      for (const filter of [...projectFilters, ALL]) {
        pill(root, filter).click();
        await until(() => pressed(root)[0] === filter);
        const shown = projects.filter((p) => matchesFilter(p, filter));
        expect(cardTitles(root), filter).to.deep.equal(shown.map((p) => p.title));
        expect(text(root.querySelector('[role="status"]'))).to.equal(showing(shown.length, projects.length));
      }
    });

    it('starts on the filter the `filter` attribute names (any case), on All for an unknown name, and follows changes', async () => {
      const { el, root } = await mount('django');
      expect(pressed(root)).to.deep.equal(['Django']);
      expect(cardTitles(root)).to.deep.equal(MATRIX.Django);
      el.setAttribute('filter', 'Full Stack');
      await until(() => pressed(root)[0] === 'Full Stack');
      expect(cardTitles(root)).to.deep.equal(MATRIX['Full Stack']);
      const other = await mount('Rust');
      expect(pressed(other.root)).to.deep.equal([ALL]);
    });
  });

  describe('cards', () => {
    it('show at most three technology tags, then a +N badge for the rest', async () => {
      const { root } = await mount();
      expect(cardsOf(root).slice(0, 4)).to.deep.equal([
        { title: ATLAS.title, tags: ['Full Stack', 'React', 'Deno'], badge: moreTags(2), spoken: `${moreTags(2)} ${words.moreTagsNote}` },
        { title: CHAT.title, tags: ['Haskell'], badge: null, spoken: null },
        { title: LEDGER.title, tags: ['Enterprise Application', 'Java', 'Spring'], badge: null, spoken: null },
        { title: GARDEN.title, tags: ['django-rest-framework', 'SQLite'], badge: null, spoken: null },
      ]);
      const badge = root.querySelector('.tag.extra')!;
      expect(badge.querySelector('.visually-hidden')!.getBoundingClientRect().width).to.be.at.most(1);
    });

    it('follow the same rule for every project of data/', async () => {
      const { root } = await mountSite();
      expect(cardsOf(root)).to.deep.equal(
        projects.map((p) => {
          const extra = p.technologies.length > 3 ? p.technologies.length - 3 : 0;
          return {
            title: p.title,
            tags: p.technologies.slice(0, 3),
            badge: extra ? moreTags(extra) : null,
            spoken: extra ? `${moreTags(extra)} ${words.moreTagsNote}` : null,
          };
        }),
      );
    });

    it('show a local image at 16:9 with its size reserved, loading lazily below the first row', async function () {
      const { root } = await mountSite();
      const cards = [...root.querySelectorAll('.project')];
      expect(cards.map((card) => card.querySelectorAll('img').length)).to.deep.equal(projects.map((p) => (p.image ? 1 : 0)));
      const images: HTMLImageElement[] = [];
      for (const [i, card] of cards.entries()) {
        const img = card.querySelector('img');
        if (!img) continue;
        images.push(img);
        expect(new URL(img.src).origin).to.equal(location.origin);
        expect(Number(img.getAttribute('width')) * Number(img.getAttribute('height'))).to.be.greaterThan(0);
        expect(img.getAttribute('loading')).to.equal(i < 3 ? 'eager' : 'lazy');
        expect(img.alt).to.equal('');
      }
      const first = images[0];
      if (!first) this.skip(); // no project of data/ has an image
      expect(getComputedStyle(first).aspectRatio).to.equal('16 / 9');
      expect(getComputedStyle(first).objectFit).to.equal('cover');
      await first.decode();
      expect(first.naturalWidth).to.be.greaterThan(0);
      // Tests serve the source file itself (with a srcset, naturalWidth is in CSS pixels): the
      // attributes reserve its shape.
      const reserved = Number(first.getAttribute('width')) / Number(first.getAttribute('height'));
      expect(reserved).to.be.closeTo(first.naturalWidth / first.naturalHeight, 0.01);
      const { width, height } = first.getBoundingClientRect();
      expect(width / height).to.be.closeTo(16 / 9, 0.02);
    });

    it('draw a placeholder for a project without an image: its first letter, hidden from screen readers, no <img>', async () => {
      const { root } = await mount();
      const card = [...root.querySelectorAll('.project')].find((c) => text(c.querySelector('h2')) === ZEPHYR.title)!;
      expect(card.querySelectorAll('img, picture')).to.have.length(0);
      const drawn = card.querySelector<HTMLElement>('.drawn-image')!;
      expect(drawn, 'no drawn placeholder').to.exist;
      expect(drawn.getAttribute('aria-hidden')).to.equal('true');
      expect(text(drawn)).to.equal(ZEPHYR.title.charAt(0).toUpperCase());
      // It takes the image's place: the size of another card's picture.
      const box = drawn.getBoundingClientRect();
      const image = root.querySelector('.project img')!.getBoundingClientRect();
      expect(box.width).to.be.closeTo(image.width, 0.5);
      expect(box.height).to.be.closeTo(image.height, 0.5);
      // The others keep their pictures.
      expect(root.querySelectorAll('.project img')).to.have.length(FIXTURE.filter((p) => p.image).length);
      expect(root.querySelectorAll('.project .drawn-image')).to.have.length(1);
    });

    it('clamp the description to two lines', async () => {
      const { root } = await mount();
      const description = root.querySelector<HTMLElement>('.project .description')!;
      const style = getComputedStyle(description);
      expect(style.webkitLineClamp).to.equal('2');
      const lines = description.getBoundingClientRect().height / parseFloat(style.lineHeight);
      expect(Math.round(lines)).to.equal(2);
      expect(description.scrollHeight).to.be.greaterThan(description.clientHeight);
    });

    it('show a focus ring around the whole card when reached with the keyboard', async () => {
      const { root } = await mount();
      pill(root, 'Portfolio').focus();
      await sendKeys({ press: 'Tab' });
      expect(shortName(root.activeElement)).to.equal(`a: ${ATLAS.title}`);
      const card = root.querySelector('.project')!;
      expect(getComputedStyle(card).outlineStyle).to.equal('solid');
      expect(parseFloat(getComputedStyle(card).outlineWidth)).to.be.at.least(2);
    });

    it("are each one link (with its title as name) to the project's page, covering the whole card", async () => {
      const { root } = await mount();
      for (const card of root.querySelectorAll('.project')) {
        const controls = card.querySelectorAll('button, a, [tabindex]');
        expect(controls.length).to.equal(1);
        expect(controls[0]!.localName).to.equal('a');
        expect(controls[0]!.getAttribute('aria-haspopup')).to.equal('dialog');
        expect(controls[0]!.parentElement!.localName).to.equal('h2');
      }
      // Its page: the address the title makes (without script, or in a new tab, the card leads there).
      const page = decodeURI(new URL(cardLink(root, ATLAS.title).href).pathname);
      expect(page.endsWith(`/projects/${ATLAS.slug ?? slugOf(ATLAS.title)}/`), page).to.equal(true);
      const card = root.querySelector('.project')!;
      await click(card.querySelector('img')!);
      await until(() => dialogOf(root));
      expect(text(dialogOf(root)!.querySelector('h2'))).to.equal(ATLAS.title);
      dialogOf(root)!.close();
      await closed(root);
    });

    it('leaves a click with a modifier key (a new tab) to the link, and opens no quick view', async () => {
      const { root } = await mount();
      for (const modifier of ['ctrlKey', 'metaKey', 'shiftKey'] as const) {
        const click = new MouseEvent('click', { bubbles: true, composed: true, cancelable: true, [modifier]: true });
        let followed = false;
        // Seen after the page's own handlers, then stopped here so the test page stays.
        const stop = (event: Event) => {
          followed = !event.defaultPrevented;
          event.preventDefault();
        };
        addEventListener('click', stop, { once: true });
        cardLink(root, ATLAS.title).dispatchEvent(click);
        expect(followed, modifier).to.equal(true);
        expect(dialogOf(root), modifier).to.equal(null);
      }
    });
  });

  describe("a card's tag row", () => {
    /** Each shown card with a +N count: whether the count sits on the line of the tag before it, and inside the card. */
    const counts = (root: ShadowRoot) =>
      [...root.querySelectorAll('.project:not([hidden])')].flatMap((card) => {
        const count = card.querySelector('.tag.extra');
        if (!count) return [];
        const [c, t, k] = [count, count.previousElementSibling!, card].map((node) => node.getBoundingClientRect()) as [
          DOMRect,
          DOMRect,
          DOMRect,
        ];
        const rtl = getComputedStyle(count).direction === 'rtl';
        return [
          {
            title: text(card.querySelector('h2')),
            onItsLine: Math.abs(c.top + c.height / 2 - (t.top + t.height / 2)) < 1,
            afterTheTag: rtl ? c.right <= t.left : c.left >= t.right,
            inside: c.left >= k.left && c.right <= k.right,
          },
        ];
      });
    const everyOnItsLine = (root: ShadowRoot) =>
      counts(root).map(({ title }) => ({ title, onItsLine: true, afterTheTag: true, inside: true }));

    for (const width of [1024, 1440, 390, 320]) {
      it(`keeps "+N" on the line of the last tag shown at ${width} px, never alone on a line`, async () => {
        await atViewport({ width, height: 800 }, async () => {
          const el = await fixture<HTMLElement>(html`<portfolio-tagged-projects></portfolio-tagged-projects>`);
          const root = await renderedShadow(el, '.project');
          expect(counts(root)).to.have.length(TAG_ROWS.filter((t) => t.length > 3).length);
          expect(counts(root)).to.deep.equal(everyOnItsLine(root));
        });
      });
    }

    it('keeps "+N" on the line of the last tag shown right to left, in Arabic, at 1024 px', async () => {
      await atViewport({ width: 1024, height: 800 }, async () => {
        const wrapper = await fixture<HTMLElement>(
          html`<div dir="rtl" lang="ar"><portfolio-arabic-projects></portfolio-arabic-projects></div>`,
        );
        const root = await renderedShadow(wrapper.querySelector<HTMLElement>('portfolio-arabic-projects')!, '.project');
        expect(counts(root)).to.have.length(ARABIC_TAG_ROWS.filter((t) => t.length > 3).length);
        expect(counts(root)).to.deep.equal(everyOnItsLine(root));
      });
    });
  });

  describe('accessibility', () => {
    afterEach(() => useTheme('light'));

    for (const theme of ['light', 'dark'] as const) {
      it(`has no violations in the ${theme} theme, and filtered`, async () => {
        await useTheme(theme);
        const { el, root } = await mount();
        await expect(el).to.be.accessible();
        pill(root, 'AI').click();
        await until(() => pressed(root)[0] === 'AI');
        await settled(root);
        await expect(el).to.be.accessible();
      });

      it(`has no violations in the ${theme} theme on the site's projects`, async () => {
        await useTheme(theme);
        const { el } = await mountSite();
        await expect(el).to.be.accessible();
      });
    }
  });
});
