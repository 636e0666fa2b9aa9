/**
 * One certification. With a credential URL (`credlyUrl`) the whole card is a single link to it
 * (new tab) whose name reads the card's text, "View on Credly" included (on another host, "View
 * credential"): that label is always in the link and shown on hover or keyboard focus (always,
 * on touch screens), and only such a card says "Verified". Without a URL the card is a plain
 * article: no link, no pointer, no hover lift, no claim. The Credential ID box shows only when
 * the certificate has an ID.
 */
import { useStrings } from '../shared/section/strings.ts';
import type { Certification } from '../../content/types.ts';
import { ExternalLink, Icon } from '../shared/section/ui.tsx';
import { Picture } from '../shared/media/picture.tsx';

/** Whether a credential URL is on Credly (its call says so). */
const onCredly = (url: string) => /(^|\.)credly\.com$/.test(new URL(url).hostname);

export function CertificationCard({ cert }: { readonly cert: Certification }) {
  const words = useStrings('certifications');
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
        {cert.credentialId && (
          <p className="credential">
            <span className="label">{words.credentialId}</span> <code>{cert.credentialId}</code>
          </p>
        )}
        <div className="meta">
          {cert.credlyUrl && (
            <p className="verified">
              <Icon name="badgeCheck" />
              {words.verified}
            </p>
          )}
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
        {onCredly(cert.credlyUrl) ? words.viewOnCredly : words.viewCredential}
        <Icon name="external" />
      </span>
    </ExternalLink>
  );
}
