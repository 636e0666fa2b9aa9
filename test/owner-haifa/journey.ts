// The Haifa owner's journey (see profile.ts).
import type { JourneyEntry } from '../content/types.ts';

export const journey: readonly JourneyEntry[] = [
  {
    title: 'Passed the CKAD exam',
    company: 'The Linux Foundation',
    period: '2023',
    type: 'achievement',
    description: ['Two hours of real clusters, and a pass at the first try.'],
  },
  {
    title: 'Joined Shipwise',
    company: 'Shipwise',
    location: 'Haifa, Israel',
    period: 'March 2021',
    type: 'experience',
    description: ['The first back-end engineer of a team of six.'],
  },
  {
    title: 'Graduated from the Technion',
    company: 'Technion – Israel Institute of Technology',
    location: 'Haifa, Israel',
    period: '2014 - 2018',
    type: 'education',
    description: ['B.Sc. in Computer Science.'],
  },
];
