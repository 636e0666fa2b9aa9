/**
 * Browser-side commands that work alike in Chromium, Firefox and WebKit (test/support/engines.ts
 * runs the engine-* ones). Use these rather than @web/test-runner-commands' setViewport,
 * emulateMedia, sendKeys and resetMouse: the first two have no Firefox or WebDriver version,
 * sendKeys types wrongly over WebDriver and cannot hold a key there, and resetMouse leaves
 * Firefox's pointer where it was.
 */
import { executeServerCommand, resetMouse as releaseMouse, sendMouse } from '@web/test-runner-commands';
import type { Engine, SystemPreferences } from '../../scripts/lib/browser.ts';
import type { KeysPayload, Viewport } from './engines.ts';

/** Sets the page's viewport, in CSS pixels. */
export const setViewport = (viewport: Viewport): Promise<void> => executeServerCommand('engine-viewport', viewport);

/**
 * Changes the visitor's system settings (colour scheme, reduced motion); resolves once the page's
 * media queries follow. WebKitGTK restyles what is already on the page only for a colour scheme
 * change: set reduced motion before the section appears, as a visitor's system has it.
 */
export const emulateMedia = (prefs: SystemPreferences): Promise<void> => executeServerCommand('engine-preferences', prefs);

/** Real key input: `{ type: text }`, `{ press: key }`, or a key held `{ down: key }` until `{ up: key }`. */
export const sendKeys = (payload: KeysPayload): Promise<void> => executeServerCommand('engine-keys', payload);

/** The engine the page runs in: only for a step one engine's driver cannot take (say which and why). */
export const engine = (): Promise<Engine> => executeServerCommand('engine-name');

/** Moves the pointer off whatever it was over, to the top left corner, and releases the mouse buttons. */
export async function resetMouse(): Promise<void> {
  // Moved first: Firefox's reset forgets where the pointer is, and a move then to the corner
  // it thinks it is in moves nothing.
  await sendMouse({ type: 'move', position: [0, 0] });
  await releaseMouse();
}

/** The middle of an element, in the viewport, once scrolled into view (a pointer reaches only what is on screen). */
function middleOf(element: Element): [number, number] {
  element.scrollIntoView({ block: 'center', behavior: 'instant' }); // a smooth scroll would move it from under the pointer
  const box = element.getBoundingClientRect();
  return [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)];
}

/** A real mouse click in the middle of an element. */
export const click = (element: Element, button: 'left' | 'right' = 'left'): Promise<void> =>
  sendMouse({ type: 'click', position: middleOf(element), button });

/** Moves the real pointer over the middle of an element. */
export const hover = (element: Element): Promise<void> => sendMouse({ type: 'move', position: middleOf(element) });
