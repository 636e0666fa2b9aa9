/** Helpers shared by the browser tests. */
import { iconMarkup } from '../../elements/shared/media/icon-markup.ts';
import type { IconName } from '../../elements/shared/media/icons.ts';
import { waitUntil } from '@open-wc/testing';

/**
 * Waits until `predicate` holds, checking every 50 ms, for up to 10 s unless `options` say
 * otherwise. @open-wc's `waitUntil` gives up after 1 s, which a correct page can outlast on a
 * busy two-core machine (a React commit while other work holds the CPU); waiting on a condition
 * costs nothing when it holds sooner.
 */
export const until = (
  predicate: () => unknown,
  message?: string,
  options?: { readonly interval?: number; readonly timeout?: number },
): Promise<void> => waitUntil(predicate, message, { timeout: 10_000, ...options });

/**
 * Whether a visitor sees `el`: it has a box with some height, and neither it nor an ancestor is
 * hidden by `display`, `visibility` or `content-visibility` (a hidden tab panel keeps an empty,
 * invisible box: shared/section/host.css).
 */
export const seen = (el: Element | null): boolean =>
  !!el && el.checkVisibility({ visibilityProperty: true, checkVisibilityCSS: true }) && el.getBoundingClientRect().height > 0;

/**
 * Loads the built page stylesheet (theme tokens for every section, nav and footer styles) and
 * marks scripts as running. Call it in `before` of every suite that looks at colours or layout.
 */
export async function usePageStyles(): Promise<void> {
  document.documentElement.classList.add('js');
  if (document.querySelector('link[data-test-styles]')) return;
  const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href: '/__test/site.css' });
  link.dataset.testStyles = '';
  const loaded = new Promise((resolve) => link.addEventListener('load', resolve, { once: true }));
  document.head.append(link);
  await loaded;
}

/** Makes localStorage throw on every read and write until the returned function is called. */
export function breakStorage(error: () => Error = () => new DOMException('The operation is insecure.', 'SecurityError')): () => void {
  const { getItem, setItem } = Storage.prototype;
  Storage.prototype.getItem = () => {
    throw error();
  };
  Storage.prototype.setItem = () => {
    throw error();
  };
  return () => Object.assign(Storage.prototype, { getItem, setItem });
}

/** The shadow root of a section, once React has put content in it. */
export async function renderedShadow(host: HTMLElement, selector: string): Promise<ShadowRoot> {
  await until(() => host.shadowRoot?.querySelector(selector), `<${host.localName}> rendered no ${selector}`);
  return host.shadowRoot!;
}

/**
 * Waits until a visitor scrolled to `img` sees it: in view (a lazy picture loads only then;
 * Firefox and WebKit do not load one for `decode()`), loaded with pixels, and decoded.
 */
export async function seeImage(img: HTMLImageElement): Promise<void> {
  img.scrollIntoView({ block: 'center', behavior: 'instant' });
  await until(() => img.complete && img.naturalWidth > 0, `${img.currentSrc || img.src} did not load`);
  await img.decode();
}

/** Visible text of a node with whitespace collapsed. */
export const text = (node: Element | null | undefined): string => (node?.textContent ?? '').replace(/\s+/g, ' ').trim();

/** Switches the page theme and waits until colour transitions have settled (axe reads colours). */
export async function useTheme(theme: 'light' | 'dark'): Promise<void> {
  document.documentElement.classList.toggle('dark', theme === 'dark');
  await new Promise(requestAnimationFrame); // let the style change start its transitions
  const roots: (Document | ShadowRoot)[] = [document];
  for (const el of document.querySelectorAll('*')) if (el.shadowRoot) roots.push(el.shadowRoot);
  await Promise.all(roots.flatMap((r) => r.getAnimations()).map((a) => a.finished.catch(() => undefined)));
}

/** Runs `check` in the light theme, then in the dark one, and leaves the page light. */
export async function inBothThemes(check: (theme: 'light' | 'dark') => Promise<void>): Promise<void> {
  await check('light');
  await useTheme('dark');
  try {
    await check('dark');
  } finally {
    await useTheme('light');
  }
}

/** An icon's markup as the browser serialises it, to compare with a rendered `.icon`'s innerHTML. */
export function iconHtml(name: IconName): string {
  const template = document.createElement('template');
  template.innerHTML = iconMarkup(name);
  return template.innerHTML;
}
