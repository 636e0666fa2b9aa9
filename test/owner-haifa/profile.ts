// A fixture owner, as a fork writes data/ (test/support/owner.ts puts these files over the
// sample's data/, where the imports resolve; what is not here stays the sample's, as in a fork
// whose owner has not touched it): a back-end engineer in Haifa whose site is in English and
// Hebrew (translations.ts), with a GitHub link only, no phone-less gaps, two projects (one
// without a picture), one certificate and no posts. Her data/strings.ts is the sample's English,
// and her data/repositories.ts the sample's too: `npm run sync` run offline left it as it was.
import type { PersonalFactsInput, ProfileInput } from '../content/types.ts';

export const profile: ProfileInput = {
  name: 'Noa Friedman',
  role: 'Back-end Engineer',
  summary:
    'I build the services behind busy apps: queues, APIs and the databases under them. ' +
    'I measure before and after every change, and I write down what I learn.',
  blurb: 'Back-end services that stay up, from Haifa.',
  email: 'noa@friedman.example.org',
  phone: '+972 52 555 0142',
  location: 'Haifa, Israel',
  links: {
    github: 'https://github.com/noa-friedman-dev',
  },
  siteUrl: 'https://noa.example.org',
};

export const personal: PersonalFactsInput = {
  highlights: [
    'Back-end engineer at a logistics start-up since 2021',
    'Runs the order pipeline: two million events a day',
    'HashiCorp Certified: Consul Associate',
  ],
  languages: ['Hebrew', 'English', 'Arabic'],
  work: 'Full-time',
  country: 'Israel',
  overview: [
    'I studied computer science at the Technion and stayed in Haifa, where I have built back ends ever since.',
    'Today I look after the services that route parcels across the country, and I like a quiet pager best.',
  ],
};
