import type { EducationEntry } from '../content/types.ts';

export const education: readonly EducationEntry[] = [
  {
    institution: 'Universidade do Porto, Faculdade de Engenharia',
    degree: 'Mestrado em Engenharia Informática e Computação — Ciência de Dados',
    location: 'Porto, Portugal',
    period: '2022 – 2027',
    score: 'Média de 17,4 / 20',
    logo: 'images/uni-porto.svg',
  },
  {
    institution: 'Αριστοτέλειο Πανεπιστήμιο Θεσσαλονίκης',
    degree: 'Erasmus+: semestre de Informática',
    location: 'Θεσσαλονίκη, Ελλάδα',
    period: '2024 – 2025',
    cgpa: '9.1 / 10',
    logo: 'images/uni-thessaloniki.svg',
  },
];
