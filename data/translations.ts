/**
 * The site's other languages: none here, so the site has one language (data/strings.ts's `lang`),
 * its pages at /, and no language switcher. To add one, give its interface words and, as you
 * go, your content's words; whatever it leaves out is shown as data/ has it, and `npm run doctor`
 * names each one. Its pages are built under /<lang>/ (`/ar/about/`), each with links to its
 * translations for search engines, and the menu gets a switcher. For example:
 *
 *   import type { Translation } from '../content/types.ts';
 *
 *   const pt: Translation = {
 *     lang: 'pt-PT',
 *     strings: { nav: { menu: 'Menu', resume: 'Currículo' }, hero: { getInTouch: 'Fale comigo' } },
 *     content: {
 *       profile: { role: 'Programador full stack' },
 *       projects: { ShopSphere: { description: 'Uma loja online para pequenos vendedores…' } },
 *     },
 *   };
 *   export const translations: readonly Translation[] = [pt];
 *
 * A project is named by its title, a school by its institution, a job or a journey entry by its
 * title, a certificate or a skill category by its name, a page by its menu label; lists of texts
 * (features, highlights) are given whole. Addresses, dates and numbers are the same in every
 * language and are not translated.
 */
import type { Translation } from '../content/types.ts';

export const translations: readonly Translation[] = [];
