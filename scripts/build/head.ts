/**
 * Step 2, for each language (build.ts): what every page's `<head>` gets (title, description, canonical and Open Graph tags,
 * theme colour, favicon, the typeface's preloads, the page stylesheet and the inline scripts), and the `%NAME%` build
 * settings a page source may use. Every value is escaped for its place (escape.ts): a title as
 * text, a description as an attribute, an address as a URL in an attribute.
 */
import { absolute, fileHref, routeHref, type SiteUrls } from '../../content/site-urls.ts';
import type { Language } from '../../content/languages.ts';
import type { Content, InterfaceStrings, Page } from '../../content/types.ts';
import { OG, previewFor } from './link-preview.ts';
import { htmlAttribute, htmlText, urlAttribute } from './escape.ts';
import type { MailSettings } from './mail.ts';

/** Stands for the page policy until every page is assembled (its style hashes come from all of them). */
export const CSP_PLACEHOLDER = '%%CONTENT_SECURITY_POLICY%%';

export interface HeadParts {
  /** Where the site lives, in the page's language. */
  readonly urls: SiteUrls;
  readonly content: Content;
  /** The page's language, and every language of the site (the default first). */
  readonly language: Language;
  readonly languages: readonly Language[];
  /** Route → the page's link preview picture, in this language. */
  readonly previews: Readonly<Record<string, string>>;
  readonly favicon: string;
  readonly themeColor: string;
  readonly pageCss: string;
  /** The typeface's files the first screen draws (scripts/build/web-font.ts), from the site root: preloaded. */
  readonly fontPreloads: readonly string[];
  /** Inline scripts, in order. */
  readonly scripts: readonly string[];
  readonly speculationRules: string;
  /** Structured data for search engines (a JSON-LD `<script>`), on Home only. */
  readonly homeStructuredData: string;
  /** Structured data the page's sections give (JSON-LD `<script>`s), if any. */
  readonly sectionStructuredData?: readonly string[];
  /** The `<link>`s to the language's feeds of the owner's posts (feeds.ts), if any. */
  readonly feeds?: readonly string[];
}

/**
 * The absolute URL of a page, in `urls`' language or in the language whose pages are in `folder`
 * (the site root's, in that language, for a page outside the menu).
 */
export const pageUrl = ({ urls, content }: Pick<HeadParts, 'urls' | 'content'>, route: string, folder = urls.folder): string =>
  absolute(urls, routeHref(urls, route === content.notFoundPage.route ? '' : route, folder));

/**
 * Open Graph's locale, language_TERRITORY: `en_GB` for en-GB, and for a tag without a territory
 * the one its language is likeliest written in (`Intl.Locale` `maximize`): `he_IL` for he.
 */
export function ogLocale(lang: string): string {
  const { language, region } = new Intl.Locale(lang).maximize();
  return region ? `${language}_${region}` : language;
}

/** The same page in every language (with `x-default`, the default language's), for search engines. */
function alternates(parts: HeadParts, page: Page): string[] {
  if (parts.languages.length < 2) return [];
  const url = (folder: string) => pageUrl(parts, page.route, folder);
  return [
    ...parts.languages.map((l) => `<link rel="alternate" hreflang="${htmlAttribute(l.lang)}" href="${urlAttribute(url(l.folder))}" />`),
    `<link rel="alternate" hreflang="x-default" href="${urlAttribute(url(parts.languages[0]!.folder))}" />`,
    `<meta property="og:locale" content="${htmlAttribute(ogLocale(parts.language.lang))}" />`,
    ...parts.languages
      .filter((l) => l !== parts.language)
      .map((l) => `<meta property="og:locale:alternate" content="${htmlAttribute(ogLocale(l.lang))}" />`),
  ];
}

export function pageHead(page: Page, parts: HeadParts): string {
  const { urls, content } = parts;
  const url = pageUrl(parts, page.route);
  return [
    `<meta http-equiv="Content-Security-Policy" content="${CSP_PLACEHOLDER}" />`,
    `<title>${htmlText(page.title)}</title>`,
    `<meta name="description" content="${htmlAttribute(page.description)}" />`,
    page === content.notFoundPage ? '<meta name="robots" content="noindex" />' : `<link rel="canonical" href="${urlAttribute(url)}" />`,
    ...(page === content.notFoundPage ? [] : alternates(parts, page)),
    '<meta property="og:type" content="website" />',
    `<meta property="og:title" content="${htmlAttribute(page.title)}" />`,
    `<meta property="og:description" content="${htmlAttribute(page.description)}" />`,
    `<meta property="og:url" content="${urlAttribute(url)}" />`,
    `<meta property="og:image" content="${urlAttribute(absolute(urls, fileHref(urls, previewFor(parts.previews, page))))}" />`,
    `<meta property="og:image:width" content="${OG.width}" />`,
    `<meta property="og:image:height" content="${OG.height}" />`,
    `<meta name="theme-color" content="${htmlAttribute(parts.themeColor)}" />`,
    `<link rel="icon" href="${urlAttribute(fileHref(urls, parts.favicon))}" type="image/svg+xml" />`,
    ...(parts.feeds ?? []),
    ...parts.fontPreloads.map(
      (file) => `<link rel="preload" href="${urlAttribute(fileHref(urls, file))}" as="font" type="font/woff2" crossorigin />`,
    ),
    `<style>${parts.pageCss}</style>`,
    ...parts.scripts.map((script) => `<script>${script}</script>`),
    `<script type="speculationrules">${parts.speculationRules}</script>`,
    ...(page.route === '' ? [parts.homeStructuredData] : []),
    ...(parts.sectionStructuredData ?? []),
  ].join('\n    ');
}

/**
 * The `%NAME%` build settings and interface words (data/strings.ts) a page source may use;
 * `%HOME%` is the link to the language's Home (`/`, `/ar/`).
 */
export const pageVariables = (urls: SiteUrls, mail: MailSettings, strings: InterfaceStrings, dir: string): Record<string, string> => ({
  HOME: routeHref(urls, ''),
  LANG: strings.lang,
  DIR: dir,
  NOT_FOUND_HEADING: strings.notFound.heading,
  NOT_FOUND_TEXT: strings.notFound.text,
  NOT_FOUND_HOME: strings.notFound.home,
  EMAILJS_PUBLIC_KEY: mail.publicKey,
  EMAILJS_SERVICE_ID: mail.serviceId,
  EMAILJS_TEMPLATE_ID: mail.templateId,
  EMAILJS_ORIGIN: mail.origin,
  EMAILJS_RECAPTCHA_SITE_KEY: mail.recaptchaSiteKey,
  MAIL_APP: mail.mailApp ? 'true' : '',
  BUILD_DATE: new Date().toISOString().slice(0, 10),
});

/**
 * Fills the `%NAME%` placeholders of a page source; an unknown one stops the build, naming the
 * file. A placeholder stands in text or in a double-quoted attribute: escaped as an attribute
 * value, it is safe in both.
 */
export function fillPlaceholders(source: string, file: string, variables: Readonly<Record<string, string>>): string {
  return source.replace(/%([A-Z_]+)%/g, (_, name: string) => {
    if (!(name in variables)) throw new Error(`${file}: unknown placeholder %${name}% (known: ${Object.keys(variables).join(', ')})`);
    return htmlAttribute(variables[name]!);
  });
}
