import type { ReactNode } from 'react';
import { useStrings } from '../shared/section/strings.ts';

/** A project's technologies as tags (on a card and in the dialog); `children` adds items. */
export function TechTags({ technologies, children }: { readonly technologies: readonly string[]; readonly children?: ReactNode }) {
  return (
    <ul className="tags" role="list" aria-label={useStrings('projects').technologiesLabel}>
      {technologies.map((t) => (
        <li key={t} className="tag">
          {t}
        </li>
      ))}
      {children}
    </ul>
  );
}
