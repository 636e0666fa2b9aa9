/**
 * The Contact page: heading, the contact cards (Email, GitHub, Address), the Send Message form,
 * and the My Address and Connect With Me panels. Everything but the form is links and text, so
 * the whole section reads complete from the prerendered HTML. What the owner left out (phone,
 * location, a profile) has no card, fact or link; a panel with nothing in it is not drawn.
 */
import { type ReactNode, useId } from 'react';
import { linksAt } from '../../content/derive.ts';
import type { Content, ContactInfo } from '../../content/types.ts';
import type { IconName } from '../shared/media/icons.ts';
import { useStrings, type SectionStrings } from '../shared/section/strings.ts';
import { PageHeader } from '../shared/section/page-header.tsx';
import { EmailAddress, ExternalLink, Icon, PhoneNumber, SaveContact } from '../shared/section/ui.tsx';
import { Bidi, LeftToRight } from '../shared/section/bidi.tsx';
import { telHref } from '../shared/urls.ts';
import { ContactForm } from './contact-form.tsx';
import type { MailConfig } from './mail.ts';

/** The last part of a profile URL: `https://github.com/someone` → `someone`. */
const handle = (url: string) => new URL(url).pathname.split('/').filter(Boolean).at(-1) ?? url;

/** What the section shows (bound in spec.ts). */
export interface ContactContent {
  readonly contact: ContactInfo;
  /** The profile links of Connect With Me. */
  readonly links: Content['linkPlaces']['contact'];
  readonly strings: SectionStrings;
}

interface Fact {
  readonly icon: IconName;
  readonly label: string;
  /** What is shown: a phone number and an email address run left to right in every language. */
  readonly shown: ReactNode;
  readonly href?: string;
}

export function Contact({ contact, links, ...config }: MailConfig & ContactContent) {
  const id = useId();
  const words = useStrings('contact');
  const { networks } = useStrings('common');
  const mailto = `mailto:${contact.email}`;
  const { github } = contact.links;
  const addressFacts: readonly Fact[] = [
    ...(contact.location ? [{ icon: 'mapPin', label: words.location, shown: <Bidi text={contact.location} /> } as const] : []),
    ...(contact.phone
      ? [{ icon: 'phone', label: words.phone, shown: <PhoneNumber phone={contact.phone} />, href: telHref(contact.phone) } as const]
      : []),
    { icon: 'mail', label: words.email, shown: <EmailAddress email={contact.email} />, href: mailto },
  ];
  const profiles = linksAt(contact.links, links);
  return (
    <section className="section contact" aria-labelledby={`${id}-h1`}>
      <PageHeader id={`${id}-h1`} title={words.heading} intro={words.intro} />

      <ul className="cards" role="list">
        <li className="card info">
          <Icon name="mail" className="icon badge" />
          <h2>{words.email}</h2>
          <a href={mailto}>
            <EmailAddress email={contact.email} />
          </a>
        </li>
        {github && (
          <li className="card info">
            <Icon name="github" className="icon badge" />
            <h2>{words.github}</h2>
            <ExternalLink href={github}>
              <LeftToRight text={handle(github)} />
            </ExternalLink>
          </li>
        )}
        {contact.location && (
          <li className="card info">
            <Icon name="mapPin" className="icon badge" />
            <h2>{words.address}</h2>
            <p>
              <Bidi text={contact.location} />
            </p>
          </li>
        )}
      </ul>

      <div className="layout">
        <ContactForm {...config} email={contact.email} />
        <div className="aside">
          <section className="card panel" aria-labelledby={`${id}-address`}>
            <h2 id={`${id}-address`} className="panel-title">
              {words.myAddress}
            </h2>
            <dl className="facts">
              {addressFacts.map((f) => (
                <div key={f.label}>
                  <dt>
                    <Icon name={f.icon} className="icon badge" />
                    {f.label}
                  </dt>
                  <dd>{f.href ? <a href={f.href}>{f.shown}</a> : f.shown}</dd>
                </div>
              ))}
            </dl>
            <SaveContact className="button save-contact" />
          </section>
          {profiles.length > 0 && (
            <section className="card panel" aria-labelledby={`${id}-connect`}>
              <h2 id={`${id}-connect`} className="panel-title">
                {words.connect}
              </h2>
              <ul className="profiles" role="list">
                {profiles.map(({ network, href }) => (
                  <li key={network}>
                    <ExternalLink href={href} className="link-tile profile">
                      <Icon name={network} />
                      {networks[network]}
                    </ExternalLink>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
      </div>
    </section>
  );
}
