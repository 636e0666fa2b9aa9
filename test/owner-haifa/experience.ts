// The Haifa owner's work (see profile.ts): company names in Latin letters.
import type { ExperienceEntry } from '../content/types.ts';

export const experience: readonly ExperienceEntry[] = [
  {
    title: 'Back-end engineer',
    company: 'Shipwise',
    location: 'Haifa, Israel',
    period: 'March 2021 - Present',
    type: 'Full-time',
    description: [
      'Own the order pipeline: Kafka consumers in Go that route two million events a day.',
      'Cut the p99 latency of the tracking API from 900 ms to 120 ms.',
    ],
  },
  {
    title: 'Software engineer',
    company: 'Carmel Systems',
    location: 'Haifa, Israel',
    period: 'August 2018 - February 2021',
    type: 'Full-time',
    description: ['Built billing services in Scala and ClickHouse for hospital clinics.'],
  },
];
