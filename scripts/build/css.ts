/**
 * Every change the build makes to a stylesheet, made on lightningcss's parse of it (never by
 * regular expressions on its text), and printed minified for the browsers the site is written for.
 *
 * - `minifyCss`: nothing but the minifying (a shadow root's stylesheet).
 * - `remToPx`: rem lengths (declarations, custom properties, media queries) as px at the browser
 *   default of 16px, for CSS that must not follow a host page's root font size (embeds).
 * - `scopedToHost`: the page's `:where(html)` and `:where(html.dark)` as a shadow root's `:host`
 *   and `:host([data-theme=dark])` (an embed carries its own tokens).
 * - `withVariables`: custom properties renamed and references replaced (the brand colour, brand.ts).
 * - `darkWithoutScripts`: the dark tokens again, for pages without scripts that follow the system.
 * - `customProperties`: the custom properties a stylesheet declares and the ones it reads (Open Props
 *   on demand, open-props.ts).
 */
import { transform, type Selector, type SelectorComponent, type Visitor, type CustomAtRules } from 'lightningcss';

const version = (major: number, minor = 0) => (major << 16) | (minor << 8);

/**
 * The oldest browsers the CSS is for: the first version of each engine with `light-dark()`, which
 * the theme's tokens use (styles/tokens.css). lightningcss adds what these need (prefixes) and
 * lowers nothing they already have.
 */
const TARGETS = { chrome: version(123), firefox: version(120), safari: version(17, 5), ios_saf: version(17, 5) };

/** `css` rewritten by `visitor`, minified. */
function rewrite(css: string, visitor: Visitor<CustomAtRules>): string {
  return transform({ filename: 'build.css', code: Buffer.from(css), minify: true, targets: TARGETS, visitor }).code.toString();
}

export const minifyCss = (css: string): string => rewrite(css, {});

export const remToPx = (css: string): string =>
  rewrite(css, { Length: (length) => (length.unit === 'rem' ? { unit: 'px', value: length.value * 16 } : length) });

/** Whether `selector` is `:where(html)` (`className` absent) or `:where(html.<className>)`. */
function isRootSelector(selector: Selector, className?: string): boolean {
  const [only, ...rest] = selector;
  if (rest.length > 0 || only?.type !== 'pseudo-class' || only.kind !== 'where' || only.selectors.length !== 1) return false;
  const [element, ...classes] = only.selectors[0]!;
  if (element?.type !== 'type' || element.name !== 'html') return false;
  if (className === undefined) return classes.length === 0;
  return classes.length === 1 && classes[0]!.type === 'class' && classes[0]!.name === className;
}

const HOST: SelectorComponent = { type: 'pseudo-class', kind: 'host', selectors: null };
const DARK_HOST: SelectorComponent = {
  type: 'pseudo-class',
  kind: 'host',
  selectors: [
    {
      type: 'attribute',
      namespace: null,
      name: 'data-theme',
      operation: { operator: 'equal', value: 'dark', caseSensitivity: 'case-sensitive' },
    },
  ],
};

/** `:where(html:not(.js))`: the page's root while no script has run. */
const NO_SCRIPT_ROOT: SelectorComponent = {
  type: 'pseudo-class',
  kind: 'where',
  selectors: [
    [
      { type: 'type', name: 'html' },
      { type: 'pseudo-class', kind: 'not', selectors: [[{ type: 'class', name: 'js' }]] },
    ],
  ],
};

export const scopedToHost = (css: string): string =>
  rewrite(css, {
    Selector: (selector) => (isRootSelector(selector) ? [HOST] : isRootSelector(selector, 'dark') ? [DARK_HOST] : selector),
  });

/**
 * `css` with each custom property `rename` gives a new name for renamed (declared and referenced),
 * and each `var()` that `replace` has a value for replaced by that text.
 */
export const withVariables = (
  css: string,
  { rename, replace }: { rename: (name: string) => string; replace: (name: string) => string | undefined },
): string =>
  rewrite(css, {
    DashedIdent: rename,
    Variable: (variable) => {
      const raw = replace(variable.name.ident);
      return raw === undefined ? undefined : { raw };
    },
  });

/**
 * With scripts off, the theme script never adds `dark`: the dark tokens then follow the system
 * scheme instead. Taken from the `:where(html.dark)` rule, in the media it is in (styles/tokens.css:
 * on screen only), so the two never drift apart.
 */
export function darkWithoutScripts(css: string): string {
  let found = false;
  // Only the dark rule, in the conditions it is in (rules taken out of a media rule leave it empty,
  // and an empty rule is not printed). A rule is left as it is, never returned changed: lightningcss
  // 1.33 cannot read back a rule with a var() in it.
  const darkRule = rewrite(css, {
    Rule(rule) {
      if (rule.type === 'media') return undefined;
      if (rule.type === 'style' && rule.value.selectors.some((selector) => isRootSelector(selector, 'dark'))) {
        found = true;
        return undefined;
      }
      return [];
    },
  });
  if (!found) throw new Error('styles/tokens.css has no :where(html.dark) rule');
  const tokens = rewrite(darkRule, { Selector: () => [NO_SCRIPT_ROOT] });
  return `@media (prefers-color-scheme:dark){${tokens}}`;
}

/** The custom properties `css` declares, and those its `var()`s read. */
export function customProperties(css: string): { readonly declared: Set<string>; readonly read: Set<string> } {
  const declared = new Set<string>();
  const read = new Set<string>();
  rewrite(css, {
    Declaration: { custom: (property) => void declared.add(property.name) },
    Variable: (variable) => void read.add(variable.name.ident),
  });
  return { declared, read };
}
