/**
 * The owner's texts, and what `npm run sync` brought, on a page of either direction: each piece
 * isolated from the words around it (`<bdi>`, so a neighbouring "·" or ":" stays where it is),
 * read in the direction its letters read in on this page, and each stretch of the other direction
 * inside it isolated too (content/bidi.ts): "Rijeka & Sons <Logistics>" on an Arabic page reads
 * left to right, whole; "<plain> HTML" inside an Arabic sentence keeps its brackets; a year
 * follows the page. Values that read left to right in any language (a URL, a code, a handle)
 * are `LeftToRight`; an email address is `EmailAddress` (ui.tsx), a phone number `PhoneNumber`.
 */
import { useContext } from 'react';
import { directionParts } from '../../../content/bidi.ts';
import { direction } from '../../../content/languages.ts';
import { StringsContext } from './strings.ts';

/** `text` isolated, in the direction its letters read in on this section's page. */
export function Bidi({ text }: { readonly text: string }) {
  const lang = useContext(StringsContext)?.lang;
  const { dir, parts } = directionParts(text, lang ? direction(lang) : 'ltr');
  return (
    <bdi dir={dir}>
      {parts.map((part) =>
        part.dir ? (
          <bdi key={part.at} dir={part.dir}>
            {part.text}
          </bdi>
        ) : (
          part.text
        ),
      )}
    </bdi>
  );
}

/** A value that reads left to right in every language, isolated: an address, a URL, a code. */
export function LeftToRight({ text }: { readonly text: string }) {
  return <bdi dir="ltr">{text}</bdi>;
}
