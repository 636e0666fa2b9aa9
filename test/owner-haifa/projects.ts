// The Haifa owner's two projects (see profile.ts): one with a picture, one without.
import type { Project } from '../content/types.ts';

export const projects: readonly Project[] = [
  {
    title: 'Queue Lens',
    description: 'A dashboard that shows where a Kafka consumer group falls behind, and why.',
    technologies: ['Go', 'Kafka', 'Prometheus'],
    features: ['Lag per partition, live', 'Alerts before a backlog grows'],
    githubUrl: 'https://github.com/noa-friedman-dev/queue-lens',
    image: 'images/queue-lens.svg',
  },
  {
    title: 'Parcel Router',
    description: 'Plans delivery routes across Haifa from the morning orders.',
    technologies: ['Scala', 'ClickHouse', 'H3'],
    features: ['Routes for 40 vans in under a minute', 'Replans when a street closes'],
    githubUrl: 'https://github.com/noa-friedman-dev/parcel-router',
  },
];
