import type { ReactNode } from 'react';
import { useStrings } from '../shared/section/strings.ts';
import { TagList } from '../shared/section/ui.tsx';

/** A project's technologies as tags (on a card and in the dialog); `children` adds items. */
export function TechTags({ technologies, children }: { readonly technologies: readonly string[]; readonly children?: ReactNode }) {
  return (
    <TagList label={useStrings('projects').technologiesLabel} tags={technologies}>
      {children}
    </TagList>
  );
}
