import { section } from '../shared/section/section.tsx';
import formStyles from './contact-form.css';
import { Contact, type ContactContent } from './contact.tsx';
import styles from './contact.css';
import { attributes, tag } from './contract.ts';
import type { MailConfig } from './mail.ts';

/** `<portfolio-contact>` as React runs it; what it is and does: contract.ts. */
export default section<MailConfig, ContactContent>({ tag, attributes, component: Contact, styles: styles + formStyles });

declare global {
  interface HTMLElementTagNameMap {
    'portfolio-contact': HTMLElement;
  }
}
