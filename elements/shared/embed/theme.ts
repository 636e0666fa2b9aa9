/**
 * Light or dark for a section embedded in someone else's page, shown as `data-theme` on the
 * element (the embed's tokens switch on it). In order: the element's own `theme` attribute
 * ("light" | "dark"), the host page's `dark` class on <html>, the host page's `color-scheme`
 * (with "light dark", the visitor's system preference). Returns a function that stops watching.
 * Its options have no prototype, so a host page's `Object.prototype` cannot add to them (pollution.ts).
 */
import { bare } from './pollution.ts';

/** The attribute that pins an embedded section's theme, and its values (the embeds' TypeScript declarations type it from these). */
export const THEME_ATTRIBUTE = 'theme';
export const THEMES = ['light', 'dark'] as const;

export function followTheme(host: HTMLElement): () => void {
  const root = document.documentElement;
  const media = matchMedia('(prefers-color-scheme: dark)');
  const update = () => {
    const explicit = host.getAttribute(THEME_ATTRIBUTE);
    const scheme = getComputedStyle(root).colorScheme;
    const dark =
      explicit === 'dark' ||
      (explicit !== 'light' &&
        (root.classList.contains('dark') || (scheme.includes('dark') && (!scheme.includes('light') || media.matches))));
    const theme = dark ? 'dark' : 'light';
    if (host.dataset.theme !== theme) host.dataset.theme = theme;
  };
  const observer = new MutationObserver(update);
  observer.observe(root, bare({ attributes: true, attributeFilter: ['class', 'style'] }));
  observer.observe(host, bare({ attributes: true, attributeFilter: [THEME_ATTRIBUTE] }));
  media.addEventListener('change', update);
  update();
  return () => {
    observer.disconnect();
    media.removeEventListener('change', update);
  };
}
