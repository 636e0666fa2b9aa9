/**
 * A send made on a pasted snippet's form before the widget's loader has run. The snippet's
 * loader is `async` (nothing on the host page waits for it), so a visitor may press Send on the
 * painted form first; the form does nothing on submit by itself (`method="dialog"` outside a
 * dialog). The snippet carries one small inline script, right after its element, that keeps
 * that send and marks what a person types as theirs (the form's bot check), as the site's head
 * script does for its pages (shared/runtime/early-input.ts); the loader sends a kept send once,
 * when it takes the element (loader.ts).
 */
import { watchHumanInput } from '../runtime/human-input.ts';

const HELD = Symbol.for('portfolio.heldSend');

type Holder = Element & { [HELD]?: HTMLFormElement };

/** Run by the snippet's inline script: `script` is that script, right after the widget's element. */
export function holdSend(script: Element | null): void {
  const host = script?.previousElementSibling as Holder | null | undefined;
  const root = host?.shadowRoot;
  if (!host || !root) return;
  watchHumanInput(root);
  root.addEventListener(
    'submit',
    (event) => {
      if (event.target instanceof HTMLFormElement) host[HELD] = event.target;
    },
    true,
  );
}

/** The form whose send was kept on `host`, once (it is forgotten as it is taken). */
export function takeHeldSend(host: Element): HTMLFormElement | undefined {
  const holder = host as Holder;
  const form = holder[HELD];
  delete holder[HELD];
  return form?.isConnected ? form : undefined;
}
