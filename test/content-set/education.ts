import type { EducationEntry } from '../content/types.ts';

export const education: readonly EducationEntry[] = [
  {
    institution: 'Sveučilište u Zagrebu, Fakultet elektrotehnike i računarstva',
    degree: 'MSc in Computing — Data Science & Engineering',
    location: 'Zagreb, Hrvatska',
    period: '2021 – 2023',
    score: 'Summa cum laude (5.0 / 5)',
    logo: 'images/uni-zagreb.svg',
  },
  {
    institution: 'Αριστοτέλειο Πανεπιστήμιο Θεσσαλονίκης',
    degree: 'BSc in Informatics',
    location: 'Θεσσαλονίκη, Ελλάδα',
    period: '2017 – 2021',
    cgpa: '9.1 / 10',
    logo: 'images/uni-thessaloniki.svg',
  },
];
