/**
 * The styles of a project's details (dialog-details.css), kept out of the section's prerendered
 * style: every page with projects carries that one (Home's featured projects too), and only a
 * visitor who opens a project needs these. One constructable stylesheet, made the first time a
 * dialog shows a project and adopted by the dialog's root (the section's shadow root) before the
 * details paint; every Projects section on the page shares it.
 */
import css from './dialog-details.css';

let sheet: CSSStyleSheet | undefined;

/** Adds the details' styles to the root `node` is in, once. */
export function adoptDetailsStyle(node: Node): void {
  const root = node.getRootNode() as Document | ShadowRoot;
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
  }
  if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}
