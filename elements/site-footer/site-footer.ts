/**
 * `<site-footer>`: makes Back to Top work (smooth, or instant when the visitor prefers reduced
 * motion). Focus moves to the skip link's target so keyboard users land at the top too. The
 * prerendered footer is kept as the build wrote it (it has nothing that changes, and no
 * hydration markers: elements/prerender.ts); an empty `<site-footer>` renders the template once.
 */
import { render } from 'lit-html';
import { defineElement } from '../shared/define-element.ts';
import type { ChromeContent } from '../shared/chrome.ts';
import { footerTemplate } from './template.ts';

export class SiteFooter extends HTMLElement {
  /** What it shows (set by `defineSiteFooter`). */
  static content: ChromeContent;

  #backToTop = () => {
    const reduce = matchMedia('(prefers-reduced-motion: reduce)').matches;
    scrollTo({ top: 0, behavior: reduce ? 'instant' : 'smooth' });
    document.getElementById('main')?.focus({ preventScroll: true });
  };

  connectedCallback() {
    if (!this.hasChildNodes()) render(footerTemplate(SiteFooter.content), this);
    this.querySelector('.back-to-top')?.addEventListener('click', this.#backToTop);
  }
}

/** Defines `<site-footer>` showing `content`. */
export function defineSiteFooter(content: ChromeContent): void {
  SiteFooter.content = content;
  defineElement('site-footer', SiteFooter);
}

declare global {
  interface HTMLElementTagNameMap {
    'site-footer': SiteFooter;
  }
}
