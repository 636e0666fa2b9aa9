/**
 * Invoker Commands (a `<button commandfor="id" command="show-modal">` that opens a dialog by
 * itself) where the engine lacks them: WebKit ships them behind a flag only, and older Safari
 * and Firefox releases not at all. The fallback gives the same behaviour for the commands the
 * site uses on a `<dialog>`: `show-modal`, `close` and `request-close`, run after the click
 * has been dispatched (as the browser's own activation would) unless a handler cancelled it,
 * after a `command` event on the dialog (`command`, `source`) as the engines fire it.
 * The dialog is found by id in the button's own tree (document or shadow root).
 *
 * A quick-view link (opener.ts) is run here too, in every engine, as a `show-modal` its link is
 * the source of: no engine runs a command from a link.
 *
 * Both scripts that can show such a button install it: the section loader (schedule-island.ts: site runtime and
 * embed loaders, before React) and a section's own bundle; the first one wins.
 */
import { opensQuickView, QUICK_VIEW } from './opener.ts';

const INSTALLED = Symbol.for('portfolio.invokerCommands');

/** Whether the engine runs `command`/`commandfor` itself. */
export const nativeInvokerCommands = (): boolean => 'command' in HTMLButtonElement.prototype;

function invoke(source: HTMLElement, dialogId: string | undefined, command: string | null): void {
  const root = source.getRootNode() as Document | ShadowRoot;
  const target = root.getElementById(dialogId ?? '');
  if (!(target instanceof HTMLDialogElement)) return;
  // The `command` event first, as the engines that run commands fire it (cancellable, naming its source).
  const event = Object.assign(new Event('command', { cancelable: true }), { command, source });
  if (!target.dispatchEvent(event)) return;
  if (command === 'show-modal' && !target.open) target.showModal();
  else if (command === 'close' && target.open) target.close();
  // `requestClose` (a cancellable close) is newer than the dialog itself.
  else if (command === 'request-close' && target.open) {
    if (typeof target.requestClose === 'function') target.requestClose();
    else target.close();
  }
}

/** Installs the quick views, and the fallback where the engine needs it, once per page. */
export function supportInvokerCommands(): void {
  const page = window as Window & { [INSTALLED]?: true };
  if (page[INSTALLED]) return;
  page[INSTALLED] = true;
  const native = nativeInvokerCommands();
  // Bubbling, on the document: clicks inside (open) shadow roots arrive retargeted, and the
  // composed path still names the button or link.
  document.addEventListener('click', (event) => {
    if (event.defaultPrevented) return;
    const path = event.composedPath();
    const link = path.find((node): node is HTMLAnchorElement => node instanceof HTMLAnchorElement && node.matches(QUICK_VIEW));
    if (link) {
      if (!opensQuickView(event)) return;
      event.preventDefault();
      invoke(link, link.dataset.quickView, 'show-modal');
      return;
    }
    const button = native ? undefined : path.find((node): node is HTMLButtonElement => node instanceof HTMLButtonElement);
    if (button?.hasAttribute('commandfor') && !button.disabled)
      invoke(button, button.getAttribute('commandfor') ?? undefined, button.getAttribute('command'));
  });
}
