import type { EducationEntry } from '../content/types.ts';

export const education: readonly EducationEntry[] = [
  {
    institution: 'Krishna Valley Institute of Technology',
    degree: 'B.Tech in Computer Science and Engineering',
    location: 'Hyderabad, Telangana',
    period: '2022 - 2026',
    cgpa: '8.7 / 10',
    logo: 'images/edu-krishna-valley.svg',
  },
  {
    institution: 'Lotus Junior College',
    degree: 'Intermediate (12th), Mathematics, Physics and Chemistry',
    location: 'Hyderabad, Telangana',
    period: '2020 - 2022',
    score: '96.4%',
    logo: 'images/edu-lotus-junior-college.svg',
  },
  {
    institution: 'Greenfield High School',
    degree: 'Secondary School Certificate (10th)',
    location: 'Hyderabad, Telangana',
    period: '2019 - 2020',
    cgpa: '10 / 10',
    logo: 'images/edu-greenfield-high.svg',
  },
  {
    institution: 'Dakshin Hindi Prachar Kendra',
    degree: 'Hindi language certification (Praveshika to Praveen)',
    location: 'Hyderabad, Telangana',
    period: '2014 - 2018',
    score: 'First class with distinction',
    logo: 'images/edu-hindi-prachar.svg',
  },
];
