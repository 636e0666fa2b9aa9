/**
 * The data the build gives the browser entries as JSON modules (`boundModules`,
 * scripts/build/sections.ts): what it knows only once it has read `data/`. Data, never code.
 */

declare module 'bound:site-urls' {
  /** Where the site lives (content/site-urls.ts), in the language these bundles are built for: for shared/urls.ts. */
  const urls: import('../../content/site-urls.ts').SiteUrls;
  export default urls;
}

declare module 'bound:chrome' {
  /** What the nav and footer show (elements/shared/chrome.ts), for elements/site.ts. */
  const chrome: import('./chrome.ts').ChromeContent;
  export default chrome;
}

declare module 'bound:islands' {
  /**
   * Every interactive section of the site, by tag, for elements/site.ts: its chunk's URL relative
   * to the runtime's own file (`./portfolio-projects.<hash>.js`), and when it loads by default
   * (its contract's `loadOn`).
   */
  const islands: Readonly<Record<string, { readonly src: string; readonly loadOn: import('./runtime/load-on.ts').LoadOn }>>;
  export default islands;
}

declare module 'bound:embed' {
  /** One section's widget, for its loader (elements/shared/embed/start.ts, start-read-only.ts). */
  const plan: import('./embed/loader.ts').EmbedPlan;
  export default plan;
}

declare module 'bound:portfolio-*' {
  /**
   * What a section shows (its contract's `content` binding), for its define.ts. Typed `never` so it
   * stands for the exact content type its spec expects, which the build produced from that spec.
   */
  const content: never;
  export default content;
}
