/** The Experience tab: one card per role, with its type badge and what the work involved. */
import type { ExperienceEntry } from '../../content/types.ts';
import { Picture } from '../shared/media/picture.tsx';
import { Meta } from './meta.tsx';

export function ExperienceList({ experience }: { readonly experience: readonly ExperienceEntry[] }) {
  return (
    <ul className="cards experience" role="list">
      {experience.map((job) => (
        <li key={`${job.company} ${job.title}`} className="card entry">
          <div className="entry-head">
            <Picture className="logo" image={job.logo} slot="entryLogo" alt={`${job.company} logo`} />
            <div className="entry-title">
              <div className="title-row">
                <h3>{job.title}</h3>
                <span className="badge" data-type={job.type.toLowerCase()}>
                  {job.type}
                </span>
              </div>
              <p className="subtitle">{job.company}</p>
            </div>
          </div>
          <div className="entry-body">
            <Meta location={job.location} period={job.period} />
            <ul className="duties">
              {job.description.map((d) => (
                <li key={d}>{d}</li>
              ))}
            </ul>
          </div>
        </li>
      ))}
    </ul>
  );
}
