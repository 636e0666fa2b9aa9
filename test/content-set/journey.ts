import type { JourneyEntry } from '../content/types.ts';

/** Starts in 2026, has a type of its own ("passatempo") and no entry without a year. */
export const journey: readonly JourneyEntry[] = [
  {
    title: 'Primeiro cliente como freelancer: Rijeka & Sons <Logistics>',
    company: 'Rijeka & Sons',
    location: 'Remoto',
    period: 'Março 2026',
    type: 'experience',
    description: ['O meu primeiro contrato por conta própria.'],
  },
  {
    title: 'AWS Data Engineer – Associate',
    company: 'Amazon Web Services',
    location: 'Online',
    period: 'Janeiro 2026',
    type: 'achievement',
    description: ['Passei à primeira.', 'Três meses de serões.'],
  },
  {
    title: 'Estágio na Облак Лабс',
    company: 'Облак Лабс',
    location: 'Beograd',
    period: '2025',
    type: 'experience',
    description: ['Go, Kafka e testes de contrato.'],
  },
  {
    title: 'Traduzi um ciclo de poemas para हिन्दी (com ajuda!)',
    company: 'Projeto pessoal',
    location: 'Θεσσαλονίκη',
    period: 'Verão de 2024',
    type: 'passatempo',
    description: ['Doze poemas, quatro línguas, uma professora muito paciente.'],
  },
  {
    title: 'Erasmus em Θεσσαλονίκη',
    company: 'Αριστοτέλειο Πανεπιστήμιο Θεσσαλονίκης',
    location: 'Θεσσαλονίκη',
    period: '2024 – 2025',
    type: 'education',
    description: ['Um semestre de Informática, em grego e em inglês.'],
  },
  {
    title: 'Entrei na FEUP',
    company: 'Universidade do Porto',
    location: 'Porto',
    period: '2022',
    type: 'education',
    description: ['Licenciatura e mestrado integrados em Engenharia Informática e Computação.'],
  },
  {
    title: 'Primeira linha de código',
    company: 'Casa',
    location: 'Braga',
    period: 'Por volta de 2014',
    type: 'milestone',
    description: ['Um “Olá, mundo” em Scratch, depois em Python.'],
  },
];
