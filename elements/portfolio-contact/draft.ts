/**
 * The contact form's unsent text, saved on every keystroke per form (`draftKey`,
 * shared/drafts.ts, where the `draft` load strategy looks for it too), so a reload or a crashed
 * tab loses nothing. It is removed only after a successful send, and whenever it holds no text.
 */
import { draftKey } from '../shared/drafts.ts';
import type { EventDetail } from '../shared/section/event-details.ts';
import type { ContactEvents } from './contract.ts';
import { safeStorage } from '../shared/safe-storage.ts';

export { draftKey };

/** The form's fields, as `message-sent` carries them (contract.ts). */
export type Fields = EventDetail<ContactEvents, 'message-sent'>['fields'];

export const FIELD_NAMES = ['name', 'email', 'message'] as const satisfies readonly (keyof Fields)[];

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

export const clearDraft = (key = draftKey()): void => safeStorage.remove(key);
