/**
 * The header of every page, as markup for a state: the build renders it to HTML (so every link
 * works without JavaScript), and `<site-nav>` renders it only when it has no prerendered markup.
 * Behaviour lives in site-nav.ts, which brings the markup to each later state itself.
 */
import { html, nothing } from 'lit-html';
import type { ChromeContent } from '../shared/chrome.ts';
import { pageIcon } from '../shared/media/lit-icon.ts';
import { pagesRoot, routeHref } from '../shared/urls.ts';
import { currentOf } from './current.ts';
import type { Theme } from '../shared/runtime/theme.ts';

/** The wide header's menus: the pages it has no room for, and the languages. */
export type Popup = 'more' | 'languages';

export interface NavState {
  /** Route of the current page ("" for Home); null on pages outside the menu (404). */
  readonly route: string | null;
  readonly theme: Theme;
  readonly menuOpen: boolean;
  readonly scrolled: boolean;
  /** Indices of the pages in the More menu: the links the wide header has no room for (priority.ts). */
  readonly more: readonly number[];
  /** The wide header's open menu, if any. */
  readonly popup: Popup | null;
}

/** The state the build renders: what every visitor sees before scripts run. */
export const prerenderState = (route: string | null, more: readonly number[] = []): NavState => ({
  route,
  theme: 'light',
  menuOpen: false,
  scrolled: false,
  more,
  popup: null,
});

type Page = ChromeContent['pages'][number];

/** The theme toggle's name: the action it takes from `theme`. */
export const themeLabel = ({ strings: { nav } }: ChromeContent, theme: Theme) => (theme === 'dark' ? nav.toLightTheme : nav.toDarkTheme);

/** A page's item of a list of links (`inMore`: the row's, for a page it has moved into More). */
const pageItem = (page: Page, state: NavState, inMore = false) =>
  html`<li class=${inMore ? 'in-more' : nothing}><a href=${routeHref(page.route)} aria-current=${currentOf(page.route, state.route) ?? nothing}>${page.navLabel}</a></li>`;

interface PopupParts {
  readonly name: Popup;
  readonly className: string;
  readonly button: unknown;
  /** The list's accessible name, when the button's does not say what it lists. */
  readonly label?: string;
  readonly items: unknown;
}

/** A button that opens a list below it (the wide header's More and language menus). */
const popup = ({ name, className, button, label, items }: PopupParts, state: NavState) =>
  html`<div class="popup ${className}"><button class="popup-toggle" type="button" aria-expanded=${state.popup === name ? 'true' : 'false'}
aria-controls="nav-${name}">${button}</button><ul id="nav-${name}" class="popup-list" role="list"
aria-label=${label ?? nothing}>${items}</ul></div>`;

/** The links the wide header has no room for, behind a "More" button (idle when every link fits). */
const moreMenu = ({ pages, strings }: ChromeContent, state: NavState) =>
  popup(
    {
      name: 'more',
      className: state.more.length ? 'more' : 'more is-idle',
      button: strings.nav.more,
      items: state.more.map((i) => pageItem(pages[i]!, state)),
    },
    state,
  );

/**
 * The language switcher (a site in several languages only): a button naming the page's language
 * that opens the list of languages, each named in itself, in its own language, a link to the page
 * shown in that language; the current one marked. The phone menu and a page without scripts show
 * the list as a row.
 */
const languageMenu = ({ languages, strings }: ChromeContent, state: NavState) =>
  languages.length > 1
    ? popup(
        {
          name: 'languages',
          className: 'languages',
          button: html`${pageIcon('languages')}<span class="visually-hidden">${strings.nav.languages} </span>${
            languages.find((l) => l.lang === strings.lang)?.name
          }`,
          label: strings.nav.languages,
          items: languages.map(
            (l) =>
              html`<li><a href=${routeHref(state.route ?? '', l.folder)} hreflang=${l.lang} lang=${l.lang} dir=${l.dir}
aria-current=${l.lang === strings.lang ? 'true' : nothing}>${l.name}</a></li>`,
          ),
        },
        state,
      )
    : nothing;

export const navTemplate = (chrome: ChromeContent, state: NavState) => {
  const {
    brand,
    pages,
    strings: { nav: words },
  } = chrome;
  return html`
  <a class="skip-link" href="#main">${words.skipToContent}</a>
  <header class="site-header ${state.scrolled ? 'is-scrolled' : ''}">
    <nav class="nav" aria-label=${words.label}>
      <a class="brand" href=${pagesRoot()}>${brand}<span aria-hidden="true">.</span></a>
      <button
        class="icon-button menu-toggle"
        type="button"
        aria-expanded=${state.menuOpen ? 'true' : 'false'}
        aria-controls="site-menu"
      >
        ${pageIcon('menu')}${pageIcon('close')}<span class="visually-hidden">${words.menu}</span>
      </button>
      <div id="site-menu" class="menu ${state.menuOpen ? 'is-open' : ''}">
        <div class="row">
          <ul class="links" role="list">
            ${pages.map((page, i) => pageItem(page, state, state.more.includes(i)))}
          </ul>
          ${moreMenu(chrome, state)}
        </div>
        <a class="resume" href="${pagesRoot()}resume.pdf" target="_blank" rel="noopener noreferrer">
          ${pageIcon('file')}${words.resume}<span class="visually-hidden"> ${words.resumeNote}</span>
        </a>
        <button
          class="icon-button theme-toggle"
          type="button"
          aria-label=${themeLabel(chrome, state.theme)}
        >
          ${pageIcon('moon')}${pageIcon('sun')}
        </button>
        ${languageMenu(chrome, state)}
      </div>
    </nav>
  </header>
`;
};
