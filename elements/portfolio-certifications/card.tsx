/**
 * One certification. With a credential URL (`credlyUrl`) the whole card is a single link to it
 * (new tab) whose name reads the card's text, "View on Credly" included (on another host, "View
 * credential"): that label is always in the link and shown on hover or keyboard focus (always,
 * on touch screens). Without a URL the card is a plain article: no link, no pointer, no hover
 * lift. It says "Verified" when the owner's rule says so (`verified`: data/certifications.ts
 * `verifiedBy`). The Credential ID box shows only when the certificate has an ID, which reads left
 * to right in any language.
 */
import { useStrings } from '../shared/section/strings.ts';
import type { Certification } from '../../content/types.ts';
import { ExternalLink, Icon } from '../shared/section/ui.tsx';
import { Picture } from '../shared/media/picture.tsx';
import { Bidi } from '../shared/section/bidi.tsx';

/** Whether a credential URL is on Credly (its call says so). */
const onCredly = (url: string) => /(^|\.)credly\.com$/.test(new URL(url).hostname);

export function CertificationCard({ cert, verified }: { readonly cert: Certification; readonly verified: boolean }) {
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
        <h2 className="name">
          <Bidi text={cert.name} />
        </h2>
        <p className="issuer">
          <Bidi text={cert.issuer} />
        </p>
        {cert.credentialId && (
          <p className="credential">
            <span className="label">{words.credentialId}</span> <code dir="ltr">{cert.credentialId}</code>
          </p>
        )}
        <div className="meta">
          {verified && (
            <p className="verified">
              <Icon name="badgeCheck" />
              {words.verified}
            </p>
          )}
          <p className="year">
            <Icon name="calendar" />
            <Bidi text={cert.year} />
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
