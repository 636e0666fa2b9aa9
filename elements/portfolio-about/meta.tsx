import { periodText } from '../../content/period.ts';
import { Icon } from '../shared/section/ui.tsx';
import { Bidi } from '../shared/section/bidi.tsx';

/** Where and when, the line every education and experience card shares. */
export function Meta({ location, period }: { readonly location: string | undefined; readonly period: string }) {
  return (
    <ul className="meta" role="list">
      {location && (
        <li>
          <Icon name="mapPin" />
          <Bidi text={location} />
        </li>
      )}
      <li>
        <Icon name="calendar" />
        <Bidi text={periodText(period)} />
      </li>
    </ul>
  );
}
