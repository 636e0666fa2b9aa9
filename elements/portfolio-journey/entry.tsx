/**
 * One step of the Journey: a marker on the timeline with the type's icon, and a card with the
 * type badge, period, title, company, location and what happened. Each known type has its own
 * colour and icon (journey.css, `.type-<type>`); any other type gets the grey `type-other`.
 */
import { useStrings } from '../shared/section/strings.ts';
import type { JourneyEntry as Entry } from '../../content/types.ts';
import type { IconName } from '../shared/media/icons.ts';
import { Icon } from '../shared/section/ui.tsx';
import { labelOf } from '../../content/format.ts';
import { periodText, periodYear } from '../../content/period.ts';

const typeIcons = {
  experience: 'briefcase',
  education: 'graduation',
  achievement: 'trophy',
  milestone: 'flag',
} as const satisfies Record<string, IconName>;

type KnownType = keyof typeof typeIcons;
const isKnown = (type: string): type is KnownType => Object.hasOwn(typeIcons, type);

export function JourneyEntry({ entry }: { readonly entry: Entry }) {
  const known = isKnown(entry.type) ? entry.type : null;
  const { types } = useStrings('journey');
  return (
    <li className={`entry type-${known ?? 'other'}`}>
      <span className="marker">
        <Icon name={known ? typeIcons[known] : 'circle'} />
      </span>
      <article className="card">
        <p className="top">
          <span className="badge">{labelOf(types, entry.type)}</span>{' '}
          {/* A period without a year (e.g. the "{personal}" birth milestone) is a sort key, not text to show. */}
          {periodYear(entry.period) > 0 && (
            <span className="period">
              <Icon name="calendar" />
              {periodText(entry.period)}
            </span>
          )}
        </p>
        <h2>{entry.title}</h2>
        {(entry.company || entry.location) && (
          <p className="where">
            {entry.company && (
              <span>
                <Icon name="building" />
                {entry.company}
              </span>
            )}{' '}
            {entry.location && (
              <span>
                <Icon name="mapPin" />
                {entry.location}
              </span>
            )}
          </p>
        )}
        <ul className="details">
          {entry.description.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </article>
    </li>
  );
}
