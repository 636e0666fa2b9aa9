/**
 * Home's introduction: name, role, summary, contact lines, profile links, the two calls to
 * action, the photo and the stat cards. Nothing here is interactive beyond links, so the
 * site ships no JavaScript for it; the element still works when created by script (embeds).
 * Whatever the owner leaves out (phone, location, a profile, the photo) is simply not drawn.
 */
import { linksAt } from '../../content/derive.ts';
import { fill } from '../../content/format.ts';
import type { Content } from '../../content/types.ts';
import { Picture } from '../shared/media/picture.tsx';
import type { SectionStrings } from '../shared/section/strings.ts';
import { useStrings } from '../shared/section/strings.ts';
import { EmailAddress, ExternalLink, Icon, PhoneNumber, SaveContact } from '../shared/section/ui.tsx';
import { routeHref, telHref } from '../shared/urls.ts';

/** What the section shows (bound in spec.ts). */
export type HeroContent = Pick<Content, 'profile' | 'heroStats'> & {
  readonly links: Content['linkPlaces']['hero'];
  readonly strings: SectionStrings;
};

export function Hero({ profile, heroStats, links }: HeroContent) {
  const words = useStrings('hero');
  const { networks } = useStrings('common');
  const profiles = linksAt(profile.links, links);
  return (
    <section className="hero" aria-labelledby="hero-name">
      <div className="intro">
        <p className="kicker">{words.kicker}</p>
        <h1 id="hero-name">{profile.name}</h1>
        <p className="role">{profile.role}</p>
        <p className="summary">{profile.summary}</p>
        <ul className="facts" role="list">
          <li>
            <a href={`mailto:${profile.email}`}>
              <Icon name="mail" />
              <EmailAddress email={profile.email} />
            </a>
          </li>
          {profile.phone && (
            <li>
              <a href={telHref(profile.phone)}>
                <Icon name="phone" />
                <PhoneNumber phone={profile.phone} />
              </a>
            </li>
          )}
          {profile.location && (
            <li>
              <Icon name="mapPin" />
              {profile.location}
            </li>
          )}
        </ul>
        {profiles.length > 0 && (
          <ul className="profiles" role="list">
            {profiles.map(({ network, href }) => (
              <li key={network}>
                <ExternalLink href={href} className="icon-link" label={networks[network]}>
                  <Icon name={network} />
                </ExternalLink>
              </li>
            ))}
          </ul>
        )}
        <div className="actions">
          <a className="button primary" href={routeHref('contact')}>
            {words.getInTouch}
          </a>
          <a className="button" href={routeHref('projects')}>
            {words.viewProjects}
          </a>
          <SaveContact className="save-contact" />
        </div>
      </div>
      <div className={profile.photo ? 'visual' : 'visual no-photo'}>
        {profile.photo && (
          <Picture
            className="photo"
            image={profile.photo}
            slot="heroPhoto"
            alt={fill(words.portrait, { name: profile.name })}
            loading="priority"
          />
        )}
        <dl className="stats">
          {heroStats.map((s) => (
            <div key={s.label} className="stat">
              <dt>{s.label}</dt>
              <dd>{s.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
