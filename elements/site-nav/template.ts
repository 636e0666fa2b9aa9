/**
 * The header of every page. The build renders this template to HTML (so every link works
 * without JavaScript); `<site-nav>` hydrates it and re-renders it on state changes.
 */
import { html, nothing } from 'lit-html';
import type { ChromeContent } from '../shared/chrome.ts';
import { pageIcon } from '../shared/media/lit-icon.ts';
import { pagesRoot, routeHref } from '../shared/urls.ts';
import type { Theme } from '../shared/runtime/theme.ts';

export interface NavState {
  /** Route of the current page ("" for Home); null on pages outside the menu (404). */
  readonly route: string | null;
  readonly theme: Theme;
  readonly menuOpen: boolean;
  readonly scrolled: boolean;
}

export interface NavActions {
  readonly toggleMenu: () => void;
  readonly closeMenu: () => void;
  readonly toggleTheme: () => void;
}

/** The state the build renders: what every visitor sees before scripts run. */
export const prerenderState = (route: string | null): NavState => ({
  route,
  theme: 'light',
  menuOpen: false,
  scrolled: false,
});

/**
 * The language switcher (a site in several languages only): each language named in itself, in
 * its own language, a link to the page shown in that language; the current one marked.
 */
const languageSwitcher = ({ languages, strings }: ChromeContent, route: string | null) =>
  languages.length > 1
    ? html`<ul class="languages" role="list" aria-label=${strings.nav.languages}>
        ${languages.map(
          (l) => html`<li>
            <a
              href=${routeHref(route ?? '', l.folder)}
              hreflang=${l.lang}
              lang=${l.lang}
              dir=${l.dir}
              aria-current=${l.lang === strings.lang ? 'true' : nothing}
              >${l.name}</a
            >
          </li>`,
        )}
      </ul>`
    : nothing;

export const navTemplate = (chrome: ChromeContent, state: NavState, actions: NavActions) => {
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
        @click=${actions.toggleMenu}
      >
        ${pageIcon('menu')}${pageIcon('close')}<span class="visually-hidden">${words.menu}</span>
      </button>
      <div id="site-menu" class="menu ${state.menuOpen ? 'is-open' : ''}">
        <ul class="links" role="list">
          ${pages.map(
            (page) => html`<li>
              <a
                href=${routeHref(page.route)}
                aria-current=${page.route === state.route ? 'page' : nothing}
                @click=${actions.closeMenu}
                >${page.navLabel}</a
              >
            </li>`,
          )}
        </ul>
        <a class="resume" href="${pagesRoot()}resume.pdf" target="_blank" rel="noopener noreferrer">
          ${pageIcon('file')}${words.resume}<span class="visually-hidden"> ${words.resumeNote}</span>
        </a>
        <button
          class="icon-button theme-toggle"
          type="button"
          aria-label=${state.theme === 'dark' ? words.toLightTheme : words.toDarkTheme}
          @click=${actions.toggleTheme}
        >
          ${pageIcon('moon')}${pageIcon('sun')}
        </button>
        ${languageSwitcher(chrome, state.route)}
      </div>
    </nav>
  </header>
`;
};
