/**
 * One certification. With a Credly URL the whole card is a single link to it (new tab) whose
 * name reads the card's text, "View on Credly" included: that label is always in the link
 * and shown on hover or keyboard focus (always, on touch screens). Without a URL the card is a
 * plain article: no link, no pointer, no hover lift.
 */
import type { Certification } from '../../content/types.ts';
import { ExternalLink, Icon } from '../shared/section/ui.tsx';
import { Picture } from '../shared/media/picture.tsx';

export function CertificationCard({ cert }: { readonly cert: Certification }) {
  const content = (
    <>
      <div className="media">
        {cert.img ? (
          <Picture className="logo" image={cert.img} slot="certLogo" alt="" />
        ) : (
          <span className="logo fallback">
            <Icon name="award" />
          </span>
        )}
      </div>
      <div className="body">
        <h2 className="name">{cert.name}</h2>
        <p className="issuer">{cert.issuer}</p>
        <p className="credential">
          <span className="label">Credential ID</span> <code>{cert.credentialId}</code>
        </p>
        <div className="meta">
          <p className="verified">
            <Icon name="badgeCheck" />
            Verified
          </p>
          <p className="year">
            <Icon name="calendar" />
            {cert.year}
          </p>
        </div>
      </div>
    </>
  );

  if (!cert.credlyUrl) return <article className="cert card">{content}</article>;
  return (
    <ExternalLink href={cert.credlyUrl} className="cert card linked">
      <Icon name="external" className="icon corner" />
      {content}
      <span className="credly">
        {' '}
        View on Credly
        <Icon name="external" />
      </span>
    </ExternalLink>
  );
}
