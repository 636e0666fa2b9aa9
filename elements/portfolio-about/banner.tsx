/** About's header (the greeting as the page's h1, the role under it) and banner: highlights, personal facts and links. */
import { memo } from 'react';
import { linksAt } from '../../content/derive.ts';
import type { Content, PersonalFacts, Profile } from '../../content/types.ts';
import type { IconName } from '../shared/media/icons.ts';
import { useLocale, useStrings } from '../shared/section/strings.ts';
import { PageHeader } from '../shared/section/page-header.tsx';
import { ExternalLink, Icon } from '../shared/section/ui.tsx';
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
  const all: readonly (readonly [label: string, value: string | undefined, icon: IconName, wide?: boolean])[] = [
    [label.age, age === null ? undefined : formatNumber(age, locale), 'cake'],
    [label.gender, personal.gender, 'user'],
    [label.languages, personal.spoken, 'languages', true],
    [label.work, personal.work, 'briefcase'],
    [label.freelance, personal.freelance, 'sparkles'],
    [label.country, personal.country, 'flag'],
    [label.dateOfBirth, personal.born, 'calendar'],
  ];
  const facts = all.filter(([, value]) => value !== undefined);

  return (
    <>
      <PageHeader id={headingId} kicker={words.kicker} title={personal.greeting} intro={profile.role} />
      <div className="banner">
        <div className="greeting">
          <ul className="highlights" role="list">
            {personal.highlights.map((h) => (
              <li key={h}>
                <Icon name="circleCheck" />
                {h}
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
