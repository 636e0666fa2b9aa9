/**
 * What `dist/embed/<tag>.js` runs on someone else's page (started by start.ts): a small script, no
 * React. It paints each `<tag>` element with the section's prerendered markup (the same markup
 * and styles the site pages get, rendered at build time for the default attributes), follows the
 * host page's theme, and loads the React section by the site's rule (its contract's `loadOn`, or
 * the element's `data-load-on`; shared/runtime/load-on.ts): on the first sign of use, the first
 * taps answered meanwhile on the markup (shared/runtime/first-taps.ts). A read-only
 * section never loads React. An element given an attribute that changes what is rendered gets
 * React at once, which renders it from its attributes.
 *
 * It is a classic script (it also works as a module): placed right after the element,
 * `<script src=…>` holds the parser there until the widget has painted, so nothing the host page
 * shows below it ever moves, while what comes before it paints at once.
 *
 * An element whose shadow root is already filled (the paste-ready snippet, `<tag>.html`, whose
 * script is `async`: nothing waits for it) is only scheduled. Loading this file twice, or two copies of it, schedules each element once.
 *
 * A host page whose `Object.prototype` carries a key every object then has (`pollution`: an
 * enumerable one, or one a property descriptor reads) would have React and the bundler's code
 * read it as a prop or a setting of the widget's own (an `href`, `dangerouslySetInnerHTML`), or
 * stop them with an error, losing what a visitor typed. There the widget does not start: it is
 * painted and stays as painted, its no-script content shown (`showWithoutScript`: the contact
 * form says where to write instead), what is typed kept in its fields, and the console says why
 * once.
 */
import { bare, pollution } from './pollution.ts';
import { takeHeldSend } from './held-send.ts';
import { followTheme } from './theme.ts';
import type { LoadOn } from '../runtime/load-on.ts';
import type { scheduleIsland } from '../runtime/schedule-island.ts';

/** The section in one language of the site. */
export interface EmbedLanguage {
  /** BCP 47 tag, and the direction it is written in. */
  readonly lang: string;
  readonly dir: 'ltr' | 'rtl';
  /** The shadow root's HTML for the default attributes; `root` stands for the site's root URL. */
  readonly markup: string;
  /** All its CSS: adopted as a constructed stylesheet, which a host page's CSP does not restrict. */
  readonly css: string;
  /** The React section's file in this language, next to this one (importing it defines the element). */
  readonly app: string;
  /** The whole widget in one file, and its Subresource Integrity: what a pinned snippet runs (see `startEmbed`). */
  readonly pinned: { readonly file: string; readonly integrity: string };
}

export interface EmbedPlan {
  readonly tag: string;
  /** The site's languages, the default first. */
  readonly languages: readonly EmbedLanguage[];
  readonly root: string;
  /** Attributes that change the markup (kebab-case). */
  readonly markupAttributes: readonly string[];
  /** When to load React (its contract's `loadOn`); absent for a read-only section. */
  readonly loadOn?: LoadOn;
}

/**
 * The language a widget speaks: its element's (or an ancestor's) `lang`, else the host page's,
 * matched against the site's languages (exactly, then by its language alone: "pt" for "pt-BR"),
 * else the site's default.
 */
export function languageFor<L extends { readonly lang: string }>(host: Element, languages: readonly L[]): L {
  const wanted = (host.closest('[lang]')?.getAttribute('lang') || document.documentElement.lang || '').toLowerCase();
  const primary = (tag: string) => tag.toLowerCase().split('-')[0];
  return (
    languages.find((l) => l.lang.toLowerCase() === wanted) ?? languages.find((l) => primary(l.lang) === primary(wanted)) ?? languages[0]!
  );
}

const SCHEDULED = Symbol.for('portfolio-embed');
type Marked = HTMLElement & { [SCHEDULED]?: true };

/** The script element running this file: the current classic script, or (loaded as a module) the script that names it. */
const ownScript = (tag: string) =>
  (document.currentScript as HTMLScriptElement | null) ?? [...document.scripts].find((s) => s.src.includes(`/embed/${tag}.`))!;

/**
 * Runs the whole widget from its one file, checked against `integrity` (a module script's
 * `integrity` holds in every engine; a `modulepreload`'s does not in WebKit). A file that fails
 * the check (or does not load) leaves the widget as it was painted; said once on the console.
 */
function runPinned(tag: string, src: string, integrity: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = 'anonymous';
    script.integrity = integrity;
    script.src = src;
    script.onload = () => resolve();
    script.onerror = () => {
      console.warn(`<${tag}>: ${src} did not load or does not match the snippet's pinned integrity; the widget stays as painted.`);
      reject(new Error(`${src} refused`));
    };
    document.head.append(script);
  });
}

/**
 * The widget as it is without its script: each `<noscript>`'s content shown in its place (the
 * markup the section gives a visitor without JavaScript), and a send answered by moving to what
 * it says (the contact form: write to the owner instead), the fields left as typed.
 */
function showWithoutScript(root: ShadowRoot): void {
  for (const noscript of root.querySelectorAll('noscript')) {
    const shown = document.createElement('template');
    shown.innerHTML = noscript.textContent ?? '';
    noscript.replaceWith(shown.content);
  }
  root.addEventListener('submit', (event) => {
    event.preventDefault();
    const form = event.target instanceof HTMLFormElement ? event.target : null;
    form?.querySelector<HTMLElement>('.notice a')?.focus();
  });
}

/**
 * Paints and follows every `<tag>` of the page as `plan` says. `schedule` loads an interactive
 * section's React when its rule says (start.ts); a read-only section's loader has none
 * (start-read-only.ts), so it carries no scheduling code at all.
 */
export function startEmbed(plan: EmbedPlan, schedule?: typeof scheduleIsland): void {
  const polluted = pollution();
  if (polluted) {
    console.warn(
      `<${plan.tag}>: this page gives every object a ${JSON.stringify(polluted)} (Object.prototype), which the widget would read as its own: it stays as painted, without its script.`,
    );
  }
  // This file lives at <site root>/embed/<tag>.js.
  const script = ownScript(plan.tag);
  const own = script.src;
  // A snippet that pins this file (its `integrity`) pins everything the widget runs: the loader
  // then runs the one-file widget it knows the integrity of, never files the server may change.
  const pinned = script.integrity !== '';
  const siteRoot = new URL('../', own).href;
  const sheets = new Map<string, CSSStyleSheet>();
  /** The language's CSS as a constructed sheet, made once. */
  const styles = (language: EmbedLanguage) => {
    let sheet = sheets.get(language.lang);
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(language.css.replaceAll(plan.root, siteRoot));
      sheets.set(language.lang, sheet);
    }
    return [sheet];
  };
  // One language's React file defines the tag for the page: the first widget's language.
  let first: EmbedLanguage | undefined;
  let pinnedRun: Promise<void> | undefined;
  const load = (): Promise<unknown> => {
    if (!pinned) return import(new URL(first!.app, own).href);
    // Tried once: a refused file stays refused (the module map keeps the failure).
    pinnedRun ??= runPinned(plan.tag, new URL(first!.pinned.file, own).href, first!.pinned.integrity);
    return pinnedRun;
  };
  const take = (host: Marked) => {
    if (host[SCHEDULED] || customElements.get(plan.tag)) return;
    host[SCHEDULED] = true;
    const language = languageFor(host, plan.languages);
    first ??= language;
    // Its shadow root cannot see the direction of the page around it: the element says it.
    if (!host.hasAttribute('lang')) host.setAttribute('lang', language.lang);
    if (!host.hasAttribute('dir')) host.setAttribute('dir', language.dir);
    if (!polluted && plan.markupAttributes.some((name) => host.hasAttribute(name))) return void load();
    if (host.shadowRoot) {
      // The paste-ready snippet: the same sheet, adopted before its inline copy goes (no flash).
      host.shadowRoot.adoptedStyleSheets = styles(language);
      host.shadowRoot.querySelectorAll(':scope > style').forEach((style) => style.remove());
    } else {
      const root = host.attachShadow(bare({ mode: 'open' }));
      root.adoptedStyleSheets = styles(language);
      root.innerHTML = language.markup.replaceAll(plan.root, siteRoot);
    }
    followTheme(host);
    if (polluted) return showWithoutScript(host.shadowRoot!);
    if (!plan.loadOn || !schedule) return;
    void schedule(host, { loadOn: plan.loadOn, load });
    // A send pressed before this ran: submitted again now, it is held and sent once React is there.
    takeHeldSend(host)?.requestSubmit();
  };
  const within = (node: Node) => {
    if (!(node instanceof Element)) return;
    if (node.localName === plan.tag) take(node as HTMLElement);
    node.querySelectorAll<HTMLElement>(plan.tag).forEach(take);
  };
  within(document.documentElement);
  // Elements the host page adds later, until React defines the tag (from then on it renders them).
  const observer = new MutationObserver((records) => {
    if (customElements.get(plan.tag)) return observer.disconnect();
    for (const record of records) record.addedNodes.forEach(within);
  });
  observer.observe(document, bare({ childList: true, subtree: true }));
}
