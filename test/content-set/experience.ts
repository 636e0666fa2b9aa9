import type { ExperienceEntry } from '../content/types.ts';

export const experience: readonly ExperienceEntry[] = [
  {
    title: 'Engenheira de dados (freelance)',
    company: 'Rijeka & Sons <Logistics>',
    location: 'Remoto',
    period: 'Março 2026 – presente',
    type: 'Freelance',
    description: ['Passei os processos noturnos em batch para um stream Kafka, com testes de ponta a ponta.'],
    logo: 'images/exp-rijeka.svg',
  },
  {
    title: 'Estagiária de plataforma',
    company: 'Облак Лабс',
    location: 'Beograd, Srbija',
    period: 'Julho 2025 – Setembro 2025',
    type: 'Estágio',
    description: [
      'Escrevi em Go um cliente do registo de esquemas e os seus testes de contrato.',
      'Reduzi o deploy de staging de 40 para 6 minutos.',
      'Organizei as sessões “traz um bug” de sexta-feira da equipa.',
    ],
    logo: 'images/exp-oblak.svg',
  },
  {
    title: 'Assistente de investigação',
    company: 'AUTh Data Lab',
    location: 'Θεσσαλονίκη, Ελλάδα',
    period: '2024 – 2025',
    type: 'Estágio',
    description: ['Limpei e publiquei um conjunto de dados aberto sobre a qualidade do ar.', 'Coautora de um artigo de workshop.'],
    logo: 'images/exp-auth.svg',
  },
];
