import listing from '../shared/section/listing.css';
import { section } from '../shared/section/section.tsx';
import { attributes, tag } from './contract.ts';
import { Writing, type WritingContent } from './writing.tsx';
import styles from './writing.css';

/** `<portfolio-writing>` as React runs it; what it is and does: contract.ts. */
export default section<object, WritingContent>({ tag, attributes, component: Writing, styles: listing + styles });

declare global {
  interface HTMLElementTagNameMap {
    'portfolio-writing': HTMLElement;
  }
}
