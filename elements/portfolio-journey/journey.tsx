/**
 * The Journey page: every entry on one vertical timeline, newest first (sort.ts), cards
 * alternating left and right on wide screens and in one column on small ones. Static on the
 * site (no JavaScript shipped); it still renders when created by script.
 */
import { useStrings, type SectionStrings } from '../shared/section/strings.ts';
import { PageHeader } from '../shared/section/page-header.tsx';
import { useId } from 'react';
import type { JourneyEntry as Entry } from '../../content/types.ts';
import { JourneyEntry } from './entry.tsx';
import { sortJourney } from '../../content/period.ts';

/** What the section shows (bound to `data/` in spec.ts). */
export interface JourneyContent {
  readonly journey: readonly Entry[];
  readonly strings: SectionStrings;
}

export function Journey({ journey }: JourneyContent) {
  const headingId = useId();
  const words = useStrings('journey');
  const entries = sortJourney(journey);
  return (
    <section className="section" aria-labelledby={headingId}>
      <PageHeader id={headingId} title={words.heading} intro={words.intro} />
      <ol className="timeline" role="list">
        {entries.map((entry) => (
          <JourneyEntry key={`${entry.period}|${entry.title}`} entry={entry} />
        ))}
      </ol>
    </section>
  );
}
