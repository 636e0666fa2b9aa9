import type { ExperienceEntry } from '../content/types.ts';

export const experience: readonly ExperienceEntry[] = [
  {
    title: 'Data engineering intern',
    company: 'Nimbus Data Labs',
    location: 'Hyderabad, Telangana (hybrid)',
    period: 'January 2025 - Present',
    type: 'Internship',
    description: [
      'Build batch ETL jobs in Python and PySpark that load sales data from Amazon S3 into a Redshift warehouse.',
      'Moved nightly reports to event-driven AWS Lambda functions, cutting report delivery time from hours to minutes.',
      'Added data quality checks and alerts that catch schema drift before it reaches the dashboards.',
      'Document pipelines and review pull requests with the analytics team every sprint.',
    ],
    logo: 'images/exp-nimbus-data-labs.svg',
  },
  {
    title: 'Freelance web developer',
    company: 'Self-employed',
    location: 'Remote',
    period: 'June 2023 - December 2024',
    type: 'Freelance',
    description: [
      'Designed and built responsive websites for five local businesses, including a bakery, a clinic and a coaching centre.',
      'Set up booking and enquiry forms, basic SEO and analytics so owners could track leads on their own.',
      'Handed over each site with a short guide and a month of free fixes.',
    ],
    logo: 'images/exp-freelance.svg',
  },
];
