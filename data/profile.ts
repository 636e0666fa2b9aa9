import type { PersonalFactsInput, ProfileInput, Url } from '../content/types.ts';

const github: Url = 'https://github.com/example-aarav';

/**
 * Who you are and how to reach you. Leave out what you do not have or do not want shown: any of
 * `links`, `phone`, `location`, `photo`. `brand` (header and footer) defaults to the first word
 * of `name`.
 */
export const profile: ProfileInput = {
  name: 'Aarav Reddy',
  role: 'Full Stack Developer & Cloud Enthusiast',
  summary:
    'I am a computer science undergraduate who builds full stack web apps and cloud-native data pipelines. ' +
    'I enjoy turning messy problems into clean, well-tested services on AWS, and I am currently interning as a data engineer.',
  blurb: 'A student developer building full stack apps and cloud-native tools, one commit at a time.',
  email: 'aarav.reddy@example.com',
  phone: '+91 98765 43210',
  location: 'Hyderabad, Telangana, India',
  photo: 'images/profile.svg',
  links: {
    github,
    linkedin: 'https://www.linkedin.com/in/example-aarav',
    devpost: 'https://devpost.com/example-aarav',
    codechef: 'https://www.codechef.com/users/example_aarav',
    leetcode: 'https://leetcode.com/u/example-aarav',
    x: 'https://x.com/example_aarav',
    instagram: 'https://www.instagram.com/example.aarav',
  },
  siteUrl: 'https://example.com',
};

/**
 * About's banner and overview. `greeting` (its heading) may be set here; it defaults to the
 * `about.greeting` string of data/strings.ts ("Hi, I'm <first word of the name>"). Leave out
 * any fact you would rather not show (without `dateOfBirth`, no age either).
 */
export const personal: PersonalFactsInput = {
  highlights: [
    'Full stack developer working with React, Django and Spring Boot',
    'AWS Certified Developer – Associate and Cloud Practitioner',
    'Data engineering intern building batch and streaming pipelines',
  ],
  dateOfBirth: '2004-03-15',
  gender: 'Male',
  languages: ['Telugu', 'English', 'Hindi'],
  work: 'Student',
  freelance: 'Available',
  country: 'India',
  overview: [
    'I grew up in Hyderabad taking gadgets apart, and that curiosity turned into a love for building software. ' +
      'Today I study computer science and spend most evenings shipping small products, from e-commerce stores to AI-assisted tools.',
    'My current focus is the cloud: I design serverless APIs and data pipelines on AWS and care about tests, clear docs and fast feedback loops. ' +
      'I am open to internships, freelance work and hackathon teams where I can learn from people who build at scale.',
  ],
};
