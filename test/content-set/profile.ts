// A second owner's data/ (scripts/content-set.ts puts it in place of data/, where these
// imports resolve). The brand is left to its default (the first word of the name).
import { completePersonal, completeProfile } from '../content/derive.ts';
import type { ContactInfo, Url } from '../content/types.ts';

const github: Url = 'https://github.com/mila-os';
const codechef: Url = 'https://www.codechef.com/users/mila_os';
const devpost: Url = 'https://devpost.com/mila-os';

export const profile = /* @__PURE__ */ completeProfile({
  name: "Mila O'Connor-Šimić",
  role: 'Data engineer · λ-calculus enthusiast',
  summary:
    'I build streaming pipelines and the tools around them, from Kafka consumers to dashboards. ' +
    'Raised between Zagreb and Θεσσαλονίκη, I write “boring” code on purpose — and test it — and I learned Russian to read «Мастер и Маргарита».',
  blurb: 'Pipelines, proofs & <plain> HTML — from Zagreb.',
  email: 'mila@oconnor-simic.example.org',
  phone: '+385 (91) 234-5678',
  location: 'Zagreb, Grad Zagreb, Hrvatska',
  photo: 'images/photo.jpg',
  github,
  linkedin: 'https://www.linkedin.com/in/mila-os',
  codechef,
  devpost,
  x: 'https://x.com/mila_os',
  instagram: 'https://www.instagram.com/mila.os',
  leetcode: 'https://leetcode.com/u/mila-os',
  siteUrl: 'https://mila.example.org',
  socialLinks: [
    { href: github, label: 'GitHub' },
    { href: codechef, label: 'CodeChef' },
  ],
});

export const personal = /* @__PURE__ */ completePersonal(
  {
    greeting: 'Bok, ja sam Mila!',
    highlights: ['Streams before batches: Kafka, Flink & “exactly once”', 'Ζήτω η απλότητα — simplicity first'],
    dateOfBirth: '2000-02-29',
    gender: 'Female',
    languages: ['Hrvatski', 'English', 'Ελληνικά', 'Русский', 'हिन्दी'],
    work: 'Engineer',
    freelance: 'Not available',
    country: 'Hrvatska',
    overview: [
      'I like systems that explain themselves: clear data contracts, small services, tests that read like the behaviour <they> check & guard. ' +
        'Outside work I climb, translate poems and learn हिन्दी one word at a time.',
    ],
  },
  profile,
);

export const contact: ContactInfo = {
  email: profile.email,
  github: profile.github,
  linkedin: profile.linkedin,
  devpost: profile.devpost,
  codechef: profile.codechef,
  location: profile.location,
  phone: profile.phone,
};
