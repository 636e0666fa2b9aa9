// The Haifa owner's education (see profile.ts).
import type { EducationEntry } from '../content/types.ts';

export const education: readonly EducationEntry[] = [
  {
    institution: 'Technion – Israel Institute of Technology',
    degree: 'B.Sc. in Computer Science',
    location: 'Haifa, Israel',
    period: '2014 - 2018',
    cgpa: '88 / 100',
  },
];
