/**
 * A host page's `Object.prototype`, looked at before a widget reads any object of its own. A key
 * put there (`Object.prototype.href = …`, by the page's code or through a flaw in it) is a key of
 * every object: a `for…in` lists it and a read of a missing field finds it, in React's code and
 * the bundler's as in ours, and a property descriptor reads `get`, `set` and `value` even when
 * they are not enumerable. `pollution` names such a key; `bare` gives a platform API options
 * that have none.
 */

/** The fields of a property descriptor: inherited, they change every `Object.defineProperty`. */
const DESCRIPTOR_KEYS = ['get', 'set', 'value', 'writable', 'enumerable', 'configurable'];

/** The first key every object inherits that code reading objects would see, or undefined when there is none. */
export function pollution(): string | undefined {
  for (const key in {}) return key;
  return DESCRIPTOR_KEYS.find((key) => key in {});
}

/** `init` with no prototype: the platform API it is given to (attachShadow, observe) reads its own keys only. */
export const bare = <T extends object>(init: T): T => Object.assign(Object.create(null) as T, init);
