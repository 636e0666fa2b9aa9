/**
 * The contact form's unsent text, saved on every keystroke per form (`draftKey`), so a reload
 * or a crashed tab loses nothing. It is removed only after a successful send.
 */
import { safeStorage } from '../shared/safe-storage.ts';

export interface Fields {
  readonly name: string;
  readonly email: string;
  readonly message: string;
}

export const FIELD_NAMES = ['name', 'email', 'message'] as const satisfies readonly (keyof Fields)[];

/**
 * Where a form's draft is kept: `contact-draft:<page path>`, for a page's first form; a form
 * with an `id` adds `#<id>`, and a later form without one adds `#<its position>` (`#1`, …), so
 * two forms on one page keep separate drafts.
 */
export function draftKey(host: Element | null = null): string {
  const page = `contact-draft:${location.pathname}`;
  if (!host) return page;
  if (host.id) return `${page}#${host.id}`;
  const position = [...document.querySelectorAll(host.localName)].indexOf(host);
  return position > 0 ? `${page}#${position}` : page;
}

/** The form's current values (missing controls read as ""). */
export function readFields(form: HTMLFormElement): Fields {
  const data = new FormData(form);
  const value = (name: keyof Fields) => {
    const v = data.get(name);
    return typeof v === 'string' ? v : '';
  };
  return { name: value('name'), email: value('email'), message: value('message') };
}

export const isBlank = (fields: Fields): boolean => FIELD_NAMES.every((name) => !fields[name]);

export function saveDraft(fields: Fields, key = draftKey()): void {
  if (isBlank(fields)) safeStorage.remove(key);
  else safeStorage.set(key, JSON.stringify(fields));
}

/** The saved draft under `key` (the page's first form by default), or null (also for anything unreadable). */
export function loadDraft(key = draftKey()): Fields | null {
  const raw = safeStorage.get(key);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const record = parsed as Record<string, unknown>;
    const text = (name: keyof Fields) => (typeof record[name] === 'string' ? record[name] : '');
    const draft = { name: text('name'), email: text('email'), message: text('message') };
    return isBlank(draft) ? null : draft;
  } catch {
    return null;
  }
}

export const hasDraft = (key = draftKey()): boolean => loadDraft(key) !== null;

export const clearDraft = (key = draftKey()): void => safeStorage.remove(key);
