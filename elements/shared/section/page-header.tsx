/**
 * The title of a section: the same piece on every page, so every page title has one size, weight
 * and alignment (Home's introduction is the one exception). On its own page a section's title is
 * the page's `<h1>`, with an optional kicker above and intro below; on Home, where the sections
 * follow the introduction, it is an `<h2>` with a link to the section's own page; inside the text
 * of a post or a write-up, whose title is the page's, it is an `<h2>`.
 */
import { createContext, type ReactNode, useContext } from 'react';
import { Icon } from './ui.tsx';

export interface PageHeaderProps {
  /** The heading's id, which the section names itself by (`aria-labelledby`). */
  readonly id: string;
  readonly title: ReactNode;
  /** A short line above the title. */
  readonly kicker?: string | undefined;
  /** A paragraph under the title, kept to a readable line length. */
  readonly intro?: ReactNode;
  /** On Home: an `<h2>` and a link to the section's page. */
  readonly more?: { readonly href: string; readonly label: string } | undefined;
}

/** Whether the section is inside the text of a post or write-up (section.tsx provides it, from in-text.ts `IN_TEXT`). */
export const InTextContext = createContext(false);

export function PageHeader({ id, title, kicker, intro, more }: PageHeaderProps) {
  const inText = useContext(InTextContext);
  const Heading = more || inText ? 'h2' : 'h1';
  return (
    <header className={more || inText ? 'page-header in-home' : 'page-header'}>
      <div className="page-header-text">
        {kicker && <p className="kicker">{kicker}</p>}
        <Heading id={id} className="page-title">
          {title}
        </Heading>
        {intro && <p className="page-intro">{intro}</p>}
      </div>
      {more && (
        <a className="more-link" href={more.href}>
          {more.label}
          <Icon name="arrowRight" className="icon directional" />
        </a>
      )}
    </header>
  );
}
