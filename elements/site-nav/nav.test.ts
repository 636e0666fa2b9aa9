import { setViewport } from '../../test/support/commands.ts';
import { expect, fixture, html } from '@open-wc/testing';
import { strings } from '../../data/strings.ts';
import { chromeContent } from '../shared/chrome.ts';
import { defineSiteNav, SCROLL_THRESHOLD } from './site-nav.ts';
import { siteContent } from '../../test/support/site-section.ts';
import { currentRoute } from '../shared/urls.ts';
import { breakStorage, text, until, usePageStyles } from '../../test/support/dom.ts';

defineSiteNav(chromeContent(siteContent));

const { pages } = siteContent;
const words = strings.nav;

/** The nav as a page has it: followed by the main landmark its skip link targets. */
async function navFixture(): Promise<HTMLElement> {
  const page = await fixture(html`<div><site-nav></site-nav><main id="main" tabindex="-1"></main></div>`);
  return page.querySelector('site-nav')!;
}

const visible = (el: Element | null) => !!el && getComputedStyle(el).display !== 'none' && el.getBoundingClientRect().height > 0;

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

  it('toggles the theme, names the action, and saves it', async () => {
    const nav = await navFixture();
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

  it('on a phone, opens and closes the menu, and closes it when a link is clicked', async () => {
    await setViewport({ width: 390, height: 800 });
    const nav = await navFixture();
    const toggle = nav.querySelector<HTMLButtonElement>('.menu-toggle')!;
    const menu = nav.querySelector('#site-menu')!;
    expect(visible(toggle)).to.be.true;
    expect(visible(menu)).to.be.false;
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');

    toggle.click();
    await until(() => visible(menu), 'menu did not open');
    expect(toggle.getAttribute('aria-expanded')).to.equal('true');
    await expect(nav).to.be.accessible();
    toggle.click();
    await until(() => !visible(menu), 'menu did not close');

    toggle.click();
    await until(() => visible(menu));
    const stay = (e: Event) => e.preventDefault();
    document.addEventListener('click', stay);
    nav.querySelector<HTMLAnchorElement>('.links a[href="/about/"]')!.click();
    document.removeEventListener('click', stay);
    await until(() => !visible(menu), 'a link click did not close the menu');
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
    expect(visible(nav.querySelector('.menu-toggle'))).to.be.false;
    expect(visible(nav.querySelector('#site-menu'))).to.be.true;
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
