/** The Education tab: one card per school, in the order of the content. */
import { fill } from '../../content/format.ts';
import type { EducationEntry } from '../../content/types.ts';
import { Picture } from '../shared/media/picture.tsx';
import { Bidi } from '../shared/section/bidi.tsx';
import { useStrings } from '../shared/section/strings.ts';
import { Meta } from './meta.tsx';

export function EducationList({ education }: { readonly education: readonly EducationEntry[] }) {
  const words = useStrings('about');
  return (
    <ul className="cards education" role="list">
      {education.map((entry) => {
        const grade = entry.cgpa ? [words.cgpa, entry.cgpa] : entry.score ? [words.score, entry.score] : null;
        return (
          <li key={entry.institution} className="card entry">
            <div className="entry-head">
              {entry.logo && (
                <Picture className="logo" image={entry.logo} slot="entryLogo" alt={fill(words.logo, { name: entry.institution })} />
              )}
              <div className="entry-title">
                <h3>
                  <Bidi text={entry.institution} />
                </h3>
                <p className="subtitle">
                  <Bidi text={entry.degree} />
                </p>
              </div>
            </div>
            <div className="entry-body">
              <Meta location={entry.location} period={entry.period} />
              {grade && (
                <dl className="grade">
                  <dt>{grade[0]}</dt>
                  <dd>
                    <Bidi text={grade[1]!} />
                  </dd>
                </dl>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
