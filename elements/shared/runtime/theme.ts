/**
 * Light or dark, switched by the `dark` class on <html>. The choice is saved under `theme`
 * (safeStorage: in memory for the rest of the page's life where storage is missing or throws).
 */
import { safeStorage } from '../safe-storage.ts';

export type Theme = 'light' | 'dark';

const KEY = 'theme';

const isTheme = (value: unknown): value is Theme => value === 'light' || value === 'dark';

/** The saved choice, else the system colour scheme. */
export function initialTheme(): Theme {
  const saved = safeStorage.get(KEY);
  if (isTheme(saved)) return saved;
  return matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

export const currentTheme = (): Theme => (document.documentElement.classList.contains('dark') ? 'dark' : 'light');

export function showTheme(theme: Theme): void {
  document.documentElement.classList.toggle('dark', theme === 'dark');
}

/** Shows the theme and remembers it. */
export function setTheme(theme: Theme): void {
  showTheme(theme);
  safeStorage.set(KEY, theme);
}
