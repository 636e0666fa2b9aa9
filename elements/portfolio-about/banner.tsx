/** About's banner: the greeting (the page's h1), highlights, personal facts and two links. */
import { memo } from 'react';
import type { PersonalFacts, Profile } from '../../content/types.ts';
import type { IconName } from '../shared/media/icons.ts';
import { ExternalLink, Icon } from '../shared/section/ui.tsx';
import { longDate, useAge } from './age.ts';

interface BannerProps {
  readonly headingId: string;
  readonly ageReference: string | undefined;
  readonly profile: Profile;
  readonly personal: PersonalFacts;
}

/** Memoised: its props never change after the first render, whichever tab is chosen. */
export const Banner = memo(function Banner({ headingId, ageReference, profile, personal }: BannerProps) {
  const age = useAge(personal.dateOfBirth, ageReference);
  // Languages is the long value: it takes a whole row, which also leaves no fact alone on one.
  const facts: readonly (readonly [label: string, value: string | null, icon: IconName, wide?: boolean])[] = [
    ['Age', age === null ? null : String(age), 'cake'],
    ['Gender', personal.gender, 'user'],
    ['Languages', personal.languages.join(', '), 'languages', true],
    ['Work', personal.work, 'briefcase'],
    ['Freelance', personal.freelance, 'sparkles'],
    ['Country', personal.country, 'flag'],
    ['Date of birth', longDate(personal.dateOfBirth), 'calendar'],
  ];

  return (
    <div className="banner">
      <div className="greeting">
        <p className="kicker">About me</p>
        <h1 id={headingId}>{personal.greeting}</h1>
        <p className="role">{profile.role}</p>
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
            Email
          </a>
          <ExternalLink className="button" href={profile.instagram}>
            <Icon name="instagram" />
            Instagram
          </ExternalLink>
        </div>
      </div>
      <dl className="facts card">
        {facts.map(
          ([label, value, icon, wide]) =>
            value !== null && (
              <div key={label} className={wide ? 'fact wide' : 'fact'}>
                <dt>
                  <Icon name={icon} />
                  {label}
                </dt>
                <dd>{value}</dd>
              </div>
            ),
        )}
      </dl>
    </div>
  );
});
