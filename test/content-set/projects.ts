/*
 * Three projects, none with a video or a LinkedIn post. Filters: Full Stack -> the first,
 * AI -> the third (its title), Django -> the second; Enterprise application and Portfolio
 * show none.
 */
import type { Project } from '../content/types.ts';

export const projects: readonly Project[] = [
  {
    title: 'Tiles & <Canvas> "Lab"',
    description:
      'A collaborative pixel canvas: anyone can place a tile, everyone sees it at once. ' +
      'The server keeps the board as a CRDT & replays history, so “undo” works across tabs.',
    technologies: ['Full Stack', 'TypeScript', 'WebSockets', 'Rust', 'WebAssembly'],
    features: ['Live cursors for every visitor', 'Undo & redo across tabs', 'Time-lapse export as <video>'],
    githubUrl: 'https://github.com/mila-os/tiles',
    liveUrl: 'https://tiles.mila.example.org',
    youtubeUrl: null,
    linkedinPost: null,
    image: 'images/project-tiles.png',
  },
  {
    title: 'Ζeta Ledger',
    description: 'Double-entry bookkeeping for student clubs, with receipts scanned from a phone.',
    technologies: ['Django', 'PostgreSQL', 'Celery'],
    features: ['Receipts from photos', 'Monthly reports per club'],
    githubUrl: null,
    liveUrl: 'https://ledger.mila.example.org',
    youtubeUrl: null,
    linkedinPost: null,
    image: 'images/project-ledger.svg',
  },
  {
    title: 'Мост AI',
    description: 'A translation helper for Croatian–Russian poetry that keeps the metre.',
    technologies: ['Python', 'PyTorch'],
    features: ['Syllable-aware suggestions', 'Side-by-side editor'],
    githubUrl: null,
    liveUrl: null,
    youtubeUrl: null,
    linkedinPost: null,
    image: 'images/project-most.svg',
  },
];
