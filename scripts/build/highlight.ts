/**
 * Code in the owner's Markdown posts, highlighted at build time by Shiki with two themes at once
 * (light and dark): every token gets a class, and a rule per class gives its colour in both
 * themes as `light-dark()`, which follows the page's `color-scheme` (the theme toggle's, or the
 * system's without scripts). The page holds no highlighter and no inline style (the page policy
 * allows none): only classes, and the few rules its code needs.
 *
 * Tokens drawn in the text's own colour get no element; neighbours of one colour are one element;
 * a space takes its neighbour's. A fence's language is any Shiki knows by name or alias (```ts,
 * ```python, ```sh); another, or none, is plain text.
 */
import type { Element, ElementContent } from 'hast';
import { bundledLanguages, bundledLanguagesAlias, createHighlighter, type BundledLanguage, type Highlighter } from 'shiki';

/** The themes: GitHub's. A colour of theirs that reads below WCAG AA on its background is drawn in the text's colour (`readable`). */
const THEMES = { light: 'github-light', dark: 'github-dark-default' } as const;

/** WCAG's contrast for normal text, AA. */
const AA = 4.5;

/** A `#rrggbb` colour's relative luminance (WCAG 2). */
const luminance = (hex: string): number => {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const v = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

/** `colour` when it reads at AA on `background`, else `text` (the theme's own text colour). */
export function readable(colour: string, background: string, text: string): string {
  const full = (hex: string) => (hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join('')}` : hex.slice(0, 7));
  const [a, b] = [luminance(full(colour)), luminance(full(background))];
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05) >= AA ? colour : text;
}

let highlighter: Promise<Highlighter> | undefined;

/** The highlighter, made once per process (`npm start` keeps it between builds); languages load as posts need them. */
const ready = () => (highlighter ??= createHighlighter({ themes: Object.values(THEMES), langs: [] }));

/** A language Shiki knows by this name or alias, or undefined (plain text). */
const knownLanguage = (name: string): BundledLanguage | undefined => {
  const lower = name.toLowerCase();
  return lower in bundledLanguages || lower in bundledLanguagesAlias ? (lower as BundledLanguage) : undefined;
};

/** The classes of one post's code: the first colour pair met is `tk0`, the next `tk1`… */
export class TokenClasses {
  readonly #names = new Map<string, string>();

  /** The class of a colour pair (made on first use). */
  nameOf(light: string, dark: string): string {
    const key = `${light}|${dark}`;
    if (!this.#names.has(key)) this.#names.set(key, `tk${this.#names.size}`);
    return this.#names.get(key)!;
  }

  /** The rules of the classes used and the code block's own colours: empty when the post has no highlighted code. */
  async css(): Promise<string> {
    if (!this.#names.size) return '';
    const h = await ready();
    const [light, dark] = [h.getTheme(THEMES.light), h.getTheme(THEMES.dark)];
    const rules = [...this.#names].map(([key, name]) => {
      const [l, d] = key.split('|');
      return `.${name}{color:light-dark(${l},${d})}`;
    });
    return `.code{color:light-dark(${light.fg},${dark.fg});background:light-dark(${light.bg},${dark.bg})}${rules.join('')}`;
  }
}

const text = (value: string): ElementContent => ({ type: 'text', value });

/**
 * The children of `<code>` for `code` in `language`, highlighted with classes from `classes`;
 * undefined when the language is not one Shiki knows (the block stays plain text).
 */
export async function highlightedCode(code: string, language: string, classes: TokenClasses): Promise<ElementContent[] | undefined> {
  const lang = knownLanguage(language);
  if (!lang) return undefined;
  const h = await ready();
  if (!h.getLoadedLanguages().includes(lang)) await h.loadLanguage(lang);
  const [light, dark] = [h.getTheme(THEMES.light), h.getTheme(THEMES.dark)];
  const lines = h.codeToTokensWithThemes(code.replace(/\n$/, ''), { lang, themes: THEMES });
  const out: ElementContent[] = [];
  lines.forEach((line, i) => {
    if (i) out.push(text('\n'));
    let last: Element | undefined;
    for (const { content, variants } of line) {
      const l = readable(variants.light?.color ?? light.fg, light.bg, light.fg);
      const d = readable(variants.dark?.color ?? dark.fg, dark.bg, dark.fg);
      const plain = l.toLowerCase() === light.fg.toLowerCase() && d.toLowerCase() === dark.fg.toLowerCase();
      const name = plain ? undefined : classes.nameOf(l, d);
      // A space is drawn the same in any colour: it joins whatever is beside it.
      if (last && (!content.trim() || (last.properties.className as string[])[0] === name)) {
        (last.children[0] as { value: string }).value += content;
      } else if (name && content.trim()) {
        last = { type: 'element', tagName: 'span', properties: { className: [name] }, children: [text(content)] };
        out.push(last);
      } else {
        last = undefined;
        const previous = out.at(-1);
        if (previous?.type === 'text') previous.value += content;
        else out.push(text(content));
      }
    }
  });
  return out;
}
