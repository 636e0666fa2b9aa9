/** `<portfolio-open-source>`'s contract (shared/section/contract.ts). */
import { repositoryFilters } from '../../content/filters.ts';
import { shownRepositories } from '../../content/shown.ts';
import type { Content } from '../../content/types.ts';
import type { LoadOn } from '../shared/runtime/load-on.ts';
import { stringsFor, type Attributes } from '../shared/section/contract.ts';
import type { SectionDocs } from '../shared/section/docs.ts';
import type { OpenSourceContent, OpenSourceProps } from './open-source.tsx';

export const tag = 'portfolio-open-source';

export const attributes: Attributes<OpenSourceProps> = { filter: 'string' };

/** On the first sign of use (shared/runtime/load-on.ts). */
export const loadOn: LoadOn = 'interaction';

export const content = (c: Content): OpenSourceContent => {
  const repositories = shownRepositories(c.openSource, c.repositories);
  const languages = new Set(repositories.map((r) => r.language));
  return {
    repositories,
    filters: repositoryFilters(repositories),
    colors: Object.fromEntries(Object.entries(c.languageColors).filter(([name]) => languages.has(name))),
    strings: stringsFor(c, 'openSource'),
  };
};

export const shows = (c: Content): boolean => shownRepositories(c.openSource, c.repositories).length > 0;

export const docs: SectionDocs<OpenSourceProps> = {
  summary:
    "Open source: the owner's GitHub repositories chosen in data/open-source.ts (synced into data/repositories.ts), as cards with language, stars, forks, topics, licence, last push and homepage, and filter pills by language and topic.",
  attributes: {
    filter: 'Filter selected at first: one of the languages or topics of the pills (any case); anything else means every repository.',
  },
  cssProperties: [{ name: '--language', description: "Set per language from GitHub Linguist's colour, on the dot beside its name." }],
};
