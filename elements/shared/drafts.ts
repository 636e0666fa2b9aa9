/**
 * Where a form's unsent text is kept (`draftKey`), outside any section, as two scripts read it:
 * the contact form, which saves and restores it (portfolio-contact/draft.ts), and the `draft`
 * load strategy (runtime/load-on/draft.ts), which loads a section at once when one waits.
 */
/**
 * Where a form's draft is kept: `contact-draft:<page path>`, for a page's first form; a form
 * with an `id` adds `#<id>`, and a later form without one adds `#<its position>` (`#1`, …), so
 * two forms on one page keep separate drafts.
 */
export function draftKey(host: Element | null = null): string {
  const page = `contact-draft:${location.pathname}`;
  if (!host) return page;
  if (host.id) return `${page}#${host.id}`;
  const position = [...document.querySelectorAll(host.localName)].indexOf(host);
  return position > 0 ? `${page}#${position}` : page;
}

/**
 * Whether a draft waits under `key`: one is kept only while it holds text (the form removes it
 * when it holds none). Read from storage itself: where storage refuses, the form keeps its draft
 * in its own memory (safe-storage.ts) for the page's life, so no earlier page left one.
 */
export function hasDraft(key: string): boolean {
  try {
    return !!localStorage.getItem(key);
  } catch {
    return false;
  }
}
