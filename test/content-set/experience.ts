import type { ExperienceEntry } from '../content/types.ts';

export const experience: readonly ExperienceEntry[] = [
  {
    title: 'Data engineer (contract)',
    company: 'Rijeka & Sons <Logistics>',
    location: 'Remote',
    period: 'March 2026 – Present',
    type: 'Freelance',
    description: ['Moved nightly batch jobs to a Kafka stream with end-to-end tests.'],
    logo: 'images/exp-rijeka.svg',
  },
  {
    title: 'Platform intern',
    company: 'Облак Лабс',
    location: 'Beograd, Srbija',
    period: 'June 2023 – December 2023',
    type: 'Internship',
    description: [
      'Wrote a schema registry client in Go and its contract tests.',
      'Cut the staging deploy from 40 to 6 minutes.',
      'Ran the team’s “bring a bug” Friday sessions.',
    ],
    logo: 'images/exp-oblak.svg',
  },
  {
    title: 'Research assistant',
    company: 'AUTh Data Lab',
    location: 'Θεσσαλονίκη, Ελλάδα',
    period: '2020 – 2021',
    type: 'Internship',
    description: ['Cleaned and published an open air-quality data set.', 'Co-authored a workshop paper.'],
    logo: 'images/exp-auth.svg',
  },
];
