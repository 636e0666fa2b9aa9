/**
 * Tab panels not shown are laid out ahead of the tap that shows them. A hidden panel keeps an
 * empty, invisible box whose contents skip rendering (`content-visibility: hidden`, in
 * shared/section/host.css) and keep whatever layout they were last given. Once the page has
 * loaded, each hidden panel is laid out once, invisibly, in a moment the page is idle, one panel
 * per moment; the tap that shows it then lays out almost nothing (About's Education tab on the
 * phone profile: 20–38 ms of layout in the tap before, 3–4 ms after; docs/performance.md).
 * Where `content-visibility` is unknown, hidden panels are laid out with the page and this does
 * nothing.
 */

/** While set, a hidden panel's contents are laid out (host.css). */
const PREPARING = 'data-preparing';

const prepared = new WeakSet<Element>();

/** Resolves when the page is idle (Safari has no `requestIdleCallback`: soon after, there). */
const idle = (): Promise<void> =>
  new Promise((resolve) => {
    if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout: 2000 });
    else setTimeout(resolve, 100);
  });

const loaded = (): Promise<void> =>
  new Promise((resolve) => {
    if (document.readyState === 'complete') resolve();
    else addEventListener('load', () => resolve(), { once: true });
  });

/** Lays out the hidden tab panels in `scope`, one per idle moment from the page's `load` on; resolves when none is left. */
export async function prepareHiddenPanels(scope: ParentNode): Promise<void> {
  if (!CSS.supports('content-visibility', 'hidden')) return;
  await loaded();
  for (;;) {
    await idle();
    const panel = [...scope.querySelectorAll('[role="tabpanel"][hidden]')].find((p) => !prepared.has(p));
    if (!panel) return;
    prepared.add(panel);
    panel.setAttribute(PREPARING, '');
    // Reading its size lays it out here and now; the layout stays once its contents skip rendering again.
    panel.getBoundingClientRect();
    panel.removeAttribute(PREPARING);
  }
}
