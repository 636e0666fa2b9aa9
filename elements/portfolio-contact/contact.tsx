/**
 * The Contact page: heading, three contact cards (Email, GitHub, Address), the Send Message
 * form, and the My Address and Connect With Me panels. Everything but the form is links and
 * text, so the whole section reads complete from the prerendered HTML.
 */
import { useId } from 'react';
import type { ContactInfo } from '../../content/types.ts';
import type { IconName } from '../shared/media/icons.ts';
import { ExternalLink, Icon, SaveContact } from '../shared/section/ui.tsx';
import { telHref } from '../shared/urls.ts';
import { ContactForm } from './contact-form.tsx';
import type { MailConfig } from './mail.ts';

/** The last part of a profile URL: `https://github.com/someone` → `someone`. */
const handle = (url: string) => new URL(url).pathname.split('/').filter(Boolean).at(-1) ?? url;

/** What the section shows (bound in spec.ts). */
export interface ContactContent {
  readonly contact: ContactInfo;
}

export function Contact({ contact, ...config }: MailConfig & ContactContent) {
  const id = useId();
  const mailto = `mailto:${contact.email}`;
  const addressFacts: readonly { icon: IconName; label: string; text: string; href?: string }[] = [
    { icon: 'mapPin', label: 'Location', text: contact.location },
    { icon: 'phone', label: 'Phone', text: contact.phone, href: telHref(contact.phone) },
    { icon: 'mail', label: 'Email', text: contact.email, href: mailto },
  ];
  const profiles = [
    { icon: 'github', label: 'GitHub', href: contact.github },
    { icon: 'linkedin', label: 'LinkedIn', href: contact.linkedin },
    { icon: 'devpost', label: 'DevPost', href: contact.devpost },
    { icon: 'codechef', label: 'CodeChef', href: contact.codechef },
  ] as const;
  return (
    <section className="section contact" aria-labelledby={`${id}-h1`}>
      <h1 id={`${id}-h1`} className="page-heading">
        Contact Me
      </h1>

      <ul className="cards" role="list">
        <li className="card info">
          <Icon name="mail" className="icon badge" />
          <h2>Email</h2>
          <a href={mailto}>{contact.email}</a>
        </li>
        <li className="card info">
          <Icon name="github" className="icon badge" />
          <h2>GitHub</h2>
          <ExternalLink href={contact.github}>{handle(contact.github)}</ExternalLink>
        </li>
        <li className="card info">
          <Icon name="mapPin" className="icon badge" />
          <h2>Address</h2>
          <p>{contact.location}</p>
        </li>
      </ul>

      <div className="layout">
        <ContactForm {...config} email={contact.email} />
        <div className="aside">
          <section className="card panel" aria-labelledby={`${id}-address`}>
            <h2 id={`${id}-address`} className="panel-title">
              My Address
            </h2>
            <dl className="facts">
              {addressFacts.map((f) => (
                <div key={f.label}>
                  <dt>
                    <Icon name={f.icon} className="icon badge" />
                    {f.label}
                  </dt>
                  <dd>{f.href ? <a href={f.href}>{f.text}</a> : f.text}</dd>
                </div>
              ))}
            </dl>
            <SaveContact />
          </section>
          <section className="card panel" aria-labelledby={`${id}-connect`}>
            <h2 id={`${id}-connect`} className="panel-title">
              Connect With Me
            </h2>
            <ul className="profiles" role="list">
              {profiles.map((p) => (
                <li key={p.label}>
                  <ExternalLink href={p.href} className="link-tile profile">
                    <Icon name={p.icon} />
                    {p.label}
                  </ExternalLink>
                </li>
              ))}
            </ul>
          </section>
        </div>
      </div>
    </section>
  );
}
