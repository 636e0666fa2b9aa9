import { click, sendKeys, setViewport } from '../../test/support/commands.ts';
import { expect, fixture, html } from '@open-wc/testing';
import { sendMouse } from '@web/test-runner-commands';
import { language } from '../../content/languages.ts';
import { strings } from '../../data/strings.ts';
import { chromeContent, type ChromeContent } from '../shared/chrome.ts';
import { defineSiteNav, SCROLL_THRESHOLD, SiteNav } from './site-nav.ts';
import { pagesInMore } from './priority.ts';
import { siteContent } from '../../test/support/site-section.ts';
import { currentRoute } from '../shared/urls.ts';
import { breakStorage, inBothThemes, seen, text, until, usePageStyles } from '../../test/support/dom.ts';

const site = chromeContent(siteContent);
defineSiteNav(site);

const { pages } = siteContent;
const words = strings.nav;

/**
 * A crowded header: nine pages whose labels fill more than a laptop's row, the current one (the
 * test page is served at /) last, and three languages, one written right to left.
 */
const crowded: ChromeContent = {
  ...site,
  pages: [
    'Fixture overview of the work',
    'Fixture biography',
    'Fixture abilities and tools',
    'Fixture portfolio of projects',
    'Fixture open source work',
    'Fixture articles and notes',
    'Fixture certificates',
    'Fixture timeline of events',
    'Fixture home',
  ].map((navLabel, i, all) => ({ route: i === all.length - 1 ? '' : `fixture-${i}`, navLabel })),
  languages: [...new Set([site.strings.lang, 'ar', 'he'])].map((lang, i) => language(lang, i === 0)),
};

/** The nav as a page has it: followed by the main landmark its skip link targets. */
async function navFixture(): Promise<HTMLElement> {
  const page = await fixture(html`<div><site-nav></site-nav><main id="main" tabindex="-1"></main></div>`);
  return page.querySelector('site-nav')!;
}

/**
 * The nav as the build writes it: its markup (without lit's comments, as elements/prerender.ts
 * writes it) already inside `<site-nav>` when the element connects.
 */
async function prerenderedNav(): Promise<HTMLElement> {
  const rendered = await navFixture();
  const markup = rendered.innerHTML.replace(/<!--[\s\S]*?-->/g, '');
  rendered.parentElement!.remove();
  const page = await fixture(html`<div><main id="main" tabindex="-1"></main></div>`);
  page.insertAdjacentHTML('afterbegin', `<site-nav>${markup}</site-nav>`);
  return page.querySelector('site-nav')!;
}

const builds = [
  ['rendered in the browser', navFixture],
  ['prerendered by the build', prerenderedNav],
] as const;

/** The nav showing `content` (the site's own by default). */
async function navWith(content: ChromeContent): Promise<HTMLElement> {
  SiteNav.content = content;
  try {
    return await navFixture();
  } finally {
    SiteNav.content = site;
  }
}

const hrefs = (links: Iterable<Element>) => [...links].map((a) => a.getAttribute('href'));
const moreButton = (nav: Element) => nav.querySelector<HTMLButtonElement>('.more .popup-toggle')!;
const languageButton = (nav: Element) => nav.querySelector<HTMLButtonElement>('.languages .popup-toggle')!;
/** Whether the runtime has measured the row (the links in it fit its box). */
const settled = (nav: Element) => {
  const row = nav.querySelector('.links')!.getBoundingClientRect();
  return [...nav.querySelectorAll('.links a')].filter(seen).every((a) => a.getBoundingClientRect().bottom <= row.bottom);
};

/**
 * Checks the wide header: one row inside the header with no menu button, the résumé and theme
 * toggle shown, every visible link inside the row and at least 8 px from the next; gives the
 * addresses of the links shown in the row.
 */
function rowOf(nav: Element): (string | null)[] {
  const header = nav.querySelector('header')!.getBoundingClientRect();
  const box = nav.querySelector('.nav')!.getBoundingClientRect();
  expect(seen(nav.querySelector('.menu-toggle')), 'the menu button').to.be.false;
  for (const part of ['.resume', '.theme-toggle']) expect(seen(nav.querySelector(part)), part).to.be.true;
  const parts = [...nav.querySelectorAll('.brand, .links a, .popup-toggle, .resume, .theme-toggle')].filter(seen);
  for (const part of parts) {
    const r = part.getBoundingClientRect();
    const where = `${text(part) || part.className} at ${Math.round(r.left)}–${Math.round(r.right)} × ${Math.round(r.top)}–${Math.round(r.bottom)}`;
    expect(r.left >= box.left - 0.5 && r.right <= box.right + 0.5, `${where} overflows the header's row`).to.be.true;
    expect(r.top >= header.top && r.bottom <= header.bottom, `${where} is outside the header`).to.be.true;
  }
  const inRow = [...nav.querySelectorAll('.links a')].filter(seen);
  const spans = inRow.map((a) => a.getBoundingClientRect()).sort((a, b) => a.left - b.left);
  for (let i = 1; i < spans.length; i++) expect(spans[i]!.left - spans[i - 1]!.right).to.be.at.least(7.9);
  return hrefs(inRow);
}

/** Opens More (when the row has one) by a click and gives the addresses it lists; closes it again. */
async function moreOf(nav: Element): Promise<(string | null)[]> {
  const button = moreButton(nav);
  if (!seen(button)) return [];
  await click(button);
  const list = nav.querySelector('#nav-more')!;
  await until(() => seen(list), 'More did not open');
  const listed = hrefs([...list.querySelectorAll('a')].filter(seen));
  await click(button);
  await until(() => !seen(list), 'More did not close');
  return listed;
}

describe('<site-nav>', () => {
  let spacer: HTMLElement;
  before(async () => {
    await usePageStyles();
    spacer = Object.assign(document.createElement('div'), { style: 'height: 3000px' });
    document.body.append(spacer);
  });
  after(() => spacer.remove());
  afterEach(async () => {
    scrollTo(0, 0);
    localStorage.clear();
    document.documentElement.classList.remove('dark');
    await setViewport({ width: 1280, height: 800 });
  });

  it('is accessible', async () => {
    const nav = await navFixture();
    await expect(nav).to.be.accessible();
  });

  it('links every page in order, with a skip link first', async () => {
    const nav = await navFixture();
    const links = [...nav.querySelectorAll('.links a')];
    expect(links.map(text)).to.deep.equal(pages.map((p) => p.navLabel));
    expect(links.map((a) => a.getAttribute('href'))).to.deep.equal(pages.map((p) => (p.route ? `/${p.route}/` : '/')));
    expect(nav.querySelector('a')!.getAttribute('href')).to.equal('#main');
    expect(text(nav.querySelector('a'))).to.equal(words.skipToContent);
  });

  it('marks the current page, and only it, with aria-current', async () => {
    const nav = await navFixture();
    const current = nav.querySelectorAll('[aria-current="page"]');
    expect(current.length).to.equal(1);
    expect(text(current[0])).to.equal(pages.find((p) => p.route === '')!.navLabel); // the test page is served at /
  });

  describe('on a page under a section (a post, a project)', () => {
    /** Pages the test owns: Home, a section whose pages sit under it, and another. */
    const sections: ChromeContent = {
      ...site,
      pages: [
        { route: '', navLabel: 'Fixture home' },
        { route: 'notes', navLabel: 'Fixture notes' },
        { route: 'notes-archive', navLabel: 'Fixture archive' },
      ],
    };
    const served = location.href;
    /** The nav as it is on the page at `path` (the test page's address changed for it, then put back). */
    async function navAt(path: string, navOf: () => Promise<HTMLElement>): Promise<HTMLElement> {
      history.replaceState(history.state, '', path);
      SiteNav.content = sections;
      try {
        return await navOf();
      } finally {
        SiteNav.content = site;
        history.replaceState(history.state, '', served);
      }
    }
    const marks = (nav: Element) =>
      [...nav.querySelectorAll('.links a[aria-current]')].map((a) => [text(a), a.getAttribute('aria-current')]);
    const look = (a: Element) => {
      const style = getComputedStyle(a);
      return [style.color, style.backgroundColor, style.fontWeight, style.textDecorationLine];
    };

    for (const [how, navOf] of builds) {
      it(`marks the section as current ("true"), not as the page itself (${how})`, async () => {
        expect(marks(await navAt('/notes/first-note/', navOf))).to.deep.equal([['Fixture notes', 'true']]);
        expect(marks(await navAt('/notes/', navOf))).to.deep.equal([['Fixture notes', 'page']]);
        // A route that merely starts with the section's name is not under it; Home is under nothing.
        expect(marks(await navAt('/notes-archive/', navOf))).to.deep.equal([['Fixture archive', 'page']]);
      });
    }

    it('shows the section as current just as the current page', async () => {
      const under = (await navAt('/notes/first-note/', navFixture)).querySelector('.links a[aria-current]')!;
      const section = (await navAt('/notes/', navFixture)).querySelector('.links a[aria-current]')!;
      const other = (await navAt('/notes/', navFixture)).querySelector('.links a:not([aria-current])')!;
      expect(look(under)).to.deep.equal(look(section));
      expect(look(under)).to.not.deep.equal(look(other));
    });
  });

  it('opens the resume PDF in a new tab', async () => {
    const nav = await navFixture();
    const resume = nav.querySelector<HTMLAnchorElement>('a.resume')!;
    expect(resume.getAttribute('href')).to.equal('/resume.pdf');
    expect(resume.target).to.equal('_blank');
    expect(resume.rel).to.equal('noopener noreferrer');
    expect(text(resume)).to.equal(`${words.resume} ${words.resumeNote}`);
  });

  it('names the navigation and the menu button with the words of data/strings.ts', async () => {
    const nav = await navFixture();
    expect(nav.querySelector('nav')!.getAttribute('aria-label')).to.equal(words.label);
    expect(text(nav.querySelector('.menu-toggle'))).to.equal(words.menu);
  });

  for (const [how, navOf] of builds)
    it(`toggles the theme, names the action, and saves it (${how})`, async () => {
      const nav = await navOf();
      const toggle = nav.querySelector<HTMLButtonElement>('.theme-toggle')!;
      expect(toggle.getAttribute('aria-label')).to.equal(words.toDarkTheme);
      toggle.click();
      await until(() => toggle.getAttribute('aria-label') === words.toLightTheme);
      expect(document.documentElement.classList.contains('dark')).to.be.true;
      expect(localStorage.getItem('theme')).to.equal('dark');
      toggle.click();
      await until(() => toggle.getAttribute('aria-label') === words.toDarkTheme);
      expect(document.documentElement.classList.contains('dark')).to.be.false;
    });

  it('toggles the theme for the visit when storage throws', async () => {
    const restore = breakStorage();
    try {
      const nav = await navFixture();
      nav.querySelector<HTMLButtonElement>('.theme-toggle')!.click();
      await until(() => document.documentElement.classList.contains('dark'));
    } finally {
      restore();
    }
  });

  it(`turns translucent only after more than ${SCROLL_THRESHOLD}px of scrolling`, async () => {
    const nav = await navFixture();
    const header = nav.querySelector('header')!;
    scrollTo(0, SCROLL_THRESHOLD);
    await until(() => scrollY === SCROLL_THRESHOLD);
    await new Promise(requestAnimationFrame);
    expect(header.classList.contains('is-scrolled')).to.be.false;
    scrollTo(0, SCROLL_THRESHOLD + 1);
    await until(() => header.classList.contains('is-scrolled'), 'header did not turn translucent');
    expect(getComputedStyle(header).backdropFilter).to.contain('blur');
    scrollTo(0, 0);
    await until(() => !header.classList.contains('is-scrolled'));
  });

  for (const [how, navOf] of builds)
    it(`on a phone, opens and closes the menu, and closes it when a link is clicked (${how})`, async () => {
      await setViewport({ width: 390, height: 800 });
      const nav = await navOf();
      const toggle = nav.querySelector<HTMLButtonElement>('.menu-toggle')!;
      const menu = nav.querySelector('#site-menu')!;
      expect(seen(toggle)).to.be.true;
      expect(seen(menu)).to.be.false;
      expect(toggle.getAttribute('aria-expanded')).to.equal('false');

      toggle.click();
      await until(() => seen(menu), 'menu did not open');
      expect(toggle.getAttribute('aria-expanded')).to.equal('true');
      await expect(nav).to.be.accessible();
      toggle.click();
      await until(() => !seen(menu), 'menu did not close');

      toggle.click();
      await until(() => seen(menu));
      const stay = (e: Event) => e.preventDefault();
      document.addEventListener('click', stay);
      nav.querySelector<HTMLAnchorElement>('.links a[href="/about/"]')!.click();
      document.removeEventListener('click', stay);
      await until(() => !seen(menu), 'a link click did not close the menu');
      expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    });

  it('closes the phone menu on Escape and returns focus to the menu button', async () => {
    await setViewport({ width: 390, height: 800 });
    const nav = await navFixture();
    const toggle = nav.querySelector<HTMLButtonElement>('.menu-toggle')!;
    toggle.click();
    await until(() => toggle.getAttribute('aria-expanded') === 'true');
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await until(() => toggle.getAttribute('aria-expanded') === 'false');
    expect(document.activeElement).to.equal(toggle);
  });

  it('shows all links and no menu button on a wide screen', async () => {
    const nav = await navFixture();
    expect(seen(nav.querySelector('.menu-toggle'))).to.be.false;
    expect(seen(nav.querySelector('#site-menu'))).to.be.true;
  });
});

describe('<site-nav> on a wide screen', () => {
  /** The page below the header, somewhere to click outside the nav. */
  let page: HTMLElement;
  /**
   * A click on the page in the window's bottom corner, where no popup reaches (nav.css caps an
   * open list's height short of the window's end): in the page's middle, a long list may lie.
   */
  const clickPage = () => sendMouse({ type: 'click', position: [8, innerHeight - 8] });
  before(async () => {
    await usePageStyles();
    page = Object.assign(document.createElement('div'), { style: 'height: 3000px' });
    document.body.append(page);
  });
  after(() => page.remove());
  afterEach(async () => {
    document.documentElement.classList.remove('dark');
    await setViewport({ width: 1280, height: 800 });
  });

  for (const width of [900, 1024, 1280]) {
    for (const [name, content] of [
      ['the site', site],
      ['a crowded header', crowded],
    ] as const) {
      it(`at ${width} px, keeps ${name}'s links in one row, each page in the row or in More`, async () => {
        await setViewport({ width, height: 800 });
        const nav = await navWith(content);
        await until(() => settled(nav), 'the row was not measured');
        const all = hrefs(nav.querySelectorAll('.links a'));
        const inRow = rowOf(nav);
        const inMore = await moreOf(nav);
        expect([...inRow, ...inMore].sort()).to.deep.equal([...all].sort());
        expect(inRow.filter((href) => inMore.includes(href))).to.deep.equal([]);
      });
    }
  }

  it('moves links into More as the window narrows, keeping the current page, and back as it widens', async () => {
    await setViewport({ width: 1600, height: 800 });
    const nav = await navWith({ ...crowded, languages: [] });
    const current = nav.querySelector('.links a[aria-current="page"]')!;
    await until(() => settled(nav));
    const wide = rowOf(nav).length;
    await setViewport({ width: 900, height: 800 });
    await until(() => settled(nav) && rowOf(nav).length < wide, 'no link moved into More');
    expect(seen(current), 'the current page left the row').to.be.true;
    expect(seen(moreButton(nav))).to.be.true;
    await setViewport({ width: 1600, height: 800 });
    await until(() => settled(nav) && rowOf(nav).length === wide, 'the links did not come back');
  });

  it('opens More by click and keyboard; closes it by a click on it, Escape, a click outside or a link', async () => {
    await setViewport({ width: 900, height: 800 });
    const nav = await navWith(crowded);
    const button = moreButton(nav);
    const list = nav.querySelector('#nav-more')!;
    await until(() => seen(button));
    expect(button.getAttribute('aria-controls')).to.equal(list.id);
    expect(text(button)).to.equal(words.more);

    button.focus();
    await sendKeys({ press: 'Enter' });
    await until(() => button.getAttribute('aria-expanded') === 'true' && seen(list), 'Enter did not open More');
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement).to.equal(list.querySelector('a'));
    await sendKeys({ press: 'Escape' });
    await until(() => button.getAttribute('aria-expanded') === 'false' && !seen(list), 'Escape did not close More');
    expect(document.activeElement).to.equal(button);

    await sendKeys({ press: ' ' });
    await until(() => seen(list), 'Space did not open More');
    await clickPage();
    await until(() => !seen(list), 'a click outside did not close More');
    expect(button.getAttribute('aria-expanded')).to.equal('false');

    await click(button);
    await until(() => seen(list));
    const stay = (e: Event) => e.preventDefault();
    document.addEventListener('click', stay);
    list.querySelector<HTMLAnchorElement>('a')!.click();
    document.removeEventListener('click', stay);
    await until(() => !seen(list), 'a link did not close More');
  });

  it("opens the language menu: a button naming the page's language, each language in its own name", async () => {
    const nav = await navWith(crowded);
    const button = languageButton(nav);
    const list = nav.querySelector('#nav-languages')!;
    expect(seen(list)).to.be.false;
    const current = crowded.languages.find((l) => l.lang === crowded.strings.lang)!;
    expect(text(button)).to.equal(`${words.languages} ${current.name}`);
    expect(button.getAttribute('aria-expanded')).to.equal('false');
    await click(button);
    await until(() => seen(list), 'the language menu did not open');
    expect(button.getAttribute('aria-expanded')).to.equal('true');
    const links = [...list.querySelectorAll('a')];
    expect(links.map((a) => [text(a), a.lang, a.hreflang, a.dir])).to.deep.equal(
      crowded.languages.map((l) => [l.name, l.lang, l.lang, l.dir]),
    );
    expect(links.filter((a) => a.getAttribute('aria-current') === 'true').map(text)).to.deep.equal([current.name]);
    // One menu at a time: opening More closes the languages.
    await setViewport({ width: 900, height: 800 });
    await until(() => seen(moreButton(nav)));
    await click(moreButton(nav));
    await until(() => seen(nav.querySelector('#nav-more')) && !seen(list), 'More did not take the language menu’s place');
    await sendKeys({ press: 'Escape' });
    await until(() => !seen(nav.querySelector('#nav-more')));
    expect(document.activeElement).to.equal(moreButton(nav));
  });

  it('is accessible with its menus open, in both themes', async () => {
    await setViewport({ width: 900, height: 800 });
    const nav = await navWith(crowded);
    await until(() => seen(moreButton(nav)));
    for (const button of [moreButton(nav), languageButton(nav)]) {
      await click(button);
      await until(() => button.getAttribute('aria-expanded') === 'true');
      await inBothThemes(async () => {
        await expect(nav).to.be.accessible();
      });
    }
  });

  it('on a phone, shows every link in its menu, no More, and the languages as a row', async () => {
    await setViewport({ width: 390, height: 800 });
    const nav = await navWith(crowded);
    nav.querySelector<HTMLButtonElement>('.menu-toggle')!.click();
    await until(() => seen(nav.querySelector('#site-menu')));
    expect([...nav.querySelectorAll('.links a')].every(seen)).to.be.true;
    expect(seen(moreButton(nav))).to.be.false;
    expect(seen(languageButton(nav))).to.be.false;
    expect([...nav.querySelectorAll('#nav-languages a')].every(seen)).to.be.true;
  });
});

describe('pagesInMore', () => {
  const row = { links: [100, 100, 100, 100], space: 400, more: 60, gap: 10 };

  it('moves nothing when every link fits', () => {
    expect(pagesInMore({ ...row, space: 430 }, 0)).to.deep.equal([]);
  });

  it('keeps in order the links that fit beside More, and moves the rest', () => {
    expect(pagesInMore(row, -1)).to.deep.equal([3]);
    expect(pagesInMore({ ...row, space: 300 }, -1)).to.deep.equal([2, 3]);
  });

  it("keeps the current page's link first", () => {
    expect(pagesInMore({ ...row, space: 300 }, 3)).to.deep.equal([1, 2]);
  });

  it('moves every link when none fits beside More', () => {
    expect(pagesInMore({ ...row, space: 150 }, 2)).to.deep.equal([0, 1, 2, 3]);
  });
});

describe('currentRoute', () => {
  it('maps paths to routes, ignoring trailing slashes and index.html', () => {
    expect(currentRoute('/')).to.equal('');
    expect(currentRoute('/index.html')).to.equal('');
    expect(currentRoute('/about')).to.equal('about');
    expect(currentRoute('/about/')).to.equal('about');
    expect(currentRoute('/about/index.html')).to.equal('about');
  });
});
