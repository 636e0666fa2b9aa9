/**
 * Light or dark, switched by the `dark` class on <html>. The choice is saved in localStorage
 * under `theme`; where storage is missing or throws (private modes, sandboxed frames, a full
 * quota) the choice lives in memory for the rest of the page's life.
 */
export type Theme = 'light' | 'dark';

const KEY = 'theme';
let unsaved: Theme | null = null;

const isTheme = (value: unknown): value is Theme => value === 'light' || value === 'dark';

/** The saved choice, else the system colour scheme. */
export function initialTheme(): Theme {
  let saved: string | null = unsaved;
  try {
    saved = localStorage.getItem(KEY) ?? unsaved;
  } catch {
    // storage unavailable: fall back to the in-memory choice
  }
  if (isTheme(saved)) return saved;
  return matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

export const currentTheme = (): Theme =>
  document.documentElement.classList.contains('dark') ? 'dark' : 'light';

export function showTheme(theme: Theme): void {
  document.documentElement.classList.toggle('dark', theme === 'dark');
}

/** Shows the theme and remembers it. */
export function setTheme(theme: Theme): void {
  showTheme(theme);
  unsaved = theme;
  try {
    localStorage.setItem(KEY, theme);
  } catch {
    // kept in memory only
  }
}
