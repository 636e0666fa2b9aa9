/**
 * `<site-nav>`: the fixed header. A light-DOM element (page CSS styles it) that brings the
 * prerendered markup to life: translucent once the page is scrolled more than `SCROLL_THRESHOLD`
 * px, the theme toggle, the phone menu (closed by a link or Escape), and on a wide screen the
 * priority-plus links (the pages with no room move into More) and the More and language menus
 * (closed by a link, Escape, a press outside them or focus leaving them).
 *
 * The markup is the build's, kept as it is: each change of state sets the few attributes and
 * classes it touches (`#show`), so the page carries no hydration markers (about 300 B gzip of
 * every page) and nothing the visitor may already have focused is replaced. An empty
 * `<site-nav>` renders the template once.
 */
import { render } from 'lit-html';
import { defineElement } from '../shared/define-element.ts';
import { currentTheme, setTheme } from '../shared/runtime/theme.ts';
import { currentRoute } from '../shared/urls.ts';
import type { ChromeContent } from '../shared/chrome.ts';
import { pagesInMore } from './priority.ts';
import { currentOf } from './current.ts';
import { navTemplate, prerenderState, themeLabel, type NavState, type Popup } from './template.ts';

/** The popup a `.popup-toggle` button opens. */
const popupOf = (toggle: Element): Popup => (toggle.closest('.more') ? 'more' : 'languages');

/** Scroll offset, in CSS px, past which the header turns translucent. */
export const SCROLL_THRESHOLD = 10;

export class SiteNav extends HTMLElement {
  /** What it shows (set by `defineSiteNav`); each element keeps what it was connected with. */
  static content: ChromeContent;

  #content = SiteNav.content;
  #state: NavState = prerenderState(null);
  /**
   * The sizes the row's ResizeObserver last reported: the row's (its content box: the room the
   * links and More share, whether More is in it or not), each link's and the More menu's. Nothing
   * is read from the layout: each change of size arrives once, as an entry, and moving links
   * into More or back changes none of them.
   */
  #sizes = new Map<Element, number>();
  #fit = new ResizeObserver((entries) => {
    for (const { target, contentBoxSize, borderBoxSize } of entries)
      this.#sizes.set(target, (target.matches('.row') ? contentBoxSize : borderBoxSize)[0]!.inlineSize);
    this.#layOut();
  });
  #onScroll = () => this.#set({ scrolled: scrollY > SCROLL_THRESHOLD });
  #onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    const { popup, menuOpen } = this.#state;
    if (popup) this.#closePopup(true);
    else if (menuOpen) {
      this.#set({ menuOpen: false });
      this.querySelector<HTMLElement>('.menu-toggle')?.focus();
    }
  };
  /** A press, or focus, outside the open popup closes it. */
  #onOutside = (event: Event) => {
    const open = this.#openButton()?.parentElement;
    const target = event instanceof FocusEvent ? event.relatedTarget : event.composedPath()[0];
    if (open && target instanceof Node && !open.contains(target)) this.#closePopup(false);
  };

  /** The header's controls, by what they do: one listener for every click in the header. */
  #onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const button = target?.closest('button');
    if (button?.matches('.menu-toggle')) this.#set({ menuOpen: !this.#state.menuOpen });
    else if (button?.matches('.theme-toggle')) {
      const theme = this.#state.theme === 'dark' ? 'light' : 'dark';
      setTheme(theme);
      this.#set({ theme });
    } else if (button?.matches('.popup-toggle')) {
      const popup = popupOf(button);
      this.#set({ popup: this.#state.popup === popup ? null : popup });
    } else if (target?.closest('.links a, .more a')) this.#set({ menuOpen: false, popup: null });
  };

  connectedCallback() {
    const links = [...this.querySelectorAll('.links > li')];
    // The pages the build put into More, as the prerendered markup has them.
    const more = links.flatMap((li, i) => (li.classList.contains('in-more') ? [i] : []));
    this.#content = SiteNav.content;
    this.#state = prerenderState(currentRoute(location.pathname), more);
    if (!this.hasChildNodes()) render(navTemplate(this.#content, this.#state), this);
    this.#set({ theme: currentTheme(), scrolled: scrollY > SCROLL_THRESHOLD });
    this.addEventListener('click', this.#onClick);
    addEventListener('scroll', this.#onScroll, { passive: true });
    addEventListener('keydown', this.#onKey);
    addEventListener('pointerdown', this.#onOutside);
    this.addEventListener('focusout', this.#onOutside);
    this.#fit.observe(this.querySelector('.row')!);
    for (const part of this.querySelectorAll('.links > li, .more')) this.#fit.observe(part, { box: 'border-box' });
  }

  disconnectedCallback() {
    removeEventListener('scroll', this.#onScroll);
    removeEventListener('keydown', this.#onKey);
    removeEventListener('pointerdown', this.#onOutside);
    this.removeEventListener('focusout', this.#onOutside);
    this.removeEventListener('click', this.#onClick);
    this.#fit.disconnect();
    this.#sizes.clear();
  }

  /**
   * Moves into More the links the row has no room for (priority.ts), from the sizes last
   * reported. A More menu with no size is the phone menu's, which shows every link.
   */
  #layOut() {
    const size = (el: Element | null) => (el && this.#sizes.get(el)) ?? 0;
    const more = size(this.querySelector('.more'));
    if (!more) return;
    const list = this.querySelector('.links')!;
    const gap = Number.parseFloat(getComputedStyle(list).columnGap) || 0;
    const row = { links: [...list.children].map(size), space: size(this.querySelector('.row')), more: more + gap, gap };
    const next = pagesInMore(
      row,
      this.#content.pages.findIndex((page) => currentOf(page.route, this.#state.route)),
    );
    if (next.join() !== this.#state.more.join()) this.#set({ more: next, ...(next.length ? {} : { popup: null }) });
  }

  #openButton = () => this.querySelector<HTMLElement>('.popup-toggle[aria-expanded="true"]');

  /** Closes the open popup; on Escape, its button gets the focus back. */
  #closePopup(focusButton: boolean) {
    const button = this.#openButton();
    this.#set({ popup: null });
    if (focusButton) button?.focus();
  }

  #set(change: Partial<NavState>) {
    const next = { ...this.#state, ...change };
    const changed = (Object.keys(change) as (keyof NavState)[]).filter((key) => next[key] !== this.#state[key]);
    if (!changed.length) return;
    this.#state = next;
    this.#show(next, changed.includes('more'));
  }

  /** Brings the markup to `state` (`moved`: the pages in More changed). */
  #show(state: NavState, moved: boolean) {
    const part = (selector: string) => this.querySelector(selector)!;
    part('.site-header').classList.toggle('is-scrolled', state.scrolled);
    part('.menu-toggle').setAttribute('aria-expanded', String(state.menuOpen));
    part('.menu').classList.toggle('is-open', state.menuOpen);
    part('.theme-toggle').setAttribute('aria-label', themeLabel(this.#content, state.theme));
    for (const toggle of this.querySelectorAll('.popup-toggle'))
      toggle.setAttribute('aria-expanded', String(popupOf(toggle) === state.popup));
    if (!moved) return;
    const links = [...part('.links').children];
    links.forEach((li, i) => li.classList.toggle('in-more', state.more.includes(i)));
    part('.more').classList.toggle('is-idle', !state.more.length);
    // More lists the same links as the row: a copy of each moved page's link.
    part('.more .popup-list').replaceChildren(
      ...state.more.map((i) => {
        const item = document.createElement('li');
        item.append(links[i]!.querySelector('a')!.cloneNode(true));
        return item;
      }),
    );
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
