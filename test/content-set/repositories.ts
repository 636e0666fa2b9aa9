// Written by `npm run sync` from GitHub (docs/sync.md): review the change, do not edit by hand.
import type { Repository, RepositoriesFrom } from '../content/types.ts';

/** The GitHub user they are synced from: the site shows them only while data/ names the same. */
export const repositoriesFrom: RepositoriesFrom = {
  github: 'ines-dag',
};

export const repositories: readonly Repository[] = [
  {
    name: 'azulejos-canvas',
    url: 'https://github.com/ines-dag/azulejos-canvas',
    description: 'Padrões de azulejos desenhados em <canvas>, exportados em SVG & PNG.',
    language: 'TypeScript',
    topics: ['canvas', 'generative-art', 'svg'],
    stars: 1204,
    forks: 87,
    homepage: 'https://ines.example.org/azulejos/',
    license: 'MIT',
    pushed: '2026-11-18',
    fork: false,
    archived: false,
  },
  {
    name: 'horarios-stcp',
    url: 'https://github.com/ines-dag/horarios-stcp',
    description: 'Horários dos autocarros do Porto, offline, numa aplicação web instalável.',
    language: 'Svelte',
    topics: ['pwa', 'porto', 'transportes'],
    stars: 36,
    forks: 4,
    homepage: null,
    license: 'GPL-3.0',
    pushed: '2025-12-02',
    fork: false,
    archived: true,
  },
  {
    name: 'leaflet',
    url: 'https://github.com/ines-dag/leaflet',
    description: 'A minha cópia do Leaflet, com a correção de acessibilidade que propus.',
    language: 'JavaScript',
    topics: [],
    stars: 0,
    forks: 0,
    homepage: null,
    license: 'BSD-2-Clause',
    pushed: '2026-04-09',
    fork: true,
    archived: false,
  },
  {
    name: 'notas-de-aula',
    url: 'https://github.com/ines-dag/notas-de-aula',
    description: null,
    language: null,
    topics: [],
    stars: 2,
    forks: 0,
    homepage: null,
    license: null,
    pushed: '2024-02-27',
    fork: false,
    archived: false,
  },
];
