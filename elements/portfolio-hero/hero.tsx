/**
 * Home's introduction: name, role, summary, contact lines, profile links, the two calls to
 * action, the photo and the stat cards. Nothing here is interactive beyond links, so the
 * site ships no JavaScript for it; the element still works when created by script (embeds).
 */
import type { Content } from '../../content/types.ts';
import { ExternalLink, Icon, SaveContact } from '../shared/section/ui.tsx';
import { Picture } from '../shared/media/picture.tsx';
import { routeHref, telHref } from '../shared/urls.ts';

/** What the section shows (bound in spec.ts). */
export type HeroContent = Pick<Content, 'profile' | 'heroStats'>;

export function Hero({ profile, heroStats }: HeroContent) {
  const profiles = [
    { icon: 'github', label: 'GitHub', href: profile.github },
    { icon: 'linkedin', label: 'LinkedIn', href: profile.linkedin },
    { icon: 'devpost', label: 'DevPost', href: profile.devpost },
  ] as const;
  return (
    <section className="hero" aria-labelledby="hero-name">
      <div className="intro">
        <p className="kicker">Hello, I&apos;m</p>
        <h1 id="hero-name">{profile.name}</h1>
        <p className="role">{profile.role}</p>
        <p className="summary">{profile.summary}</p>
        <ul className="facts" role="list">
          <li>
            <a href={`mailto:${profile.email}`}>
              <Icon name="mail" />
              {profile.email}
            </a>
          </li>
          <li>
            <a href={telHref(profile.phone)}>
              <Icon name="phone" />
              {profile.phone}
            </a>
          </li>
          <li>
            <Icon name="mapPin" />
            {profile.location}
          </li>
        </ul>
        <ul className="profiles" role="list">
          {profiles.map((p) => (
            <li key={p.label}>
              <ExternalLink href={p.href} className="icon-link" label={p.label}>
                <Icon name={p.icon} />
              </ExternalLink>
            </li>
          ))}
        </ul>
        <div className="actions">
          <a className="button primary" href={routeHref('contact')}>
            Get In Touch
          </a>
          <a className="button" href={routeHref('projects')}>
            View Projects
          </a>
          <SaveContact />
        </div>
      </div>
      <div className="visual">
        <Picture className="photo" image={profile.photo} slot="heroPhoto" alt={`Portrait of ${profile.name}`} loading="priority" />
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
