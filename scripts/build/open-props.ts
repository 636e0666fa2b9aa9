/**
 * Just-in-time Open Props: the tokens a stylesheet uses, and the tokens those use, as one
 * `:where(html)` block; a token the stylesheets define themselves (styles/tokens.css's
 * `--font-mono`) is theirs, not Open Props'. The same idea as Open Props' own postcss-jit-props,
 * without PostCSS.
 */
import OpenProps from 'open-props';

const props = OpenProps as unknown as Record<string, string | number>;
const used = (css: string) => [...css.matchAll(/var\(\s*(--[\w-]+)/g)].map((m) => m[1]!);

export function openPropsFor(...sheets: string[]): string {
  const wanted = new Set<string>();
  const own = new Set(sheets.flatMap((css) => [...css.matchAll(/(--[\w-]+)\s*:/g)].map((m) => m[1]!)));
  const visit = (name: string) => {
    if (wanted.has(name) || own.has(name) || !(name in props)) return;
    wanted.add(name);
    used(String(props[name])).forEach(visit);
  };
  sheets.flatMap(used).forEach(visit);
  const body = [...wanted].sort().map((name) => `${name}:${String(props[name]).replace(/\s+/g, ' ').trim()}`);
  return `:where(html){${body.join(';')}}`;
}
