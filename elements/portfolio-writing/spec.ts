import { latestPosts } from '../../content/shown.ts';
import listing from '../shared/section/listing.css';
import { section } from '../shared/section/section.tsx';
import { stringsFor } from '../shared/section/strings.ts';
import { Writing, type WritingContent } from './writing.tsx';
import styles from './writing.css';

/** `<portfolio-writing>` */
export default section<object, WritingContent>({
  tag: 'portfolio-writing',
  component: Writing,
  content: (c) => ({ posts: latestPosts(c.writing, c.posts), strings: stringsFor(c, 'writing') }),
  shows: (c) => c.posts.length > 0,
  styles: listing + styles,
  attributes: {},
  docs: {
    summary:
      "Writing: the owner's latest posts (data/writing.ts's count, synced from their feeds into data/posts.ts), each with its title linking to it, its date, summary and tags.",
  },
});

declare global {
  interface HTMLElementTagNameMap {
    'portfolio-writing': HTMLElement;
  }
}
