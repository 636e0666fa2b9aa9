/** Invoker Commands (Chromium 135+), not yet in @types/react: a button that opens or closes a dialog by itself. */
import 'react';

declare module 'react' {
  interface ButtonHTMLAttributes<T> {
    commandfor?: string | undefined;
    command?: 'show-modal' | 'close' | 'request-close' | 'show-popover' | 'hide-popover' | 'toggle-popover' | `--${string}` | undefined;
  }
}
