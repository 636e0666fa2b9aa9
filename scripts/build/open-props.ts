/**
 * Just-in-time Open Props: the tokens a stylesheet uses, and the tokens those use, as one
 * `:where(html)` block; a token the stylesheets define themselves (styles/tokens.css's
 * `--font-mono`) is theirs, not Open Props'. The same idea as Open Props' own postcss-jit-props,
 * without PostCSS.
 */
import OpenProps from 'open-props';
import { customProperties } from './css.ts';

const props = OpenProps as unknown as Record<string, string | number>;
/**
 * What a stylesheet declares and reads, parsed once per text: every page of a language passes the
 * same shared sheets (200 post pages would otherwise parse them 200 times, 2 s of a build).
 */
const parsed = new Map<string, ReturnType<typeof customProperties>>();
function propertiesOf(sheet: string): ReturnType<typeof customProperties> {
  let found = parsed.get(sheet);
  if (!found) {
    // `npm start` builds again after every edit: the texts of earlier edits go now and then.
    if (parsed.size > 5_000) parsed.clear();
    parsed.set(sheet, (found = customProperties(sheet)));
  }
  return found;
}

/** The custom properties an Open Props value reads (`--shadow-2` reads `--shadow-color`). */
const readByValue = (value: string | number) => propertiesOf(`a{--value:${value}}`).read;

export function openPropsFor(...sheets: string[]): string {
  const wanted = new Set<string>();
  const found = sheets.map(propertiesOf);
  const own = new Set(found.flatMap(({ declared }) => [...declared]));
  const visit = (name: string) => {
    if (wanted.has(name) || own.has(name) || !(name in props)) return;
    wanted.add(name);
    readByValue(props[name]!).forEach(visit);
  };
  for (const { read } of found) read.forEach(visit);
  const body = [...wanted].sort().map((name) => `${name}:${String(props[name]).replace(/\s+/g, ' ').trim()}`);
  return `:where(html){${body.join(';')}}`;
}
