/**
 * The speculation rules every page carries (`<script type="speculationrules">`, allowed by its CSP
 * hash): when a visitor shows intent on a link to another page of this site (hovers it for a
 * moment, or starts to press it), the browser prerenders that page, or at least prefetches it,
 * so the click shows a page that is already there. Only the site's own pages: no outside link,
 * no file (the resume PDF and JSON, feeds), nothing outside the base path, and no link a click
 * opens a quick view from. The JSON is the text of
 * a `<script>`, escaped as such (`scriptJson`).
 */
import type { SiteUrls } from '../../content/site-urls.ts';
import { QUICK_VIEW } from '../../elements/shared/runtime/opener.ts';
import { scriptJson } from './escape.ts';

export function speculationRules({ base }: Pick<SiteUrls, 'base'>): string {
  const where = {
    and: [
      { href_matches: `${base}*` },
      { not: { href_matches: `${base}*.*` } },
      // Nor a quick view's link: a click on it opens a dialog on this page, not the page it names.
      { not: { selector_matches: `[target=_blank], [download], ${QUICK_VIEW}` } },
    ],
  };
  const rule = { where, eagerness: 'moderate' };
  return scriptJson({ prerender: [rule], prefetch: [rule] });
}
