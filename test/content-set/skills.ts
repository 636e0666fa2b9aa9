import { certificationSkills } from '../content/derive.ts';
import { certifications } from './certifications.ts';
import type { SkillCategory } from '../content/types.ts';

export const skillCategories: readonly SkillCategory[] = [
  {
    name: 'Linguagens',
    description: 'O que escrevo todas as semanas — e o que leio “por diversão”.',
    icon: 'code',
    color: '#1d4ed8',
    skills: [
      { name: 'Python', logo: 'devicon:python/python-original.svg' },
      { name: 'Go', logo: 'devicon:go/go-original.svg' },
      { name: 'Rust', logo: 'devicon:rust/rust-original.svg' },
      { name: 'TypeScript', logo: 'devicon:typescript/typescript-original.svg' },
      { name: 'SQL & <PL/pgSQL>', logo: 'devicon:postgresql/postgresql-original.svg' },
    ],
  },
  {
    name: 'Streaming',
    description: 'Mover os dados enquanto ainda estão frescos.',
    icon: 'layers',
    color: '#7c3aed',
    skills: [
      { name: 'Apache Kafka', logo: 'devicon:apachekafka/apachekafka-original.svg' },
      { name: 'RabbitMQ', logo: 'devicon:rabbitmq/rabbitmq-original.svg' },
    ],
  },
  {
    name: 'Armazenamento',
    description: 'Onde os dados descansam.',
    icon: 'database',
    color: '#be123c',
    skills: [
      { name: 'PostgreSQL', logo: 'devicon:postgresql/postgresql-original.svg' },
      { name: 'Redis', logo: 'devicon:redis/redis-original.svg' },
      { name: 'Ξ-Store (interno)', logo: 'images/skill-xi-store.svg' },
    ],
  },
  {
    name: 'Operações',
    description: 'Manter tudo a funcionar às 3 da manhã.',
    icon: 'cloud',
    color: '#b45309',
    skills: [
      { name: 'Grafana', logo: 'devicon:grafana/grafana-original.svg' },
      { name: 'Prometheus', logo: 'devicon:prometheus/prometheus-original.svg' },
      { name: 'Ansible', logo: 'devicon:ansible/ansible-original.svg' },
      { name: 'Docker', logo: 'devicon:docker/docker-original.svg' },
      { name: 'Kubernetes', logo: 'devicon:kubernetes/kubernetes-original.svg' },
      { name: 'Terraform', logo: 'devicon:terraform/terraform-original.svg' },
      { name: 'Linux', logo: 'devicon:linux/linux-original.svg' },
      { name: 'GitHub Actions', logo: 'devicon:githubactions/githubactions-original.svg' },
      { name: 'Nginx', logo: 'devicon:nginx/nginx-original.svg' },
      { name: 'Git', logo: 'devicon:git/git-original.svg' },
    ],
  },
  {
    name: 'Certificações',
    description: 'Os certificados da página Certificações.',
    icon: 'award',
    color: '#15803d',
    skills: /* @__PURE__ */ certificationSkills(certifications),
  },
];
