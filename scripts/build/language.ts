/**
 * Step 2 (build.ts) for one language of the site: what each section shows in it, the browser
 * JavaScript built for its pages' folder (links stay in the language), the heads, and the pages
 * rendered (by the build's one prerenderer, set for this language) and assembled into the
 * language's folder but not yet written (the page policy allows the inline styles and scripts of
 * every page of every language).
 */
import type { Language } from '../../content/languages.ts';
import { absolute, fileHref, inFolder, routeHref, type SiteUrls } from '../../content/site-urls.ts';
import { chromeContent } from '../../elements/shared/chrome.ts';
import { boundContent } from '../../elements/shared/section/contract.ts';
import { kebab } from '../../elements/shared/section/docs.ts';
import type { BuildConfig } from './config.ts';
import type { LanguageSite } from './content.ts';
import { bundleOptions } from './esbuild.ts';
import { feedLinks } from './feeds.ts';
import { pageHead, pageUrl, pageVariables, type HeadParts } from './head.ts';
import { buildJavaScript } from './javascript.ts';
import type { MailSettings } from './mail.ts';
import type { Media } from './media.ts';
import { prerenderedMore } from './nav-fit.ts';
import { assemblePages, type AssembledPages } from './pages.ts';
import { assemblePostPages, type PostPageBuild } from './post-pages.ts';
import { assembleProjectPages } from './project-pages.ts';
import { renderSettingsFor, type Prerenderer } from './prerender.ts';
import type { SectionFolder } from './sections.ts';
import { speculationRules } from './speculation.ts';
import { jsonLdScript, profilePage } from './structured-data.ts';
import { pageStylesheet } from './styles.ts';
import type { LanguageFont } from './web-font.ts';

/** What every language's build shares. */
export interface SiteBuild {
  readonly config: BuildConfig;
  /** Where the site lives (in the default language). */
  readonly urls: SiteUrls;
  /** The build's renderer and the sections' specs, loaded once. */
  readonly prerender: Prerenderer;
  readonly media: Media;
  readonly sections: readonly SectionFolder[];
  readonly mail: MailSettings;
  readonly languages: readonly Language[];
  /** Language tag → the site's typeface in that language. */
  readonly fonts: Readonly<Record<string, LanguageFont>>;
}

export interface LanguageBuild {
  readonly pages: AssembledPages;
  /** The inline scripts of its pages' heads (allowed by the policy by their hashes). */
  readonly inlineScripts: readonly string[];
  /** Tag → the content its section shows, in this language. */
  readonly bound: Readonly<Record<string, object>>;
  /** Tag → the attributes its pages give it (for the embed demo). */
  readonly usedAttributes: Readonly<Record<string, Record<string, string>>>;
  /** How its post pages were assembled, to assemble one again (`npm start`'s quick path, post-texts.ts). */
  readonly postPages: PostPageBuild;
}

/** What every page's head in this language shares (head.ts): all but the page's own stylesheet and structured data. */
function headParts({
  urls,
  content,
  language,
  languages,
  media,
  fonts,
  scripts,
  speculationRules,
}: Pick<HeadParts, 'urls' | 'content' | 'language' | 'languages' | 'scripts' | 'speculationRules'> &
  Pick<SiteBuild, 'media' | 'fonts'>): Omit<HeadParts, 'pageCss'> {
  const photo = content.profile.photo && media.images.heroPhoto?.[content.profile.photo]?.fallback.at(-1)?.file;
  const profileUrls = {
    site: pageUrl({ urls, content }, ''),
    image: photo && absolute(urls, fileHref(urls, photo)),
  };
  return {
    urls,
    content,
    language,
    languages,
    homeStructuredData: jsonLdScript(profilePage(content, profileUrls)),
    previews: media.previews[language.lang]!,
    favicon: media.favicon,
    themeColor: content.brandColor.hex,
    fontPreloads: fonts[language.lang]!.preload,
    scripts,
    speculationRules,
    feeds: feedLinks(content, profileUrls.site),
  };
}

/** The sections a post or write-up may hold: every one, with the attributes its contract names. */
const textElements = (sections: readonly SectionFolder[]) =>
  Object.fromEntries(sections.map(({ tag, contract }) => [tag, Object.keys(contract.attributes).map(kebab)]));

export async function buildLanguage(
  { config, urls: siteUrls, prerender, media, sections, mail, languages, fonts }: SiteBuild,
  { language, content }: LanguageSite,
): Promise<LanguageBuild> {
  const { outDir, root } = config;
  const urls = inFolder(siteUrls, language.folder);
  const settings = { urls, images: media.images, sprite: media.sprite };
  // The prerenderer renders as this language's bundles are built (not for an embed).
  const render = <T>(fn: () => T) => prerender.withRenderSettings(renderSettingsFor(settings), fn);
  const bound = Object.fromEntries(sections.map(({ tag, contract }) => [tag, boundContent(contract, content)]));
  // What the nav and footer show, the same in the prerendered pages and the site runtime
  const chrome = chromeContent(content, languages);
  const js = await buildJavaScript({
    options: bundleOptions(settings),
    sections,
    bound,
    chrome,
    root,
    outDir,
    urls,
    // The default language's files keep plain names; another's carry its tag.
    lang: language.folder ? language.lang : '',
  });
  const rules = speculationRules(urls);
  const scripts = [js.themeScript, js.runtimeScript];
  const head = headParts({ urls, content, language, languages, media, fonts, scripts, speculationRules: rules });
  const variables = pageVariables(urls, mail, content.strings, language.dir);
  const pageCss = await pageStylesheet(content.brandColor, fonts[language.lang]!.css);
  const usedAttributes: Record<string, Record<string, string>> = {};
  // Every page's nav and footer, as the prerenderer renders them in this language
  const frame = {
    nav: (route: string | null) => render(() => prerender.renderNav(chrome, route, prerenderedMore(chrome, route))),
    footer: render(() => prerender.renderFooter(chrome)),
  };
  const section = (tag: string, attributes: Record<string, string>) => {
    const spec = prerender.sections[tag];
    if (!spec) throw new Error(`<${tag}> is not a section (known: ${Object.keys(prerender.sections).join(', ')})`);
    return render(() => prerender.renderSection(spec, bound[tag]!, attributes));
  };
  const pages = await assemblePages({
    content,
    root,
    language,
    head: (page, tags) => {
      const css = pageCss(tags);
      const html = pageHead(page, {
        ...head,
        pageCss: css,
        sectionStructuredData: tags.flatMap((tag) => {
          const says = sections.find((s) => s.tag === tag)?.structuredData;
          return says ? [jsonLdScript(says(bound[tag]!, { content, page: pageUrl({ urls, content }, page.route) }))] : [];
        }),
      });
      return { html, styles: [css] };
    },
    ...frame,
    // The attributes each section has on the site's pages (the embed demo shows it so).
    section: (tag, attributes) => {
      usedAttributes[tag] = attributes;
      return section(tag, attributes);
    },
    variables,
  });
  // The owner's own posts (post-pages.ts): the same head, nav and footer.
  const postPages: PostPageBuild = {
    content,
    root,
    language,
    languages,
    home: routeHref(urls, ''),
    pseudo: config.pseudo ?? false,
    head: (page, postLanguages, tags, more, structuredData) => {
      const css = pageCss(tags, more);
      return {
        html: pageHead(page, { ...head, languages: postLanguages, pageCss: css, sectionStructuredData: [structuredData] }),
        styles: [css],
      };
    },
    url: (route) => pageUrl({ urls, content }, route),
    ...frame,
    variables,
    images: media.images,
    fileRoot: fileHref(urls, ''),
    section,
    elements: textElements(sections),
  };
  const posts = await assemblePostPages(postPages);
  // A page per project (project-pages.ts), assembled the same way.
  const projects = await assembleProjectPages(postPages);
  return {
    pages: new Map([...pages, ...posts, ...projects]),
    inlineScripts: [...scripts, rules],
    bound,
    usedAttributes,
    postPages,
  };
}
