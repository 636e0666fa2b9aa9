import type { JourneyEntry } from '../content/types.ts';

/**
 * Not in display order: the Journey page sorts newest first by the first four-digit year in
 * `period` (a period without a year counts as 0). Entries that share a year are kept in the
 * order they appear here, so keep those newest first relative to each other.
 */
export const journey: readonly JourneyEntry[] = [
  {
    title: 'Earned AWS Certified Developer – Associate',
    company: 'Amazon Web Services',
    location: 'Online',
    period: 'December 2024',
    type: 'achievement',
    description: [
      'Passed the associate-level exam on building, deploying and debugging cloud applications.',
      'Covered Lambda, API Gateway, DynamoDB and CI/CD with CodePipeline.',
    ],
  },
  {
    title: 'Learned Spring Boot',
    company: 'Self-study',
    location: 'Hyderabad, Telangana',
    period: 'September 2024',
    type: 'milestone',
    description: [
      'Built REST APIs with Spring Boot, Spring Data JPA and MySQL.',
      'Used it to build StaffDesk, an employee management system.',
    ],
  },
  {
    title: 'Finalist at the AWS Lambda hackathon',
    company: 'Devpost',
    location: 'Online',
    period: 'June 2025',
    type: 'achievement',
    description: [
      'Built a serverless expense tracker with AWS Lambda, API Gateway and DynamoDB in 48 hours.',
      'Placed in the top 10 out of more than 300 submissions.',
    ],
  },
  {
    title: 'Started as a data engineering intern',
    company: 'Nimbus Data Labs',
    location: 'Hyderabad, Telangana',
    period: 'January 2025',
    type: 'experience',
    description: [
      'Joined the data platform team to build ETL pipelines on AWS.',
      'Working with Python, PySpark, Amazon S3 and Redshift.',
    ],
  },
  {
    title: 'Earned AWS Certified Cloud Practitioner',
    company: 'Amazon Web Services',
    location: 'Online',
    period: 'May 2024',
    type: 'achievement',
    description: ['My first cloud certification, covering core AWS services, pricing and security.'],
  },
  {
    title: 'Built my first Django web app',
    company: 'Personal project',
    location: 'Hyderabad, Telangana',
    period: 'April 2024',
    type: 'milestone',
    description: [
      'Shipped BookNook, a library management app for a local school.',
      'Learned models, migrations, the admin site and deployment.',
    ],
  },
  {
    title: 'Solved 300 data structures and algorithms problems',
    company: 'LeetCode and CodeChef',
    location: 'Online',
    period: 'March 2024',
    type: 'milestone',
    description: [
      'Practised arrays, graphs, dynamic programming and greedy techniques daily.',
      'Reached a 3-star rating on CodeChef.',
    ],
  },
  {
    title: 'Volunteered as a coding club mentor',
    company: 'Krishna Valley Institute of Technology',
    location: 'Hyderabad, Telangana',
    period: 'November 2023',
    type: 'volunteering',
    description: [
      'Ran weekly web development sessions for first-year students.',
      'Helped 40 students publish their first websites.',
    ],
  },
  {
    title: 'Earned Microsoft Azure Fundamentals',
    company: 'Microsoft',
    location: 'Online',
    period: 'October 2023',
    type: 'achievement',
    description: ['Learned cloud concepts, core Azure services and governance basics.'],
  },
  {
    title: 'Started freelancing as a web developer',
    company: 'Self-employed',
    location: 'Remote',
    period: 'June 2023',
    type: 'experience',
    description: [
      'Built websites for local businesses, from a bakery to a coaching centre.',
      'Learned to scope work, estimate time and talk to clients.',
    ],
  },
  {
    title: 'Learned JavaScript',
    company: 'Self-study',
    location: 'Hyderabad, Telangana',
    period: '2023',
    type: 'milestone',
    description: [
      'Went from DOM basics to async code, modules and React.',
      'Built small games and tools to practise every concept.',
    ],
  },
  {
    title: 'Learned Java',
    company: 'Krishna Valley Institute of Technology',
    location: 'Hyderabad, Telangana',
    period: 'December 2022',
    type: 'milestone',
    description: [
      'Picked up object-oriented programming in my first semester.',
      'Earned the HackerRank Java (Basic) certificate soon after.',
    ],
  },
  {
    title: 'Completed a Hindi language certification',
    company: 'Dakshin Hindi Prachar Kendra',
    location: 'Hyderabad, Telangana',
    period: '2014-2018',
    type: 'education',
    description: ['Cleared every level from Praveshika to Praveen with first class.'],
  },
  {
    title: 'Started B.Tech in computer science',
    company: 'Krishna Valley Institute of Technology',
    location: 'Hyderabad, Telangana',
    period: 'August 2022',
    type: 'education',
    description: [
      'Began a four-year degree in computer science and engineering.',
      'Current CGPA of 8.7 out of 10.',
    ],
  },
  {
    title: 'Completed intermediate (12th)',
    company: 'Lotus Junior College',
    location: 'Hyderabad, Telangana',
    period: 'May 2022',
    type: 'education',
    description: ['Studied mathematics, physics and chemistry and scored 96.4%.'],
  },
  {
    title: 'Ranked in the top 2% of the engineering entrance exam',
    company: 'TS EAMCET',
    location: 'Hyderabad, Telangana',
    period: '2020 - 2022',
    type: 'achievement',
    description: [
      'Prepared for two years alongside intermediate studies.',
      'Secured a state rank that opened the door to computer science.',
    ],
  },
  {
    title: 'Completed 10th class',
    company: 'Greenfield High School',
    location: 'Hyderabad, Telangana',
    period: 'March 2020',
    type: 'education',
    description: ['Graduated with a perfect 10 CGPA.'],
  },
  {
    title: 'Born in Hyderabad',
    company: 'Family',
    location: 'Hyderabad, Telangana',
    period: '{personal}',
    type: 'milestone',
    description: ['Where it all began: a curious kid who loved taking gadgets apart.'],
  },
  {
    title: 'Honourable mention in a space settlement design contest',
    company: 'Space Settlement Design Contest',
    location: 'Online',
    period: '2019',
    type: 'achievement',
    description: [
      'Designed an orbital habitat for 10,000 people with a team of four classmates.',
      'Wrote the life support and transport sections of our entry.',
    ],
  },
];
