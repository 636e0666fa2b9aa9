import { repositoryFilters } from '../../content/filters.ts';
import { shownRepositories } from '../../content/shown.ts';
import listing from '../shared/section/listing.css';
import { section } from '../shared/section/section.tsx';
import { stringsFor } from '../shared/section/strings.ts';
import { languageStyles } from './language-styles.ts';
import { OpenSource, type OpenSourceContent, type OpenSourceProps } from './open-source.tsx';
import styles from './open-source.css';

/** `<portfolio-open-source>` */
export default section<OpenSourceProps, OpenSourceContent>({
  tag: 'portfolio-open-source',
  component: OpenSource,
  content: (c) => {
    const repositories = shownRepositories(c.openSource, c.repositories);
    const languages = new Set(repositories.map((r) => r.language));
    return {
      repositories,
      filters: repositoryFilters(repositories),
      colors: Object.fromEntries(Object.entries(c.languageColors).filter(([name]) => languages.has(name))),
      strings: stringsFor(c, 'openSource'),
    };
  },
  shows: (c) => shownRepositories(c.openSource, c.repositories).length > 0,
  styles: ({ colors }) => listing + styles + languageStyles(colors),
  attributes: { filter: 'string' },
  docs: {
    summary:
      "Open source: the owner's GitHub repositories chosen in data/open-source.ts (synced into data/repositories.ts), as cards with language, stars, forks, topics, licence, last push and homepage, and filter pills by language and topic.",
    attributes: {
      filter: 'Filter selected at first: one of the languages or topics of the pills (any case); anything else means every repository.',
    },
    cssProperties: [{ name: '--language', description: "Set per language from GitHub Linguist's colour, on the dot beside its name." }],
  },
});

declare global {
  interface HTMLElementTagNameMap {
    'portfolio-open-source': HTMLElement;
  }
}
