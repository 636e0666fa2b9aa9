/**
 * The Certifications page: every certification as a card, then the summary tiles. The total
 * is counted from the list; the other two tiles are fixed texts from data. Only links and CSS
 * hover here, so the site ships no JavaScript for it; it still renders when created by script.
 */
import { useLocale, useStrings, type SectionStrings } from '../shared/section/strings.ts';
import { PageHeader } from '../shared/section/page-header.tsx';
import { formatNumber } from '../../content/format.ts';
import { useId } from 'react';
import type { Certification } from '../../content/types.ts';
import { CertificationCard } from './card.tsx';

/** What the section shows (bound to `data/` in spec.ts). */
export interface CertificationsContent {
  readonly certifications: readonly Certification[];
  /** The tiles after the total, as written in data. */
  readonly certificationTiles: readonly { readonly value: string; readonly label: string }[];
  readonly strings: SectionStrings;
}

export function Certifications({ certifications, certificationTiles }: CertificationsContent) {
  const headingId = useId();
  const words = useStrings('certifications');
  const locale = useLocale();
  const tiles = [{ value: formatNumber(certifications.length, locale), label: words.total }, ...certificationTiles];
  return (
    <section className="section" aria-labelledby={headingId}>
      <PageHeader id={headingId} title={words.heading} intro={words.intro} />
      <ul className="grid" role="list">
        {certifications.map((cert) => (
          <li key={cert.name}>
            <CertificationCard cert={cert} />
          </li>
        ))}
      </ul>
      <dl className="tiles">
        {tiles.map((tile) => (
          <div key={tile.label} className="tile card">
            <dt>{tile.label}</dt>
            <dd>{tile.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
