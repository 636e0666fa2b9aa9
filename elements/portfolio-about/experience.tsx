/** The Experience tab: one card per role, with its type badge and what the work involved. */
import { fill } from '../../content/format.ts';
import type { ExperienceEntry } from '../../content/types.ts';
import { Picture } from '../shared/media/picture.tsx';
import { Bidi } from '../shared/section/bidi.tsx';
import { useStrings } from '../shared/section/strings.ts';
import { Meta } from './meta.tsx';

export function ExperienceList({ experience }: { readonly experience: readonly ExperienceEntry[] }) {
  const words = useStrings('about');
  return (
    <ul className="cards experience" role="list">
      {experience.map((job) => (
        <li key={`${job.company} ${job.title}`} className="card entry">
          <div className="entry-head">
            {job.logo && <Picture className="logo" image={job.logo} slot="entryLogo" alt={fill(words.logo, { name: job.company })} />}
            <div className="entry-title">
              <div className="title-row">
                <h3>
                  <Bidi text={job.title} />
                </h3>
                <span className="badge" data-type={job.type.toLowerCase()}>
                  <Bidi text={job.type} />
                </span>
              </div>
              <p className="subtitle">
                <Bidi text={job.company} />
              </p>
            </div>
          </div>
          <div className="entry-body">
            <Meta location={job.location} period={job.period} />
            <ul className="duties">
              {job.description.map((d) => (
                <li key={d}>
                  <Bidi text={d} />
                </li>
              ))}
            </ul>
          </div>
        </li>
      ))}
    </ul>
  );
}
