/** About's header (the greeting as the page's h1, the role under it) and banner: highlights, personal facts and links. */
import { memo, type ReactNode } from 'react';
import { linksAt } from '../../content/derive.ts';
import type { Content, PersonalFacts, Profile } from '../../content/types.ts';
import type { IconName } from '../shared/media/icons.ts';
import { useLocale, useStrings } from '../shared/section/strings.ts';
import { PageHeader } from '../shared/section/page-header.tsx';
import { ExternalLink, Icon } from '../shared/section/ui.tsx';
import { Bidi } from '../shared/section/bidi.tsx';
import { formatNumber } from '../../content/format.ts';
import { useAge } from './age.ts';

interface BannerProps {
  readonly headingId: string;
  readonly ageReference: string | undefined;
  readonly profile: Profile;
  readonly personal: PersonalFacts;
  readonly links: Content['linkPlaces']['about'];
}

/** Memoised: its props never change after the first render, whichever tab is chosen. */
export const Banner = memo(function Banner({ headingId, ageReference, profile, personal, links }: BannerProps) {
  const words = useStrings('about');
  const { networks } = useStrings('common');
  const locale = useLocale();
  const age = useAge(personal.dateOfBirth, ageReference);
  const { facts: label } = words;
  // Languages is the long value: it takes a whole row, which also leaves no fact alone on one.
  // A fact the owner left out is not shown.
  // The owner's words isolated in their own direction; the age is a number the site writes.
  const own = (text: string | undefined) => text && <Bidi text={text} />;
  const all: readonly (readonly [label: string, value: ReactNode, icon: IconName, wide?: boolean])[] = [
    [label.age, age === null ? undefined : formatNumber(age, locale), 'cake'],
    [label.gender, own(personal.gender), 'user'],
    [label.languages, own(personal.spoken), 'languages', true],
    [label.work, own(personal.work), 'briefcase'],
    [label.freelance, own(personal.freelance), 'sparkles'],
    [label.country, own(personal.country), 'flag'],
    [label.dateOfBirth, own(personal.born), 'calendar'],
  ];
  const facts = all.filter(([, value]) => value !== undefined);

  return (
    <>
      <PageHeader id={headingId} kicker={words.kicker} title={<Bidi text={personal.greeting} />} intro={<Bidi text={profile.role} />} />
      <div className="banner">
        <div className="greeting">
          <ul className="highlights" role="list">
            {personal.highlights.map((h) => (
              <li key={h}>
                <Icon name="circleCheck" />
                <Bidi text={h} />
              </li>
            ))}
          </ul>
          <div className="links">
            <a className="button primary" href={`mailto:${profile.email}`}>
              <Icon name="mail" />
              {words.email}
            </a>
            {linksAt(profile.links, links).map(({ network, href }) => (
              <ExternalLink key={network} className="button" href={href}>
                <Icon name={network} />
                {networks[network]}
              </ExternalLink>
            ))}
          </div>
        </div>
        {facts.length > 0 && (
          <dl className="facts card">
            {facts.map(([label, value, icon, wide]) => (
              <div key={label} className={wide ? 'fact wide' : 'fact'}>
                <dt>
                  <Icon name={icon} />
                  {label}
                </dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </>
  );
});
