/**
 * localStorage that never throws. Where storage is missing or refuses (private modes, blocked
 * cookies, sandboxed frames, a full quota) values live in memory for the rest of the page's
 * life; a value kept in memory wins over an older stored one.
 */
const memory = new Map<string, string>();

export const safeStorage = {
  get(key: string): string | null {
    if (memory.has(key)) return memory.get(key)!;
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      localStorage.setItem(key, value);
      memory.delete(key);
    } catch {
      memory.set(key, value);
    }
  },
  remove(key: string): void {
    memory.delete(key);
    try {
      localStorage.removeItem(key);
    } catch {
      // nothing stored there
    }
  },
};
