/** The Education tab: one card per school, in the order of the content. */
import type { EducationEntry } from '../../content/types.ts';
import { Picture } from '../shared/media/picture.tsx';
import { Meta } from './meta.tsx';

const grade = (entry: EducationEntry): readonly [label: string, value: string] =>
  'cgpa' in entry ? ['CGPA', entry.cgpa] : ['Score', entry.score];

export function EducationList({ education }: { readonly education: readonly EducationEntry[] }) {
  return (
    <ul className="cards education" role="list">
      {education.map((entry) => {
        const [label, value] = grade(entry);
        return (
          <li key={entry.institution} className="card entry">
            <div className="entry-head">
              <Picture className="logo" image={entry.logo} slot="entryLogo" alt={`${entry.institution} logo`} />
              <div className="entry-title">
                <h3>{entry.institution}</h3>
                <p className="subtitle">{entry.degree}</p>
              </div>
            </div>
            <div className="entry-body">
              <Meta location={entry.location} period={entry.period} />
              <dl className="grade">
                <dt>{label}</dt>
                <dd>{value}</dd>
              </dl>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
