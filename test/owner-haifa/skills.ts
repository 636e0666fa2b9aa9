// The Haifa owner's skills (see profile.ts); the Certifications category is made from her certificate.
import { certificationSkills } from '../content/derive.ts';
import type { SkillCategory } from '../content/types.ts';
import { certifications } from './certifications.ts';

export const skillCategories: readonly SkillCategory[] = [
  {
    name: 'Languages',
    description: 'What I write services in.',
    icon: 'code',
    color: '#1d4ed8',
    skills: [
      { name: 'Go', logo: 'devicon:go/go-original.svg' },
      { name: 'Julia', logo: 'devicon:julia/julia-original.svg' },
      { name: 'SQL' },
    ],
  },
  {
    name: 'Data & Infrastructure',
    description: 'Where the services run and what they keep.',
    icon: 'database',
    color: '#047857',
    skills: [
      { name: 'DuckDB', logo: 'devicon:duckdb/duckdb-original.svg' },
      { name: 'Kafka', logo: 'devicon:apachekafka/apachekafka-original.svg' },
      { name: 'Redis', logo: 'devicon:redis/redis-original.svg' },
      { name: 'Nomad', logo: 'devicon:nomad/nomad-original.svg' },
    ],
  },
  {
    name: 'Certifications',
    description: 'What I have been examined on.',
    icon: 'award',
    color: '#15803d',
    skills: certificationSkills(certifications),
  },
];
