/**
 * Key presses as WebDriver actions (`performActions`), for WebKit's driver: shared by the
 * browser tests' launcher (./engines.ts) and the cross-engine driver (test/e2e/engines/webdriver.ts).
 */
import { Key } from 'webdriverio';

/** Characters typed with Shift on a US keyboard (WebDriver's keyboard). */
const SHIFTED = /^[A-Z~!@#$%^&*()_+{}|:"<>?]$/;

export interface KeyAction {
  readonly type: 'keyDown' | 'keyUp';
  readonly value: string;
}

/** A key pressed and released. */
export const stroke = (value: string): KeyAction[] => [
  { type: 'keyDown', value },
  { type: 'keyUp', value },
];

/**
 * `text` typed a character at a time, a shifted character with Shift held, as on a keyboard:
 * after a right click (its context menu) WebKitGTK's driver types "H!" as "h1" otherwise.
 */
export const typing = (text: string): KeyAction[] =>
  [...text].flatMap((value) =>
    SHIFTED.test(value) ? [{ type: 'keyDown', value: Key.Shift }, ...stroke(value), { type: 'keyUp', value: Key.Shift }] : stroke(value),
  );
