/**
 * One repository: its name (a link to it on GitHub), whether it is archived or a fork, its
 * description and topics, then its language, stars and forks on one line, its licence and last
 * push on the next, and its homepage when it has one. A filter changes only whether a card is shown: its content is
 * memoised and not rendered again.
 */
import { memo, type ReactNode } from 'react';
import { fill, fillParts, formatNumber, longDate, pluralForm, type PluralForms } from '../../content/format.ts';
import type { Repository } from '../../content/types.ts';
import type { IconName } from '../shared/media/icons.ts';
import { useLocale, useStrings } from '../shared/section/strings.ts';
import { ExternalLink, Icon, TagList } from '../shared/section/ui.tsx';

interface CardContentProps {
  readonly repository: Repository;
  /** Its language's key in the section's colours (language-styles.ts), if it has one. */
  readonly colorKey: string | undefined;
}

interface RepositoryCardProps extends CardContentProps {
  /** Hidden by the current filter. */
  readonly hidden: boolean;
  /** The filters that show this card, as `data-matches` (shared/runtime/filters.ts). */
  readonly matches: string;
}

export function RepositoryCard({ hidden, matches, ...content }: RepositoryCardProps) {
  return (
    <li className={`repository card entry${content.repository.archived ? ' archived' : ''}`} hidden={hidden} data-matches={matches}>
      <CardContent {...content} />
    </li>
  );
}

/** A language's colour, as a dot beside its name (decorative: the name says it). */
export function LanguageDot({ colorKey }: { readonly colorKey: string | undefined }) {
  return <span className="dot" data-language={colorKey} aria-hidden="true" />;
}

const CardContent = memo(function CardContent({ repository, colorKey }: CardContentProps) {
  const words = useStrings('openSource');
  const lang = useStrings('lang');
  const locale = useLocale();
  const { name, url, description, language, topics, stars, forks, homepage, license, pushed, fork, archived } = repository;
  const counted = (forms: PluralForms, count: number) => fill(pluralForm(forms, count, lang), { count: formatNumber(count, locale) });
  const fact = (icon: IconName, text: ReactNode) => (
    <li>
      <Icon name={icon} />
      {text}
    </li>
  );
  return (
    <>
      <div className="heading">
        <h2>
          <ExternalLink href={url}>{name}</ExternalLink>
        </h2>
        {archived && <span className="badge">{words.archived}</span>}
        {fork && <span className="badge">{words.fork}</span>}
      </div>
      {description && <p className="summary">{description}</p>}
      {topics.length > 0 && <TagList label={words.topicsListLabel} tags={topics} />}
      <ul className="facts stats" role="list">
        {language && (
          <li>
            <LanguageDot colorKey={colorKey} />
            <span className="visually-hidden">{words.language} </span>
            {language}
          </li>
        )}
        {fact('star', counted(words.stars, stars))}
        {fact('fork', counted(words.forks, forks))}
      </ul>
      <ul className="facts meta" role="list">
        {license && fact('scale', fill(words.license, { license }))}
        {fact(
          'clock',
          fillParts(words.updated, {
            date: (
              <time key="date" dateTime={pushed}>
                {longDate(pushed, locale)}
              </time>
            ),
          }),
        )}
      </ul>
      {homepage && (
        <p className="homepage">
          <ExternalLink href={homepage} className="link">
            <Icon name="globe" />
            {words.homepage}
          </ExternalLink>
        </p>
      )}
    </>
  );
});
