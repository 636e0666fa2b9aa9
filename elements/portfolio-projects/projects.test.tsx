import { defineSiteSection, siteContent } from '../../test/support/site-section.ts';
import { expect, fixture, html, nextFrame } from '@open-wc/testing';
import { sendMouse } from '@web/test-runner-commands';
import { click, resetMouse, sendKeys, setViewport } from '../../test/support/commands.ts';
import { createRoot } from 'react-dom/client';
import type { FullPortfolioLink, Project, Url } from '../../content/types.ts';
import { strings } from '../../data/strings.ts';

import { ALL, matchesFilter } from '../../content/filters.ts';
import projectsSection from './spec.ts';
import { ProjectLinks } from './project-links.tsx';
import { Showcase } from './showcase.tsx';
import { StringsContext, stringsFor } from '../shared/section/strings.ts';
import { renderedShadow, text, until, usePageStyles, useTheme } from '../../test/support/dom.ts';
import { defineWithContent } from '../../test/support/section.ts';
import { routeHref } from '../shared/urls.ts';

defineSiteSection(projectsSection);

const { projects, projectFilters } = siteContent;
const words = strings.projects;
const { newTab } = strings.common;
const projectStrings = stringsFor(siteContent, 'projects');

/** The count line for `shown` of `total` projects: the plural form of data/strings.ts the language picks for the total. */
const showing = (shown: number, total: number) =>
  (words.showing[new Intl.PluralRules(strings.lang).select(total)] ?? words.showing.other)
    .replace('{shown}', String(shown))
    .replace('{total}', String(total));
/** A `{title}` text of data/strings.ts filled in. */
const titled = (template: string, title: string) => template.replace('{title}', title);
/** A card's +N badge, as shown and as spoken. */
const moreTags = (count: number) => words.moreTags.replace('{count}', String(count));

const VIDEO = 'Xk3pQ9vB2mA';
const ACTIVITY = '7212345678901234567';
const POST: Url = `https://www.linkedin.com/posts/someone_atlas-launch-activity-${ACTIVITY}-AbCd`;

/**
 * Projects this file owns, one per rule: a title with markup characters, five technologies
 * (+2), all four links and both frames; an AI match by title only, with a video and a live demo
 * planned; exactly three technologies and only a post; a Django match inside a longer
 * technology name with no link, its source and video planned; a portfolio with a live demo only;
 * one without a picture, with its source only. Images reuse one the site has, so the test
 * server can serve it.
 */
const base: Project = {
  title: '',
  description:
    'A long description that cannot fit in two lines of a card: it goes on about the problem, the people who have it, ' +
    'how the project solves it, what was learned on the way and what comes next, so the clamp has something to cut.',
  technologies: [],
  features: ['Plans the week', 'Sends reminders', 'Exports a report'],
  githubUrl: null,
  liveUrl: null,
  youtubeUrl: null,
  linkedinPost: null,
  image: projects.find((p) => p.image)?.image ?? siteContent.profile.photo,
};
const { image: _image, ...withoutImage } = base;
const FIXTURE: readonly Project[] = [
  {
    ...base,
    title: 'Atlas & <Co> "maps"',
    technologies: ['Full Stack', 'React', 'Deno', 'Fastify', 'CouchDB'],
    features: ['Search', 'Offline maps', 'Shared trips', 'Route planning', 'Live traffic', 'Exports', 'Reviews', 'Photo albums'],
    githubUrl: 'https://github.com/example/atlas',
    liveUrl: 'https://atlas.example.org',
    youtubeUrl: `https://www.youtube.com/watch?v=${VIDEO}`,
    linkedinPost: POST,
  },
  {
    ...base,
    title: 'Chat ai helper',
    technologies: ['Haskell'],
    githubUrl: 'https://github.com/example/chat',
    youtubeUrl: 'https://www.youtube.com/watch?v=r7TnW4yLs0E',
    planned: ['liveUrl'],
  },
  {
    ...base,
    title: 'Ledger',
    technologies: ['Enterprise Application', 'Java', 'Spring'],
    linkedinPost: 'https://www.linkedin.com/feed/update/urn:li:activity:7198765432109876543',
  },
  { ...base, title: 'Garden planner', technologies: ['django-rest-framework', 'SQLite'], planned: ['githubUrl', 'youtubeUrl'] },
  { ...base, title: 'Old portfolio site', technologies: ['HTML'], liveUrl: 'https://old.example.org' },
  { ...withoutImage, title: 'zephyr notes', technologies: ['Markdown'], features: [], githubUrl: 'https://github.com/example/zephyr' },
];
const [ATLAS, CHAT, LEDGER, GARDEN, OLD, ZEPHYR] = FIXTURE as [Project, Project, Project, Project, Project, Project];

/** A project with more to say than a screen holds: every link, both frames, two dozen features. */
const LONG: Project = {
  ...ATLAS,
  title: 'Long read',
  features: Array.from({ length: 24 }, (_, i) => `Feature ${i + 1}, described at enough length to take a line of its own`),
};

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

/** The fixture's filter pills (after the one that shows all). */
const FILTERS = ['Full Stack', 'AI', 'Enterprise application', 'Django', 'Portfolio'] as const;
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

/** An owner who keeps the full-portfolio link for embeds. */
const EMBEDS_ONLY: FullPortfolioLink = { to: '', onProjectsPage: false };
defineWithContent(
  projectsSection,
  { projects: FIXTURE, filters: FILTERS, fullPortfolio: EMBEDS_ONLY, strings: projectStrings },
  'fixture-projects',
);
/** One project, and no filter of its own. */
defineWithContent(
  projectsSection,
  { projects: [LEDGER], filters: [], fullPortfolio: EMBEDS_ONLY, strings: projectStrings },
  'single-projects',
);
/** A short project and a long one. */
defineWithContent(
  projectsSection,
  { projects: [GARDEN, LONG], filters: [], fullPortfolio: EMBEDS_ONLY, strings: projectStrings },
  'sized-projects',
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

/** The section showing the fixture projects. */
async function mount(filter?: string) {
  const el = await fixture<HTMLElement>(
    filter === undefined
      ? html`<portfolio-fixture-projects></portfolio-fixture-projects>`
      : html`<portfolio-fixture-projects filter=${filter}></portfolio-fixture-projects>`,
  );
  return { el, root: await renderedShadow(el, '.project') };
}

/** The site's section, showing data/projects.ts. */
async function mountSite() {
  const el = await fixture<HTMLElement>(html`<portfolio-projects></portfolio-projects>`);
  return { el, root: await renderedShadow(el, '.project') };
}

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
const cardButton = (root: ShadowRoot, title: string) =>
  [...root.querySelectorAll<HTMLButtonElement>('.project h2 button')].find((b) => text(b) === title)!;
/** The open dialog (every project has its own, closed until its card opens it). */
const dialogOf = (root: ShadowRoot) => root.querySelector<HTMLDialogElement>('dialog[open]');

async function openProject(root: ShadowRoot, title: string) {
  cardButton(root, title).click();
  // Open, and the page behind locked (which follows the dialog's toggle event).
  await until(
    () => text(dialogOf(root)?.querySelector('h2')) === title && document.documentElement.style.overflow === 'hidden',
    `dialog for ${title} did not open`,
  );
  return dialogOf(root)!;
}

async function closed(root: ShadowRoot) {
  await until(() => !dialogOf(root) && !document.documentElement.style.overflow, 'dialog did not close');
}

/** Runs `check` with the viewport at `size`, then puts the viewport back as it was. */
async function atViewport(size: { readonly width: number; readonly height: number }, check: () => Promise<void>) {
  const { innerWidth: width, innerHeight: height } = window;
  await setViewport(size);
  try {
    await check();
  } finally {
    await setViewport({ width, height });
  }
}

/** Waits for running transitions and animations (a pill's colour, the dialog's entrance) to end. */
const settled = (root: ShadowRoot) => Promise.all(root.getAnimations().map((a) => a.finished));

/**
 * An element as a short string (`button.close`, `button: Ledger`): assertions compare these,
 * since the test runner cannot report a failed comparison of DOM nodes.
 */
const shortName = (el: Element | null) => (!el ? 'nothing' : `${el.localName}${el.className ? `.${el.className}` : `: ${text(el)}`}`);

describe('<portfolio-projects>', () => {
  before(usePageStyles);
  afterEach(() => resetMouse());

  it('is defined', () => {
    expect(customElements.get('portfolio-projects')).to.exist;
  });

  it('renders the heading, the show-all pill pressed then the filters of data/, the count and every project of data/ in order', async () => {
    const { root } = await mountSite();
    expect([...root.querySelectorAll('h1')].map(text)).to.deep.equal([words.heading]);
    expect(text(root.querySelector('.intro p'))).to.equal(words.intro);
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
      expect(shortName(root.activeElement)).to.equal(`button: ${ATLAS.title}`);
      const card = root.querySelector('.project')!;
      expect(getComputedStyle(card).outlineStyle).to.equal('solid');
      expect(parseFloat(getComputedStyle(card).outlineWidth)).to.be.at.least(2);
    });

    it('are each one button (with its title as name) that covers the whole card', async () => {
      const { root } = await mount();
      for (const card of root.querySelectorAll('.project')) {
        const controls = card.querySelectorAll('button, a, [tabindex]');
        expect(controls.length).to.equal(1);
        expect(controls[0]!.getAttribute('aria-haspopup')).to.equal('dialog');
        expect(controls[0]!.parentElement!.localName).to.equal('h2');
      }
      const card = root.querySelector('.project')!;
      await click(card.querySelector('img')!);
      await until(() => dialogOf(root));
      expect(text(dialogOf(root)!.querySelector('h2'))).to.equal(ATLAS.title);
      dialogOf(root)!.close();
      await closed(root);
    });
  });

  describe('the dialog', () => {
    it('opens modally, labelled by the project title, with focus on its Close button', async () => {
      const { el, root } = await mount();
      expect(dialogOf(root)).to.equal(null);
      const dialog = await openProject(root, ATLAS.title);
      expect(dialog.matches(':modal')).to.equal(true);
      const title = root.getElementById(dialog.getAttribute('aria-labelledby')!)!;
      expect(text(title)).to.equal(ATLAS.title);
      const close = dialog.querySelector<HTMLButtonElement>('button.close')!;
      expect(close.getAttribute('aria-label')).to.equal(strings.common.close);
      expect(shortName(dialog.querySelector('button, a, iframe'))).to.equal('button.close');
      expect(shortName(root.activeElement)).to.equal('button.close');
      expect(document.activeElement === el).to.equal(true);
      dialog.close();
      await closed(root);
    });

    it('shows overview, key features, every technology and the four links', async () => {
      const { root } = await mount();
      const p = ATLAS;
      const dialog = await openProject(root, p.title);
      expect([...dialog.querySelectorAll('h3')].map(text)).to.deep.equal([words.overview, words.features, words.technologies, words.links]);
      expect(text(dialog.querySelector('.details p'))).to.equal(p.description);
      expect([...dialog.querySelectorAll('.features li')].map(text)).to.deep.equal(p.features);
      expect([...dialog.querySelectorAll('.tags li')].map(text)).to.deep.equal(p.technologies);
      const links = [...dialog.querySelectorAll<HTMLAnchorElement>('.links a')].map((a) => [text(a), a.href, a.target, a.rel]);
      expect(links).to.deep.equal([
        [`${words.sourceCode} ${newTab}`, p.githubUrl, '_blank', 'noopener noreferrer'],
        [`${words.liveDemo} ${newTab}`, `${p.liveUrl}/`, '_blank', 'noopener noreferrer'],
        [`${words.videoDemo} ${newTab}`, p.youtubeUrl, '_blank', 'noopener noreferrer'],
        [`${words.article} ${newTab}`, p.linkedinPost, '_blank', 'noopener noreferrer'],
      ]);
      expect(dialog.querySelectorAll('.missing').length).to.equal(0);
      dialog.close();
      await closed(root);
    });

    it('leads with the project’s own picture, and shows none (not even a drawn one) for a project without', async () => {
      const { root } = await mount();
      const dialog = await openProject(root, OLD.title);
      const picture = dialog.querySelector<HTMLImageElement>('.dialog-body img')!;
      expect(picture.closest('.showcase'), 'the picture leads the showcase').to.equal(dialog.querySelector('.showcase'));
      expect(dialog.querySelector('.dialog-body')!.firstElementChild).to.equal(dialog.querySelector('.showcase'));
      expect(picture.alt).to.equal('');
      dialog.close();
      await closed(root);

      const without = await openProject(root, ZEPHYR.title);
      expect(without.querySelectorAll('img, picture, .drawn-image')).to.have.length(0);
      // Nothing to show beside its details: no empty box either.
      expect(without.querySelector('.showcase')).to.equal(null);
      expect([...without.querySelectorAll('h3')].map(text)).to.deep.equal([words.overview, words.technologies, words.links]);
      expect(without.querySelector('.features')).to.equal(null);
      without.close();
      await closed(root);
    });

    it('shows a link the project lacks not at all, and one it plans greyed as Coming Soon, not as a link', async () => {
      const { root } = await mount();
      const [source, live, video, article] = [words.sourceCode, words.liveDemo, words.videoDemo, words.article];
      const link = (label: string) => `${label} ${newTab}`;
      const soon = (label: string) => `${label} ${words.comingSoon}`;
      const expected: Record<string, string[]> = {
        [CHAT.title]: [link(source), soon(live), link(video)],
        [LEDGER.title]: [link(article)],
        [GARDEN.title]: [soon(source), soon(video)],
        [OLD.title]: [link(live)],
      };
      for (const [title, items] of Object.entries(expected)) {
        const dialog = await openProject(root, title);
        expect([...dialog.querySelectorAll('.links li')].map(text), title).to.deep.equal(items);
        for (const planned of dialog.querySelectorAll('.links .planned')) {
          expect(planned.localName).to.equal('span');
          expect(planned.parentElement!.localName).to.equal('li');
          expect(planned.querySelectorAll('a').length).to.equal(0);
          expect(getComputedStyle(planned).borderStyle).to.equal('dashed');
          expect(getComputedStyle(planned).color).to.not.equal(getComputedStyle(dialog.querySelector('h2')!).color);
        }
        dialog.close();
        await closed(root);
      }
    });

    it('has no Links heading for a project with no link, written or planned', async () => {
      const host = await fixture<HTMLElement>(html`<div></div>`);
      const reactRoot = createRoot(host);
      const render = (project: Project) =>
        reactRoot.render(
          <StringsContext value={projectStrings}>
            <ProjectLinks project={project} />
          </StringsContext>,
        );
      render(GARDEN);
      await until(() => text(host.querySelector('h3')) === words.links);
      render({ ...GARDEN, planned: [] });
      await until(() => host.childElementCount === 0, 'a heading and no link');
      expect(text(host)).to.equal('');
      reactRoot.unmount();
    });

    /** A dialog's frame placeholders: what each says, whether it is shown, and the pictures in it. */
    const placeholders = (dialog: HTMLDialogElement) =>
      [...dialog.querySelectorAll<HTMLElement>('[data-frame]')].map((slot) => ({
        provider: text(slot.querySelector('.frame-provider')),
        title: text(slot.querySelector('.frame-title')),
        button: text(slot.querySelector('[data-frame-load]')),
        from: text(slot.querySelector('.frame-source')),
        shown: slot.querySelector('.frame-placeholder')!.checkVisibility(),
        pictures: slot.querySelectorAll('img, .drawn-image').length,
      }));

    it('shows a placeholder on a plain surface, naming its provider, for the video and the post a project has, and loads neither frame until asked', async () => {
      const { root } = await mount();
      const dialog = await openProject(root, ATLAS.title);
      expect(dialog.querySelectorAll('iframe').length).to.equal(0);
      expect(placeholders(dialog)).to.deep.equal([
        {
          provider: words.youtube,
          title: titled(words.videoTitle, ATLAS.title),
          button: words.playVideo,
          from: words.loadsFrom.replace('{host}', 'www.youtube-nocookie.com'),
          shown: true,
          pictures: 0,
        },
        {
          provider: strings.common.networks.linkedin,
          title: titled(words.postTitle, ATLAS.title),
          button: words.showPost,
          from: words.loadsFrom.replace('{host}', 'www.linkedin.com'),
          shown: true,
          pictures: 0,
        },
      ]);
      // Plain: one colour behind its words, no picture under them.
      for (const slot of dialog.querySelectorAll('[data-frame]')) {
        expect(getComputedStyle(slot).backgroundImage).to.equal('none');
        expect(getComputedStyle(slot).backgroundColor).to.not.equal('rgba(0, 0, 0, 0)');
      }
      // The project's picture leads, above the placeholders, not under them.
      const picture = dialog.querySelector('.showcase-image')!.getBoundingClientRect();
      expect(dialog.querySelector('[data-frame]')!.getBoundingClientRect().top).to.be.at.least(picture.bottom);
      expect(text(dialog)).to.not.contain(words.showcaseComingSoon);
      dialog.close();
      await closed(root);
    });

    it('puts a frame in when its placeholder is pressed, in the placeholder’s place at the frame’s own size, with the narrowest permissions, and takes it out on close', async () => {
      const { root } = await mount();
      const dialog = await openProject(root, ATLAS.title);
      // Measured once the dialog has risen into place (its entrance moves everything in it).
      await settled(root);
      const [videoSlot, postSlot] = [...dialog.querySelectorAll<HTMLElement>('[data-frame]')];
      /** Where a slot is in the dialog's body (whatever the body's scroll), and how wide. */
      const place = (slot: HTMLElement) => [slot.offsetTop, slot.offsetLeft, slot.offsetWidth];
      /** The frame's box inside its slot's: its offset from the slot's corner (the slot's border), and its size. */
      const inSlot = (frame: HTMLIFrameElement) => {
        const [f, s] = [frame.getBoundingClientRect(), frame.closest('[data-frame]')!.getBoundingClientRect()];
        return { left: Math.round(f.left - s.left), top: Math.round(f.top - s.top), width: f.width, height: f.height, slot: s.width };
      };
      const videoBefore = place(videoSlot!);
      videoSlot!.querySelector<HTMLButtonElement>('[data-frame-load]')!.click();
      const video = videoSlot!.querySelector('iframe')!;
      expect(dialog.querySelectorAll('iframe').length).to.equal(1);
      expect(video.getAttribute('src')).to.equal(`https://www.youtube-nocookie.com/embed/${VIDEO}`);
      expect(video.title).to.equal(titled(words.videoTitle, ATLAS.title));
      expect(video.getAttribute('loading')).to.equal('lazy');
      expect(video.getAttribute('referrerpolicy')).to.equal('strict-origin-when-cross-origin');
      expect(video.getAttribute('allow')).to.equal('accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen');
      expect(video.hasAttribute('allowfullscreen')).to.equal(false);
      expect(video.hasAttribute('sandbox')).to.equal(false);
      expect(root.activeElement).to.equal(video, 'the frame has focus');
      expect(placeholders(dialog).map((p) => p.shown)).to.deep.equal([false, true]);
      // In the placeholder's place, across the slot, at a video's shape.
      expect(place(videoSlot!)).to.deep.equal(videoBefore);
      const videoBox = inSlot(video);
      expect(videoBox.width).to.be.closeTo(videoBox.slot - 2 * videoBox.left, 1);
      expect(videoBox.width / videoBox.height).to.be.closeTo(16 / 9, 0.02);
      const postBefore = place(postSlot!);
      postSlot!.querySelector<HTMLButtonElement>('[data-frame-load]')!.click();
      const post = postSlot!.querySelector('iframe')!;
      expect(post.getAttribute('src')).to.equal(`https://www.linkedin.com/embed/feed/update/urn:li:activity:${ACTIVITY}`);
      expect(post.title).to.equal(titled(words.postTitle, ATLAS.title));
      expect(post.getAttribute('sandbox')).to.equal('allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox');
      expect(post.hasAttribute('allow')).to.equal(false);
      // In its placeholder's place, as tall as LinkedIn draws a post, no wider than it draws one.
      expect(place(postSlot!)).to.deep.equal(postBefore);
      const postBox = inSlot(post);
      expect(postBox.height).to.be.closeTo(32 * parseFloat(getComputedStyle(document.documentElement).fontSize), 1);
      expect(postBox.width).to.be.at.most(504);
      expect([videoBox.left, videoBox.top, postBox.left, postBox.top]).to.deep.equal([1, 1, 1, 1]);
      dialog.close();
      await closed(root);
      expect(root.querySelectorAll('iframe').length).to.equal(0);
      const again = await openProject(root, ATLAS.title);
      expect(placeholders(again).map((p) => p.shown)).to.deep.equal([true, true]);
      again.close();
      await closed(root);
    });

    it('shows only the frames a project has, and says its showcase is coming soon only when it has neither and plans one', async () => {
      const { root } = await mount();
      const frames = async (title: string) => {
        const dialog = await openProject(root, title);
        const seen = [...dialog.querySelectorAll<HTMLElement>('[data-frame]')].map(
          (slot) => new URL(JSON.parse(slot.dataset.frame!).src).hostname,
        );
        const note = text(dialog.querySelector('.showcase-soon'));
        dialog.close();
        await closed(root);
        return [seen, note];
      };
      expect(await frames(CHAT.title)).to.deep.equal([['www.youtube-nocookie.com'], '']);
      expect(await frames(LEDGER.title)).to.deep.equal([['www.linkedin.com'], '']);
      expect(await frames(GARDEN.title)).to.deep.equal([[], words.showcaseComingSoon]);
      expect(await frames(OLD.title)).to.deep.equal([[], '']);
    });

    it('says the showcase is coming soon under the project’s picture, never over it', async () => {
      for (const width of [1440, 320]) {
        await atViewport({ width, height: 700 }, async () => {
          const { root } = await mount();
          const dialog = await openProject(root, GARDEN.title);
          await settled(root);
          const picture = dialog.querySelector('.showcase-image')!;
          const note = dialog.querySelector('.showcase-soon')!;
          expect(text(note)).to.equal(words.showcaseComingSoon);
          expect(note.getBoundingClientRect().top, `at ${width} px`).to.be.at.least(picture.getBoundingClientRect().bottom);
          expect(note.parentElement).to.equal(picture.parentElement);
          dialog.close();
          await closed(root);
        });
      }
    });

    it('shows no frame for a hostile or malformed video or post URL, only the coming-soon note', async () => {
      const host = await fixture<HTMLElement>(html`<div></div>`);
      const reactRoot = createRoot(host);
      for (const [youtubeUrl, linkedinPost] of [
        [
          'https://youtube.com.evil.com/watch?v=Xk3pQ9vB2mA',
          'https://www.linkedin.com.evil.com/feed/update/urn:li:activity:7212345678901234567',
        ],
        [
          'https://youtube.com@evil.com/watch?v=Xk3pQ9vB2mA',
          'https://www.linkedin.com@evil.com/feed/update/urn:li:activity:7212345678901234567',
        ],
        ['http://www.youtube.com/watch?v=Xk3pQ9vB2mA', 'http://www.linkedin.com/feed/update/urn:li:activity:7212345678901234567'],
        [
          'https://www.youtube.com/watch?v=Xk3pQ9vB2mA"onload="alert(1)',
          'https://www.linkedin.com/feed/update/urn:li:activity:7212345678901234567"x',
        ],
        ['https://www.youtube.com/watch?v=short', 'javascript:alert(1)'],
      ]) {
        // Planned as well (a build refuses both), so that the note marks the render.
        const hostile = { ...ATLAS, youtubeUrl, linkedinPost, planned: ['youtubeUrl'] } as Project;
        reactRoot.render(
          <StringsContext value={projectStrings}>
            <Showcase project={hostile} />
          </StringsContext>,
        );
        await until(() => text(host) === words.showcaseComingSoon, `a frame for ${youtubeUrl} / ${linkedinPost}`);
        expect(host.querySelectorAll('iframe, [data-frame]').length).to.equal(0);
      }
      reactRoot.unmount();
    });

    /** A point on the backdrop, beside the dialog: where its margin is widest (the window's size differs by engine). */
    const onBackdrop = (dialog: HTMLDialogElement): [number, number] => {
      const box = dialog.getBoundingClientRect();
      return box.top >= box.left
        ? [Math.round(box.x + box.width / 2), Math.floor(box.top / 2)]
        : [Math.floor(box.left / 2), Math.round(box.y + box.height / 2)];
    };

    for (const how of ['Escape', 'the Close button', 'a click on the backdrop'] as const) {
      it(`closes with ${how} and gives focus back to the card`, async () => {
        const { root } = await mount();
        const dialog = await openProject(root, LEDGER.title);
        if (how === 'Escape') await sendKeys({ press: 'Escape' });
        else if (how === 'the Close button') dialog.querySelector<HTMLButtonElement>('button.close')!.click();
        else await sendMouse({ type: 'click', position: onBackdrop(dialog) });
        await closed(root);
        expect(shortName(root.activeElement)).to.equal(`button: ${LEDGER.title}`);
        expect(root.querySelectorAll('iframe').length).to.equal(0);
      });
    }

    it('stays open on a click inside it', async () => {
      const { root } = await mount();
      const dialog = await openProject(root, GARDEN.title);
      await click(dialog.querySelector('.details p')!);
      await click(dialog.querySelector('.dialog-header h2')!);
      expect(dialog.open).to.equal(true);
      dialog.close();
      await closed(root);
    });

    it('keeps the page behind from scrolling while open, and at the same position after closing', async () => {
      const wrapper = await fixture<HTMLElement>(
        html`<div><div style="height: 150vh"></div><portfolio-fixture-projects></portfolio-fixture-projects><div style="height: 150vh"></div></div>`,
      );
      const root = await renderedShadow(wrapper.querySelector('portfolio-fixture-projects')!, '.project');
      const html_ = document.documentElement;
      cardButton(root, LEDGER.title).scrollIntoView({ block: 'center', behavior: 'instant' });
      // Settled: the cards that came into view are drawn at their own size (a stand-in size holds
      // their place until then), the scroll keeping the card in place meanwhile, which takes
      // Firefox a frame more than the others.
      let before = Number.NaN;
      for (let still = 0; still < 3; ) {
        await nextFrame();
        still = window.scrollY === before ? still + 1 : 0;
        before = window.scrollY;
      }
      const cardTop = () => cardButton(root, LEDGER.title).getBoundingClientRect().top;
      const topBefore = cardTop();
      expect(before).to.be.greaterThan(0);
      expect(getComputedStyle(html_).overflowY).to.equal('visible');

      await openProject(root, LEDGER.title);
      expect(getComputedStyle(html_).overflowY).to.equal('hidden');
      await sendKeys({ press: 'PageDown' });
      await sendKeys({ press: 'End' });
      expect(window.scrollY).to.equal(before);

      await sendKeys({ press: 'Escape' });
      await closed(root);
      expect(html_.style.overflow).to.equal('');
      expect(getComputedStyle(html_).overflowY).to.equal('visible');
      expect(window.scrollY).to.equal(before);
      expect(cardTop()).to.equal(topBefore);
      expect(shortName(root.activeElement)).to.equal(`button: ${LEDGER.title}`);
      window.scrollTo({ top: 0, behavior: 'instant' });
    });

    it('stacks the showcase above the details on a phone, without overlap', async () => {
      const { innerWidth, innerHeight } = window;
      await setViewport({ width: 390, height: 700 });
      try {
        const { root } = await mount();
        for (const title of [GARDEN.title, ATLAS.title]) {
          const dialog = await openProject(root, title);
          const showcase = dialog.querySelector('.showcase')!.getBoundingClientRect();
          const details = dialog.querySelector('.details')!.getBoundingClientRect();
          expect(showcase.height, title).to.be.greaterThan(100);
          expect(showcase.bottom, title).to.be.at.most(details.top);
          expect(dialog.getBoundingClientRect().width, title).to.be.at.most(390);
          dialog.close();
          await closed(root);
        }
      } finally {
        await setViewport({ width: innerWidth, height: innerHeight });
      }
    });

    for (const width of [1440, 1024]) {
      it(`is as tall as its content at ${width} × 900: a short project under 85%, a long one 90% with its body scrolling, the title in one place`, async () => {
        await atViewport({ width, height: 900 }, async () => {
          const el = await fixture<HTMLElement>(html`<portfolio-sized-projects></portfolio-sized-projects>`);
          const root = await renderedShadow(el, '.project');
          const measure = async (title: string) => {
            const dialog = await openProject(root, title);
            await settled(root);
            const body = dialog.querySelector<HTMLElement>('.dialog-body')!;
            const { top, height } = dialog.getBoundingClientRect();
            const seen = { top, height, scrolls: body.scrollHeight > body.clientHeight, overflowY: getComputedStyle(body).overflowY };
            dialog.close();
            await closed(root);
            return seen;
          };
          const short = await measure(GARDEN.title);
          const long = await measure(LONG.title);
          expect(short.height, 'short').to.be.below(0.85 * 900);
          expect(short.scrolls, 'short').to.equal(false);
          expect(long.height, 'long').to.be.closeTo(0.9 * 900, 1);
          expect([long.scrolls, long.overflowY], 'long').to.deep.equal([true, 'auto']);
          expect(short.top).to.be.closeTo(0.05 * 900, 1);
          expect(long.top).to.be.closeTo(short.top, 0.5);
        });
      });
    }

    it('fits its placeholders at 320 px: nothing wider than the dialog, no line of them cut off', async () => {
      await atViewport({ width: 320, height: 640 }, async () => {
        const { root } = await mount();
        const dialog = await openProject(root, ATLAS.title);
        await settled(root);
        const body = dialog.querySelector<HTMLElement>('.dialog-body')!;
        const box = dialog.getBoundingClientRect();
        expect([box.left >= 0, box.right <= 320, body.scrollWidth <= body.clientWidth]).to.deep.equal([true, true, true]);
        const slots = [...dialog.querySelectorAll<HTMLElement>('[data-frame]')];
        expect(slots).to.have.length(2);
        for (const slot of slots) {
          const edges = slot.getBoundingClientRect();
          expect([slot.scrollWidth <= slot.clientWidth, slot.scrollHeight <= slot.clientHeight], 'the slot cuts nothing off').to.deep.equal(
            [true, true],
          );
          for (const part of slot.querySelectorAll<HTMLElement>('.frame-provider, .frame-title, [data-frame-load], .frame-source')) {
            const r = part.getBoundingClientRect();
            const where = `${part.className || part.localName}: ${text(part)}`;
            expect([r.left >= edges.left - 0.5, r.right <= edges.right + 0.5], where).to.deep.equal([true, true]);
            expect(part.scrollWidth, where).to.be.at.most(part.clientWidth + 1);
          }
        }
        dialog.close();
        await closed(root);
      });
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
      it(`has no violations in the ${theme} theme, filtered, and with the dialog open (with and without frames)`, async () => {
        await useTheme(theme);
        const { el, root } = await mount();
        await expect(el).to.be.accessible();
        pill(root, 'AI').click();
        await until(() => pressed(root)[0] === 'AI');
        await settled(root);
        await expect(el).to.be.accessible();
        pill(root, ALL).click();
        await until(() => pressed(root)[0] === ALL);
        for (const title of [ATLAS.title, GARDEN.title, ZEPHYR.title]) {
          const dialog = await openProject(root, title);
          await settled(root);
          await expect(el).to.be.accessible();
          dialog.close();
          await closed(root);
        }
      });

      it(`has no violations in the ${theme} theme on the site's projects, with the dialog of one with frames and one without`, async () => {
        await useTheme(theme);
        const { el, root } = await mountSite();
        await expect(el).to.be.accessible();
        const hasFrames = (p: Project) => Boolean(p.youtubeUrl || p.linkedinPost);
        const chosen = [projects.find(hasFrames), projects.find((p) => !hasFrames(p))].filter((p) => p !== undefined);
        for (const { title } of chosen) {
          const dialog = await openProject(root, title);
          await settled(root);
          await expect(el, title).to.be.accessible();
          dialog.close();
          await closed(root);
        }
      });
    }
  });
});
