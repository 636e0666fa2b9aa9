/** Small React pieces every section shares. */
import { Fragment, type ReactNode } from 'react';
import { emailRuns } from '../email.ts';
import { iconMarkup } from '../media/icon-markup.ts';
import { noteStyle } from '../render-record.ts';
import { CONTACT_CARD } from '../site-files.ts';
import { fileHref, routeHref } from '../urls.ts';
import type { ListedPost } from '../../../content/types.ts';
import type { IconName } from '../media/icons.ts';
import { useStrings } from './strings.ts';

/** A decorative icon; the control around it carries the accessible name. */
export function Icon({ name, className = 'icon' }: { readonly name: IconName; readonly className?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: icon markup is the build's own SVG (icons.ts), never content
  return <span className={className} dangerouslySetInnerHTML={{ __html: iconMarkup(name) }} />;
}

/**
 * An inline `<style>`: the prerender notes its text, which the page policy then allows by its
 * hash (no other inline style is allowed).
 */
export function InlineStyle({ css }: { readonly css: string }) {
  if (__PRERENDER__) noteStyle(css);
  return <style>{css}</style>;
}

/** A phone number: left to right in every language (on a right-to-left page its digit groups would turn round). */
export function PhoneNumber({ phone }: { readonly phone: string }) {
  return <span dir="ltr">{phone}</span>;
}

/** An email address, left to right in every language, wrapping only after "@" or before "." (email.ts). */
export function EmailAddress({ email }: { readonly email: string }) {
  return (
    <span className="email" dir="ltr">
      {emailRuns(email).map((run, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the runs of one address, in order
        <Fragment key={i}>
          {i > 0 && <wbr />}
          <span>{run}</span>
        </Fragment>
      ))}
    </span>
  );
}

/** "Save contact": downloads the owner's contact card, for an address book. */
export function SaveContact({ className = 'button' }: { readonly className?: string }) {
  return (
    <a className={className} href={fileHref(CONTACT_CARD)} download="">
      {useStrings('common').saveContact}
    </a>
  );
}

/** A link that opens in a new tab and says so to screen readers. */
export function ExternalLink({
  href,
  className,
  label,
  children,
}: {
  readonly href: string;
  readonly className?: string;
  /** Accessible name when the visible content is only an icon. */
  readonly label?: string;
  readonly children: ReactNode;
}) {
  const { newTab } = useStrings('common');
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer" aria-label={label && `${label} ${newTab}`}>
      {children}
      {!label && <span className="visually-hidden"> {newTab}</span>}
    </a>
  );
}

/**
 * A post's title as a link: one of the owner's own to its page on this site (in the language it
 * is shown in), a synced one in a new tab where it was published.
 */
export function PostLink({ post, children }: { readonly post: ListedPost; readonly children: ReactNode }) {
  if (!post.local) return <ExternalLink href={post.url}>{children}</ExternalLink>;
  return (
    <a href={routeHref(post.local.route, post.local.folder)} hrefLang={post.local.lang}>
      {children}
    </a>
  );
}

/** Tags (a project's technologies, a repository's topics, a post's tags) as a named list; `children` adds items. */
export function TagList({
  label,
  tags,
  children,
}: {
  readonly label: string;
  readonly tags: readonly string[];
  readonly children?: ReactNode;
}) {
  return (
    <ul className="tags" role="list" aria-label={label}>
      {tags.map((t) => (
        <li key={t} className="tag">
          {t}
        </li>
      ))}
      {children}
    </ul>
  );
}
