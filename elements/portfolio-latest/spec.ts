import { sortJourney } from '../../content/period.ts';
import { latestPosts } from '../../content/shown.ts';
import { section } from '../shared/section/section.tsx';
import { stringsFor } from '../shared/section/strings.ts';
import { Latest, type LatestContent } from './latest.tsx';
import styles from './latest.css';

/** How many journey entries and posts Home lists. */
export const LATEST = 3;

/** `<portfolio-latest>` — Home's latest journey entries and posts. No attributes, no events; restyle with the theme tokens. */
export default section<object, LatestContent>({
  tag: 'portfolio-latest',
  component: Latest,
  content: (c) => ({
    entries: sortJourney(c.journey).slice(0, LATEST),
    posts: latestPosts(c.writing, c.posts).slice(0, LATEST),
    strings: stringsFor(c, 'journey', 'writing'),
  }),
  styles,
  attributes: {},
  docs: {
    summary:
      "Home's news: the three latest journey entries (type, period, title, where) and, when there are posts, the three latest, each list under a heading that links to its page.",
  },
});

declare global {
  interface HTMLElementTagNameMap {
    'portfolio-latest': HTMLElement;
  }
}
