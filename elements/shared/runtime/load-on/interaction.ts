/**
 * `interaction`: on the first sign of use (a pointer over it or down, a touch, focus inside, a
 * click, a key, a form sent). Most visitors read before they click, and a page that only reads
 * needs no React at all.
 */
import type { LoadStrategy } from '../load-on.ts';

const SIGNS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'click', 'keydown'] as const;

export const interaction: LoadStrategy = (host) =>
  new Promise((resolve) => {
    // On the element, which sees them from inside its shadow root too; `submit` does not cross a
    // shadow boundary: listened to inside it.
    const scope = host.shadowRoot ?? host;
    const used = () => {
      for (const type of SIGNS) host.removeEventListener(type, used);
      scope.removeEventListener('submit', used, true);
      resolve();
    };
    for (const type of SIGNS) host.addEventListener(type, used, { passive: true });
    scope.addEventListener('submit', used, true);
  });
