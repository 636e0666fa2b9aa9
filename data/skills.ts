import { certifications } from './certifications.ts';
import { certificationSkills } from '../content/derive.ts';
import type { SkillCategory } from '../content/types.ts';

export const skillCategories: readonly SkillCategory[] = [
  {
    name: 'Programming Languages',
    description: 'The languages I use every day for coursework, competitive programming and production code.',
    icon: 'code',
    color: '#1d4ed8',
    skills: [
      { name: 'Python', logo: 'devicon:python/python-original.svg' },
      { name: 'Java', logo: 'devicon:java/java-original.svg' },
      { name: 'JavaScript', logo: 'devicon:javascript/javascript-original.svg' },
      { name: 'TypeScript', logo: 'devicon:typescript/typescript-original.svg' },
      { name: 'C++', logo: 'devicon:cplusplus/cplusplus-original.svg' },
      { name: 'C', logo: 'devicon:c/c-original.svg' },
    ],
  },
  {
    name: 'Frameworks & Libraries',
    description: 'Frameworks and libraries I reach for when building web apps, APIs and data tools.',
    icon: 'layers',
    color: '#7c3aed',
    skills: [
      { name: 'React', logo: 'devicon:react/react-original.svg' },
      { name: 'Next.js', logo: 'devicon:nextjs/nextjs-original.svg' },
      { name: 'Node.js', logo: 'devicon:nodejs/nodejs-original.svg' },
      { name: 'Express', logo: 'devicon:express/express-original.svg' },
      { name: 'Spring Boot', logo: 'devicon:spring/spring-original.svg' },
      { name: 'Django', logo: 'devicon:django/django-plain.svg' },
      { name: 'Flask', logo: 'devicon:flask/flask-original.svg' },
      { name: 'Tailwind CSS', logo: 'devicon:tailwindcss/tailwindcss-original.svg' },
      { name: 'Pandas', logo: 'devicon:pandas/pandas-original.svg' },
    ],
  },
  {
    name: 'Web & APIs',
    description: 'The building blocks of the web and the API styles I design and consume.',
    icon: 'globe',
    color: '#0f766e',
    skills: [
      { name: 'HTML5', logo: 'devicon:html5/html5-original.svg' },
      { name: 'CSS3', logo: 'devicon:css3/css3-original.svg' },
      { name: 'REST APIs', logo: 'devicon:openapi/openapi-original.svg' },
    ],
  },
  {
    name: 'Cloud & DevOps',
    description: 'Services and tools I use to deploy, automate and run applications in the cloud.',
    icon: 'cloud',
    color: '#b45309',
    skills: [
      { name: 'AWS', logo: 'devicon:amazonwebservices/amazonwebservices-original-wordmark.svg' },
      { name: 'Docker', logo: 'devicon:docker/docker-original.svg' },
      { name: 'Kubernetes', logo: 'devicon:kubernetes/kubernetes-original.svg' },
      { name: 'Terraform', logo: 'devicon:terraform/terraform-original.svg' },
      { name: 'GitHub Actions', logo: 'devicon:githubactions/githubactions-original.svg' },
      { name: 'Jenkins', logo: 'devicon:jenkins/jenkins-original.svg' },
      { name: 'Linux', logo: 'devicon:linux/linux-original.svg' },
      { name: 'Nginx', logo: 'devicon:nginx/nginx-original.svg' },
    ],
  },
  {
    name: 'Databases',
    description: 'Relational and document databases I model, query and tune.',
    icon: 'database',
    color: '#be123c',
    skills: [
      { name: 'MySQL', logo: 'devicon:mysql/mysql-original.svg' },
      { name: 'PostgreSQL', logo: 'devicon:postgresql/postgresql-original.svg' },
      { name: 'MongoDB', logo: 'devicon:mongodb/mongodb-original.svg' },
    ],
  },
  {
    name: 'Tools & Platforms',
    description: 'Everyday tools that keep my code versioned, tested and easy to explore.',
    icon: 'wrench',
    color: '#4338ca',
    skills: [
      { name: 'Git', logo: 'devicon:git/git-original.svg' },
      { name: 'GitHub', logo: 'devicon:github/github-original.svg' },
      { name: 'VS Code', logo: 'devicon:vscode/vscode-original.svg' },
      { name: 'Postman', logo: 'devicon:postman/postman-original.svg' },
      { name: 'Jupyter', logo: 'devicon:jupyter/jupyter-original.svg' },
    ],
  },
  {
    name: 'Certifications',
    description: 'Industry certifications that back up my cloud and programming skills.',
    icon: 'award',
    color: '#15803d',
    // From data/certifications.ts (`shortName` and `logo` there): one source per fact.
    skills: /* @__PURE__ */ certificationSkills(certifications),
  },
];
