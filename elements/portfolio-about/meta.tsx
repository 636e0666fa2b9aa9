import { periodText } from '../../content/period.ts';
import { Icon } from '../shared/section/ui.tsx';

/** Where and when, the line every education and experience card shares. */
export function Meta({ location, period }: { readonly location: string | undefined; readonly period: string }) {
  return (
    <ul className="meta" role="list">
      {location && (
        <li>
          <Icon name="mapPin" />
          {location}
        </li>
      )}
      <li>
        <Icon name="calendar" />
        {periodText(period)}
      </li>
    </ul>
  );
}
