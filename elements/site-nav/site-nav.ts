/**
 * `<site-nav>`: the fixed header. A light-DOM element (page CSS styles it) that hydrates the
 * prerendered template and adds the behaviour: translucent once the page is scrolled more than
 * `SCROLL_THRESHOLD` px, the theme toggle, and the phone menu (closed by a link or Escape).
 */
import { render } from 'lit-html';
import { defineElement } from '../shared/define-element.ts';
import { hydrate } from '@lit-labs/ssr-client';
import { currentTheme, setTheme } from '../shared/runtime/theme.ts';
import { currentRoute } from '../shared/urls.ts';
import type { ChromeContent } from '../shared/chrome.ts';
import { navTemplate, prerenderState, type NavActions, type NavState } from './template.ts';

/** Scroll offset, in CSS px, past which the header turns translucent. */
export const SCROLL_THRESHOLD = 10;

export class SiteNav extends HTMLElement {
  /** What it shows (set by `defineSiteNav`). */
  static content: ChromeContent;

  #state: NavState = prerenderState(null);
  #actions: NavActions = {
    toggleMenu: () => this.#set({ menuOpen: !this.#state.menuOpen }),
    closeMenu: () => this.#set({ menuOpen: false }),
    toggleTheme: () => {
      const theme = this.#state.theme === 'dark' ? 'light' : 'dark';
      setTheme(theme);
      this.#set({ theme });
    },
  };
  #onScroll = () => this.#set({ scrolled: scrollY > SCROLL_THRESHOLD });
  #onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && this.#state.menuOpen) {
      this.#set({ menuOpen: false });
      this.querySelector<HTMLElement>('.menu-toggle')?.focus();
    }
  };

  connectedCallback() {
    this.#state = prerenderState(currentRoute(location.pathname));
    if (this.hasChildNodes()) hydrate(navTemplate(SiteNav.content, this.#state, this.#actions), this);
    this.#set({ theme: currentTheme(), scrolled: scrollY > SCROLL_THRESHOLD });
    addEventListener('scroll', this.#onScroll, { passive: true });
    addEventListener('keydown', this.#onKey);
  }

  disconnectedCallback() {
    removeEventListener('scroll', this.#onScroll);
    removeEventListener('keydown', this.#onKey);
  }

  #set(change: Partial<NavState>) {
    const next = { ...this.#state, ...change };
    const same = (Object.keys(change) as (keyof NavState)[]).every((k) => next[k] === this.#state[k]);
    if (same && this.hasChildNodes()) return;
    this.#state = next;
    render(navTemplate(SiteNav.content, next, this.#actions), this);
  }
}

/** Defines `<site-nav>` showing `content`. */
export function defineSiteNav(content: ChromeContent): void {
  SiteNav.content = content;
  defineElement('site-nav', SiteNav);
}

declare global {
  interface HTMLElementTagNameMap {
    'site-nav': SiteNav;
  }
}
