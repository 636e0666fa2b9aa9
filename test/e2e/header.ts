/**
 * In the page, for the end-to-end suites in any engine: what a visitor sees of the header
 * (<site-nav>) on a wide screen. Each function runs in the page, so it uses nothing from outside.
 */

/** Once the runtime has laid the row out for the window's width (its observer answers before the next paint). */
export const laidOut = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

/** What a visitor sees of the header. */
export function header() {
  const shown = (el: Element | null) =>
    !!el && el.checkVisibility() && getComputedStyle(el).visibility === 'visible' && el.getBoundingClientRect().width > 0;
  const nav = document.querySelector('site-nav .nav')!;
  const box = nav.getBoundingClientRect();
  const bar = document.querySelector('site-nav header')!.getBoundingClientRect();
  const parts = [...nav.querySelectorAll('.brand, .links a, .popup-toggle, .resume, .theme-toggle')].filter(shown);
  const inRow = [...nav.querySelectorAll<HTMLAnchorElement>('.links a')].filter(shown);
  const spans = inRow.map((a) => a.getBoundingClientRect()).sort((a, b) => a.left - b.left);
  return {
    menuButton: shown(nav.querySelector('.menu-toggle')),
    resume: shown(nav.querySelector('.resume')),
    theme: shown(nav.querySelector('.theme-toggle')),
    more: shown(nav.querySelector('.more .popup-toggle')),
    inRow: inRow.map((a) => a.getAttribute('href')),
    current: inRow.some((a) => a.getAttribute('aria-current') === 'page'),
    outside: parts
      .filter((p) => {
        const r = p.getBoundingClientRect();
        return r.left < box.left - 0.5 || r.right > box.right + 0.5 || r.top < bar.top || r.bottom > bar.bottom;
      })
      .map((p) => p.textContent?.trim() || p.className),
    gaps: spans.slice(1).map((r, i) => Math.round((r.left - spans[i]!.right) * 10) / 10),
    pageWider: document.documentElement.scrollWidth > innerWidth,
  };
}
