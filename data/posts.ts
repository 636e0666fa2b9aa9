// Written by `npm run sync` from the feeds in data/writing.ts (docs/sync.md): review the change, do not edit by hand.
import type { Post, PostsFrom } from '../content/types.ts';

/** The feeds they are synced from: the site shows them only while data/ names the same. */
export const postsFrom: PostsFrom = {
  feeds: ['https://dev.to/feed/example-aarav'],
};

export const posts: readonly Post[] = [
  {
    title: 'What an internship taught me about data pipelines',
    url: 'https://dev.to/example-aarav/what-an-internship-taught-me-about-data-pipelines-3k2p',
    date: '2026-10-12',
    summary: 'Three months of moving data on AWS: why idempotent jobs, small files and boring retries mattered more than any framework.',
    tags: ['aws', 'dataengineering', 'career'],
  },
  {
    title: 'Prerendering web components with React 19',
    url: 'https://dev.to/example-aarav/prerendering-web-components-with-react-19-1h7a',
    date: '2026-08-30',
    summary: 'How my portfolio paints before any script: declarative shadow DOM, hydration, and what broke in Safari.',
    tags: ['react', 'webcomponents', 'performance'],
  },
  {
    title: 'Detecting crop disease from a phone photo',
    url: 'https://dev.to/example-aarav/detecting-crop-disease-from-a-phone-photo-5b9e',
    date: '2026-05-21',
    summary: 'Building CropCare AI: collecting leaf photos, training a small model and running it where the network is slow.',
    tags: ['machinelearning', 'pytorch'],
  },
  {
    title: 'My first hackathon, in 36 hours',
    url: 'https://dev.to/example-aarav/my-first-hackathon-in-36-hours-2c4d',
    date: '2025-11-08',
    summary: 'What we built, what we cut at 3 a.m., and why the demo mattered more than the code.',
    tags: ['hackathon', 'beginners'],
  },
];
