import listing from '../shared/section/listing.css';
import { section } from '../shared/section/section.tsx';
import { attributes, tag } from './contract.ts';
import { languageStyles } from './language-styles.ts';
import { OpenSource, type OpenSourceContent, type OpenSourceProps } from './open-source.tsx';
import styles from './open-source.css';

/** `<portfolio-open-source>` as React runs it; what it is and does: contract.ts. */
export default section<OpenSourceProps, OpenSourceContent>({
  tag,
  attributes,
  component: OpenSource,
  styles: ({ colors }) => listing + styles + languageStyles(colors),
});

declare global {
  interface HTMLElementTagNameMap {
    'portfolio-open-source': HTMLElement;
  }
}
